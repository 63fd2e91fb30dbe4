import ComposableArchitecture
import Foundation
import Testing

/// `date`, `uuid`, `calendar`, `locale` and `timeZone`, as swift-dependencies defines them.
private struct Nota: Reducer {
  struct State: Equatable { var creada: Date?; var id: UUID?; var zona = "" }
  enum Action: Equatable { case crear }
  @Dependency(\.date.now) var ahora
  @Dependency(\.uuid) var uuid
  @Dependency(\.timeZone) var zona

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    state.creada = ahora
    state.id = uuid()
    state.zona = zona.identifier
    return .none
  }
}

@MainActor
@Suite("Dependencias del sistema: date, uuid, calendar, locale, timeZone")
struct DependenciasDeSistemaTests {
  @Test("UUIDGenerator.incrementing cuenta desde 0 en los últimos dígitos; cada uso empieza su cuenta")
  func incrementing() {
    let generador = UUIDGenerator.incrementing
    #expect([generador(), generador(), generador()].map(\.uuidString) == [
      "00000000-0000-0000-0000-000000000000", "00000000-0000-0000-0000-000000000001",
      "00000000-0000-0000-0000-000000000002",
    ])
    #expect(UUID(255).uuidString == "00000000-0000-0000-0000-0000000000FF")
    #expect(UUIDGenerator.incrementing() == UUID(0))
    #expect(UUIDGenerator.constant(UUID(7))() == UUID(7))
  }

  @Test("DateGenerator: constant, now y asignar now lo vuelve constante")
  func fechas() {
    let cero = Date(timeIntervalSince1970: 0)
    var generador = DateGenerator.constant(cero)
    #expect(generador() == cero && generador.now == cero)
    generador.now = Date(timeIntervalSince1970: 60)
    #expect(generador() == Date(timeIntervalSince1970: 60))
  }

  @Test("Sustituidas en el TestStore, el reducer las lee sin avisos")
  func sustituidas() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Nota.State()) { Nota() } withDependencies: {
        $0.date = .constant(Date(timeIntervalSince1970: 0))
        $0.uuid = .incrementing
        $0.timeZone = TimeZone(identifier: "America/Lima") ?? .current
        $0.calendar = Calendar(identifier: .gregorian)
        $0.locale = Locale(identifier: "es_ES")
      }
      await store.send(.crear) {
        $0.creada = Date(timeIntervalSince1970: 0)
        $0.id = UUID(0)
        $0.zona = "America/Lima"
      }
    }
    #expect(problemas.isEmpty)
  }

  @Test("Sin sustituir, cada una avisa nombrando su ruta y cómo sustituirla")
  func sinSustituir() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Nota.State()) { Nota() }
      store.exhaustivity = .off
      await store.send(.crear)
    }
    let textos = problemas.map(\.message)
    for ruta in ["\\.date", "\\.uuid", "\\.timeZone"] {
      #expect(textos.contains { $0.contains("La dependencia \"\(ruta)\" se usó en un TestStore sin sustituirla") }, "\(textos)")
    }
    #expect(textos.contains { $0.contains("{ $0.uuid = .incrementing }") })
  }
}
