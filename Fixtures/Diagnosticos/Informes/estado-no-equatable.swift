// informe: https://github.com/pointfreeco/swift-composable-architecture/pull/2873
// entrada: estado-no-equatable
// El estado del padre pide `Equatable`, pero el estado de su destino no lo es.
import ComposableArchitecture

struct Formulario: Reducer {
  struct State: Equatable { var nombre = "" }
  enum Action: Equatable { case guardarPulsado }
  var body: some Reducer<State, Action> { EmptyReducer() }
}

enum DestinoEstado {
  case anadir(Formulario.State)
}

struct Contactos {
  struct State: Equatable {
    @PresentationState var destino: DestinoEstado?
  }
}
