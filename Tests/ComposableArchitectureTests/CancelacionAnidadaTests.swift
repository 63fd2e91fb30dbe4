import ComposableArchitecture
import Testing

/// #27.2: a presented child's cancellation ids live under its navigation id, as in TCA 1.17.0–1.25.5
/// (`_CancelID(id:navigationIDPath:)`, `_PresentationReducer`): the same `CancelID` in a parent and
/// its child never collide, and a parent's `.cancel(id:)` still reaches its children.
@MainActor
@Suite("Cancelación con el mismo id en el padre y en el hijo presentado")
struct CancelacionAnidadaTests {
  func store(_ reloj: TestClock<Duration>) -> TestStore<RelojesAnidados.State, RelojesAnidados.Action> {
    TestStore(initialState: RelojesAnidados.State()) { RelojesAnidados() } withDependencies: {
      $0.continuousClock = reloj
    }
  }

  @Test("El hijo empieza su temporizador con cancelInFlight: el del padre sigue; cada uno recibe sus tics")
  func hijoNoCancelaAlPadre() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = store(reloj)
      await store.send(.propio(.empezar))
      await store.send(.abrir) { $0.hijo = Reloj.State() }
      await store.send(.hijo(.presented(.empezar)))
      await reloj.advance(by: .seconds(1))
      await store.receive(\.propio.tic) { $0.propio.tics = 1 }
      await store.receive(\.hijo.presented.tic) { $0.hijo?.tics = 1 }
      // The child stops its own timer only.
      await store.send(.hijo(.presented(.parar)))
      await reloj.advance(by: .seconds(2))
      await store.receive(\.propio.tic) { $0.propio.tics = 2 }
      await store.receive(\.propio.tic) { $0.propio.tics = 3 }
      await store.send(.propio(.parar))
      await store.finish()
    }
  }

  @Test("El padre alcanza a sus hijos: su cancelInFlight y su .cancel(id:) paran también el temporizador del hijo")
  func padreAlcanzaAlHijo() async {
    await sinProblemas {
      let reloj = TestClock()
      let store = store(reloj)
      await store.send(.abrir) { $0.hijo = Reloj.State() }
      await store.send(.hijo(.presented(.empezar)))
      // TCA registers each effect under every prefix of its navigation path, so the parent's
      // `cancelInFlight` with the same id cancels the child's timer too.
      await store.send(.propio(.empezar))
      await reloj.advance(by: .seconds(1))
      await store.receive(\.propio.tic) { $0.propio.tics = 1 }
      await store.send(.hijo(.presented(.empezar)))
      await reloj.advance(by: .seconds(1))
      await store.receive(\.propio.tic) { $0.propio.tics = 2 }
      await store.receive(\.hijo.presented.tic) { $0.hijo?.tics = 1 }
      await store.send(.propio(.parar))
      await reloj.advance(by: .seconds(3))
      await store.finish()
    }
  }
}

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
