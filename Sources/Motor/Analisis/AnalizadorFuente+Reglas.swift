/// The rules themselves, over one file's tokens.
extension AnalizadorFuente {
  /// The findings of one file; `reducers` names every reducer type of the lesson (so an extension
  /// of one, in another file, counts as inside a reducer).
  static func analizar(_ tokens: [TokenSwift], ruta: String, reducers: Set<String>) -> [HallazgoAnalisis] {
    var hallazgos: [HallazgoAnalisis] = []
    let todas = declaraciones(tokens)
    let dentroDeReducer = todas.filter { $0.esReducer || reducers.contains($0.nombre) }
    for (indice, token) in tokens.enumerated() {
      let anterior = indice > 0 ? tokens[indice - 1].texto : ""
      let siguiente = indice + 1 < tokens.count ? tokens[indice + 1].texto : ""
      if ["exit", "_exit", "abort"].contains(token.texto), siguiente == "(", anterior != "func", anterior != "." {
        let tipo = todas.last { $0.apertura < indice && indice < $0.cierre }?.nombre
        hallazgos.append(HallazgoAnalisis(id: .manipulaPruebas, archivo: ruta, linea: token.linea, tipoSwift: tipo))
      }
      if token.texto == "fatalError", siguiente == "(", anterior != "func", anterior != "." {
        let tipo = todas.last { $0.apertura < indice && indice < $0.cierre }?.nombre
        hallazgos.append(HallazgoAnalisis(id: .fatalErrorEnCodigo, archivo: ruta, linea: token.linea, tipoSwift: tipo))
      }
      if ["liveValue", "testValue", "previewValue"].contains(token.texto), anterior == ".", indice >= 2,
        let primera = tokens[indice - 2].texto.first, primera.isUppercase,
        let reducer = dentroDeReducer.last(where: { $0.apertura < indice && indice < $0.cierre })
      {
        hallazgos.append(
          HallazgoAnalisis(id: .dependenciaSinInyectar, archivo: ruta, linea: token.linea, tipoSwift: reducer.nombre))
      }
      guard token.texto == "Task", anterior != "." else { continue }
      let lanza =
        siguiente == "{" || siguiente == "("
        || (siguiente == "." && indice + 2 < tokens.count && ["detached", "init"].contains(tokens[indice + 2].texto))
      guard lanza, let reducer = dentroDeReducer.last(where: { $0.apertura < indice && indice < $0.cierre })
      else { continue }
      hallazgos.append(HallazgoAnalisis(id: .taskEnReducer, archivo: ruta, linea: token.linea, tipoSwift: reducer.nombre))
    }
    return hallazgos
  }

  /// `typealias-del-fix-it` in one file: `typealias Action|State = X` at the top level of a reducer's
  /// declaration or extension, where `X` is one of `tipos` (declared in the lesson) and not the alias.
  static func aliasDelFixIt(
    _ tokens: [TokenSwift], ruta: String, reducers: Set<String>, tipos: Set<String>
  ) -> [HallazgoAnalisis] {
    var hallazgos: [HallazgoAnalisis] = []
    for declaracion in declaraciones(tokens) where declaracion.esReducer || reducers.contains(declaracion.nombre) {
      var profundidad = 0
      var k = declaracion.apertura
      while k < declaracion.cierre {
        let texto = tokens[k].texto
        if texto == "{" { profundidad += 1 }
        if texto == "}" { profundidad -= 1 }
        if profundidad == 1, texto == "typealias", k + 3 < declaracion.cierre,
          ["Action", "State"].contains(tokens[k + 1].texto), tokens[k + 2].texto == "=",
          tipos.contains(tokens[k + 3].texto), tokens[k + 3].texto != tokens[k + 1].texto,
          k + 4 >= declaracion.cierre || tokens[k + 4].texto != "."
        {
          hallazgos.append(
            HallazgoAnalisis(
              id: .typealiasDelFixIt, archivo: ruta, linea: tokens[k].linea, tipoSwift: declaracion.nombre,
              alias: (tokens[k + 1].texto, tokens[k + 3].texto)))
        }
        k += 1
      }
    }
    return hallazgos
  }

