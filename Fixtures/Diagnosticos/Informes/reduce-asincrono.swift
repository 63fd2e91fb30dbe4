// informe: https://speakerdeck.com/player/5636c143da554e96b7875f89fb6e6e00
// entrada: reduce-asincrono
// Un `await` directamente en el cierre de `Reduce`, en vez de dentro de un efecto.
import ComposableArchitecture

struct Acceso: Reducer {
  struct State: Equatable { var ficha: String? }
  enum Action { case entrarPulsado }

  func pedirFicha() async -> String { "ficha" }

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .entrarPulsado:
        state.ficha = await pedirFicha()
        return .none
      }
    }
  }
}
