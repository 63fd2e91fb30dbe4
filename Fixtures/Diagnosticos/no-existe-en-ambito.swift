// Prueba real de la entrada `no-existe-en-ambito` de la tabla de diagnósticos conocidos.
func reducir() -> Int {
  cuentaActual + 1
}
