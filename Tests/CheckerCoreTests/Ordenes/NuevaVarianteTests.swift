import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// `checker nueva-variante` (issue 29.7): the working copy kept as a patch overlay with its entry.
@Suite("nueva-variante: la copia de trabajo, guardada como variante")
struct NuevaVarianteTests {
  @Test("Un error: parche del archivo cambiado, archivo nuevo entero, `quita` y entrada pendiente que verificar señala")
  func error() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/01-termostato/Solucion/Apoyo.swift", "// apoyo\n")
    try temporal.escribir("Lessons/01-termostato/Plantilla/Apoyo.swift", "// apoyo\n")
    let conError = TallerTemporal.solucion.replacingOccurrences(of: "grados += 1", with: "grados += 2")
    try #require(conError != TallerTemporal.solucion)
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", conError)
    try temporal.escribir("Sources/Workbook/Leccion01/Extra.swift", "// extra\n")
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["nueva-variante", "leccion1", "error-suma-dos"]) == .exito)
    let base = "Lessons/01-termostato/Variantes/error-suma-dos/"
    #expect(captura.salida.hasPrefix("Variante 'error-suma-dos' creada a partir de tu copia de trabajo:\n  \(base)Extra.swift\n"))
    #expect(captura.salida.contains("  quita: Apoyo.swift (no están en tu copia)\n"))
    #expect(temporal.leer(base + "Extra.swift") == "// extra\n")
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    let declarada = try #require(leccion.metadatos?.variantes?.first { $0.carpeta == "error-suma-dos" })
    #expect(declarada.esperado == .falla)
    #expect(declarada.quita == ["Apoyo.swift"])
    // Ensamblada, la variante es la copia de trabajo de la que salió.
    let carpeta = try Ensamblado(taller: temporal.taller).ensamblar(leccion, variante: "error-suma-dos")
    #expect(ArchivosCarpeta.listar(carpeta) == ["Extra.swift", "Termostato.swift"])
    #expect(temporal.leer(temporal.taller.rutaRelativa(carpeta) + "/Termostato.swift") == conError)
    // Lo que falta por escribir lo dice verificar.
    let hallazgos = try temporal.hallazgos().map(\.texto)
    #expect(hallazgos.contains { $0.contains(Leccion.marcaPendiente) && $0.contains("leccion.json") })
    // El mismo nombre otra vez: no se toca nada.
    let (otra, capturaOtra) = temporal.aplicacion()
    #expect(otra.ejecutar(["nueva-variante", "leccion1", "error-suma-dos"]) == .fallo)
    #expect(capturaOtra.errores.hasPrefix("error: '\(base.dropLast())/' ya existe; no se ha tocado nada"))
  }

  @Test("Una alternativa espera «pasa»; una copia igual a Solucion o un nombre inválido no escriben nada")
  func alternativaYRechazos() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let antes = try #require(temporal.leer("Lessons/01-termostato/leccion.json"))
    // Igual salvo espacios al final de línea cuenta como igual (un parche así lo rechazaría verificar).
    let conEspacios = TallerTemporal.solucion.replacingOccurrences(of: "\n", with: "  \n")
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", conEspacios)
    let (igual, capturaIgual) = temporal.aplicacion()
    #expect(igual.ejecutar(["nueva-variante", "leccion1", "alternativa-otra"]) == .fallo)
    #expect(capturaIgual.errores.hasPrefix("error: 'Sources/Workbook/Leccion01/' es igual a Solucion/"))
    let (mal, capturaMal) = temporal.aplicacion()
    #expect(mal.ejecutar(["nueva-variante", "leccion1", "otra"]) == .fallo)
    #expect(capturaMal.errores.hasPrefix("error: la variante 'otra' debe llamarse alternativa-… o error-…"))
    #expect(temporal.leer("Lessons/01-termostato/leccion.json") == antes)

    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", TallerTemporal.alternativa)
    let (aplicacion, _) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["nueva-variante", "leccion1", "alternativa-otra"]) == .exito)
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    #expect(leccion.metadatos?.variantes?.map(\.carpeta) == ["alternativa-otra", "alternativa-suma"])
    #expect(leccion.metadatos?.variantes?.first?.esperado == .pasa)
    #expect(temporal.leer("Lessons/01-termostato/Variantes/alternativa-otra/Termostato.swift.diff") != nil)
  }

  @Test("Sin lista de variantes en leccion.json, la crea")
  func sinLista() throws {
    let texto = "{\n  \"formato\": 3,\n  \"numero\": 1\n}\n"
    let nuevo = try NuevaVariante.conEntrada("{ \"carpeta\": \"error-x\" }", en: texto, json: "leccion.json")
    #expect(nuevo == "{\n  \"formato\": 3,\n  \"numero\": 1,\n  \"variantes\": [\n    { \"carpeta\": \"error-x\" }\n  ]\n}\n")
    let vacia = try NuevaVariante.conEntrada("{ \"carpeta\": \"error-x\" }", en: "{\"variantes\": []}", json: "j")
    #expect((try JSONSerialization.jsonObject(with: Data(vacia.utf8)) as? [String: Any])?["variantes"] != nil)
    #expect(throws: ErrorNuevaVariante.metadatosIlegibles("j")) {
      try NuevaVariante.conEntrada("{ \"carpeta\": \"error-x\" }", en: "[1,", json: "j")
    }
  }
}
