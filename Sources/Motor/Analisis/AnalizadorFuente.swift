import Foundation

/// The source analyzers: checks of the student's files that name mistakes no behaviour test can see
/// (exercism's analyzers). Foundation only: a token scan (``TokensSwift``), not a parser.
///
/// - `reducer-body-y-reduce`: emulates `@Reducer`'s validation in TCA 1.4–1.24 (a computed `var body`
///   and a `reduce(into:action:)` in the same type declaration).
/// - `task-en-reducer`: `Task {`, `Task(…)`, `Task.detached` inside a `Reducer` type (or an extension of one).
/// - `dependencia-sin-inyectar`: `Tipo.liveValue` (`testValue`, `previewValue`) inside a `Reducer` type.
/// - `fatalerror-en-codigo`: a `fatalError(` call.
/// - `reduce-obsoleto`: a `Reducer` type with `reduce(into:action:)` and no `body`.
/// - `store-send-en-vista`: `store.send(…)` or `self.store.send(…)` inside a type that conforms to
///   `ViewActionSending` or carries `@ViewAction` (`@ViewAction`'s warning in TCA 1.17–1.25).
/// - `typealias-del-fix-it`: `typealias Action = X` or `typealias State = X` among a reducer's own
///   members, `X` a type declared in the lesson's files (the fix-it that hides a misnamed enum).
/// - `manipula-pruebas`: `exit(`, `_exit(`, `abort(` calls, or the text `/proc/self/`,
///   `TALLER_EVENTOS`, `TALLER_SECRETO` (what forging a result needs).
///
/// A type is a reducer when its inheritance clause names `Reducer` or it carries `@Reducer`, in its
/// declaration or in any extension of it in the lesson's files.
public enum AnalizadorFuente {
  /// Every finding in `archivos` (path shown → text), sorted by file then line.
  public static func analizar(_ archivos: [(ruta: String, texto: String)]) -> [HallazgoAnalisis] {
    let leidos = archivos.map { (ruta: $0.ruta, tokens: TokensSwift.leer($0.texto), texto: $0.texto) }
    var reducers = Set<String>()
    var tipos = Set<String>()
    for archivo in leidos {
      for declaracion in declaraciones(archivo.tokens) {
        if declaracion.esReducer { reducers.insert(declaracion.nombre) }
        if !declaracion.esExtension { tipos.insert(declaracion.nombre) }
      }
    }
    var hallazgos: [HallazgoAnalisis] = []
    var miembros: [String: MiembrosReducer] = [:]
    let vistas = vistasConViewAction(leidos.map(\.tokens))
    for archivo in leidos {
      hallazgos += storeSendEnVista(archivo.tokens, ruta: archivo.ruta, vistas: vistas, texto: archivo.texto)
      hallazgos += analizar(archivo.tokens, ruta: archivo.ruta, reducers: reducers)
      hallazgos += aliasDelFixIt(archivo.tokens, ruta: archivo.ruta, reducers: reducers, tipos: tipos)
      // NB: `body` and `reduce` count wherever the type declares them: its declaration or any
      // extension, in any file (`struct Contador { var body … }` + `extension Contador: Reducer {}`).
      for declaracion in declaraciones(archivo.tokens) where reducers.contains(declaracion.nombre) {
        miembros[declaracion.nombre, default: MiembrosReducer()]
          .anotar(lineas(declaracion, tokens: archivo.tokens), ruta: archivo.ruta)
      }
    }
    for (nombre, tipo) in miembros { hallazgos += tipo.hallazgos(nombre) }
    for archivo in archivos {
      hallazgos += marcasDelArnes(archivo.texto, ruta: archivo.ruta)
    }
    return hallazgos.sorted { ($0.archivo, $0.linea) < ($1.archivo, $1.linea) }
  }

  /// The findings of the Swift files under `carpeta` (each shown as `prefijo/relative`).
  public static func analizar(carpeta: URL, prefijo: String) -> [HallazgoAnalisis] {
    var archivos: [(ruta: String, texto: String)] = []
    for relativo in ArchivosCarpeta.listar(carpeta) where relativo.hasSuffix(".swift") {
      if let texto = try? String(contentsOf: carpeta.appendingPathComponent(relativo), encoding: .utf8) {
        archivos.append((ruta: prefijo + "/" + relativo, texto: texto))
      }
    }
    return analizar(archivos)
  }

