import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// A progress file of a newer format (a newer checker wrote it): read, warned about, and saved
/// without losing what this checker does not know (#31.6).
@Suite("Progreso de un formato más nuevo")
struct ProgresoFormatoNuevoTests {
  @Test("Se lee con aviso y, al guardar, se conservan el formato y los campos desconocidos")
  func conserva() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("progreso-\(UUID().uuidString)/.taller")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: carpeta.deletingLastPathComponent()) }
    let almacen = AlmacenProgreso(carpeta: carpeta)
    let texto = """
      {"formato": 99, "insignias": ["primera"], "lecciones": {"01": {"aprobadas": 2, "total": 3,
       "completada": false, "fallidas": ["x"], "fecha": "2026-01-01T00:00:00Z", "racha": 4}}}
      """
    try Data(texto.utf8).write(to: almacen.archivo)
    let lectura = almacen.leer()
    #expect(lectura.progreso.lecciones["01"]?.aprobadas == 2)
    let aviso = try #require(lectura.aviso)
    #expect(aviso.formatoNuevo == 99)
    let mensaje = MensajesProgreso.corrupto(aviso)
    #expect(mensaje.contains("es de una versión más nueva del taller (formato 99; este checker escribe el 1)"))
    #expect(mensaje.contains("se conserva todo lo demás") && !mensaje.contains("dañado"))

    let avisoAlGuardar = try almacen.actualizar {
      $0.lecciones["01"]?.aprobadas = 3
      $0.lecciones["02"] = ProgresoLeccion(aprobadas: 1, total: 1, completada: true, fallidas: [], fecha: "f")
    }
    #expect(avisoAlGuardar?.formatoNuevo == 99)
    let guardado = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: almacen.archivo)) as? [String: Any])
    #expect(guardado["formato"] as? Int == 99)
    #expect(guardado["insignias"] as? [String] == ["primera"])
    let lecciones = try #require(guardado["lecciones"] as? [String: [String: Any]])
    #expect(lecciones["01"]?["racha"] as? Int == 4)
    #expect(lecciones["01"]?["aprobadas"] as? Int == 3)
    #expect(lecciones["02"]?["completada"] as? Bool == true)
    #expect(!FileManager.default.fileExists(atPath: almacen.respaldos.path), "no está dañado: no se respalda")
  }

  @Test("Un archivo del formato actual se escribe como siempre, sin aviso")
  func actual() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("progreso-\(UUID().uuidString)/.taller")
    defer { try? FileManager.default.removeItem(at: carpeta.deletingLastPathComponent()) }
    let almacen = AlmacenProgreso(carpeta: carpeta)
    #expect(try almacen.actualizar { $0.lecciones["01"] = ProgresoLeccion(aprobadas: 0, total: 1, completada: false, fallidas: ["a"], fecha: "f") } == nil)
    #expect(almacen.leer().aviso == nil)
    #expect(try String(contentsOf: almacen.archivo, encoding: .utf8).contains("\"formato\" : 1"))
  }
}

/// The overview when the state around it is wrong (#31.6): `.taller` is a file, the suggested
/// lesson's folder was renamed.
@Suite("Resumen con el taller en mal estado")
struct ResumenEstadoTests {
  @Test("`.taller` es un archivo: aviso con la causa y el arreglo, nunca un 0/N callado")
  func tallerArchivo() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir(".taller", "no soy una carpeta")
    let lectura = AlmacenProgreso(taller: temporal.taller).leer()
    #expect(lectura.aviso?.carpetaEsArchivo == true)
    let (aplicacion, captura) = temporal.aplicacion()
    _ = aplicacion.ejecutar([])
    #expect(captura.errores.contains("aviso: '.taller' es un archivo, no una carpeta"))
    #expect(captura.errores.contains("`mv .taller .taller-viejo`"))
    #expect(temporal.leer(".taller") == "no soy una carpeta")
  }

  @Test("progreso.json es una carpeta: progreso y pista dicen que no se puede leer y cómo arreglarlo (issue 46.7)")
  func progresoCarpeta() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try FileManager.default.createDirectory(
      at: temporal.taller.raiz.appendingPathComponent(".taller/progreso.json"), withIntermediateDirectories: true)
    let lectura = AlmacenProgreso(taller: temporal.taller).leer()
    #expect(lectura.aviso?.ilegible == true)
    #expect(lectura.aviso?.ruta.hasSuffix(".taller/progreso.json") == true)
    for orden in [["progreso"], ["pista", "leccion1"]] {
      let (aplicacion, captura) = temporal.aplicacion()
      _ = aplicacion.ejecutar(orden)
      #expect(captura.errores.contains("no se puede leer (¿una carpeta con ese nombre"), "\(orden): \(captura.errores)")
      #expect(captura.errores.contains("`mv .taller/progreso.json .taller/progreso-apartado`"), "\(orden)")
    }
    #expect(ArchivosCarpeta.esCarpeta(temporal.taller.raiz.appendingPathComponent(".taller/progreso.json")))
  }

  @Test("La lección sugerida sin su carpeta: se pide recuperarla, no «Ejecuta: …»")
  func siguienteSinCarpeta() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try FileManager.default.moveItem(
      at: temporal.taller.raiz.appendingPathComponent("Lessons/01-termostato"),
      to: temporal.taller.raiz.appendingPathComponent("Lessons/01-otra"))
    let catalogo = try Catalogo.cargar(temporal.taller)
    let texto = RedactorResumen(estilo: Estilo(color: false)).redactar(catalogo, progreso: Progreso())
    #expect(texto.contains("Antes, recupera su carpeta 'Lessons/01-termostato' con `git checkout -- Lessons/01-termostato`"))
    #expect(!texto.contains("Ejecuta: swift run -q checker leccion1"))
  }
}
