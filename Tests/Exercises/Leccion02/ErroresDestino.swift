import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Las acciones de `caso` no cambiaron nada en el hijo presentado: ¿falta `ifLet` en la lista, o el
/// `Scope` de ese caso en `Destino`?
///
/// Lo distingue por conducta: con el destino a `nil`, `ifLet` avisa de una acción de presentación;
/// sin `ifLet`, la acción se pierde en silencio. El sondeo usa su propio store y no cuenta como fallo.
@MainActor
func diagnosticarAccionPerdida(caso: String) async {
  let sonda = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
  let avisos = await observar(reenviar: false) {
    await sonda.send(.destino(.presented(.detalle(.favoritoPulsado))))
  }
  let avisaIfLet = avisos.contains { $0.message.contains("acción de presentación cuando el estado de destino") }
  if avisaIfLet {
    errorTipico("destino-sin-scope-del-caso", ["caso": caso])
  } else {
    errorTipico("destino-sin-if-let")
  }
}

/// El nombre del caso de un destino (para los parámetros de los errores típicos).
func nombreDelCaso(_ destino: Destino.State?) -> String {
  switch destino {
  case .none: "nil"
  case .detalle: "detalle"
  case .ajustes: "ajustes"
  }
}
