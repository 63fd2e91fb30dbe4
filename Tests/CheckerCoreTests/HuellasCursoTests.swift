import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// The course's own files are pinned by their fingerprints (#31.2): a changed hidden test still
/// runs, is named first, and keeps the lesson from counting as completed.
@Suite("Huellas de los archivos del curso")
struct HuellasCursoTests {
  func lecciones(_ temporal: TallerTemporal) throws -> [Leccion] { try Catalogo.cargar(temporal.taller).lecciones }

  @Test("FNV-1a de 64 bits: los valores publicados de la cadena vacía, «a» y «foobar»")
  func fnv() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("fnv-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: carpeta) }
    for (texto, esperada) in [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")] {
      let archivo = carpeta.appendingPathComponent("x")
      try Data(texto.utf8).write(to: archivo)
      #expect(HuellasCurso.huella(archivo) == "fnv1a64:" + esperada, "«\(texto)»")
    }
  }

  @Test("Modificado, borrado y añadido, solo de la lección que se comprueba; Sources/Workbook no cuenta")
  func cambios() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Sources/ComposableArchitecture/Store.swift", "public struct Store {}\n")
    let lecciones = try lecciones(temporal)
    let leccion = try #require(lecciones.first)
    let grabadas = HuellasCurso.calcular(temporal.taller, lecciones: lecciones)
    #expect(grabadas.archivos.keys.sorted() == [
      "Lessons/01-termostato/Plantilla/Termostato.swift", "Lessons/01-termostato/Solucion/Termostato.swift",
      "Lessons/01-termostato/leccion.json", "Package.swift", "Sources/ComposableArchitecture/Store.swift",
      "Tests/Exercises/Leccion01/main.swift",
    ])
    #expect(grabadas.cambios(en: temporal.taller, leccion: leccion).isEmpty)
    // The student's own work and the lesson's README are not course files of the check.
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", TallerTemporal.solucion)
    try temporal.escribir("Lessons/01-termostato/README.md", "# Otro\n")
    #expect(grabadas.cambios(en: temporal.taller, leccion: leccion).isEmpty)

    try temporal.escribir("Tests/Exercises/Leccion01/main.swift", "// pruebas vacías\n")
    try temporal.borrar("Sources/ComposableArchitecture/Store.swift")
    try temporal.escribir("Tests/Exercises/Leccion01/Trampa.swift", "// nueva\n")
    #expect(grabadas.cambios(en: temporal.taller, leccion: leccion) == [
      CambioCurso(ruta: "Sources/ComposableArchitecture/Store.swift", tipo: .falta),
      CambioCurso(ruta: "Tests/Exercises/Leccion01/Trampa.swift", tipo: .anadido),
      CambioCurso(ruta: "Tests/Exercises/Leccion01/main.swift", tipo: .modificado),
    ])
    #expect(grabadas.diferencias(con: HuellasCurso.calcular(temporal.taller, lecciones: lecciones)).count == 3)
  }

  @Test("El archivo se escribe, se lee y se rechaza si es de otro formato o ilegible")
  func archivo() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    #expect(HuellasCurso.leer(temporal.taller) == nil)
    let grabadas = HuellasCurso.calcular(temporal.taller, lecciones: try lecciones(temporal))
    try grabadas.codificado().write(to: temporal.taller.raiz.appendingPathComponent(HuellasCurso.archivo))
    #expect(HuellasCurso.leer(temporal.taller) == grabadas)
    let texto = try #require(temporal.leer(HuellasCurso.archivo))
    #expect(texto.hasSuffix("}\n") && texto.contains("\"Package.swift\" : \"fnv1a64:"))
    try temporal.escribir(HuellasCurso.archivo, texto.replacingOccurrences(of: "\"formato\" : 1", with: "\"formato\" : 2"))
    #expect(HuellasCurso.leer(temporal.taller) == nil)
    try temporal.escribir(HuellasCurso.archivo, "{")
    #expect(HuellasCurso.leer(temporal.taller) == nil)
  }

  @Test("revisar anota los cambios y, con ellos, la lección no se completa aunque todo pase")
  func informe() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let catalogo = try Catalogo.cargar(temporal.taller)
    try HuellasCurso.calcular(temporal.taller, lecciones: catalogo.lecciones).codificado()
      .write(to: temporal.taller.raiz.appendingPathComponent(HuellasCurso.archivo))
    try temporal.escribir("Tests/Exercises/Leccion01/main.swift", "// vacías\n")
    let revisor = Revisor(
      taller: temporal.taller, catalogo: catalogo,
      toolchain: Toolchain(swift: "/no-existe/swift", swiftc: []), entorno: [:], registro: RegistroHijos())
    let leccion = try #require(catalogo.leccion(numero: 1))
    let revisado = revisor.revisar(leccion)
    #expect(revisado.cursoModificado == [CambioCurso(ruta: "Tests/Exercises/Leccion01/main.swift", tipo: .modificado)])
    // A run where every test passed: not completed, and both the text and JSON say why.
    let resultados = (leccion.metadatos?.pruebas ?? []).map { ResultadoPruebaOculta(id: $0.id, estado: .pasa) }
    var todoPasa = InformeLeccion(
      leccion: leccion, resultado: .ejecutada(EjecucionLeccion(resultados: resultados), garantias: []))
    #expect(todoPasa.completada)
    todoPasa.cursoModificado = revisado.cursoModificado
    #expect(!todoPasa.completada)
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil, pendientesAntes: []).redactar(todoPasa)
    #expect(texto.contains("Aviso: estos archivos del curso no son como los trae el taller"))
    #expect(texto.contains("  • Tests/Exercises/Leccion01/main.swift (modificado)"))
    #expect(texto.contains("`git checkout -- Tests/Exercises/Leccion01/main.swift`"))
    #expect(texto.contains(MensajesCurso.cursoImpideCompletar))
    #expect(!texto.contains("¡Lección 1 completada!"))
    let json = DocumentoJSON(todoPasa)
    #expect(json.status == "fail" && !json.completada)
    #expect(json.cursoModificado == [.init(ruta: "Tests/Exercises/Leccion01/main.swift", cambio: "modificado")])
  }

  @Test("Una ruta con espacios o comillas se cita para la terminal")
  func citar() {
    #expect(MensajesCurso.citar("Tests/Exercises/Leccion01/main.swift") == "Tests/Exercises/Leccion01/main.swift")
    #expect(MensajesCurso.citar("Tests/Mis pruebas/a.swift") == "'Tests/Mis pruebas/a.swift'")
    #expect(MensajesCurso.citar("Tests/o'x.swift") == "'Tests/o'\\''x.swift'")
  }
}
