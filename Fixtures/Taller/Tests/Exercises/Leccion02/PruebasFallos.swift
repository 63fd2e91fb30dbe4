import TallerArnes
@testable import Leccion02

var pruebasFallos: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("pasa") { esperar(true, "Siempre pasa.") },
  TallerArnes.Prueba("fatal") { esperarIgual(Fallos.explotar(), 1, "No debería llegar aquí.") },
  TallerArnes.Prueba("indice") { esperarIgual(Fallos.fueraDeRango(), 1, "No debería llegar aquí.") },
  TallerArnes.Prueba("nilForzado") { esperarIgual(Fallos.forzarNil(), 1, "No debería llegar aquí.") },
  TallerArnes.Prueba("salida0") { esperarIgual(Fallos.salirConCero(), 1, "No debería llegar aquí.") },
  TallerArnes.Prueba("aborta") { esperarIgual(Fallos.abortar(), 1, "No debería llegar aquí.") },
  TallerArnes.Prueba("bucle") { esperarIgual(Fallos.girarSinFin(), 1, "No debería llegar aquí.") },
  TallerArnes.Prueba("efectoEterno") { esperarIgual(await Fallos.esperarSiempre(), 1, "No debería llegar aquí.") },
  TallerArnes.Prueba("imprimeSinFin") { esperarIgual(Fallos.imprimirSinFin(), 1, "No debería llegar aquí.") },
  TallerArnes.Prueba("salidaGrande") { esperarIgual(Fallos.imprimirMucho(), 42, "Debería devolver 42.") },
  TallerArnes.Prueba("division") { esperarIgual(Fallos.repartir(10, entre: 0), 1, "No debería llegar aquí.") },
  TallerArnes.Prueba("entradaCerrada") {
    esperar(Fallos.leerEntrada() == nil, "Con la entrada cerrada, readLine() debería devolver nil.")
  },
] }
