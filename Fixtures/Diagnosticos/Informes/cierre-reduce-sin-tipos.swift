// informe: https://github.com/pointfreeco/swift-composable-architecture/pull/1887
// entrada: cierre-reduce-opaco
// Un nombre mal escrito dentro del cierre de `Reduce`: Swift solo dice que el cierre no es un reducer.
import ComposableArchitecture

struct Pasos: Reducer {
  struct State: Equatable { var cuenta = 0 }
  enum Action { case sumarPulsado }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .sumarPulsado:
        state.cunta += 1
        return .none
      }
    }
  }
}
