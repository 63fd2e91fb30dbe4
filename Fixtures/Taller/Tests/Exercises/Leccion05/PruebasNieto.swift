import TallerArnes
@testable import Leccion05

var pruebasNieto: [Prueba] { [
  Prueba("esperaConNieto") { Nieto.lanzarYEsperar() }
] }
