// informe: https://github.com/pointfreeco/swift-composable-architecture/issues/2228
// entrada: dependencia-sin-propiedad
// La clave existe, pero falta su propiedad en `extension DependencyValues`.
import ComposableArchitecture

struct ClienteTextos: Sendable {
  var cargar: @Sendable () async -> String
}

extension ClienteTextos: DependencyKey {
  static let liveValue = ClienteTextos(cargar: { "" })
}

struct Lector: Reducer {
  struct State: Equatable { var texto = "" }
  enum Action { case cargarPulsado, cargado(String) }
  @Dependency(\.clienteTextos) var clienteTextos

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .cargarPulsado:
        return .run { send in await send(.cargado(await clienteTextos.cargar())) }
      case .cargado(let texto):
        state.texto = texto
        return .none
      }
    }
  }
}
