import TallerArnes
@testable import Leccion08

var pruebasTrampas: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("huerfano") { Trampas.dejarHuerfano() },
  TallerArnes.Prueba("falsifica") { Trampas.falsificar("falsifica") },
  TallerArnes.Prueba("copiaLaFirma") { Trampas.copiarFirma("copiaLaFirma") },
] }
