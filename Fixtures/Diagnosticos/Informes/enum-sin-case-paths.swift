// informe: https://github.com/pointfreeco/swift-composable-architecture/issues/3041
// entrada: scope-estado-equivocado
// Un estado enum declarado fuera del reducer, sin sus case paths: `\.contenido.lista` no llega.
import ComposableArchitecture

struct Lista: Reducer {
  struct State: Equatable { var filas = 0 }
  enum Action: Equatable { case filaPulsada }
  var body: some Reducer<State, Action> { EmptyReducer() }
}

struct Contenedor: Reducer {
  enum Contenido: Equatable {
    case lista(Lista.State)
  }
  struct State: Equatable { var contenido: Contenido }
  enum Action: Equatable { case lista(Lista.Action) }
  var body: some Reducer<State, Action> {
    Scope(state: \.contenido.lista, action: \.lista) { Lista() }
  }
}
