import TallerArnes
@testable import Leccion05

var pruebasNieto: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("esperaConNieto") { Nieto.lanzarYEsperar() }
] }