  /// A type or extension declaration: its last name component and its body's tokens range.
  struct Declaracion {
    var nombre: String
    var esReducer: Bool
    var esExtension: Bool
    /// Index of the `{` that opens its body.
    var apertura: Int
    /// Index of the matching `}` (or the end).
    var cierre: Int
    var linea: Int
    /// The tokens between the name and the `{`: `: Reducer`, `: ViewActionSending where …`.
    var clausula: [String] = []
    /// Whether `@ViewAction` (or `@ComposableArchitecture.ViewAction`) decorates it.
    var conAtributoViewAction = false
  }

  static let palabrasTipo: Set<String> = ["struct", "enum", "class", "actor", "extension"]

  /// Every type and extension declaration of `tokens`, nested ones included.
  static func declaraciones(_ tokens: [TokenSwift]) -> [Declaracion] {
    var resultado: [Declaracion] = []
    for (indice, token) in tokens.enumerated() where palabrasTipo.contains(token.texto) {
      // `case struct`? No; but `.class` / `\.enum` member names are skipped by the dot check.
      if indice > 0, tokens[indice - 1].texto == "." { continue }
      guard indice + 1 < tokens.count, tokens[indice + 1].esPalabra else { continue }
      var nombre = tokens[indice + 1].texto
      var j = indice + 2
      while j + 1 < tokens.count, tokens[j].texto == ".", tokens[j + 1].esPalabra {
        nombre = tokens[j + 1].texto
        j += 2
      }
      var clausula: [String] = []
      while j < tokens.count, tokens[j].texto != "{", tokens[j].texto != "}", tokens[j].texto != ";" {
        clausula.append(tokens[j].texto)
        j += 1
      }
      guard j < tokens.count, tokens[j].texto == "{" else { continue }
      let conforma = clausula.first == ":" && clausula.contains("Reducer")
      let esReducer = conforma || tieneAtributo("Reducer", tokens, antesDe: indice)
      resultado.append(
        Declaracion(
          nombre: nombre, esReducer: esReducer, esExtension: token.texto == "extension", apertura: j,
          cierre: cierreDe(tokens, apertura: j), linea: token.linea, clausula: clausula,
          conAtributoViewAction: tieneAtributo("ViewAction", tokens, antesDe: indice)))
    }
    return resultado
  }

  /// Whether `@<atributo>` (or `@ComposableArchitecture.<atributo>`) decorates the declaration whose
  /// keyword is at `indice` (walking back over modifiers and other attributes, arguments included).
  static func tieneAtributo(_ atributo: String, _ tokens: [TokenSwift], antesDe indice: Int) -> Bool {
    var k = indice - 1
    while k >= 0 {
      let texto = tokens[k].texto
      if texto == ")" {
        var profundidad = 0
        while k >= 0 {
          if tokens[k].texto == ")" { profundidad += 1 }
          if tokens[k].texto == "(" { profundidad -= 1 }
          k -= 1
          if profundidad == 0 { break }
        }
        continue
      }
      guard tokens[k].esPalabra else { return false }
      if k >= 1, tokens[k - 1].texto == "@" {
        if texto == atributo { return true }
        k -= 2
        continue
      }
      if k >= 3, tokens[k - 1].texto == ".", tokens[k - 2].texto == "ComposableArchitecture", tokens[k - 3].texto == "@" {
        if texto == atributo { return true }
        k -= 4
        continue
      }
      // A modifier (`public`, `final`, `nonisolated`…) precedes the keyword; anything else ends it.
      guard ["public", "private", "fileprivate", "internal", "package", "final", "open", "nonisolated", "indirect"]
        .contains(texto)
      else { return false }
      k -= 1
    }
    return false
  }

  /// Index of the `}` matching the `{` at `apertura` (or the last index).
  static func cierreDe(_ tokens: [TokenSwift], apertura: Int) -> Int {
    var profundidad = 0
    for k in apertura..<tokens.count {
      if tokens[k].texto == "{" { profundidad += 1 }
      if tokens[k].texto == "}" {
        profundidad -= 1
        if profundidad == 0 { return k }
      }
    }
    return tokens.count - 1
  }
}
