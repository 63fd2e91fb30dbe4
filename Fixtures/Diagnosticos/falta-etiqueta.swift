// Prueba real de la entrada `falta-etiqueta`: un caso con etiqueta construido sin ella.
enum Aviso {
  case fallo(motivo: String)
}

let aviso = Aviso.fallo("sin red")
