import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("verificar sin compilar: archivos, TODO, variantes, copia de trabajo")
struct VerificacionArchivosTests {
  @Test("Una lección sana no tiene hallazgos, ni del curso ni suyos")
  func sana() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    #expect(try temporal.hallazgos().map(\.texto) == [])
    #expect(try temporal.hallazgos(["CI": "true"]).map(\.texto) == [])
    #expect(try temporal.verificador().curso().isEmpty)
  }

  @Test("Un archivo de Plantilla distinto de su gemelo sin // TODO: se nombra")
  func sinTodo() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir(
      "Lessons/01-termostato/Plantilla/Termostato.swift",
      TallerTemporal.plantilla.replacingOccurrences(of: "// TODO: sube un grado.", with: "// sube un grado."))
    try temporal.escribir(
      "Sources/Workbook/Leccion01/Termostato.swift", temporal.leer("Lessons/01-termostato/Plantilla/Termostato.swift") ?? "")
    let hallazgos = try temporal.hallazgos()
    #expect(hallazgos.map(\.clase) == [.todo])
    #expect(
      hallazgos.first?.texto
        == "lección 1: 'Plantilla/Termostato.swift' difiere de 'Solucion/Termostato.swift' pero no tiene ningún "
        + "'// TODO:' que diga al alumno qué cambiar")
  }

  @Test("Archivos sobrantes o sin gemelo: Plantilla, Solucion, variantes y la carpeta de la lección")
  func sobrantes() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/01-termostato/Plantilla/notas.txt", "apuntes")
    try temporal.escribir("Lessons/01-termostato/Solucion/Extra.swift", "// extra\n")
    try temporal.escribir("Lessons/01-termostato/borrador.md", "…")
    try temporal.escribir("Lessons/01-termostato/Variantes/suelto.swift", "")
    try temporal.escribir("Lessons/01-termostato/Plantilla/.DS_Store", "oculto")
    let textos = try temporal.hallazgos().map(\.texto)
    #expect(
      textos == [
        "lección 1: la variante 'suelto.swift' no está declarada en leccion.json",
        "lección 1: 'Lessons/01-termostato/borrador.md' sobra: una lección solo tiene README.md, leccion.json, "
          + "Plantilla/, Solucion/, Variantes/ y NoCompila/",
        "lección 1: 'Lessons/01-termostato/Plantilla/notas.txt' sobra: ahí solo van archivos .swift (SwiftPM compila la carpeta entera)",
        "lección 1: 'Solucion/Extra.swift' no tiene gemelo en 'Plantilla/' (deben tener los mismos nombres de archivo)",
        "lección 1: 'Lessons/01-termostato/Variantes/suelto.swift' sobra: Variantes/ solo contiene carpetas",
      ])
  }

  @Test("Falta el README, la Solucion, las pruebas ocultas o la copia de trabajo")
  func faltas() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.borrar("Lessons/01-termostato/README.md")
    try temporal.borrar("Lessons/01-termostato/Solucion")
    try temporal.borrar("Tests/Exercises/Leccion01")
    try temporal.borrar("Sources/Workbook/Leccion01")
    let textos = try temporal.hallazgos().map(\.detalle)
    #expect(textos.contains("falta README.md (el texto de la lección)"))
    #expect(textos.contains("falta la carpeta 'Lessons/01-termostato/Solucion/'"))
    #expect(textos.contains("faltan las pruebas ocultas: no existe 'Tests/Exercises/Leccion01/main.swift'"))
    #expect(textos.contains { $0.hasPrefix("falta la copia de trabajo 'Sources/Workbook/Leccion01/'") })
  }

  @Test("Con CI=true la copia de trabajo debe ser la plantilla byte a byte; sin CI no se compara")
  func copiaDeTrabajo() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", TallerTemporal.plantilla + " ")
    try temporal.escribir("Sources/Workbook/Leccion01/Mio.swift", "// del alumno\n")
    #expect(try temporal.hallazgos().isEmpty)
    let hallazgos = try temporal.hallazgos(["CI": "true"])
    #expect(hallazgos.map(\.clase) == [.copiaDeTrabajo, .copiaDeTrabajo])
    #expect(hallazgos.map(\.detalle) == [
      "'Sources/Workbook/Leccion01/Termostato.swift' no es igual, byte a byte, a 'Plantilla/Termostato.swift' "
        + "(con CI=true la copia de trabajo se publica igual a la plantilla)",
      "'Sources/Workbook/Leccion01/Mio.swift' no existe en Plantilla/ (con CI=true la copia de trabajo es la plantilla)",
    ])
  }

  @Test("Los borradores de nueva-leccion se señalan hasta que se sustituyen")
  func pendientes() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/01-termostato/README.md", "# T\n<!-- \(Leccion.marcaPendiente) -->\n")
    try temporal.escribir("Tests/Exercises/Leccion01/Pruebas.swift", "// \(Leccion.marcaPendiente)\n")
    let hallazgos = try temporal.hallazgos()
    #expect(hallazgos.map(\.clase) == [.pendiente, .pendiente])
    #expect(hallazgos.first?.detalle.hasPrefix("'Lessons/01-termostato/README.md' todavía es el borrador de `checker nueva-leccion`") == true)
  }

  @Test("Una carpeta Lessons/NN-* sin su línea en Package.swift es un hallazgo del curso")
  func carpetaSinLinea() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/02-nueva/README.md", "# Nueva\n")
    let curso = try temporal.verificador().curso()
    #expect(curso.map(\.clase) == [.curso])
    #expect(curso.map(\.texto) == ["la carpeta 'Lessons/02-nueva' no está en la lista de lecciones de Package.swift"])
  }

  @Test("Sin leccion.json no se compila nada y se dice por qué")
  func sinMetadatos() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.borrar("Lessons/01-termostato/leccion.json")
    let verificador = try temporal.verificador()
    let leccion = try #require(verificador.catalogo.leccion(numero: 1))
    #expect(verificador.plan(leccion).isEmpty)
    let verificacion = verificador.verificar(leccion)
    #expect(verificacion.hallazgos.map(\.clase) == [.metadatos, .metadatos])
    #expect(verificacion.codigoSalida == .fallo)
  }

  @Test("El plan: plantilla, solución y las variantes declaradas que existen, en orden")
  func plan() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let verificador = try temporal.verificador()
    let leccion = try #require(verificador.catalogo.leccion(numero: 1))
    #expect(verificador.plan(leccion).map(\.fuente) == [.plantilla, .solucion, .variante("alternativa-suma")])
    #expect(verificador.plan(leccion).map(\.esperado) == [.plantilla, .pasa, .pasa])
    #expect(verificador.carpetaTemporal(leccion).path.hasSuffix("Mi Taller/.build/verificacion/leccion01"))
    let compartida = try temporal.verificador([Verificador.variableCarpeta: ".build/verificacion/todas"])
    #expect(compartida.carpetaTemporal(leccion).path.hasSuffix("Mi Taller/.build/verificacion/todas"))
  }
}
