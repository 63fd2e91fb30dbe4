import TallerArnes
@testable import Leccion06

var pruebasConteo: [Prueba] { [
  Prueba("primera") { esperarIgual(valor, 1, "El valor es 1.") },
  Prueba("intrusa") { esperarIgual(valor, 1, "El valor es 1.") },
] }
