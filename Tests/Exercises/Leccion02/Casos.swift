import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Los valores de `Destino.State` y `Destino.Action`, construidos y leídos sin nombrar sus casos.
///
/// Los casos los escribe el alumno (ejercicio 1), así que las pruebas no pueden nombrarlos: no
/// compilarían contra la plantilla, donde los dos enums están vacíos. Construyen con el `embed` de
/// las rutas de `Destino+CasePaths.swift` (la plantilla ya fija su nombre y su tipo) y leen con
/// `Mirror`, por el tipo del valor: ni por el nombre que el alumno dé al caso ni con su `extract`,
/// que es del ejercicio 1 y no debe hacer fallar las pruebas de la lista.
enum Casos {
  /// Antes de construir nada: los dos enums tienen algún caso (un enum sin casos no ocupa memoria).
  /// - Throws: `RequisitoIncumplido`, con lo que falta escribir, si alguno sigue vacío.
  static func requerirEscritos() throws {
    try requerir(
      MemoryLayout<Destino.State>.size > 0,
      """
      `Destino.State` todavía no tiene casos, así que no hay ningún destino que presentar. Escribe lo \
      que generaría `@Reducer enum`: un caso por cada caso de `Destino`, con el estado de su reducer hijo \
      (`Detalle.State`, `Ajustes.State`) o, el de la alerta, con su `AlertState<Alert>` (ejercicio 1, \
      `Destino.swift`).
      """)
    try requerir(
      MemoryLayout<Destino.Action>.size > 0,
      """
      `Destino.Action` todavía no tiene casos, así que ninguna acción puede llegar a un destino. \
      Escribe los mismos casos que en `State`, cada uno con la acción de su reducer hijo; el de la alerta, \
      con `Alert` (ejercicio 1, `Destino.swift`).
      """)
  }

  /// El destino con el detalle `estado` (el caso `detalle`).
  static func detalle(_ estado: Detalle.State) -> Destino.State {
    Destino.State.allCasePaths.detalle.embed(estado)
  }

  /// El destino con los ajustes `estado` (el caso `ajustes`).
  static func ajustes(_ estado: Ajustes.State) -> Destino.State {
    Destino.State.allCasePaths.ajustes.embed(estado)
  }

  /// El destino con la alerta `alerta` (el caso `alert`).
  static func alerta(_ alerta: AlertState<Destino.Alert>) -> Destino.State {
    Destino.State.allCasePaths.alert.embed(alerta)
  }

  /// La acción `accion` del detalle, como acción del destino.
  static func delDetalle(_ accion: Detalle.Action) -> Destino.Action {
    Destino.Action.allCasePaths.detalle.embed(accion)
  }

  /// La acción `accion` de los ajustes, como acción del destino.
  static func deLosAjustes(_ accion: Ajustes.Action) -> Destino.Action {
    Destino.Action.allCasePaths.ajustes.embed(accion)
  }

  /// El botón `boton` de la alerta, como acción del destino.
  static func deLaAlerta(_ boton: Destino.Alert) -> Destino.Action {
    Destino.Action.allCasePaths.alert.embed(boton)
  }

  /// El valor que guarda el caso de `destino` si es de tipo `Valor`; `nil` si es otro caso o `nil`.
  static func valor<Valor>(_ destino: Destino.State?, _ tipo: Valor.Type) -> Valor? {
    guard let destino else { return nil }
    return Mirror(reflecting: destino).children.first?.value as? Valor
  }

  /// La acción de tipo `Valor` que lleva `accion` (la del detalle, la de los ajustes); `nil` si es de otro caso.
  static func valor<Valor>(_ accion: Destino.Action, _ tipo: Valor.Type) -> Valor? {
    Mirror(reflecting: accion).children.first?.value as? Valor
  }

  /// El nombre del caso de `destino` tal como lo escribió el alumno, o `"nil"`.
  static func nombre(_ destino: Destino.State?) -> String {
    guard let destino else { return "nil" }
    return Mirror(reflecting: destino).children.first?.label ?? "\(destino)"
  }
}
