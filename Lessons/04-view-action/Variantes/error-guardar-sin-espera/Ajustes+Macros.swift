import ComposableArchitecture

// Este archivo no es un ejercicio: es lo que escribirían las macros en un proyecto real.

// Lo que @CasePathable generaría (@Reducer se lo añade a `Action`):
extension Ajustes.Action: CasePathable {
  struct AllCasePaths {
    var view: AnyCasePath<Ajustes.Action, Ajustes.Action.View> {
      AnyCasePath(embed: { .view($0) }, extract: { accion in
        guard case let .view(valor) = accion else { return nil }
        return valor
      })
    }

    var _internal: AnyCasePath<Ajustes.Action, Ajustes.Action.Internal> {
      AnyCasePath(embed: { ._internal($0) }, extract: { accion in
        guard case let ._internal(valor) = accion else { return nil }
        return valor
      })
    }

    var delegate: AnyCasePath<Ajustes.Action, Ajustes.Action.Delegate> {
      AnyCasePath(embed: { .delegate($0) }, extract: { accion in
        guard case let .delegate(valor) = accion else { return nil }
        return valor
      })
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// Lo que @CasePathable generaría en `Action.View` (a un enum anidado se lo pones tú:
// sin él no existe `\.view.binding.nombre`):
extension Ajustes.Action.View: CasePathable {
  struct AllCasePaths {
    var binding: AnyCasePath<Ajustes.Action.View, BindingAction<Ajustes.State>> {
      AnyCasePath(embed: { .binding($0) }, extract: { accion in
        guard case let .binding(valor) = accion else { return nil }
        return valor
      })
    }

    var guardarPulsado: AnyCasePath<Ajustes.Action.View, Void> {
      AnyCasePath(embed: { .guardarPulsado }, extract: { accion in
        guard case .guardarPulsado = accion else { return nil }
        return ()
      })
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
