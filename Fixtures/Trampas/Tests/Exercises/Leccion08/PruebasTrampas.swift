import TallerArnes
@testable import Leccion08

var pruebasTrampas: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("huerfano") { Trampas.dejarHuerfano() },
  TallerArnes.Prueba("falsifica") { Trampas.falsificar("falsifica") },
  TallerArnes.Prueba("copiaLaFirma") { Trampas.copiarFirma("copiaLaFirma") },
  TallerArnes.Prueba("nadaDelata") {
    esperarIgual(Trampas.rastros(), [], "El código del alumno no debe ver nada que delate la ejecución de prueba.")
  },
] }
