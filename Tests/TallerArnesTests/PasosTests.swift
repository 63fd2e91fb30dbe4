import ComposableArchitecture
import Foundation
import TallerComun
import Testing

@testable import TallerArnes

@Suite("Pasos y errores típicos del arnés")
@MainActor struct PasosTests {
  @Test("El primer paso fallido es el del primer fallo; un error levantado hace fallar la prueba y lleva su paso")
  func primerPasoFallido() async {
    let resultado = await Prueba("reinicia") {
      paso("desde-positivo") { esperar(true, "nunca") }
      paso("desde-negativo") {
        reportarFallo("La cuenta sigue en -3.")
        errorTipico("reinicia-solo-si-positivo", ["desde": "-3"], si: true)
        errorTipico("no-se-levanta", si: false)
      }
      paso("despues") { esperar(false, "Otro fallo, en otro paso.") }
    }.ejecutar()
    #expect(!resultado.pasa)
    #expect(resultado.pasoFallido == "desde-negativo")
    #expect(resultado.mensajes == ["La cuenta sigue en -3.", "Otro fallo, en otro paso."])
    #expect(resultado.errores == [ErrorTipicoLevantado(id: "reinicia-solo-si-positivo", paso: "desde-negativo", parametros: ["desde": "-3"])])
  }

  @Test("Un error levantado solo, sin ningún otro fallo, también hace fallar la prueba; fuera de pasos no hay paso")
  func soloUnError() async {
    let resultado = await Prueba("x") { errorTipico("tope") }.ejecutar()
    #expect(!resultado.pasa)
    #expect(resultado.mensajes.isEmpty)
    #expect(resultado.pasoFallido == nil)
    #expect(resultado.errores == [ErrorTipicoLevantado(id: "tope", paso: nil)])
  }

  @Test("Un paso anidado cuenta el interior, y al salir vuelve el exterior")
  func anidados() async {
    let resultado = await Prueba("x") {
      paso("fuera") {
        paso("dentro") { _ = 0 }
        esperar(false, "En el exterior.")
      }
    }.ejecutar()
    #expect(resultado.pasoFallido == "fuera")
  }

  @Test("Mientras corre, envía paso, fallo y error; el resultado lleva errores y pasoFallido")
  func eventos() async throws {
    let ruta = FileManager.default.temporaryDirectory.appendingPathComponent("eventos-\(UUID().uuidString).jsonl").path
    defer { try? FileManager.default.removeItem(atPath: ruta) }
    let prueba = Prueba("reinicia") {
      await paso("desde-negativo") {
        await Task.yield()
        errorTipico("reinicia-solo-si-positivo", ["desde": "-3"])
      }
    }
    let codigo = await Arnes.ejecutar(
      argumentos: ["--ejecutar", "reinicia"], pruebas: [prueba], entorno: ["TALLER_EVENTOS": ruta], salida: { _ in })
    #expect(codigo == Arnes.Codigo.fallo)
    let lineas = try String(contentsOfFile: ruta, encoding: .utf8).split(separator: "\n").map(String.init)
    #expect(
      lineas.dropLast() == [
        #"{"formato":1,"id":"reinicia","tipo":"inicio"}"#,
        #"{"formato":1,"id":"reinicia","paso":"desde-negativo","tipo":"paso"}"#,
        #"{"formato":1,"id":"reinicia","paso":"desde-negativo","tipo":"fallo"}"#,
        #"{"errores":[{"id":"reinicia-solo-si-positivo","parametros":{"desde":"-3"},"paso":"desde-negativo"}],"formato":1,"id":"reinicia","tipo":"error"}"#,
        #"{"formato":1,"id":"reinicia","tipo":"paso"}"#,
      ])
    let resultado = try #require(lineas.last)
    #expect(resultado.contains(#""errores":[{"id":"reinicia-solo-si-positivo","parametros":{"desde":"-3"},"paso":"desde-negativo"}]"#))
    #expect(resultado.contains(#""pasoFallido":"desde-negativo""#))
    #expect(resultado.contains(#""estado":"falla""#))
  }
}
