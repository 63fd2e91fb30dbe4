// Prueba real de la entrada `self-antes-de-inicializar`: un `init` que llama a un método antes de
// dar valor a todas las propiedades guardadas.
import ComposableArchitecture
struct Juego: Reducer {
  struct State: Equatable {
    var puntos: Int
    var nivel: Int
    init(puntos: Int) {
      self.puntos = puntos
      self.nivel = calcularNivel()
    }
    func calcularNivel() -> Int { puntos / 10 }
  }
  enum Action: Equatable { case a }
  var body: some Reducer<State, Action> { EmptyReducer() }
}
