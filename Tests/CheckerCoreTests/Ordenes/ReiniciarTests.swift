import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("reiniciar (sin compilar)")
struct ReiniciarTests {
  @Test("Una tubería con nombre (FIFO) en la copia de trabajo: no se bloquea, dice qué es y cómo quitarla, y no toca nada")
  func fifo() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let mio = TallerTemporal.solucion + "// mío\n"
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", mio)
    let tubo = temporal.taller.raiz.appendingPathComponent("Sources/Workbook/Leccion01/tubo")
    #expect(mkfifo(tubo.path, 0o644) == 0)
    #expect(ArchivoEspecial.de(tubo.path) == .fifo)
    #expect(ArchivoEspecial.de(temporal.taller.raiz.appendingPathComponent("Package.swift").path) == nil)
    let (aplicacion, captura) = temporal.aplicacion(respuesta: true)
    #expect(aplicacion.ejecutar(["reiniciar", "leccion1", "--si"]) == .interno)
    #expect(captura.errores.contains("no se pudo copiar 'Sources/Workbook/Leccion01/tubo': no es un archivo normal, sino una tubería con nombre (FIFO)"))
    #expect(captura.errores.contains("Bórralo o sácalo de esa carpeta"))
    #expect(!captura.errores.contains("permiso"))
    #expect(temporal.leer("Sources/Workbook/Leccion01/Termostato.swift") == mio)
    #expect(ArchivosCarpeta.listar(temporal.taller.raiz.appendingPathComponent(".taller/respaldos"), ocultos: true).isEmpty)
  }

  @Test("Restaura la plantilla byte a byte, borra lo añadido, respalda todo y reinicia el progreso de esa lección")
  func restaura() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let mio = TallerTemporal.solucion + "// mi versión, con ñ y acentos: é\n"
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", mio)
    try temporal.escribir("Sources/Workbook/Leccion01/Ayudas/Extra.swift", "// añadido\n")
    try temporal.escribir("Sources/Workbook/Leccion01/.Termostato.swift.swp", "basura del editor")
    try temporal.escribir("Sources/Workbook/Leccion01/.DS_Store", "Finder")
    try temporal.escribir("Sources/Workbook/Leccion01/Ayudas/.DS_Store", "Finder")
    try AlmacenProgreso(taller: temporal.taller).actualizar {
      $0.lecciones["01"] = ProgresoLeccion(aprobadas: 1, total: 2, completada: false, fallidas: ["x"], fecha: "f")
      $0.lecciones["02"] = ProgresoLeccion(aprobadas: 2, total: 2, completada: true, fallidas: [], fecha: "f")
    }
    let (aplicacion, captura) = temporal.aplicacion(respuesta: true)
    #expect(aplicacion.ejecutar(["reiniciar", "leccion1"]) == .exito)
    #expect(captura.preguntas.count == 1)

    let copia = temporal.taller.raiz.appendingPathComponent("Sources/Workbook/Leccion01")
    let plantilla = temporal.taller.raiz.appendingPathComponent("Lessons/01-termostato/Plantilla")
    #expect(ArchivosCarpeta.listar(copia, ocultos: true) == ["Termostato.swift"])
    #expect(FileManager.default.contents(atPath: copia.appendingPathComponent("Termostato.swift").path)
      == FileManager.default.contents(atPath: plantilla.appendingPathComponent("Termostato.swift").path))
    #expect(!FileManager.default.fileExists(atPath: copia.appendingPathComponent("Ayudas").path))

    let linea = try #require(captura.salida.split(separator: "\n").first { $0.hasPrefix("Tu versión anterior está en '") })
    let ruta = String(linea.dropFirst("Tu versión anterior está en '".count).dropLast(2))
    #expect(ruta.hasPrefix(".taller/respaldos/") && ruta.hasSuffix("/Leccion01/"))
    let respaldo = temporal.taller.raiz.appendingPathComponent(ruta)
    #expect(temporal.leer(ruta + "Termostato.swift") == mio)
    #expect(temporal.leer(ruta + "Ayudas/Extra.swift") == "// añadido\n")
    #expect(
      ArchivosCarpeta.listar(respaldo, ocultos: true)
        == [".DS_Store", ".Termostato.swift.swp", "Ayudas/.DS_Store", "Ayudas/Extra.swift", "Termostato.swift"])
    // Los ocultos se borran (y se respaldan), pero no se nombran: no son código del alumno.
    #expect(captura.salida.contains("Se borraron los archivos que no están en la plantilla: 'Ayudas/Extra.swift'."))
    #expect(!captura.salida.contains(".DS_Store") && !captura.salida.contains(".swp"))

    let progreso = AlmacenProgreso(taller: temporal.taller).leer().progreso
    #expect(progreso.lecciones["01"] == nil)
    #expect(progreso.lecciones["02"]?.completada == true)
  }

  @Test("Sin terminal y sin --si no toca nada y sale con 64; si respondes que no, sale con 1")
  func confirmacion() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", "// mío\n")
    let (sinTerminal, captura) = temporal.aplicacion(respuesta: nil)
    #expect(sinTerminal.ejecutar(["reiniciar", "leccion1"]) == .uso)
    #expect(captura.errores.contains("añade --si"))
    let (no, capturaNo) = temporal.aplicacion(respuesta: false)
    #expect(no.ejecutar(["reiniciar", "leccion1"]) == .fallo)
    #expect(capturaNo.salida == "No se ha cambiado nada.\n")
    #expect(temporal.leer("Sources/Workbook/Leccion01/Termostato.swift") == "// mío\n")
    #expect(!FileManager.default.fileExists(atPath: temporal.taller.raiz.appendingPathComponent(".taller/respaldos").path))
  }

  @Test("--progreso solo borra el progreso (de una lección o de todas), con copia del archivo, y no toca el código")
  func soloProgreso() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", "// mío\n")
    let registro = ProgresoLeccion(aprobadas: 1, total: 2, completada: false, fallidas: [], fecha: "f")
    try AlmacenProgreso(taller: temporal.taller).actualizar { $0.lecciones = ["01": registro, "02": registro] }
    let (una, _) = temporal.aplicacion()
    #expect(una.ejecutar(["reiniciar", "leccion1", "--progreso", "--si"]) == .exito)
    #expect(AlmacenProgreso(taller: temporal.taller).leer().progreso.lecciones.keys.sorted() == ["02"])
    let (todas, captura) = temporal.aplicacion()
    #expect(todas.ejecutar(["reiniciar", "--progreso", "--si"]) == .exito)
    #expect(AlmacenProgreso(taller: temporal.taller).leer().progreso.lecciones.isEmpty)
    #expect(captura.salida.hasPrefix("Progreso borrado.\nTu versión anterior está en '.taller/respaldos/"))
    #expect(temporal.leer("Sources/Workbook/Leccion01/Termostato.swift") == "// mío\n")
  }
}
