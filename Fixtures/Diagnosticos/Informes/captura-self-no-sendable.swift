// informe: https://wp-ivent.storyqbe.top/2026/06/29/dependency%eb%a5%bc-sendable-%ed%81%b4%eb%a1%9c%ec%a0%80-%ec%95%88%ec%97%90%ec%84%9c-%ec%93%b0%eb%a9%b4-%ec%95%88-%eb%90%98%eb%8a%94-%ec%9d%b4%ec%9c%a0-tca-dependency-%ec%98%ac%eb%b0%94/
// entrada: captura-self-no-sendable
// El efecto usa una propiedad del reducer, y el reducer no es `Sendable` (guarda una clase).
import ComposableArchitecture

final class Formateador {
  func texto(_ n: Int) -> String { "\(n)" }
}

struct Marcador: Reducer {
  struct State: Equatable { var puntos = 0 }
  enum Action { case anunciarPulsado, anunciado(String) }

  let formateador = Formateador()

  var body: some Reducer<State, Action> {
    Reduce { state, action in
      switch action {
      case .anunciarPulsado:
        let puntos = state.puntos
        return .run { send in
          await send(.anunciado(formateador.texto(puntos)))
        }
      case .anunciado:
        return .none
      }
    }
  }
}
