import TallerArnes
@testable import Leccion03

var pruebasSemaforo: [Prueba] { [
  Prueba("cambiaARojo") { esperarIgual(Luz.ambar.siguiente, .rojo, "Tras el ámbar viene el rojo.") }
] }
