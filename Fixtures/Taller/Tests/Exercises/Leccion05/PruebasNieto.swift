import TallerArnes
@testable import Leccion05

let pruebasNieto: [Prueba] = [
  Prueba("esperaConNieto") { Nieto.lanzarYEsperar() }
]
