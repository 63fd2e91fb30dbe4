import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicio 4: vaciar la lista pide confirmación con una alerta, y solo el botón de confirmar vacía.
var pruebasAlerta: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("vaciarPideConfirmacion") {
    try Casos.requerirEscritos()
    // Se mira qué alerta se presenta, no su texto: cada cual escribe el suyo.
    for filas in [filasDePrueba, Array(filasDePrueba.prefix(1))] {
      let store = TestStore(initialState: Lista.State(filas: filas)) { Lista() }
      store.exhaustivity = .off
      await store.send(.vaciarPulsado)
      esperarIgual(
        store.state.filas, filas, "Pulsar «Vaciar» no debe quitar nada todavía: antes se pide confirmación.")
      errorTipico("vaciar-sin-confirmar", si: store.state.filas.isEmpty)
      guard let alerta = Casos.valor(store.state.destino, AlertState<Destino.Alert>.self) else {
        esperar(
          false,
          "Pulsar «Vaciar» debería presentar una alerta: asigna a `state.destino` el caso `.alert` con un `AlertState`.")
        return
      }
      esperar(!String(state: alerta.title).isEmpty, "La alerta necesita un título que diga qué va a pasar.")
      esperar(
        alerta.buttons.allSatisfy { !String(state: $0.label).isEmpty },
        "Cada botón de la alerta necesita un texto que diga qué hace.")
      let confirmar = alerta.buttons.filter { $0.action.action == .confirmarVaciar }
      esperar(!confirmar.isEmpty, "Ningún botón de la alerta envía `.confirmarVaciar`: el usuario no podría confirmar.")
      errorTipico(
        "boton-destructivo-sin-accion",
        si: confirmar.isEmpty && alerta.buttons.contains { $0.role == .destructive })
      let sinRol = confirmar.filter { $0.role != .destructive }
      esperar(sinRol.isEmpty, "El botón que envía `.confirmarVaciar` borra datos: debería tener `role: .destructive`.")
      errorTipico("confirmar-sin-rol-destructivo", si: !sinRol.isEmpty)
      let hayCancelar = alerta.buttons.contains { $0.role == .cancel }
      esperar(hayCancelar, "La alerta necesita un botón para no vaciar, con `role: .cancel` y sin acción.")
      errorTipico("alerta-sin-cancelar", si: !hayCancelar)
    }
  },
  TallerArnes.Prueba("confirmarVaciaLaLista") {
    try Casos.requerirEscritos()
    let alerta = AlertState<Destino.Alert> {
      TextState("¿Vaciar?")
    } actions: {
      ButtonState(role: .destructive, action: .confirmarVaciar) { TextState("Vaciar") }
      ButtonState(role: .cancel) { TextState("Cancelar") }
    }
    // Cancelar cierra la alerta y la lista sigue como estaba.
    let cancelada = TestStore(initialState: Lista.State(filas: filasDePrueba, destino: Casos.alerta(alerta))) {
      Lista()
    }
    await cancelada.send(.destino(.dismiss)) {
      $0.destino = nil
    }
    errorTipico("vacia-al-cancelar", si: cancelada.state.filas.isEmpty)
    // Confirmar vacía la lista, tenga las filas que tenga, y la alerta se cierra; el resto del estado
    // (el tamaño de letra elegido) no cambia.
    for (filas, tamano) in [(filasDePrueba, 21), (Array(filasDePrueba.suffix(2)), 12)] {
      let inicial = Lista.State(filas: filas, tamanoLetra: tamano, destino: Casos.alerta(alerta))
      let store = TestStore(initialState: inicial) { Lista() }
      let vistos = await observar {
        await store.send(.destino(.presented(Casos.deLaAlerta(.confirmarVaciar)))) {
          $0.filas = []
          $0.destino = nil
        }
      }
      errorTipico(
        "confirmacion-no-vacia", ["filas": "\(store.state.filas.count)"],
        si: store.state.filas == filas && store.state.destino == nil)
      errorTipico(
        "vaciar-reinicia-estado", ["antes": "\(tamano)", "despues": "\(store.state.tamanoLetra)"],
        si: store.state.filas.isEmpty && store.state.tamanoLetra != tamano)
      // Un `.dismiss` que llega cuando la alerta ya se cerró: lo envió la propia lista.
      errorTipico(
        "dismiss-tras-confirmar",
        si: vistos.contains { $0.message.contains("ifLet") && $0.message.contains(".destino(.dismiss)") })
    }
  },
] }
