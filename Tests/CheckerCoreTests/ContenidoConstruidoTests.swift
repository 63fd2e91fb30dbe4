import Foundation
import Testing

@testable import Motor

/// The content decides what a build recompiles, not the dates (#31.1): a file restored with its old
/// date gets a fresh one before the build; its bytes are never touched.
@Suite("El contenido decide, no las fechas")
struct ContenidoConstruidoTests {
  func fecha(_ url: URL) throws -> Date {
    try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date)
  }

  @Test("Sin registro renueva todo una vez; con registro, solo lo que cambió de contenido aunque conserve la fecha")
  func renueva() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    let construccion = temporal.taller.raiz.appendingPathComponent(".build/verificacion/leccion01")
    let contenido = ContenidoConstruido(carpetaConstruccion: construccion, taller: temporal.taller, leccion: leccion)
    let carpetas = [leccion.carpetaCopiaTrabajo, leccion.carpetaPruebas]
    let archivo = temporal.taller.raiz.appendingPathComponent("Sources/Workbook/Leccion01/Termostato.swift")
    let vieja = Date(timeIntervalSince1970: 1_700_000_000)
    try FileManager.default.setAttributes([.modificationDate: vieja], ofItemAtPath: archivo.path)

    // No record yet (a build folder of an older checker): everything once.
    let primera = contenido.renovarFechas(carpetas)
    #expect(primera.renovados == ["Sources/Workbook/Leccion01/Termostato.swift", "Tests/Exercises/Leccion01/main.swift"])
    try FileManager.default.setAttributes([.modificationDate: vieja], ofItemAtPath: archivo.path)
    #expect(primera.instantanea.huellas.keys.sorted() == ["Sources/Workbook/Leccion01/Termostato.swift", "Tests/Exercises/Leccion01/main.swift"])
    contenido.anotar(primera.instantanea)
    #expect(FileManager.default.fileExists(atPath: construccion.appendingPathComponent("taller-contenido-leccion01.json").path))

    // The solution copied over the stub with the stub's date (what `cp -a` from a backup does).
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", TallerTemporal.solucion)
    try FileManager.default.setAttributes([.modificationDate: vieja], ofItemAtPath: archivo.path)
    let segunda = contenido.renovarFechas(carpetas)
    #expect(segunda.renovados == ["Sources/Workbook/Leccion01/Termostato.swift"])
    #expect(try fecha(archivo) > vieja.addingTimeInterval(1000))
    #expect(temporal.leer("Sources/Workbook/Leccion01/Termostato.swift") == TallerTemporal.solucion)
    contenido.anotar(segunda.instantanea)

    // Recorded: the same content is not touched again, whatever its date.
    try FileManager.default.setAttributes([.modificationDate: vieja], ofItemAtPath: archivo.path)
    #expect(contenido.renovarFechas(carpetas).renovados.isEmpty)
    #expect(try fecha(archivo) == vieja)
    // Another build folder keeps its own record.
    let otra = ContenidoConstruido(carpetaConstruccion: temporal.taller.carpetaConstruccion, taller: temporal.taller, leccion: leccion)
    #expect(otra.registradas().isEmpty)
  }

  @Test("Un registro ilegible cuenta como ninguno; un archivo nuevo no se renueva")
  func ilegible() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    let contenido = ContenidoConstruido(carpetaConstruccion: temporal.taller.carpetaConstruccion, taller: temporal.taller, leccion: leccion)
    try temporal.escribir(".build/taller-contenido-leccion01.json", "{roto")
    #expect(contenido.registradas().isEmpty)
    #expect(contenido.renovarFechas([leccion.carpetaCopiaTrabajo]).renovados == ["Sources/Workbook/Leccion01/Termostato.swift"])
    // A new file the record does not know is left alone (the build sees it anyway).
    contenido.anotar(RegistroContenido(
      huellas: ["Sources/Workbook/Leccion01/Termostato.swift": HuellaArchivo.de(
        temporal.taller.raiz.appendingPathComponent("Sources/Workbook/Leccion01/Termostato.swift"))],
      segundos: [:]))
    try temporal.escribir("Sources/Workbook/Leccion01/Nuevo.swift", "// nuevo\n")
    #expect(contenido.renovarFechas([leccion.carpetaCopiaTrabajo]).renovados.isEmpty)
  }

  /// The Swift driver compares whole seconds. A date pushed into the future by the last check (the
  /// student saved and checked within a second) is what the driver recorded; a file restored then
  /// with an older date (`cp -a`) would get `now`, possibly in that same second, and the driver
  /// would keep the old object.
  @Test("La fecha nueva pasa del segundo anotado en la última compilación aunque ese segundo sea futuro")
  func pasaDelSegundoAnotado() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    let contenido = ContenidoConstruido(carpetaConstruccion: temporal.taller.carpetaConstruccion, taller: temporal.taller, leccion: leccion)
    let ruta = "Sources/Workbook/Leccion01/Termostato.swift"
    let archivo = temporal.taller.raiz.appendingPathComponent(ruta)
    for adelanto in [0, 1, 3] {
      let anotado = Int(Date().timeIntervalSince1970.rounded(.down)) + adelanto
      contenido.anotar(RegistroContenido(huellas: [ruta: "otra"], segundos: [ruta: anotado]))
      try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 1_700_000_000)], ofItemAtPath: archivo.path)
      let renovada = contenido.renovarFechas([leccion.carpetaCopiaTrabajo])
      #expect(renovada.renovados == [ruta])
      let segundo = Int(try fecha(archivo).timeIntervalSince1970.rounded(.down))
      #expect(segundo > anotado, "adelanto \(adelanto) s: la fecha nueva (\(segundo)) cae en el segundo anotado o antes (\(anotado))")
      #expect(renovada.instantanea.segundos[ruta] == segundo, "lo que se anota es la fecha que verá el compilador")
    }
  }
}
