// Prueba real de la entrada `scope-accion-de-otro-hijo`: el estado de un hijo con las acciones de otro.
import ComposableArchitecture

struct Luces: Reducer {
  struct State: Equatable { var encendidas = false }
  enum Action { case pulsar }
  var body: some Reducer<State, Action> { EmptyReducer() }
}

struct Puertas: Reducer {
  struct State: Equatable { var abiertas = false }
  enum Action { case pulsar }
  var body: some Reducer<State, Action> { EmptyReducer() }
}

struct Casa: Reducer {
  struct State: Equatable { var luces = Luces.State(); var puertas = Puertas.State() }
  enum Action: CasePathable {
    case luces(Luces.Action)
    case puertas(Puertas.Action)
    struct AllCasePaths {
      var luces: AnyCasePath<Action, Luces.Action> {
        AnyCasePath(embed: { .luces($0) }, extract: { if case .luces(let a) = $0 { a } else { nil } })
      }
      var puertas: AnyCasePath<Action, Puertas.Action> {
        AnyCasePath(embed: { .puertas($0) }, extract: { if case .puertas(let a) = $0 { a } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }
  var body: some Reducer<State, Action> {
    Scope(state: \.puertas, action: \.luces) { Puertas() }
  }
}
