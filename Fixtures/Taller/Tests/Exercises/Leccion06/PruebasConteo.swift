import TallerArnes
@testable import Leccion06

var pruebasConteo: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("primera") { esperarIgual(valor, 1, "El valor es 1.") },
  TallerArnes.Prueba("intrusa") { esperarIgual(valor, 1, "El valor es 1.") },
] }
