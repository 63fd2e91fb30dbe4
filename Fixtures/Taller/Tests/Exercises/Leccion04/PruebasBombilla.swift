import TallerArnes
@testable import Leccion04

var pruebasBombilla: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("alterna") {
    var bombilla = Bombilla()
    bombilla.enviar(.alternar)
    esperar(bombilla.encendida, "Tras alternar una vez, la bombilla debería estar encendida.")
  }
] }
