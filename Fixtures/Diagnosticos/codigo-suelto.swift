// Prueba real de la entrada `codigo-suelto`: una llamada fuera de cualquier tipo o función.
import ComposableArchitecture

struct Contador: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action { case sumarPulsado }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.cuenta += 1
      return .none
    }
  }
}

print(Contador.State())
