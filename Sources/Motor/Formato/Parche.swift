/// A variant's change to one `Solucion/` file, as a unified diff (`diff -u`, `git diff`): a
/// variant holds only what it changes (format 3), and a fix to `Solucion/` that touches what a
/// variant changes is caught instead of silently leaving the variant on old code.
///
/// Only hunks are read: the `---`/`+++` header and any line before the first `@@` are ignored.
/// A hunk applies where its old lines (context and removals) appear **exactly**, at the line its
/// header names or, if the file moved, at the nearest place after the previous hunk (like `patch`
/// without fuzz). A hunk whose old lines appear nowhere throws ``ErrorParche/noSeAplica(linea:)``.
///
/// ```swift
/// let parche = try Parche(texto: "@@ -2,1 +2,1 @@\n-b\n+B\n")
/// try parche.aplicar(a: "a\nb\nc\n")   // "a\nB\nc\n"
/// ```
public struct Parche: Sendable, Equatable {
  /// One hunk: where it starts in the old file and its lines.
  public struct Trozo: Sendable, Equatable {
    /// Line of the old file (1-based) where the hunk's old lines start, per its header; for a hunk
    /// with no old lines, the line after which it inserts (0: at the top).
    public var inicio: Int
    /// Line of the patch (1-based) holding the hunk's `@@` header, for messages.
    public var lineaEnParche: Int
    /// Lines the old file must have here (context and removed lines, in order).
    public var viejas: [String]
    /// Lines that replace them (context and added lines, in order).
    public var nuevas: [String]
  }

  /// The hunks, in the order they apply.
  public var trozos: [Trozo]

  /// Reads the hunks of a unified diff.
  /// - Throws: ``ErrorParche/malFormado(linea:)`` for a header it cannot read, a line that is not
  ///   context, removal or addition inside a hunk, or a hunk whose line counts do not match its header;
  ///   ``ErrorParche/sinTrozos`` when there is no hunk at all.
  public init(texto: String) throws(ErrorParche) {
    var trozos: [Trozo] = []
    var pendientes = (viejas: 0, nuevas: 0)
    for (indice, linea) in Self.lineas(texto).lineas.enumerated() {
      if pendientes.viejas > 0 || pendientes.nuevas > 0 {
        guard var trozo = trozos.popLast() else { throw .malFormado(linea: indice + 1) }
        let resto = String(linea.dropFirst())
        switch linea.first {
        case " ", nil:
          trozo.viejas.append(resto)
          trozo.nuevas.append(resto)
          pendientes.viejas -= 1
          pendientes.nuevas -= 1
        case "-":
          trozo.viejas.append(resto)
          pendientes.viejas -= 1
        case "+":
          trozo.nuevas.append(resto)
          pendientes.nuevas -= 1
        case "\\": break  // «\ No newline at end of file»: the taller's sources always end in one.
        default: throw .malFormado(linea: indice + 1)
        }
        guard pendientes.viejas >= 0, pendientes.nuevas >= 0 else { throw .malFormado(linea: trozo.lineaEnParche) }
        trozos.append(trozo)
      } else if linea.hasPrefix("@@") {
        guard let cabecera = Self.cabecera(linea) else { throw .malFormado(linea: indice + 1) }
        trozos.append(Trozo(inicio: cabecera.inicio, lineaEnParche: indice + 1, viejas: [], nuevas: []))
        pendientes = (cabecera.viejas, cabecera.nuevas)
      }
    }
    guard pendientes == (0, 0) else { throw .malFormado(linea: trozos.last?.lineaEnParche ?? 1) }
    guard !trozos.isEmpty else { throw .sinTrozos }
    self.trozos = trozos
  }

  /// Creates a patch from its hunks.
  public init(trozos: [Trozo]) { self.trozos = trozos }

  /// `base` with every hunk applied, in order.
  /// - Throws: ``ErrorParche/noSeAplica(linea:)`` with the patch line of the first hunk whose old
  ///   lines are not in `base` after the previous hunk.
  public func aplicar(a base: String) throws(ErrorParche) -> String {
    let (lineas, saltoFinal) = Self.lineas(base)
    var resultado: [String] = []
    var cursor = 0
    var desfase = 0
    for trozo in trozos {
      let esperada = max(cursor, (trozo.viejas.isEmpty ? trozo.inicio : trozo.inicio - 1) + desfase)
      guard let donde = Self.posicion(de: trozo.viejas, en: lineas, desde: cursor, cerca: esperada) else {
        throw .noSeAplica(linea: trozo.lineaEnParche)
      }
      desfase = donde - (trozo.viejas.isEmpty ? trozo.inicio : trozo.inicio - 1)
      resultado += lineas[cursor..<donde]
      resultado += trozo.nuevas
      cursor = donde + trozo.viejas.count
    }
    resultado += lineas[cursor...]
    return resultado.joined(separator: "\n") + (saltoFinal && !resultado.isEmpty ? "\n" : "")
  }

  /// The lines of `texto` without their `\n`, and whether it ended with one.
  static func lineas(_ texto: String) -> (lineas: [String], saltoFinal: Bool) {
    var lineas = texto.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let saltoFinal = texto.hasSuffix("\n")
    if saltoFinal { lineas.removeLast() }
    if texto.isEmpty { lineas = [] }
    return (lineas, saltoFinal)
  }

  /// The place at or after `desde` where `bloque` appears exactly, nearest to `cerca`.
  static func posicion(de bloque: [String], en lineas: [String], desde: Int, cerca: Int) -> Int? {
    let ultima = lineas.count - bloque.count
    guard ultima >= desde else { return nil }
    let candidatas = (desde...ultima).filter { inicio in
      bloque.indices.allSatisfy { lineas[inicio + $0] == bloque[$0] }
    }
    return candidatas.min { abs($0 - cerca) < abs($1 - cerca) }
  }

  /// `@@ -12,7 +12,8 @@ …` → (12, 7, 8); a count left out is 1.
  static func cabecera(_ linea: String) -> (inicio: Int, viejas: Int, nuevas: Int)? {
    let partes = linea.split(separator: " ")
    guard partes.count >= 4, partes[0] == "@@", partes[3] == "@@",
      partes[1].hasPrefix("-"), partes[2].hasPrefix("+")
    else { return nil }
    func rango(_ texto: Substring) -> (Int, Int)? {
      let numeros = texto.dropFirst().split(separator: ",", omittingEmptySubsequences: false).map { Int($0) }
      guard let inicio = numeros.first ?? nil, numeros.count <= 2 else { return nil }
      guard numeros.count == 2 else { return (inicio, 1) }
      guard let cuantas = numeros[1] else { return nil }
      return (inicio, cuantas)
    }
    guard let viejo = rango(partes[1]), let nuevo = rango(partes[2]) else { return nil }
    return (viejo.0, viejo.1, nuevo.1)
  }
}

/// Why a patch could not be read or applied. Lines are of the patch file, 1-based.
public enum ErrorParche: Error, Equatable, Sendable {
  /// A line of the patch is not a hunk header, context, removal or addition where one was due.
  case malFormado(linea: Int)
  /// The patch has no hunk (`@@ … @@`).
  case sinTrozos
  /// The hunk whose header is at `linea` does not match the file: what it changes is no longer there.
  case noSeAplica(linea: Int)
}
