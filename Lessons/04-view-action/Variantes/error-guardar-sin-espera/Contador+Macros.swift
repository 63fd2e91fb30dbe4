import ComposableArchitecture

// Este archivo no es un ejercicio: es lo que escribirían las macros en un proyecto real.

// Lo que @CasePathable generaría (@Reducer se lo añade a `Action`):
extension Contador.Action: CasePathable {
  struct AllCasePaths {
    var view: AnyCasePath<Contador.Action, Contador.Action.View> {
      AnyCasePath(
        embed: { .view($0) },
        extract: { accion in
          guard case let .view(valor) = accion else { return nil }
          return valor
        }
      )
    }

    var _internal: AnyCasePath<Contador.Action, Contador.Action.Internal> {
      AnyCasePath(
        embed: { ._internal($0) },
        extract: { accion in
          guard case let ._internal(valor) = accion else { return nil }
          return valor
        }
      )
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
