import Foundation

/// The operators of ``OperadorMutacion`` applied to one file: single-line replacements first, then
/// the ones that work on whole statements and blocks.
struct OperadoresMutacion {
  var archivo: String
  var texto: String
  /// 0-based indices of the student's lines.
  var propias: Set<Int>
  var casos: CasosEnum

  private var crudas: [String] { texto.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

  func todos() -> [Mutante] {
    let codigo = LineasCodigo(texto)
    var resultado: [Mutante] = []
    var ordinales: [String: Int] = [:]
    /// Adds the mutant that replaces lines `rango` (0-based) with `nuevas`.
    func anadir(_ operador: OperadorMutacion, _ rango: Range<Int>, _ nuevas: [String]) {
      var lineas = crudas
      let antes = lineas[rango].map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ⏎ ")
      lineas.replaceSubrange(rango, with: nuevas)
      let despues = nuevas.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ⏎ ")
      let clave = "\(operador.rawValue)|\(crudas[rango.lowerBound])"
      let ordinal = ordinales[clave, default: 0]
      ordinales[clave] = ordinal + 1
      var mutante = Mutante(
        id: GeneradorMutantes.id(operador, archivo, linea: crudas[rango.lowerBound], ordinal: ordinal),
        operador: operador, archivo: archivo, linea: rango.lowerBound + 1, antes: antes, despues: despues,
        texto: lineas.joined(separator: "\n"))
      mutante.caso = Self.caso(codigo, linea: rango.lowerBound)
      resultado.append(mutante)
    }
    for indice in propias.sorted() where indice < codigo.lineas.count && codigo.tocable[indice] {
      let linea = codigo.lineas[indice]
      if linea.recortada.isEmpty || linea.recortada.hasPrefix("//") { continue }
      for (operador, nueva) in Self.enLinea(linea, casos: casos) { anadir(operador, indice..<(indice + 1), [nueva]) }
    }
    // Statements: delete, duplicate, swap with the next one.
    let sentencias = codigo.lineas.indices.filter { propias.contains($0) && codigo.tocable[$0] && Self.esSentencia(codigo.lineas[$0]) }
    for indice in sentencias {
      anadir(.borrarSentencia, indice..<(indice + 1), [])
      let asignacion = Self.asignacion(codigo.lineas[indice])
      // NB: repeating `x = e` when `e` does not read `x` leaves the same state: always equivalent.
      if asignacion.map({ !$0.derecha.contains($0.izquierda) }) != true {
        anadir(.duplicarSentencia, indice..<(indice + 1), [crudas[indice], crudas[indice]])
      }
      let siguiente = indice + 1
      if sentencias.contains(siguiente), codigo.lineas[siguiente].sangria == codigo.lineas[indice].sangria,
        crudas[indice] != crudas[siguiente], !Self.independientes(codigo.lineas[indice], codigo.lineas[siguiente])
      {
        anadir(.intercambiarSentencias, indice..<(siguiente + 1), [crudas[siguiente], crudas[indice]])
      }
    }
    // A returned effect becomes `.none` (a multi-line one as a whole).
    for indice in propias.sorted() where indice < codigo.lineas.count && codigo.tocable[indice] {
      let linea = codigo.lineas[indice]
      let recortada = linea.recortada
      guard recortada.hasPrefix("return ."), !recortada.hasPrefix("return .none"),
        let fin = Self.finDeBloque(codigo, desde: indice)
      else { continue }
      anadir(.efectoNone, indice..<(fin + 1), [linea.sangria + "return .none"])
    }
    // Two adjacent reducers of a `body`.
    for (primero, segundo) in Self.reducersVecinos(codigo) where !propias.isDisjoint(with: Set(primero.lowerBound..<segundo.upperBound)) {
      anadir(.intercambiarReducers, primero.lowerBound..<segundo.upperBound, Array(crudas[segundo]) + Array(crudas[primero]))
    }
    return resultado
  }

  /// Every single-line mutant of `linea`: the operator and the new line.
  static func enLinea(_ linea: LineaCodigo, casos: CasosEnum) -> [(OperadorMutacion, String)] {
    var mutantes: [(OperadorMutacion, String)] = []
    func cambiar(_ operador: OperadorMutacion, _ de: String, _ a: String) {
      for inicio in linea.apariciones(de: de) {
        mutantes.append((operador, linea.reemplazando(inicio..<(inicio + de.count), por: a)))
      }
    }
    // Integer literals: +1, −1, 0.
    var i = 0
    let c = linea.caracteres
    while i < c.count {
      guard linea.esCodigo[i], c[i].isNumber, i == 0 || !(c[i - 1].isLetter || c[i - 1].isNumber || c[i - 1] == "_" || c[i - 1] == ".") else {
        i += 1
        continue
      }
      var fin = i
      while fin < c.count, c[fin].isNumber || c[fin] == "_" { fin += 1 }
      let esDecimal = fin < c.count && c[fin] == "." && fin + 1 < c.count && c[fin + 1].isNumber
      if !esDecimal, fin >= c.count || !(c[fin].isLetter), let valor = Int(String(c[i..<fin]).replacingOccurrences(of: "_", with: "")) {
        for nuevo in Set([valor + 1, valor - 1, 0]).subtracting([valor]).filter({ $0 >= 0 }).sorted() {
          mutantes.append((.entero, linea.reemplazando(i..<fin, por: String(nuevo))))
        }
      }
      i = max(fin, i + 1)
      while i < c.count, c[i].isNumber || c[i] == "." { i += 1 }
    }
    cambiar(.sumaResta, " += ", " -= ")
    cambiar(.sumaResta, " -= ", " += ")
    cambiar(.sumaResta, " + ", " - ")
    cambiar(.sumaResta, " - ", " + ")
    cambiar(.comparacion, " == ", " != ")
    cambiar(.comparacion, " != ", " == ")
    cambiar(.comparacion, " < ", " <= ")
    cambiar(.comparacion, " <= ", " < ")
    cambiar(.comparacion, " > ", " >= ")
    cambiar(.comparacion, " >= ", " > ")
    cambiar(.logico, " && ", " || ")
    cambiar(.logico, " || ", " && ")
    for (de, a) in [("true", "false"), ("false", "true")] {
      for inicio in linea.apariciones(de: de) where linea.esPalabra(de, en: inicio) {
        mutantes.append((.booleano, linea.reemplazando(inicio..<(inicio + de.count), por: a)))
      }
    }
    for inicio in linea.apariciones(de: ".toggle()") {
      var desde = inicio
      while desde > 0, c[desde - 1].isLetter || c[desde - 1].isNumber || c[desde - 1] == "_" || c[desde - 1] == "." { desde -= 1 }
      guard desde < inicio else { continue }
      let sujeto = String(c[desde..<inicio])
      for valor in ["true", "false"] {
        mutantes.append((.toggle, linea.reemplazando(desde..<(inicio + ".toggle()".count), por: "\(sujeto) = \(valor)")))
      }
    }
    if let negada = negarCondicion(linea) { mutantes.append((.negarCondicion, negada)) }
    for inicio in linea.apariciones(de: ".cancellable(") {
      if let cierre = linea.cierre(de: inicio + ".cancellable".count) {
        mutantes.append((.sinCancelacion, linea.reemplazando(inicio..<(cierre + 1), por: "")))
      }
    }
    for inicio in linea.apariciones(de: ".cancel(id:") {
      if let cierre = linea.cierre(de: inicio + ".cancel".count) {
        mutantes.append((.sinCancelacion, linea.reemplazando(inicio..<(cierre + 1), por: ".none")))
      }
    }
    for inicio in linea.apariciones(de: "\\.") {
      var fin = inicio + 2
      while fin < c.count, c[fin].isLetter || c[fin].isNumber || c[fin] == "_" { fin += 1 }
      guard fin > inicio + 2, let otro = casos.otro(que: String(c[(inicio + 2)..<fin])) else { continue }
      mutantes.append((.otroCaso, linea.reemplazando((inicio + 2)..<fin, por: otro)))
    }
    for cadena in linea.cadenas {
      mutantes.append((.cadenaVacia, linea.reemplazando(cadena, por: "\"\"")))
    }
    for inicio in linea.apariciones(de: "[") {
      // A literal, not a subscript: what precedes is not a name, `)` or `]`.
      let previo = c[..<inicio].last { $0 != " " }
      if let previo, previo.isLetter || previo.isNumber || previo == "_" || previo == ")" || previo == "]" || previo == "?" || previo == "!" { continue }
      guard let cierre = linea.cierre(de: inicio), let coma = primeraComa(linea, entre: inicio, cierre) else { continue }
      mutantes.append((.primerElemento, linea.reemplazando((coma)..<cierre, por: "")))
    }
    return mutantes
  }

  /// The first comma at the top level of the brackets `apertura`…`cierre`, or `nil`.
  static func primeraComa(_ linea: LineaCodigo, entre apertura: Int, _ cierre: Int) -> Int? {
    var profundidad = 0
    for i in (apertura + 1)..<cierre where linea.esCodigo[i] {
      switch linea.caracteres[i] {
      case "(", "[", "{": profundidad += 1
      case ")", "]", "}": profundidad -= 1
      case "," where profundidad == 0: return i
      default: break
      }
    }
    return nil
  }

  /// `if c {` → `if !(c) {`, `guard c else {` → `guard !(c) else {` (not `if let`, `if case`…).
  static func negarCondicion(_ linea: LineaCodigo) -> String? {
    let sangria = linea.sangria.count
    for (palabra, final) in [("} else if ", " {"), ("if ", " {"), ("guard ", " else")] {
      guard linea.apariciones(de: palabra).contains(sangria),
        let fin = linea.apariciones(de: final).first(where: { $0 > sangria + palabra.count })
      else { continue }
      let inicio = sangria + palabra.count
      let condicion = String(linea.caracteres[inicio..<fin])
      let primera = condicion.split(separator: " ").first.map(String.init) ?? ""
      if ["let", "var", "case", "await", "try"].contains(primera) || condicion.contains(", let ") || condicion.contains(", case ") { return nil }
      return linea.reemplazando(inicio..<fin, por: "!(" + condicion + ")")
    }
    return nil
  }

  /// A line that is one whole statement (an assignment, a call, an `await`), not a declaration,
  /// a case label, a block opener or closer, a `return`, nor part of a multi-line expression.
  static func esSentencia(_ linea: LineaCodigo) -> Bool {
    let recortada = linea.recortada
    guard !recortada.isEmpty, linea.esCodigo.contains(true) else { return false }
    let prefijos = [
      "//", "case ", "default", "}", "{", "@", "import ", "func ", "var ", "let ", "struct ", "enum ", "extension ",
      "public ", "private ", "fileprivate ", "internal ", "static ", "init", "return", "else", "#", "guard ", "if ",
      "for ", "while ", "switch ", "do ", "catch", "typealias ", "protocol ", "class ", "actor ", "nonisolated ", ".",
    ]
    if prefijos.contains(where: recortada.hasPrefix) { return false }
    if [",", "(", "[", "{", " in", "=", "+", "-", "&&", "||", "?", ":"].contains(where: recortada.hasSuffix) { return false }
    return linea.balance("(", ")") == 0 && linea.balance("[", "]") == 0 && linea.balance("{", "}") == 0
  }

  /// `x = e` split into its sides (trimmed), when the line is a plain assignment whose right side
  /// neither waits (`await`, `try`) nor sends: `nil` for anything else (`+=`, `==`, a call…).
  static func asignacion(_ linea: LineaCodigo) -> (izquierda: String, derecha: String)? {
    let iguales = linea.apariciones(de: " = ")
    guard iguales.count == 1, let posicion = iguales.first else { return nil }
    let izquierda = String(linea.caracteres[..<posicion]).trimmingCharacters(in: .whitespaces)
    let derecha = String(linea.caracteres[(posicion + 3)...]).trimmingCharacters(in: .whitespaces)
    let nombre = izquierda.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
    guard nombre, !izquierda.isEmpty, !["await", "try", "send("].contains(where: derecha.contains) else { return nil }
    return (izquierda, derecha)
  }

  /// Two plain assignments to different places, neither reading what the other writes: swapping
  /// them cannot change anything.
  static func independientes(_ a: LineaCodigo, _ b: LineaCodigo) -> Bool {
    guard let primera = asignacion(a), let segunda = asignacion(b), primera.izquierda != segunda.izquierda else { return false }
    return !primera.derecha.contains(segunda.izquierda) && !segunda.derecha.contains(primera.izquierda)
  }

  /// The `Action` case of the `switch` branch that holds line `indice` (0-based): the nearest line
  /// above, less indented, that starts with `case ` names it (its last `.nombre`); a less indented
  /// block opener met first (`switch action {`, `Reduce {`, `func`) means none.
  static func caso(_ codigo: LineasCodigo, linea indice: Int) -> String? {
    var sangria = codigo.lineas[indice].sangria.count
    var actual = indice
    while actual > 0 {
      actual -= 1
      let linea = codigo.lineas[actual]
      let recortada = linea.recortada
      guard !recortada.isEmpty, linea.sangria.count < sangria else { continue }
      if recortada.hasPrefix("case ") {
        // NB: a key path inside the pattern (`case .binding(\.nombre):`) is not a case.
        let patron = recortada.split(separator: "\\", maxSplits: 1).first ?? ""
        let nombres = patron.split(separator: ".").dropFirst().map { $0.prefix { $0.isLetter || $0.isNumber || $0 == "_" } }
        return nombres.last { !$0.isEmpty }.map(String.init)
      }
      let limites = ["default", "switch ", "func ", "var ", "struct ", "extension ", "enum ", "Reduce"]
      if limites.contains(where: recortada.hasPrefix) { return nil }
      sangria = linea.sangria.count
    }
    return nil
  }

  /// The last line (0-based) of the statement that starts at `inicio`: itself when its brackets
  /// balance, else the line where the braces it opens close.
  static func finDeBloque(_ codigo: LineasCodigo, desde inicio: Int) -> Int? {
    var llaves = 0
    var parentesis = 0
    for indice in inicio..<codigo.lineas.count {
      llaves += codigo.lineas[indice].balance("{", "}")
      parentesis += codigo.lineas[indice].balance("(", ")")
      if llaves <= 0 && parentesis <= 0 { return indice }
    }
    return nil
  }

  /// Pairs of adjacent reducers (line ranges, 0-based) directly inside a `var body: some …` block.
  static func reducersVecinos(_ codigo: LineasCodigo) -> [(Range<Int>, Range<Int>)] {
    var pares: [(Range<Int>, Range<Int>)] = []
    var indice = 0
    while indice < codigo.lineas.count {
      let recortada = codigo.lineas[indice].recortada
      guard recortada.contains("var body: some"), recortada.hasSuffix("{") else {
        indice += 1
        continue
      }
      var hijos: [Range<Int>] = []
      var actual = indice + 1
      while actual < codigo.lineas.count {
        let linea = codigo.lineas[actual].recortada
        if linea.hasPrefix("}") { break }
        guard let primera = linea.first, primera.isUppercase, let fin = finDeBloque(codigo, desde: actual) else {
          actual += 1
          continue
        }
        hijos.append(actual..<(fin + 1))
        actual = fin + 1
      }
      for (a, b) in zip(hijos, hijos.dropFirst()) where a.upperBound == b.lowerBound { pares.append((a, b)) }
      indice = actual + 1
    }
    return pares
  }
}
