import ComposableArchitecture
import Testing

/// #27.3: a feature that presents itself (a drill-down) compiles and runs, as in TCA, where
/// `PresentationState` keeps its value in reference storage.
struct Carpeta: Reducer {
  struct State: Equatable {
    var nombre: String
    @PresentationState var subcarpeta: State?
  }
  indirect enum Action: Equatable {
    case abrir(String)
    case subcarpeta(PresentationAction<Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case let .abrir(nombre) = action { state.subcarpeta = State(nombre: nombre) }
      return .none
    }
    .ifLet(\.$subcarpeta, action: \.subcarpeta) { Carpeta() }
  }
}

extension Carpeta.Action: CasePathable {
  struct AllCasePaths {
    var abrir: AnyCasePath<Carpeta.Action, String> {
      AnyCasePath(embed: Carpeta.Action.abrir, extract: { if case let .abrir(v) = $0 { v } else { nil } })
    }
    var subcarpeta: AnyCasePath<Carpeta.Action, PresentationAction<Carpeta.Action>> {
      AnyCasePath(embed: Carpeta.Action.subcarpeta, extract: { if case let .subcarpeta(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@MainActor
@Suite("Un destino que se presenta a sí mismo")
struct PresentacionRecursivaTests {
  @Test("Tres niveles de la misma feature: cada uno abre el siguiente, y una copia no cambia al escribir en otra")
  func tresNiveles() async {
    await sinProblemas {
      let store = TestStore(initialState: Carpeta.State(nombre: "raíz")) { Carpeta() }
      await store.send(.abrir("fotos")) { $0.subcarpeta = Carpeta.State(nombre: "fotos") }
      await store.send(.subcarpeta(.presented(.abrir("2026")))) {
        $0.subcarpeta?.subcarpeta = Carpeta.State(nombre: "2026")
      }
      await store.send(.subcarpeta(.presented(.subcarpeta(.dismiss)))) {
        $0.subcarpeta?.subcarpeta = nil
      }
      let original = Carpeta.State(nombre: "a", subcarpeta: Carpeta.State(nombre: "b"))
      var copia = original
      copia.subcarpeta?.nombre = "c"
      #expect(original.subcarpeta?.nombre == "b")
      #expect(copia.subcarpeta?.nombre == "c")
    }
  }
}

@Suite("PresentationState: igualdad como en TCA")
struct PresentacionIgualdadTests {
  struct Medida: Equatable { var valor: Double }

  @Test("Una copia sin cambios es igual aunque el valor no sea igual a sí mismo; tras escribir, se comparan los valores")
  func identidadPrimero() {
    let original = PresentationState(wrappedValue: Medida(valor: .nan))
    var copia = original
    #expect(copia == original)
    copia.wrappedValue = Medida(valor: .nan)
    #expect(copia != original)
    copia.wrappedValue = Medida(valor: 1)
    #expect(copia != original)
    #expect(PresentationState(wrappedValue: Medida(valor: 2)) == PresentationState(wrappedValue: Medida(valor: 2)))
  }
}
