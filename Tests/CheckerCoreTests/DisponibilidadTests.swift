import Foundation
import Testing

/// The package's deployment target is macOS 14 (`Package.swift`), and most students are on macOS:
/// an API that only macOS 15 / iOS 18 have (Swift 6.0's `Synchronization`, task executors) compiles
/// on Linux but breaks every Mac build unless it sits behind `@available` or `#available`. A scan of
/// `Sources/` keeps it so, since nothing here builds for macOS.
@Suite("Las API más nuevas que macOS 14 solo aparecen tras @available o #available")
struct DisponibilidadTests {
  /// `Sources/`.
  static let fuentes = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources")

  /// Names that exist only from macOS 15 / iOS 18 (the `Synchronization` module, SE-0417's task
  /// executors); matched as whole words outside comments.
  static let nombresNuevos = [
    "Mutex", "Atomic", "AtomicLazyReference", "WordPair", "Synchronization", "TaskExecutor",
    "executorPreference", "withTaskExecutorPreference", "globalConcurrentExecutor", "unownedTaskExecutor",
  ]

  @Test("Cada uso está dentro de una declaración @available(macOS 15…) o de un if #available(macOS 15…)")
  func protegidas() throws {
    var sinProteger: [String] = []
    var usos = 0
    let enumerador = FileManager.default.enumerator(at: Self.fuentes, includingPropertiesForKeys: nil)
    while let archivo = enumerador?.nextObject() as? URL {
      guard archivo.pathExtension == "swift" else { continue }
      let lineas = try String(contentsOf: archivo, encoding: .utf8).components(separatedBy: "\n")
      for (indice, linea) in lineas.enumerated() where !Self.nombres(en: linea).isEmpty {
        usos += 1
        if !Self.protegida(indice, en: lineas) {
          sinProteger.append("\(archivo.lastPathComponent):\(indice + 1): \(linea.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(usos > 0, "¿Ya no se usa TaskExecutor? Entonces esta prueba no mira nada: revisa la lista.")
    #expect(sinProteger.isEmpty, "Sin @available/#available (no compila en macOS 14):\n\(sinProteger.joined(separator: "\n"))")
  }

  @Test("El escáner ve un uso sin proteger y acepta los dos modos de protegerlo")
  func escaner() {
    let suelto = ["import Foundation", "let m = Mutex(0)"]
    #expect(!Self.protegida(1, en: suelto))
    let declaracion = ["@available(macOS 15.0, *)", "final class E: TaskExecutor {", "  func f() {}", "}"]
    #expect(Self.protegida(1, en: declaracion))
    let dentro = [
      "func f() {", "  if #available(macOS 15.0, *), let e = e as? E {",
      "    Task(executorPreference: e) {}", "  } else {", "  }", "}",
    ]
    #expect(Self.protegida(2, en: dentro))
    let condicionLarga = [
      "func f() {", "  if #available(macOS 15.0, *),", "    let e = e as? E", "  {",
      "    Task(executorPreference: e) {}", "  }", "}",
    ]
    #expect(Self.protegida(4, en: condicionLarga))
    let despues = ["func f() {", "  if #available(macOS 15.0, *) {", "  }", "  Task(executorPreference: e) {}", "}"]
    #expect(!Self.protegida(3, en: despues))
    #expect(Self.nombres(en: "  /// where `TaskExecutor` is unavailable").isEmpty)
    #expect(Self.nombres(en: "let mutexes = 1").isEmpty)
  }

  /// The new names `linea` uses as whole words, ignoring a trailing or whole-line comment.
  static func nombres(en linea: String) -> [String] {
    let codigo = linea.components(separatedBy: "//").first ?? ""
    let palabras = Set(codigo.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    return nombresNuevos.filter(palabras.contains)
  }

  /// Whether line `indice` is inside a scope opened under an availability check for macOS 15 (or is
  /// a declaration whose attributes carry one). Walks back counting braces: a `{` seen with no
  /// matching `}` opens an enclosing scope, whose line (or the attribute lines right above it)
  /// must name the check.
  static func protegida(_ indice: Int, en lineas: [String]) -> Bool {
    func comprueba(_ linea: String) -> Bool {
      linea.contains("@available(macOS 15") || linea.contains("#available(macOS 15")
    }
    // The line, and the lines above it of the same statement or declaration (its attributes, its
    // doc comment, an `if #available(…),` whose `{` comes lines later).
    func conAtributos(_ fila: Int) -> Bool {
      if comprueba(lineas[fila]) { return true }
      var anterior = fila - 1
      while anterior >= 0, fila - anterior <= 12 {
        let texto = lineas[anterior].trimmingCharacters(in: .whitespaces)
        if texto.isEmpty || texto.hasSuffix("{") || texto.hasSuffix("}") { break }
        if comprueba(texto) { return true }
        anterior -= 1
      }
      return false
    }
    if conAtributos(indice) { return true }
    var profundidad = 0
    var fila = indice
    while fila >= 0 {
      let codigo = lineas[fila].components(separatedBy: "//").first ?? ""
      for caracter in codigo.reversed() {
        if caracter == "}" { profundidad += 1 }
        if caracter == "{" {
          profundidad -= 1
          if profundidad < 0 {
            if conAtributos(fila) { return true }
            profundidad = 0
          }
        }
      }
      fila -= 1
    }
    return false
  }
}
