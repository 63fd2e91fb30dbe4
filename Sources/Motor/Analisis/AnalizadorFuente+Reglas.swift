/// The rules themselves, over one file's tokens.
extension AnalizadorFuente {
  /// The findings of one file; `reducers` names every reducer type of the lesson (so an extension
  /// of one, in another file, counts as inside a reducer).
  static func analizar(_ tokens: [TokenSwift], ruta: String, reducers: Set<String>) -> [HallazgoAnalisis] {
    var hallazgos: [HallazgoAnalisis] = []
    let todas = declaraciones(tokens)
    for declaracion in todas where declaracion.esReducer && !declaracion.esExtension {
      hallazgos += miembros(declaracion, tokens: tokens, ruta: ruta)
    }
    let dentroDeReducer = todas.filter { $0.esReducer || ($0.esExtension && reducers.contains($0.nombre)) }
    for (indice, token) in tokens.enumerated() {
      let anterior = indice > 0 ? tokens[indice - 1].texto : ""
      let siguiente = indice + 1 < tokens.count ? tokens[indice + 1].texto : ""
      if token.texto == "fatalError", siguiente == "(", anterior != "func", anterior != "." {
        let tipo = todas.last { $0.apertura < indice && indice < $0.cierre }?.nombre
        hallazgos.append(HallazgoAnalisis(id: .fatalErrorEnCodigo, archivo: ruta, linea: token.linea, tipoSwift: tipo))
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

  /// `reducer-body-y-reduce` / `reduce-obsoleto` for one reducer declaration: only its own members
  /// (what the macro sees), not nested types' nor extensions'.
  static func miembros(_ declaracion: Declaracion, tokens: [TokenSwift], ruta: String) -> [HallazgoAnalisis] {
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
    guard let lineaReduce else { return [] }
    if let lineaBody {
      return [
        HallazgoAnalisis(
          id: .reducerBodyYReduce, archivo: ruta, linea: lineaReduce, tipoSwift: declaracion.nombre,
          lineaBody: lineaBody)
      ]
    }
    return [HallazgoAnalisis(id: .reduceObsoleto, archivo: ruta, linea: lineaReduce, tipoSwift: declaracion.nombre)]
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
}
