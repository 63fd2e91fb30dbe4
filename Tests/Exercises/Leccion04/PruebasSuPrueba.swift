import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Ejercicio 4: la prueba que escribe el alumno (`probarTemporizador`) pasa con el contador correcto y
/// falla con cada defecto del temporizador. Se juzga contra ``ContadorDeReferencia``, no contra su
/// reducer, así que este ejercicio no depende del 1.
var pruebasSuPrueba: [TallerArnes.Prueba] {
  [
    TallerArnes.Prueba("suPruebaPasaConElCorrecto") {
      _ = try await requerirQuePasaConElCorrecto()
    }
  ] + DefectoTemporizador.allCases.map { defecto in
    TallerArnes.Prueba(idDePrueba(defecto)) {
      _ = try await requerirQuePasaConElCorrecto()
      let conDefecto = await ejecutarSuPrueba(con: defecto)
      esperar(!conDefecto.pasa, "Tu prueba pasa con un contador en el que \(descripcion(defecto)). \(consejo(defecto))")
    }
  }
}

/// El id de la prueba oculta de cada defecto (el de `leccion.json`).
func idDePrueba(_ defecto: DefectoTemporizador) -> String {
  "suPruebaDetecta" + defecto.rawValue.prefix(1).uppercased() + defecto.rawValue.dropFirst()
}

/// El defecto, dicho como lo que hace ese contador.
func descripcion(_ defecto: DefectoTemporizador) -> String {
  switch defecto {
  case .tickSumaDos: "cada tick suma 2 en vez de 1"
  case .pararNoCancela: "pararlo no cancela el efecto y los ticks siguen llegando"
  case .periodoDeDosSegundos: "los ticks llegan cada 2 segundos en vez de cada segundo"
  case .noMarcaActivo: "arrancarlo no pone `temporizadorActivo` a `true`"
  case .tickAlArrancar: "al arrancarlo llega un tick en el acto, sin esperar el primer segundo"
  case .unSoloTick: "llega un tick al primer segundo y ninguno más"
  }
}

/// Qué debería fijar la prueba para verlo, sin dar el código.
func consejo(_ defecto: DefectoTemporizador) -> String {
  switch defecto {
  case .tickSumaDos: "Comprueba la cuenta que deja cada tick que recibes."
  case .pararNoCancela:
    "Para el temporizador y avanza el reloj después: un `TestStore` exhaustivo informa de los ticks que "
      + "llegan sin que los recibas y de los efectos que siguen en marcha."
  case .periodoDeDosSegundos: "Avanza el reloj de segundo en segundo y recibe un tick tras cada segundo."
  case .noMarcaActivo: "Comprueba el estado que deja cada pulsación del botón del temporizador."
  case .tickAlArrancar:
    "Con un `TestStore` exhaustivo, una acción que llega sin que la recibas es un fallo: no la ignores "
      + "con `exhaustivity = .off`, y recibe cada tick justo después de avanzar el reloj."
  case .unSoloTick: "Un temporizador se repite: comprueba más de un tick, avanzando el reloj otro segundo tras el primero."
  }
}
