// informe: https://github.com/pointfreeco/swift-composable-architecture/issues/3047
// entrada: enum-reducer-sin-init
// Un reducer enum no tiene inicializador: se usa su `body` estático, no `Destino()`.
import ComposableArchitecture

enum Detalle: CaseReducer {
  enum State: Equatable, CaseReducerState {
    typealias StateReducer = Detalle
    case vacio
  }
  enum Action: Equatable { case nada }
  static var body: some Reducer<State, Action> { EmptyReducer() }
}

/// Lo que el padre usaría dentro de su `body` (`Scope`, `ifLet`…) para llevar las acciones al hijo.
func reducerDelDetalle() -> some Reducer<Detalle.State, Detalle.Action> {
  Detalle()
}
