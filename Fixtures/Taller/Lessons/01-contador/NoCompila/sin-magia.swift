// nombre: Las acciones no incluyen trucos
// diagnostico: has no member 'magia'
// linea: 7
// pista: Quita el caso `magia` de `Accion`: el contador solo suma y resta.
import Leccion01

let accion: Contador.Accion = .magia
