// informe: https://github.com/pointfreeco/isowords/pull/208
// entrada: self-antes-de-inicializar
// El `init` del estado llama a un método antes de dar valor a todas sus propiedades.
struct Partida {
  var letras: [Character]
  var puntos: Int

  init(palabra: String) {
    letras = Array(palabra)
    puntos = contar()
  }

  func contar() -> Int { letras.count }
}
