// informe: https://github.com/pointfreeco/swift-composable-architecture/pull/2685
// entrada: case-paths-duplicados
// La expansión de `@CasePathable` escrita dos veces: en el tipo y otra vez en una extensión.
import ComposableArchitecture

enum Accion {
  case abrir
  struct AllCasePaths {}
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Accion {
  struct AllCasePaths {}
}
