// informe: https://github.com/pointfreeco/swift-dependencies/issues/244
// entrada: dependencia-no-sendable
// El valor de una dependencia es un protocolo existencial que no es `Sendable`.
import ComposableArchitecture

protocol Reproductor {
  func sonar(_ nombre: String) async
}

struct ReproductorReal: Reproductor {
  func sonar(_ nombre: String) async {}
}

enum ClaveReproductor: DependencyKey {
  static let liveValue: any Reproductor = ReproductorReal()
}
