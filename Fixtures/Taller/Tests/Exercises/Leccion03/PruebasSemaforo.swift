import TallerArnes
@testable import Leccion03

let pruebasSemaforo: [Prueba] = [
  Prueba("cambiaARojo") { esperarIgual(Luz.ambar.siguiente, .rojo, "Tras el ámbar viene el rojo.") }
]
