import ComposableArchitecture

// Ejercicio 3 · Componer reducers con el result builder.
//
// La tienda integra la cesta (`Cesta.swift`) y añade su propia regla: a partir de
// `minimoEnvioGratis` euros el envío es gratis, y se avisa al usuario una sola vez.

/// La tienda: la cesta más la regla del envío gratis.
struct Tienda: Reducer {
  /// El estado de la pantalla de la tienda.
  struct State: Equatable {
    /// El estado de la cesta, que gestiona el reducer hijo.
    var cesta = Cesta.State()
    /// `true` cuando el total de la cesta llega al mínimo.
    var envioGratis = false
  }

  /// Las acciones de la tienda: de momento, solo las de la cesta.
  enum Action: Equatable {
    case cesta(Cesta.Action)
  }

  /// Total, en euros, a partir del cual el envío es gratis.
  static let minimoEnvioGratis = 50

  /// Con qué se avisa al usuario (ver `ClienteAvisos.swift`).
  @Dependency(\.clienteAvisos) var clienteAvisos

  var body: some ReducerOf<Self> {
    // Primero la cesta: así la regla de abajo ya ve el total actualizado.
    Scope(state: \.cesta, action: \.cesta) {
      Cesta()
    }
    Reduce { state, action in
      switch action {
      case .cesta:
        let yaEraGratis = state.envioGratis
        state.envioGratis = state.cesta.total >= Self.minimoEnvioGratis
        guard state.envioGratis, !yaEraGratis else { return .none }
        return .run { _ in await clienteAvisos.mostrar("¡Ya tienes envío gratis!") }
      }
    }
  }
}

// Lo que @CasePathable generaría:
extension Tienda.Action: CasePathable {
  struct AllCasePaths {
    var cesta: AnyCasePath<Tienda.Action, Cesta.Action> {
      AnyCasePath(embed: { .cesta($0) }) { accion in
        guard case let .cesta(accionDeCesta) = accion else { return nil }
        return accionDeCesta
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
