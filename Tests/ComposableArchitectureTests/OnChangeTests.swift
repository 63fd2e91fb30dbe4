import ComposableArchitecture
import Testing

/// A form whose `BindingReducer` triggers a save when `notificaciones` changes.
struct Preferencias: Reducer {
  struct State: Equatable {
    var nombre = ""
    var notificaciones = false
    var cambios: [String] = []
  }

  enum Action: BindableAction, Equatable {
    case binding(BindingAction<State>)
    case guardado(Bool)
  }

  var body: some ReducerOf<Self> {
    BindingReducer()
      .onChange(of: \.notificaciones) { anterior, nuevo in
        Reduce { state, action in
          // La reacción ve el estado nuevo y la misma acción que causó el cambio.
          state.cambios.append("\(anterior)→\(nuevo) con \(state.notificaciones), \(String(customDumping: action))")
          return .send(.guardado(nuevo))
        }
      }
  }
}

// Lo que @CasePathable generaría:
extension Preferencias.Action: CasePathable {
  struct AllCasePaths {
    var binding: AnyCasePath<Preferencias.Action, BindingAction<Preferencias.State>> {
      AnyCasePath(embed: Preferencias.Action.binding, extract: { if case let .binding(v) = $0 { v } else { nil } })
    }
    var guardado: AnyCasePath<Preferencias.Action, Bool> {
      AnyCasePath(embed: Preferencias.Action.guardado, extract: { if case let .guardado(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A base reducer with its own effect, to see both effects merged.
struct ConEfecto: Reducer {
  struct State: Equatable { var valor = 0 }
  enum Action: Equatable { case fijar(Int), deLaBase, deLaReaccion }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      guard case let .fijar(valor) = action else { return .none }
      state.valor = valor
      return .send(.deLaBase)
    }
    .onChange(of: \.valor) { _, _ in
      Reduce { _, _ in .send(.deLaReaccion) }
    }
  }
}

@MainActor
@Suite("onChange(of:_:)")
struct OnChangeTests {
  @Test("Solo reacciona cuando el valor cambia, con el valor anterior y el nuevo")
  func soloAlCambiar() async {
    await sinProblemas {
      let store = TestStore(initialState: Preferencias.State()) { Preferencias() }
      await store.send(\.binding.nombre, "Ana") { $0.nombre = "Ana" }
      await store.send(\.binding.notificaciones, false)
      await store.send(\.binding.notificaciones, true) {
        $0.notificaciones = true
        $0.cambios = [
          "false→true con true, Preferencias.Action.binding(.set(\\Preferencias.State.notificaciones, true))"
        ]
      }
      await store.receive(.guardado(true))
      await store.send(\.binding.notificaciones, false) {
        $0.notificaciones = false
        $0.cambios.append(
          "true→false con false, Preferencias.Action.binding(.set(\\Preferencias.State.notificaciones, false))")
      }
      await store.receive(.guardado(false))
    }
  }

  @Test("Los efectos de la base y de la reacción se fusionan")
  func efectosFusionados() async {
    await sinProblemas {
      let store = TestStore(initialState: ConEfecto.State()) { ConEfecto() }
      await store.send(.fijar(3)) { $0.valor = 3 }
      await store.receive(.deLaBase)
      await store.receive(.deLaReaccion)
      await store.send(.fijar(3))
      await store.receive(.deLaBase)
    }
  }

  @Test("Un binding escrito desde el Store dispara la reacción")
  func desdeElStore() async {
    await sinProblemas {
      let store = Store(initialState: Preferencias.State()) { Preferencias() }
      store.nombre = "Eva"
      #expect(store.cambios.isEmpty)
      store.notificaciones = true
      #expect(store.cambios.count == 1)
      #expect(store.cambios.first?.hasPrefix("false→true con true") == true)
    }
  }
}
