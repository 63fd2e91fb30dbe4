// informe: https://github.com/pointfreeco/swift-dependencies/issues/187
// entrada: dependencia-por-tipo-sin-clave
// `@Dependency(Date.self)`: la forma por tipo solo vale para un tipo que es su propia clave.
import ComposableArchitecture
import Foundation

struct Diario: Reducer {
  struct State: Equatable { var creado = Date.distantPast }
  enum Action: Equatable { case crearPulsado }

  @Dependency(Date.self) var ahora

  var body: some Reducer<State, Action> { EmptyReducer() }
}
