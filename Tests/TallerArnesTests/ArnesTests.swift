import Foundation
import TallerComun
import Testing

@testable import TallerArnes

/// Collects the lines the harness prints.
@MainActor final class Lineas {
  var todas: [String] = []
  func anotar(_ linea: String) { todas.append(linea) }
}

@Suite("Protocolo de línea de órdenes del arnés")
@MainActor struct ArnesTests {
  let pruebas = [
    Prueba("sumaUno") { esperarIgual(1, 1, "Igual.") },
    Prueba("restaUno") { esperar(false, "Restar no funciona.") },
  ]

  func archivoTemporal() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("arnes-\(UUID().uuidString).jsonl")
  }

  func eventos(_ url: URL) throws -> [EventoArnes] {
    let datos = try #require(FileManager.default.contents(atPath: url.path))
    return try datos.split(separator: 0x0A).map { try JSONDecoder().decode(EventoArnes.self, from: Data($0)) }
  }

  @Test("--listar escribe los ids en orden y un evento 'lista'")
  func listar() async throws {
    let eventosURL = archivoTemporal()
    defer { try? FileManager.default.removeItem(at: eventosURL) }
    let salida = Lineas()
    let codigo = await Arnes.ejecutar(
      argumentos: ["--listar"], pruebas: pruebas, entorno: ["TALLER_EVENTOS": eventosURL.path],
      salida: salida.anotar, errores: { _ in })
    #expect(codigo == 0)
    #expect(salida.todas == ["sumaUno", "restaUno"])
    #expect(try eventos(eventosURL) == [EventoArnes(tipo: .lista, ids: ["sumaUno", "restaUno"])])
  }

  @Test("--ejecutar corre solo esa prueba y envía 'inicio' y 'resultado' por el canal, no por stdout")
  func ejecutarUna() async throws {
    let eventosURL = archivoTemporal()
    defer { try? FileManager.default.removeItem(at: eventosURL) }
    let salida = Lineas()
    let codigo = await Arnes.ejecutar(
      argumentos: ["--ejecutar", "restaUno"], pruebas: pruebas,
      entorno: ["TALLER_EVENTOS": eventosURL.path], salida: salida.anotar, errores: { _ in })
    #expect(codigo == 1)
    #expect(salida.todas.isEmpty)
    let leidos = try eventos(eventosURL)
    // NB: `fallo` marks where the first failure happened, for a test that crashes after it.
    #expect(leidos.map(\.tipo) == [.inicio, .fallo, .resultado])
    #expect(leidos.map(\.id) == ["restaUno", "restaUno", "restaUno"])
    #expect(leidos[2].estado == .falla)
    #expect(leidos[2].mensajes == ["Restar no funciona."])
  }

  @Test("Un id desconocido es un error de uso (64)")
  func idDesconocido() async {
    let errores = Lineas()
    let codigo = await Arnes.ejecutar(
      argumentos: ["--ejecutar", "nada"], pruebas: pruebas, entorno: [:], salida: { _ in },
      errores: errores.anotar)
    #expect(codigo == 64)
    #expect(
      errores.todas == [
        "error: no hay ninguna prueba con el identificador 'nada'. Las pruebas registradas son: sumaUno, restaUno."
      ])
  }

  @Test("Sin argumentos ejecuta todas en el proceso y resume")
  func todas() async {
    let salida = Lineas()
    let codigo = await Arnes.ejecutar(
      argumentos: [], pruebas: pruebas, entorno: [:], salida: salida.anotar, errores: { _ in })
    #expect(codigo == 1)
    #expect(
      salida.todas == ["✓ sumaUno", "✗ restaUno", "    Restar no funciona.", "Resumen: 1 pasan, 1 fallan."])
  }

  @Test("Un id repetido o vacío invalida el registro (70)")
  func registroInvalido() async {
    let errores = Lineas()
    let repetidas = [Prueba("a") {}, Prueba("a") {}]
    #expect(
      await Arnes.ejecutar(argumentos: ["--listar"], pruebas: repetidas, entorno: [:], salida: { _ in }, errores: errores.anotar)
        == 70)
    #expect(errores.todas.first?.contains("está repetido") == true)
    #expect(
      await Arnes.ejecutar(argumentos: [], pruebas: [Prueba("con espacio") {}], entorno: [:], salida: { _ in }, errores: { _ in })
        == 70)
  }

  @Test("Argumentos desconocidos: error de uso (64)")
  func argumentosDesconocidos() async {
    #expect(
      await Arnes.ejecutar(argumentos: ["--otra"], pruebas: pruebas, entorno: [:], salida: { _ in }, errores: { _ in })
        == 64)
  }

  @Test("Formato de una línea de eventos (el checker la decodifica con su propio tipo)")
  func formatoEvento() throws {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let evento = EventoArnes(tipo: .resultado, id: "a", estado: .falla, mensajes: ["x\ny"], duracion: 0.5)
    let texto = String(decoding: try codificador.encode(evento), as: UTF8.self)
    #expect(
      texto
        == #"{"duracion":0.5,"estado":"falla","formato":1,"id":"a","mensajes":["x\ny"],"tipo":"resultado"}"#)
  }
}
