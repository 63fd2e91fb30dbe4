import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Levanta `destino-sin-if-let` solo con las tres pruebas de que falta el `ifLet` de la lista: con el
/// destino a `nil` una acción de presentación no avisa; con el detalle presentado, su acción no lo
/// cambia a través de la lista; y `Destino.body` solo, con la misma acción, sí lo cambia (el enrutado
/// del ejercicio 1 funciona). Los sondeos usan sus propios stores y no cuentan como fallos.
@MainActor
func diagnosticarIfLet() async {
  let vacia = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
  let avisos = await observar(reenviar: false) {
    await vacia.send(.destino(.presented(Casos.delDetalle(.favoritoPulsado))))
  }
  let avisa = avisos.contains { $0.message.contains("acción de presentación cuando el estado de destino") }
  let presentada = TestStore(initialState: listaConDetalle(filasDePrueba[0])) { Lista() }
  _ = await observar(reenviar: false) {
    await presentada.send(.destino(.presented(Casos.delDetalle(.favoritoPulsado))))
  }
  guard let porLaLista = Casos.valor(presentada.state.destino, Detalle.State.self) else { return }
  let sola = TestStore(initialState: Casos.detalle(Detalle.State(fila: filasDePrueba[0]))) { Destino.body }
  _ = await observar(reenviar: false) {
    await sola.send(Casos.delDetalle(.favoritoPulsado))
  }
  guard let porDestino = Casos.valor(sola.state, Detalle.State.self) else { return }
  errorTipico("destino-sin-if-let", si: !avisa && !porLaLista.favorito && porDestino.favorito)
}

/// Las acciones de `caso` no cambiaron el hijo en `Destino.body`: nombra la pieza que lo explica,
/// probando las rutas escritas a mano con valores de ese caso.
///
/// - una ruta cuyo `extract` se llama a sí mismo (el runtime lo avisa) → `extract-recursivo`;
/// - la ruta de `Destino.State` no extrae su propio caso → `extract-devuelve-nil` (tipo `State`);
/// - la extrae, pero con dos valores sale otro que el que entró → `ida-y-vuelta-cambia-el-valor`;
/// - si no, la de `Destino.Action` → `extract-devuelve-nil` (tipo `Action`);
/// - las dos extraen bien → `destino-sin-scope-del-caso`: falta el `Scope` de ese caso.
func diagnosticarHijoSinCambios(caso: String) {
  var estadoExtrae = false
  var estadoIgual = true
  var accionExtrae = false
  let avisos = observarAhora {
    switch caso {
    case "detalle":
      let detalles = [Detalle.State(fila: filasDePrueba[1]), Detalle.State(fila: filasDePrueba[2], favorito: true)]
      let sacados = detalles.map { Destino.State.allCasePaths.detalle.extract(from: Casos.detalle($0)) }
      estadoExtrae = !sacados.contains { $0 == nil }
      estadoIgual = sacados == detalles.map(Optional.some)
      accionExtrae = Destino.Action.allCasePaths.detalle.extract(from: Casos.delDetalle(.favoritoPulsado)) != nil
    default:
      let ajustes = [Ajustes.State(tamanoLetra: 11), Ajustes.State(tamanoLetra: 27)]
      let sacados = ajustes.map { Destino.State.allCasePaths.ajustes.extract(from: Casos.ajustes($0)) }
      estadoExtrae = !sacados.contains { $0 == nil }
      estadoIgual = sacados == ajustes.map(Optional.some)
      accionExtrae = Destino.Action.allCasePaths.ajustes.extract(from: Casos.deLosAjustes(.aumentarLetraPulsado)) != nil
    }
  }
  // El runtime avisó de que el `extract` se llama a sí mismo (lee su caso como propiedad).
  if avisos.contains(where: { $0.message.contains("se llama a sí mismo") }) {
    errorTipico("extract-recursivo", ["caso": caso])
  } else if !estadoExtrae {
    errorTipico("extract-devuelve-nil", ["caso": caso, "tipo": "State"])
  } else if !estadoIgual {
    // Lo que `Scope` vuelve a meter en el caso no es lo que sacó: el hijo cambia, pero el cambio se pierde.
    errorTipico("ida-y-vuelta-cambia-el-valor", ["caso": caso, "tipo": "State"])
  } else if !accionExtrae {
    errorTipico("extract-devuelve-nil", ["caso": caso, "tipo": "Action"])
  } else {
    errorTipico("destino-sin-scope-del-caso", ["caso": caso])
  }
}