  /// The lines of `var body` and of `func reduce(into:action:)` among one declaration's own members
  /// (not nested types'), or `nil` for each one it lacks.
  static func lineas(_ declaracion: Declaracion, tokens: [TokenSwift]) -> (body: Int?, reduce: Int?) {
    var lineaBody: Int?
    var lineaReduce: Int?
    var profundidad = 0
    var k = declaracion.apertura
    while k < declaracion.cierre {
      let texto = tokens[k].texto
      if texto == "{" { profundidad += 1 }
      if texto == "}" { profundidad -= 1 }
      if profundidad == 1, k + 1 < declaracion.cierre {
        let siguiente = tokens[k + 1].texto
        let anterior = k > 0 ? tokens[k - 1].texto : ""
        if texto == "var", siguiente == "body", lineaBody == nil { lineaBody = tokens[k + 1].linea }
        if texto == "func", siguiente == "reduce", anterior != "static", lineaReduce == nil,
          esFirmaReduce(tokens, desde: k + 2)
        {
          lineaReduce = tokens[k + 1].linea
        }
      }
      k += 1
    }
    return (lineaBody, lineaReduce)
  }

  /// Whether the parameter list starting at `indice` is `(into …, action …)` (the macro's check:
  /// two parameters, labels `into` and `action`).
  static func esFirmaReduce(_ tokens: [TokenSwift], desde indice: Int) -> Bool {
    guard indice + 1 < tokens.count, tokens[indice].texto == "(", tokens[indice + 1].texto == "into" else {
      return false
    }
    var profundidad = 0
    var comas = 0
    var trasComa = false
    var segunda: String?
    for k in indice..<tokens.count {
      let texto = tokens[k].texto
      if texto == "(" || texto == "<" || texto == "[" { profundidad += 1 }
      if texto == ")" || texto == ">" || texto == "]" { profundidad -= 1 }
      if profundidad == 0 { break }
      if trasComa {
        segunda = texto
        trasComa = false
      }
      if profundidad == 1, texto == "," {
        comas += 1
        trasComa = true
      }
    }
    return comas == 1 && segunda == "action"
  }

  /// Texts only the harness uses, searched in the whole file (they live in string literals, which
  /// the token scan skips): the process's own memory and the harness's channel and secret.
  static let textosDelArnes = ["/proc/self/", "TALLER_EVENTOS", "TALLER_SECRETO"]

  /// `manipula-pruebas` for the texts of ``textosDelArnes``: one finding per line that has one.
  static func marcasDelArnes(_ texto: String, ruta: String) -> [HallazgoAnalisis] {
    texto.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { numero, linea in
      textosDelArnes.contains { linea.contains($0) }
        ? HallazgoAnalisis(id: .manipulaPruebas, archivo: ruta, linea: numero + 1) : nil
    }
  }
}

/// Where one reducer type declares `body` and `reduce(into:action:)`, across its declaration and
/// its extensions (the first of each, in file order).
struct MiembrosReducer {
  var body: (ruta: String, linea: Int)?
  var reduce: (ruta: String, linea: Int)?

  mutating func anotar(_ lineas: (body: Int?, reduce: Int?), ruta: String) {
    if body == nil, let linea = lineas.body { body = (ruta, linea) }
    if reduce == nil, let linea = lineas.reduce { reduce = (ruta, linea) }
  }

  /// `reducer-body-y-reduce` (at `reduce`, where `@Reducer` puts its error; `lineaBody` only when
  /// `body` is in the same file) or `reduce-obsoleto`; nothing without a `reduce`.
  func hallazgos(_ nombre: String) -> [HallazgoAnalisis] {
    guard let reduce else { return [] }
    guard let body else {
      return [HallazgoAnalisis(id: .reduceObsoleto, archivo: reduce.ruta, linea: reduce.linea, tipoSwift: nombre)]
    }
    return [
      HallazgoAnalisis(
        id: .reducerBodyYReduce, archivo: reduce.ruta, linea: reduce.linea, tipoSwift: nombre,
        lineaBody: body.ruta == reduce.ruta ? body.linea : nil)
    ]
  }
}
