// Prueba real de la entrada `falta-return` de la tabla de diagnósticos conocidos.
enum Accion { case sumar, restar }

func reducir(_ accion: Accion) -> Int {
  if accion == .sumar { return 1 }
}
