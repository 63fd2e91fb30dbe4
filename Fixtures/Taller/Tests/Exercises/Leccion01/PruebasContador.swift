import TallerArnes
@testable import Leccion01

var pruebasContador: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("sumaUno") {
    var contador = Contador()
    contador.sumar()
    esperarIgual(contador.cuenta, 1, "Tras sumar una vez, la cuenta debería ser 1.")
  },
  TallerArnes.Prueba("restaUno") {
    var contador = Contador()
    contador.sumar()
    contador.sumar()
    contador.restar()
    esperarIgual(contador.cuenta, 1, "Tras sumar dos veces y restar una, la cuenta debería ser 1.")
  },
  TallerArnes.Prueba("avisaBajoCero") {
    var contador = Contador()
    await esperarAviso(contiene: "cero") {
      contador.restar()
    }
    esperarIgual(contador.cuenta, 0, "Restar desde cero no debe cambiar la cuenta.")
  },
] }
