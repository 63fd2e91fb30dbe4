import ComposableArchitecture

/// A feature whose effects send actions of one case with several values, for the `receive`
/// messages: `pedir` answers `.fila(1)` then `.fila(2)`; `avisar` answers `.aviso("hola")`.
/// `Emisor.Action.AllCasePaths` is hand-written with two mistakes on purpose: `aviso`'s `extract`
/// returns `nil` for its own case, and `nota` is built by a helper (its name is unknown).
struct Emisor: Reducer {
  struct State: Equatable {
    var filas: [Int] = []
  }

  enum Action: Equatable {
    case pedir
    case fila(Int)
    case avisar
    case aviso(String)
    case anotar
    case nota(String)
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .pedir:
        return .run { send in
          await send(.fila(1))
          await send(.fila(2))
        }
      case let .fila(n):
        state.filas.append(n)
        return .none
      case .avisar:
        return .send(.aviso("hola"))
      case .anotar:
        return .send(.nota("apunte"))
      case .aviso, .nota:
        return .none
      }
    }
  }
}

// Lo que @CasePathable generaría, con dos errores a propósito (ver el tipo).
extension Emisor.Action: CasePathable {
  struct AllCasePaths {
    var pedir: AnyCasePath<Emisor.Action, Void> {
      AnyCasePath(embed: { .pedir }, extract: { if case .pedir = $0 { () } else { nil } })
    }
    var fila: AnyCasePath<Emisor.Action, Int> {
      AnyCasePath(embed: Emisor.Action.fila, extract: { if case let .fila(n) = $0 { n } else { nil } })
    }
    var avisar: AnyCasePath<Emisor.Action, Void> {
      AnyCasePath(embed: { .avisar }, extract: { if case .avisar = $0 { () } else { nil } })
    }
    /// Wrong on purpose: never extracts, not even from `.aviso`.
    var aviso: AnyCasePath<Emisor.Action, String> {
      AnyCasePath(embed: Emisor.Action.aviso, extract: { _ in nil })
    }
    var anotar: AnyCasePath<Emisor.Action, Void> {
      AnyCasePath(embed: { .anotar }, extract: { if case .anotar = $0 { () } else { nil } })
    }
    /// Built by a helper, as a stub would: the runtime cannot know which case it names.
    var nota: AnyCasePath<Emisor.Action, String> { casoSinEscribir() }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A case path that extracts nothing, built outside any `AllCasePaths` property.
func casoSinEscribir<Valor>() -> AnyCasePath<Emisor.Action, Valor> {
  AnyCasePath(embed: { _ in .anotar }, extract: { _ in nil })
}

/// A parent whose enum state has a child case with a hand-written state `extract` that rejects
/// its own case, and an action `extract` that does the same: the `Scope` warnings.
struct Pantalla: Reducer {
  enum State: Equatable {
    case contador(Contador.State)
    case vacia
  }

  enum Action: Equatable {
    case contador(Contador.Action)
    case hijo(Contador.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.contador, action: \.contador) { Contador() }
    Scope(state: \.contador, action: \.hijo) { Contador() }
  }
}

// Lo que @CasePathable generaría, con el `extract` del estado y el de `hijo` rotos a propósito.
extension Pantalla.State: CasePathable {
  struct AllCasePaths {
    /// Wrong on purpose: never extracts.
    var contador: AnyCasePath<Pantalla.State, Contador.State> {
      AnyCasePath(embed: Pantalla.State.contador, extract: { _ in nil })
    }
    var vacia: AnyCasePath<Pantalla.State, Void> {
      AnyCasePath(embed: { .vacia }, extract: { if case .vacia = $0 { () } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Pantalla.Action: CasePathable {
  struct AllCasePaths {
    var contador: AnyCasePath<Pantalla.Action, Contador.Action> {
      AnyCasePath(
        embed: Pantalla.Action.contador,
        extract: { if case let .contador(a) = $0 { a } else { nil } })
    }
    /// Wrong on purpose: never extracts.
    var hijo: AnyCasePath<Pantalla.Action, Contador.Action> {
      AnyCasePath(embed: Pantalla.Action.hijo, extract: { _ in nil })  // marca: extract-roto
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
