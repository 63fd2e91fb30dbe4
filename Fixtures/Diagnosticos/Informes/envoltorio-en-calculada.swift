// informe: https://github.com/pointfreeco/swift-composable-architecture/issues/2859
// entrada: envoltorio-en-calculada
// `@PresentationState` sobre una propiedad calculada.
import ComposableArchitecture

struct Hoja: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {}
  var body: some Reducer<State, Action> { EmptyReducer() }
}

struct Portada {
  struct State: Equatable {
    var abierta = false
    @PresentationState var hoja: Hoja.State? { abierta ? Hoja.State() : nil }
  }
}
