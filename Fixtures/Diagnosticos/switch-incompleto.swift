// Prueba real de la entrada `switch-incompleto` de la tabla de diagnósticos conocidos.
enum Accion { case sumar, restar }

func reducir(_ accion: Accion) -> Int {
  switch accion {
  case .sumar: return 1
  }
}
