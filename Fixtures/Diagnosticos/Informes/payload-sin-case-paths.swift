// informe: https://github.com/pointfreeco/swift-case-paths/issues/126
// entrada: enum-anidado-sin-case-paths
// Un case key path que sigue dentro del valor asociado, cuyo enum no es `CasePathable`.
import ComposableArchitecture

enum Pago {
  case tarjeta(String)
  case efectivo
}

enum Accion: CasePathable {
  case pagar(Pago)

  struct AllCasePaths {
    var pagar: AnyCasePath<Accion, Pago> {
      AnyCasePath(embed: { .pagar($0) }, extract: { if case .pagar(let p) = $0 { p } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

let ruta = \Accion.Cases.pagar.tarjeta
