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
  static func storeSendEnVista(_ tokens: [TokenSwift], ruta: String, vistas: Set<String>) -> [HallazgoAnalisis] {
    guard !vistas.isEmpty else { return [] }
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
      hallazgos.append(HallazgoAnalisis(id: .storeSendEnVista, archivo: ruta, linea: token.linea, tipoSwift: vista.nombre))
    }
    return hallazgos
  }
}
