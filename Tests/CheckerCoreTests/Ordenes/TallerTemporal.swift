import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// A small workbook written to a temporary folder for tests that build nothing: one sound lesson
/// (`01-termostato`) with Plantilla, Solucion, a variant, a README, hidden tests and the working
/// copy, plus helpers to break it.
struct TallerTemporal {
  let taller: Taller

  static let plantilla = """
    public struct Termostato {
      public private(set) var grados = 20
      public init() {}
      public mutating func subir() {
        // TODO: sube un grado.
      }
    }

    """
  static let solucion = """
    public struct Termostato {
      public private(set) var grados = 20
      public init() {}
      public mutating func subir() {
        grados += 1
      }
    }

    """
  /// Another correct solution: the variant's one file (format 2: only what differs from Solucion).
  static let alternativa = """
    public struct Termostato {
      public private(set) var grados = 20
      public init() {}
      public mutating func subir() {
        grados = grados + 1
      }
    }

    """
  static let metadatos = """
    {"formato":2,"numero":1,"titulo":"Termostato","orden":1,
     "pruebas":[{"id":"subeUno","nombre":"Subir añade un grado","pistas":["Mira `subir()`.","Suma uno a `grados`."]},
                {"id":"bajaUno","nombre":"Bajar quita un grado","pistas":["Es el espejo de subir."]}],
     "variantes":[{"carpeta":"alternativa-suma","esperado":"pasa"}]}
    """

  /// Writes the workbook.
  init() throws {
    let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("temporal-\(UUID().uuidString)/Mi Taller")
    taller = Taller(raiz: raiz)
    try escribir("Package.swift", "let lecciones: [Leccion] = [\n  leccion(1, \"termostato\"),\n]\n")
    try escribir("Lessons/01-termostato/README.md", "# Termostato\n")
    try escribir("Lessons/01-termostato/leccion.json", Self.metadatos)
    try escribir("Lessons/01-termostato/Plantilla/Termostato.swift", Self.plantilla)
    try escribir("Lessons/01-termostato/Solucion/Termostato.swift", Self.solucion)
    try escribir("Lessons/01-termostato/Variantes/alternativa-suma/Termostato.swift", Self.alternativa)
    try escribir("Sources/Workbook/Leccion01/Termostato.swift", Self.plantilla)
    try escribir("Tests/Exercises/Leccion01/main.swift", "// pruebas\n")
  }

  /// Writes `texto` at `relativa`, creating folders.
  func escribir(_ relativa: String, _ texto: String) throws {
    let url = taller.raiz.appendingPathComponent(relativa)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(texto.utf8).write(to: url)
  }

  /// The text at `relativa`, or `nil`.
  func leer(_ relativa: String) -> String? {
    FileManager.default.contents(atPath: taller.raiz.appendingPathComponent(relativa).path)
      .map { String(decoding: $0, as: UTF8.self) }
  }

  /// Removes `relativa`.
  func borrar(_ relativa: String) throws {
    try FileManager.default.removeItem(at: taller.raiz.appendingPathComponent(relativa))
  }

  /// Removes the whole temporary folder.
  func limpiar() {
    try? FileManager.default.removeItem(at: taller.raiz.deletingLastPathComponent())
  }

  /// A verifier that never builds (a toolchain that does not exist).
  func verificador(_ entorno: [String: String] = [:]) throws -> Verificador {
    Verificador(
      taller: taller, catalogo: try Catalogo.cargar(taller),
      toolchain: Toolchain(swift: "/no-existe/swift", swiftc: ["/no-existe/swiftc"]), entorno: entorno,
      registro: RegistroHijos())
  }

  /// The static findings of lesson 1.
  func hallazgos(_ entorno: [String: String] = [:]) throws -> [Hallazgo] {
    let verificador = try verificador(entorno)
    let leccion = try #require(verificador.catalogo.leccion(numero: 1))
    return verificador.archivos(leccion).hallazgos
  }

  /// The CLI in this workbook, with captured output and a scripted answer to confirmations.
  func aplicacion(respuesta: Bool? = nil) -> (Aplicacion, Captura) {
    let captura = Captura()
    let aplicacion = Aplicacion(
      directorio: taller.raiz, entorno: ["PATH": "/no-existe", "NO_COLOR": "1"], esTerminal: false,
      salida: { captura.anadir(salida: $0) }, errores: { captura.anadir(errores: $0) },
      registro: RegistroHijos(), preguntar: { pregunta in captura.anadir(pregunta: pregunta); return respuesta })
    return (aplicacion, captura)
  }
}

/// What a CLI run printed and asked.
final class Captura: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var textoSalida = ""
  private var textoErrores = ""
  private var listaPreguntas: [String] = []

  func anadir(salida: String) { cerrojo.withLock { textoSalida += salida } }
  func anadir(errores: String) { cerrojo.withLock { textoErrores += errores } }
  func anadir(pregunta: String) { cerrojo.withLock { listaPreguntas.append(pregunta) } }

  var salida: String { cerrojo.withLock { textoSalida } }
  var errores: String { cerrojo.withLock { textoErrores } }
  var preguntas: [String] { cerrojo.withLock { listaPreguntas } }
}
