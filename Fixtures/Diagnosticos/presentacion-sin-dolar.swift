// Prueba real de la entrada `presentacion-sin-dolar` (lección 5): `ifLet` de una presentación
// con `\.nota` en vez de `\.$nota`.
// cita: Cuaderno.swift (el ejemplo del catálogo de la lección 5, que cita su error con este nombre)
import ComposableArchitecture

struct Nota: Reducer {
  struct State: Equatable { var texto = "" }
  enum Action: Equatable { case borrarPulsado }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.texto = ""
      return .none
    }
  }
}

struct Cuaderno: Reducer {
  struct State: Equatable {
    @PresentationState var nota: Nota.State?
  }

  enum Action: Equatable {
    case nota(PresentationAction<Nota.Action>)
  }

  var body: some ReducerOf<Self> {
    Reduce { _, _ in .none }
      .ifLet(\.nota, action: \.nota) {
        Nota()
      }
  }
}

extension Cuaderno.Action: CasePathable {
  struct AllCasePaths {
    var nota: AnyCasePath<Cuaderno.Action, PresentationAction<Nota.Action>> {
      AnyCasePath(embed: Cuaderno.Action.nota, extract: { accion in
        guard case let .nota(presentacion) = accion else { return nil }
        return presentacion
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
