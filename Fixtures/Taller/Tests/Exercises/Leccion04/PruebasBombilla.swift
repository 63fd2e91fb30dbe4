import TallerArnes
@testable import Leccion04

var pruebasBombilla: [Prueba] { [
  Prueba("alterna") {
    var bombilla = Bombilla()
    bombilla.enviar(.alternar)
    esperar(bombilla.encendida, "Tras alternar una vez, la bombilla debería estar encendida.")
  }
] }
