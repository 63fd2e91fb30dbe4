// Prueba real de la entrada `sintaxis-sentencias`: dos instrucciones en una línea, sin nada entre ellas.
struct Contador {
  var cuenta = 0
  mutating func sumarDos() {
    cuenta += 1 cuenta += 1
  }
}
