/// `verificar`'s check of the source analyzers: each source's esencial findings must be exactly the
/// ones it declares (`analisis` of a `falla` variant; none for `Solucion/` and `alternativa-*`). The
/// `Plantilla/` may have any (lesson 1's stub starts with `body` and `reduce`).
extension EvaluacionFuente {
  func hallazgosAnalisis(_ informe: InformeLeccion) -> [Hallazgo] {
    var encontrados: [String] = []
    for hallazgo in informe.analisis where hallazgo.tipo == .esencial && !encontrados.contains(hallazgo.id.rawValue) {
      encontrados.append(hallazgo.id.rawValue)
    }
    let declarados: [String]
    switch esperado {
    case .plantilla, .noCompila: return []
    case .pasa: declarados = []
    case .falla:
      guard case .variante(let nombre) = informe.fuente else { return [] }
      declarados = leccion.metadatos?.variantes?.first { $0.carpeta == nombre }?.analisis ?? []
    }
    var hallazgos: [Hallazgo] = []
    for id in encontrados where !declarados.contains(id) {
      let donde = informe.analisis.first { $0.id.rawValue == id }?.ubicacion ?? ""
      hallazgos.append(hallazgo(.analisis, .analisisNoDeclarado(id: id, donde: donde)))
    }
    for id in declarados where !encontrados.contains(id) {
      hallazgos.append(hallazgo(.analisis, .analisisNoEncontrado(id: id)))
    }
    return hallazgos
  }
}
