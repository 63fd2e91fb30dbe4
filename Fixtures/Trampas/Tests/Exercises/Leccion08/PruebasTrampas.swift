import TallerArnes
@testable import Leccion08

var pruebasTrampas: [Prueba] { [
  Prueba("huerfano") { Trampas.dejarHuerfano() },
  Prueba("falsifica") { Trampas.falsificar("falsifica") },
  Prueba("copiaLaFirma") { Trampas.copiarFirma("copiaLaFirma") },
] }
