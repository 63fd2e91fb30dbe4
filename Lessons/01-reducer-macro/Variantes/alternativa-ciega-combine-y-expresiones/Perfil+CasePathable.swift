import ComposableArchitecture

// Ejercicio 2 · Lo que @CasePathable generaría para `Perfil.Action`.
//
// `embed` construye la acción a partir de su valor; `extract` devuelve el valor si la acción es de
// ese caso y `nil` si es de otro. Escrito con expresiones `if case`, como en `CasePathable.swift`.

extension Perfil.Action: CasePathable {
  struct AllCasePaths {
    var aparecio: AnyCasePath<Perfil.Action, Void> {
      AnyCasePath(embed: { .aparecio }, extract: { if case .aparecio = $0 { () } else { nil } })
    }

    var datosRecibidos: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(
        embed: { .datosRecibidos($0) },
        extract: { if case let .datosRecibidos(nombre) = $0 { nombre } else { nil } }
      )
    }

    var errorRecibido: AnyCasePath<Perfil.Action, String> {
      AnyCasePath(
        embed: { .errorRecibido(mensaje: $0) },
        extract: { if case let .errorRecibido(mensaje: mensaje) = $0 { mensaje } else { nil } }
      )
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
