import ComposableArchitecture
import TallerArnes
@testable import Leccion01

/// El nombre del caso de una acción del perfil (para los parámetros de los errores típicos).
func nombreDelCaso(_ accion: Perfil.Action) -> String {
  switch accion {
  case .aparecio: "aparecio"
  case .datosRecibidos: "datosRecibidos"
  case .errorRecibido: "errorRecibido"
  }
}

/// Acciones de cada caso, con dos textos distintos, para probar los case key paths por conducta.
private let muestras: [Perfil.Action] = [
  .aparecio, .datosRecibidos("Ana"), .datosRecibidos("Sin red"),
  .errorRecibido(mensaje: "Sin red"), .errorRecibido(mensaje: "Ana"),
]

/// Reconoce el error del `extract` de `caso` (`aparecio`, `datosRecibidos` o `errorRecibido`)
/// probándolo con acciones de todos los casos:
/// - no reconoce las de su caso y sí las de otro → `extract-de-otro-caso`;
/// - reconoce las de su caso y también las de otro → `extract-permisivo`.
func diagnosticarExtract(_ caso: String) {
  let extraer: (Perfil.Action) -> String?
  switch caso {
  case "aparecio": extraer = { $0[case: \.aparecio].map { "" } }
  case "datosRecibidos": extraer = { $0[case: \.datosRecibidos] }
  default: extraer = { $0[case: \.errorRecibido] }
  }
  let propias = muestras.filter { nombreDelCaso($0) == caso }
  let reconocePropias = propias.allSatisfy { accion in
    guard case let .some(valor) = extraer(accion) else { return false }
    // NB: `aparecio` has no value; its own action just has to be recognised.
    return caso == "aparecio" || accion == .datosRecibidos(valor) || accion == .errorRecibido(mensaje: valor)
  }
  guard let otra = muestras.first(where: { nombreDelCaso($0) != caso && extraer($0) != nil }) else { return }
  let parametros = ["caso": caso, "otro": nombreDelCaso(otra)]
  errorTipico(reconocePropias ? "extract-permisivo" : "extract-de-otro-caso", parametros)
}

/// Reconoce un `embed` que construye una acción de otro caso, con dos valores por caso.
func diagnosticarEmbeds() {
  let construidas: [(caso: String, accion: Perfil.Action)] = [
    ("aparecio", (\Perfil.Action.Cases.aparecio)()),
    ("datosRecibidos", (\Perfil.Action.Cases.datosRecibidos)("Eva")),
    ("datosRecibidos", (\Perfil.Action.Cases.datosRecibidos)("Sin red")),
    ("errorRecibido", (\Perfil.Action.Cases.errorRecibido)("Sin red")),
    ("errorRecibido", (\Perfil.Action.Cases.errorRecibido)("Eva")),
  ]
  guard let mal = construidas.first(where: { nombreDelCaso($0.accion) != $0.caso }) else { return }
  errorTipico("embed-construye-otro-caso", ["caso": mal.caso, "construye": nombreDelCaso(mal.accion)])
}
