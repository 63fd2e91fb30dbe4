import ComposableArchitecture

// Lo que @CasePathable generaría para `Destino.State` y `Destino.Action` (@Reducer se lo aplica):
// una ruta por caso, también el de la alerta. Con ellas, `\.detalle` sirve para `Scope`,
// `\.destino.detalle` para las pruebas de la lista, y en una app `\.destino?.alert` presenta la alerta.
// Cada ruta es un `AnyCasePath(embed:extract:)`: `embed` construye el enum a partir del valor del
// caso y `extract` hace lo contrario. El tipo de cada propiedad ya dice qué lleva dentro cada caso.

extension Destino.State: CasePathable {
  struct AllCasePaths {
    var detalle: AnyCasePath<Destino.State, Detalle.State> {
      // TODO: (ejercicio 1) `embed` mete un valor en el caso `detalle`; `extract` lo saca, o da nil si
      // el estado es de otro caso.
      rutaPendiente("detalle")
    }
    var ajustes: AnyCasePath<Destino.State, Ajustes.State> {
      // TODO: (ejercicio 1) `embed` mete un valor en el caso `ajustes`; `extract` lo saca, o da nil si
      // el estado es de otro caso.
      rutaPendiente("ajustes")
    }
    var alert: AnyCasePath<Destino.State, AlertState<Destino.Alert>> {
      // TODO: (ejercicio 1) `embed` mete un valor en el caso `alert`; `extract` lo saca, o da nil si
      // el estado es de otro caso.
      rutaPendiente("alert")
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension Destino.Action: CasePathable {
  struct AllCasePaths {
    var detalle: AnyCasePath<Destino.Action, Detalle.Action> {
      // TODO: (ejercicio 1) `embed` mete un valor en el caso `detalle`; `extract` lo saca, o da nil si
      // la acción es de otro caso.
      rutaPendiente("detalle")
    }
    var ajustes: AnyCasePath<Destino.Action, Ajustes.Action> {
      // TODO: (ejercicio 1) `embed` mete un valor en el caso `ajustes`; `extract` lo saca, o da nil si
      // la acción es de otro caso.
      rutaPendiente("ajustes")
    }
    var alert: AnyCasePath<Destino.Action, Destino.Alert> {
      // TODO: (ejercicio 1) `embed` mete un valor en el caso `alert`; `extract` lo saca, o da nil si
      // la acción es de otro caso.
      rutaPendiente("alert")
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// Solo en la plantilla: ocupa el sitio de una ruta que aún no has escrito (sin casos en el enum no
// hay ningún valor que construir). Cuando hayas escrito las seis, bórralo.
private func rutaPendiente<Raiz, Valor>(_ caso: String) -> AnyCasePath<Raiz, Valor> {
  AnyCasePath(
    embed: { _ in fatalError("Falta el caso `\(caso)` de `Destino.\(Raiz.self)`, o el `embed` de su ruta.") },
    extract: { _ in nil })
}
