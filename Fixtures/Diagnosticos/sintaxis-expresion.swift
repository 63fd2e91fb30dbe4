// Prueba real de la entrada `sintaxis-expresion`: un operador sin su segundo operando.
struct Contador {
  var cuenta = 0
  func doble() -> Int {
    return cuenta *
  }
}
