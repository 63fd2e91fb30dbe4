import ComposableArchitecture
import Testing

/// A feature whose `enviar` answers with `eco` (a received action that changes nothing) and whose
/// `otra` changes nothing either.
private struct Eco: Reducer {
  struct State: Equatable { var enviados = 0 }
  enum Action: Equatable { case enviar, eco, otra }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .enviar:
        state.enviados += 1
        return .send(.eco)
      case .eco, .otra:
        return .none
      }
    }
  }
}

/// What `TestStore` does with what a test skips, pinned against TCA's `TestStore.swift`.
@MainActor
@Suite("TestStore como TCA: efectos y acciones omitidos")
struct TCATestStoreOmisionesTests {
  /// TCA `TestStore.swift` 1.24.1, `_skipInFlightEffects`: it clears the store's set of in-flight
  /// effects (the message says "cancelled", the effects keep running); the timer's next tick still
  /// arrives after a clock advance. Before this fix our runtime cancelled them.
  @Test("skipInFlightEffects deja de seguir los efectos sin cancelarlos: el reloj sigue entregando")
  func skipInFlightNoCancela() async {
    let (problemas, esperados) = await recogerConEsperados {
      let reloj = TestClock()
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.iniciar) { $0.activo = true }
      await store.skipInFlightEffects()
      await reloj.advance(by: .seconds(1))
      await store.receive(.tic) { $0.segundos = 1 }
    }
    #expect(problemas.isEmpty)
    #expect(esperados.map(\.message) == [
      TestStoreMessagesGolden.omitidoUnEfecto(".iniciar")
    ])
  }

  /// TCA `TestStore.swift` 1.24.1, `TestReducer.reduce` replaces `dismiss` at the root with one
  /// that skips the in-flight effects and sets `isDismissed`; a later `send` fails with "Can't send
  /// action to dismissed test store.". Before this fix `dismiss()` at the root was a runtime warning.
  @Test("dismiss() en la raíz cierra el TestStore sin avisos; después send falla")
  func dismissEnLaRaiz() async {
    var cerrado = false
    let problemas = await recogerProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = TestStore(initialState: Detalle.State()) { Detalle() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.esperar(sonda))
      await store.send(.cerrar)
      cerrado = store.isDismissed
      await store.send(.incrementar)
    }
    #expect(cerrado)
    #expect(problemas.map(\.message) == [TestStoreMessagesGolden.enviarTrasCerrar])
    #expect(problemas.map(\.kind) == [.failure])
  }

  /// TCA `TestStore.swift` 1.24.1, `send`: with received actions pending, an exhaustive store
  /// reports "Must handle …" and only `.off` clears `receivedActions`, so a later `receive` still
  /// finds them. Before this fix our `send` dropped them and the `receive` failed too.
  @Test("send exhaustivo con acciones recibidas pendientes falla pero las conserva")
  func sendConservaRecibidas() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Eco.State()) { Eco() }
      await store.send(.enviar) { $0.enviados = 1 }
      await store.send(.otra)
      await store.receive(.eco)
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.message.hasPrefix("Debes comprobar 1 acción recibida") == true)
  }

  /// TCA `TestStore.swift` 1.24.1, `finish`: it calls `assertNoReceivedActions` first, so unasserted
  /// received actions fail at `finish()` (and again when the store ends). Before this fix they only
  /// failed at the end of the test.
  @Test("finish() con acciones recibidas sin afirmar falla en la línea de finish")
  func finishConRecibidas() async {
    var lineaFinish: UInt = 0
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Eco.State()) { Eco() }
      await store.send(.enviar) { $0.enviados = 1 }
      lineaFinish = #line + 1
      await store.finish()
    }
    #expect(problemas.count == 2)
    #expect(problemas.first?.line == lineaFinish)
    #expect(problemas.first?.message.hasPrefix("El store recibió 1 acción que no se comprobó.") == true)
  }

  /// TCA `TestStore.swift` 1.24.1, `reportIssueHelper` and `send`: with
  /// `.off(showSkippedAssertions: true)` what is skipped is reported inside `withExpectedIssue`,
  /// headed "Skipped assertions."; with `.off` nothing is reported. Before this fix both were
  /// silent.
  @Test("No exhaustivo con showSkippedAssertions: lo omitido se muestra como incidencia esperada")
  func muestraOmitidas() async throws {
    let (problemas, esperados) = await recogerConEsperados {
      let store = TestStore(initialState: Eco.State()) { Eco() }
      store.exhaustivity = .off(showSkippedAssertions: true)
      await store.send(.enviar)
      await store.send(.enviar) { $0.enviados = 2 }
    }
    #expect(problemas.isEmpty)
    let mensajes = esperados.map(\.message)
    try #require(mensajes.count == 3)
    #expect(mensajes[0] == TestStoreMessagesGolden.omitidaDebesAfirmar)
    #expect(mensajes[1] == TestStoreMessagesGolden.omitidaUnaRecibida)
    // NB: the second `eco` is still pending when the store ends (TCA's `completed()`).
    #expect(mensajes[2].hasPrefix("Aserciones omitidas.\n\nEl store recibió 1 acción que no se comprobó."))
  }

  @Test("No exhaustivo sin showSkippedAssertions: no se muestra nada")
  func noMuestraOmitidas() async {
    let (problemas, esperados) = await recogerConEsperados {
      let store = TestStore(initialState: Eco.State()) { Eco() }
      store.exhaustivity = .off
      await store.send(.enviar)
      await store.send(.enviar) { $0.enviados = 2 }
    }
    #expect(problemas.isEmpty)
    #expect(esperados.isEmpty)
  }
}

/// The exact texts these tests expect.
private enum TestStoreMessagesGolden {
  static func omitidoUnEfecto(_ accion: String) -> String {
    "Aserciones omitidas.\n\nSe dejó de comprobar 1 efecto en curso (sigue en marcha), iniciado por:\n\n\(accion)"
  }

  static let enviarTrasCerrar = """
    No se puede enviar una acción a un TestStore cuyo feature ya se cerró.

    El feature llamó a "await dismiss()" y, como es la raíz del TestStore, eso cierra el store: \
    sus efectos en curso dejan de comprobarse y no admite más acciones ("store.isDismissed" es \
    "true").

    Para arreglarlo, revisa cuándo llama tu reducer a "dismiss()". Si la prueba es tuya, no envíes \
    acciones después de que el feature se cierre.
    """

  static let omitidaUnaRecibida =
    "Aserciones omitidas.\n\nSe omitió 1 acción recibida:\n\n.eco"

  static var omitidaDebesAfirmar: String {
    """
    Aserciones omitidas.

    Debes comprobar 1 acción recibida antes de enviar otra acción.

      Acciones sin comprobar:
        .eco

    Para arreglarlo, revisa qué efectos devuelve tu reducer: envían acciones que la prueba no \
    espera en este punto. Si la prueba es tuya, añade "await store.receive(…)" para cada una \
    antes de este "send", o sáltalas con "await store.skipReceivedActions()".
    """
  }
}
