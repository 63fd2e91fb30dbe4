// Prueba real de la entrada `estado-inmutable` de la tabla de diagnósticos conocidos.
struct Estado { var cuenta = 0 }

func reducir(_ estado: Estado) {
  let copia = estado
  copia.cuenta += 1
}
