import TallerArnes
@testable import Leccion02

var pruebasFallos: [Prueba] { [
  Prueba("pasa") { esperar(true, "Siempre pasa.") },
  Prueba("fatal") { esperarIgual(Fallos.explotar(), 1, "No debería llegar aquí.") },
  Prueba("indice") { esperarIgual(Fallos.fueraDeRango(), 1, "No debería llegar aquí.") },
  Prueba("nilForzado") { esperarIgual(Fallos.forzarNil(), 1, "No debería llegar aquí.") },
  Prueba("salida0") { esperarIgual(Fallos.salirConCero(), 1, "No debería llegar aquí.") },
  Prueba("aborta") { esperarIgual(Fallos.abortar(), 1, "No debería llegar aquí.") },
  Prueba("bucle") { esperarIgual(Fallos.girarSinFin(), 1, "No debería llegar aquí.") },
  Prueba("efectoEterno") { esperarIgual(await Fallos.esperarSiempre(), 1, "No debería llegar aquí.") },
  Prueba("imprimeSinFin") { esperarIgual(Fallos.imprimirSinFin(), 1, "No debería llegar aquí.") },
  Prueba("salidaGrande") { esperarIgual(Fallos.imprimirMucho(), 42, "Debería devolver 42.") },
  Prueba("division") { esperarIgual(Fallos.repartir(10, entre: 0), 1, "No debería llegar aquí.") },
  Prueba("entradaCerrada") {
    esperar(Fallos.leerEntrada() == nil, "Con la entrada cerrada, readLine() debería devolver nil.")
  },
] }
