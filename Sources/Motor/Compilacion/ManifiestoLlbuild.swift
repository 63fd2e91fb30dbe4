import Foundation

/// The commands of an llbuild manifest (`<scratch>/debug.yaml`), the build plan SwiftPM writes
/// before it builds: for each command its tool, inputs, outputs and, for a `shell` command, the exact
/// arguments SwiftPM runs.
///
/// It reads the subset of YAML that SwiftPM's `LLBuildManifestWriter` emits and nothing else: the
/// top-level sections (`client:`, `tools:`, `targets:`, `default:`, `nodes:`, `commands:`), keys
/// in double quotes indented two spaces, and under a command, fields indented four spaces whose value is
/// a JSON string or array, or a bare word (`tool: shell`). Any other line makes the whole manifest
/// unreadable (`nil`): a manifest of another SwiftPM is never half-understood, and the checker builds
/// with SwiftPM instead (``ConstruccionDirecta``).
///
/// ```text
/// commands:
///   "C.Leccion03-x86_64-unknown-linux-gnu-debug.module":
///     tool: shell
///     inputs: ["/…/Sources/Workbook/Leccion03/Ajustes.swift", …]
///     outputs: ["/…/Leccion03.build/Ajustes.swift.o", …]
///     args: ["/…/swiftc","-module-name","Leccion03", …]
/// ```
public struct ManifiestoLlbuild: Sendable, Equatable {
  /// One command of the `commands:` section.
  public struct Comando: Sendable, Equatable {
    /// Its key (`C.Leccion03-…-debug.module`, or an output path).
    public var clave: String
    /// `shell`, `phony`, `write-auxiliary-file`, …
    public var herramienta: String
    /// Input nodes: absolute paths, or `<…>` virtual nodes.
    public var entradas: [String]
    /// Output nodes.
    public var salidas: [String]
    /// The arguments of a `shell` command, executable first; empty for other tools.
    public var argumentos: [String]
  }

  /// The commands, in the manifest's order.
  public var comandos: [Comando]

  /// The command with key `clave`, if any.
  public func comando(_ clave: String) -> Comando? { comandos.first { $0.clave == clave } }

  /// Reads the manifest at `url`; `nil` when it is missing or not in the subset described above.
  public static func leer(_ url: URL) -> ManifiestoLlbuild? {
    guard let datos = FileManager.default.contents(atPath: url.path) else { return nil }
    return analizar(String(decoding: datos, as: UTF8.self))
  }

  /// Parses a manifest's text; `nil` on any line outside the subset.
  public static func analizar(_ texto: String) -> ManifiestoLlbuild? {
    var comandos: [Comando] = []
    var seccion = ""
    var actual: Comando?
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: true) {
      if linea.allSatisfy({ $0 == " " }) { continue }
      let sangria = linea.prefix { $0 == " " }.count
      let contenido = linea.dropFirst(sangria)
      switch sangria {
      case 0:
        guard let dosPuntos = contenido.firstIndex(of: ":") else { return nil }
        if let actual { comandos.append(actual) }
        actual = nil
        seccion = String(contenido[..<dosPuntos])
      case 2:
        guard seccion == "commands" else { continue }
        guard contenido.hasSuffix(":"), let clave = cadena(contenido.dropLast()) else { return nil }
        if let actual { comandos.append(actual) }
        actual = Comando(clave: clave, herramienta: "", entradas: [], salidas: [], argumentos: [])
      case 4:
        guard seccion == "commands" else { continue }
        guard actual != nil, let separador = contenido.range(of: ": ") else { return nil }
        let campo = contenido[..<separador.lowerBound]
        let valor = contenido[separador.upperBound...]
        switch campo {
        case "tool": actual?.herramienta = String(valor)
        case "inputs": guard let lista = lista(valor) else { return nil }; actual?.entradas = lista
        case "outputs": guard let lista = lista(valor) else { return nil }; actual?.salidas = lista
        case "args": guard let lista = lista(valor) else { return nil }; actual?.argumentos = lista
        default: continue  // description, deps, deps-style, always-out-of-date…: not needed.
        }
      default:
        if seccion == "commands" { return nil }
      }
    }
    if let actual { comandos.append(actual) }
    return comandos.isEmpty ? nil : ManifiestoLlbuild(comandos: comandos)
  }

  /// A JSON string (`"…"`, escapes decoded).
  static func cadena(_ texto: Substring) -> String? {
    guard texto.hasPrefix("\"") else { return nil }
    return try? JSONDecoder().decode(String.self, from: Data(texto.utf8))
  }

  /// A JSON array of strings.
  static func lista(_ texto: Substring) -> [String]? {
    guard texto.hasPrefix("[") else { return nil }
    return try? JSONDecoder().decode([String].self, from: Data(texto.utf8))
  }
}
