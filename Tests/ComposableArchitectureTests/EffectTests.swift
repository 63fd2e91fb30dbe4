import ComposableArchitecture
import Foundation
import Testing

/// Keeps the `Send` an effect lets escape.
final class CajaSend: @unchecked Sendable {
  private let lock = NSLock()
  private var guardado: Send<PruebaEfectos.Action>?
  var send: Send<PruebaEfectos.Action>? {
    get { lock.withLock { guardado } }
    set { lock.withLock { guardado = newValue } }
  }
}

enum ErrorDePrueba: Error { case roto }

struct PruebaEfectos: Reducer {
  struct State: Equatable { var pasos: [String] = [] }
  enum Action: Equatable {
    case concatenar
    case fusionar
    case mapear
    case paso(String)
    case fallar
    case fallarConCatch
    case escapar(CajaSend)

    static func == (lhs: Self, rhs: Self) -> Bool {
      switch (lhs, rhs) {
      case let (.escapar(a), .escapar(b)): a === b
      case let (.paso(a), .paso(b)): a == b
      case (.concatenar, .concatenar), (.fusionar, .fusionar), (.mapear, .mapear),
        (.fallar, .fallar), (.fallarConCatch, .fallarConCatch):
        true
      default: false
      }
    }
  }

  @Dependency(\.continuousClock) var reloj

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .concatenar:
      return .concatenate(
        .run { send in
          try await reloj.sleep(for: .seconds(2))
          await send(.paso("lento"))
        },
        .send(.paso("rápido")),
        .run { send in await send(.paso("último")) }
      )
    case .fusionar:
      return .merge(
        .run { send in
          try await reloj.sleep(for: .seconds(2))
          await send(.paso("lento"))
        },
        .send(.paso("rápido"))
      )
    case .mapear:
      return Effect<String>.run { send in await send("mapeado") }.map { .paso($0) }
    case let .paso(texto):
      state.pasos.append(texto)
      return .none
    case .fallar:
      return .run { _ in throw ErrorDePrueba.roto }  // marca: fallar
    case .fallarConCatch:
      return .run { _ in
        throw ErrorDePrueba.roto
      } catch: { error, send in
        await send(.paso("atrapado \(error)"))
      }
    case let .escapar(caja):
      return .run { send in caja.send = send }
    }
  }
}

@MainActor
@Suite("Efectos")
struct EffectTests {
  @Test("concatenate espera a que termine cada efecto antes del siguiente")
  func concatenar() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.concatenar)
      await reloj.advance(by: .seconds(2))
      await store.receive(.paso("lento")) { $0.pasos = ["lento"] }
      await store.receive(.paso("rápido")) { $0.pasos = ["lento", "rápido"] }
      await store.receive(.paso("último")) { $0.pasos = ["lento", "rápido", "último"] }
    }
  }

  @Test("merge ejecuta a la vez: lo síncrono llega antes que lo que espera al reloj")
  func fusionar() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.fusionar)
      await store.receive(.paso("rápido")) { $0.pasos = ["rápido"] }
      await reloj.advance(by: .seconds(2))
      await store.receive(.paso("lento")) { $0.pasos = ["rápido", "lento"] }
    }
  }

  @Test("map transforma las acciones del efecto")
  func mapear() async {
    await sinProblemas {
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() }
      await store.send(.mapear)
      await store.receive(.paso("mapeado")) { $0.pasos = ["mapeado"] }
    }
  }

  @Test("catch recibe el error y puede enviar acciones")
  func conCatch() async {
    await sinProblemas {
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() }
      await store.send(.fallarConCatch)
      await store.receive(.paso("atrapado roto")) { $0.pasos = ["atrapado roto"] }
    }
  }

  @Test("Un error sin catch es un aviso que nombra dónde se devolvió el efecto")
  func errorSinCatch() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() }
      await store.send(.fallar)
      await store.finish()
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
    #expect(problemas.first?.fileID == "ComposableArchitectureTests/EffectTests.swift")
    #expect(problemas.first?.line == lineaDeMarca("fallar"))
    #expect(
      problemas.first?.message == """
        Un "Effect.run" devuelto desde "ComposableArchitectureTests/EffectTests.swift:67" lanzó \
        un error que nadie manejó.

          Error:
            ErrorDePrueba.roto

        Para arreglarlo, maneja todos los errores que no sean de cancelación con el parámetro \
        "catch" de "Effect.run" o con un bloque "do".
        """)
  }

  @Test("Enviar desde un efecto ya terminado es un aviso y la acción se descarta")
  func desdeEfectoTerminado() async {
    let caja = CajaSend()
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: PruebaEfectos.State()) { PruebaEfectos() }
      await store.send(.escapar(caja))
      await store.finish()
      caja.send?(.paso("tarde"))
      #expect(store.state.pasos.isEmpty)
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
    #expect(
      problemas.first?.message == """
        Se envió una acción desde un efecto que ya había terminado.

          Acción:
            PruebaEfectos.Action.paso("tarde")

          Efecto devuelto desde:
            ComposableArchitectureTests/EffectTests.swift:75

        Las acciones enviadas con el "send" de "Effect.run" después de que su cierre haya \
        terminado se descartan.

        Para arreglarlo, no dejes que el cierre de "run" termine hasta que hayas acabado de \
        llamar a "send" (no guardes "send" para usarlo más tarde).
        """)
  }
}
