/// `store-send-en-vista`: a view that conforms to `ViewActionSending` and still sends through
/// `store.send`.
///
/// Mirrors what TCA's `@ViewAction` macro diagnoses (1.17.0 through 1.25.5, `ViewActionMacro.swift`,
/// `diagnoseDirectStoreDotSend`): a call whose callee is `store.send` or `self.store.send`. The macro
/// looks only inside the declaration it is attached to; here the conformance is written by hand, so
/// every declaration of the type (its body and its extensions, in any file) is looked at.
extension AnalizadorFuente {
  /// The names of the lesson's types that conform to `ViewActionSending` (in their declaration or
  /// any extension) or carry `@ViewAction`.
  static func vistasConViewAction(_ archivos: [[TokenSwift]]) -> Set<String> {
    var vistas = Set<String>()
    for tokens in archivos {
      for declaracion in declaraciones(tokens)
      where declaracion.conAtributoViewAction
        || (declaracion.clausula.first == ":" && declaracion.clausula.contains("ViewActionSending"))
      {
        vistas.insert(declaracion.nombre)
      }
    }
    return vistas
  }

  /// The `store-send-en-vista` findings of one file, one per call.
  /// - Parameter texto: The file's text: a call on a line with a string or a comment gets no
  ///   ``HallazgoAnalisis/enviado`` (`tokens` holds code only, so the argument would come out cut).
  static func storeSendEnVista(_ tokens: [TokenSwift], ruta: String, vistas: Set<String>, texto: String) -> [HallazgoAnalisis] {
    guard !vistas.isEmpty else { return [] }
    let lineas = texto.split(separator: "\n", omittingEmptySubsequences: false)
    func legible(_ linea: Int) -> Bool {
      guard lineas.indices.contains(linea - 1) else { return false }
      return !["\"", "//", "/*"].contains { lineas[linea - 1].contains($0) }
    }
    let deVistas = declaraciones(tokens).filter { vistas.contains($0.nombre) }
    var hallazgos: [HallazgoAnalisis] = []
    for (indice, token) in tokens.enumerated() where token.texto == "store" {
      guard indice + 3 < tokens.count, tokens[indice + 1].texto == ".", tokens[indice + 2].texto == "send",
        tokens[indice + 3].texto == "("
      else { continue }
      // `store.send(` or `self.store.send(`, not `otro.store.send(` (the macro's two shapes).
      if indice >= 1, tokens[indice - 1].texto == "." {
        guard indice >= 2, tokens[indice - 2].texto == "self", indice < 3 || tokens[indice - 3].texto != "."
        else { continue }
      }
      guard let vista = deVistas.last(where: { $0.apertura < indice && indice < $0.cierre }) else { continue }
      hallazgos.append(HallazgoAnalisis(
        id: .storeSendEnVista, archivo: ruta, linea: token.linea, tipoSwift: vista.nombre,
        enviado: legible(token.linea) ? argumento(tokens, apertura: indice + 3) : nil))
    }
    return hallazgos
  }

  /// The argument between the parenthesis at `apertura` and its match, tokens joined as written
  /// (a space after each comma and colon): `.view(.cancelarPulsado)`. `nil` when it spans lines or is
  /// longer than 60 characters: a suggestion built from it would not be what the student wrote.
  static func argumento(_ tokens: [TokenSwift], apertura: Int) -> String? {
    var profundidad = 0
    var texto = ""
    for token in tokens[apertura...] {
      guard token.linea == tokens[apertura].linea else { return nil }
      if token.texto == "(" { profundidad += 1 }
      if token.texto == ")" { profundidad -= 1 }
      if profundidad == 0 { return texto.isEmpty || texto.count > 60 ? nil : texto }
      if token.texto != "(" || profundidad > 1 {
        if token.clase == .palabra, let ultimo = texto.last, ultimo.isLetter || ultimo.isNumber || ultimo == "_" {
          texto += " "
        }
        texto += token.texto + (token.texto == "," || token.texto == ":" ? " " : "")
      }
    }
    return nil
  }
}
