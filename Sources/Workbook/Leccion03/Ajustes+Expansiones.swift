import ComposableArchitecture

// Lo que @Reducer haría con `Action`: marcarla con @CasePathable.
// Lo que @CasePathable generaría:
extension Ajustes.Action: CasePathable {
  /// Un `AnyCasePath` por cada caso de `Action`: hacen posible `\.guardarPulsado`.
  struct AllCasePaths {
    // TODO: (ejercicio 1) Cuando añadas el caso de los bindings, añade aquí su case path, como el
    // de `guardarPulsado`: `var binding: AnyCasePath<Ajustes.Action, BindingAction<Ajustes.State>>`.
    // Es lo que hace posibles `\.binding` y, detrás, `\.binding.nombre`.

    /// `\.guardarPulsado`.
    var guardarPulsado: AnyCasePath<Ajustes.Action, Void> {
      AnyCasePath(
        embed: { .guardarPulsado },
        extract: { accion in
          guard case .guardarPulsado = accion else { return nil }
          return ()
        }
      )
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// Lo que @ObservableState generaría en `State`: la conformidad a `ObservableState` y, en TCA, el
// registro que avisa a las vistas de cada cambio (aquí no hay vistas que avisar). En TCA, `store.nombre`,
// `$store.nombre`, `.set(\.nombre, …)` y `\.binding.nombre` exigen `State: ObservableState`; el
// runtime de este cuaderno los ofrece para cualquier `State`, pero la conformidad se escribe igual.
extension Ajustes.State: ObservableState {}
