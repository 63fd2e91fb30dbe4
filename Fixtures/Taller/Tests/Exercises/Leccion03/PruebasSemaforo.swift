import TallerArnes
@testable import Leccion03

var pruebasSemaforo: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("cambiaARojo") { esperarIgual(Luz.ambar.siguiente, .rojo, "Tras el ámbar viene el rojo.") }
] }
