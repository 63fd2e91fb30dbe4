import ComposableArchitecture
import Testing

/// Golden texts of every `TestStore` failure: what the student reads.
@MainActor
@Suite("TestStore: textos de los fallos")
struct TestStoreFailureTests {
  @Test("El estado no cambió como se esperaba")
  func estadoDistinto() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
      await store.send(\.binding.nombre, "Ana") { $0.nombre = "Ana" }  // marca: estado-distinto
    }
    #expect(problemas.map(\.kind) == [.failure])
    #expect(problemas.first?.fileID == "ComposableArchitectureTests/TestStoreFailureTests.swift")
    #expect(problemas.first?.line == lineaDeMarca("estado-distinto"))
    #expect(
      problemas.first?.message == """
        El estado no cambió como se esperaba tras enviar Ajustes.Action.binding(.set(\\Ajustes.State.nombre, "Ana")).

              Ajustes.State(
                nombre: "Ana",
            −   notificaciones: false
            +   notificaciones: true
              )

        (Esperado: −, Real: +)

        Para arreglarlo, corrige el reducer para que deje el estado esperado (las líneas con "−"); \
        si la prueba es tuya y lo correcto es lo que ocurrió (las líneas con "+"), descríbelo en el \
        cierre final de ese paso (`{ $0.campo = valor }`).
        """)
  }

  @Test("El ejemplo del enunciado: nombre esperado distinto del real")
  func ejemploDelEnunciado() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
      await store.send(.guardarPulsado) { $0.nombre = "Ana" }
      await store.receive(.guardado)
    }
    #expect(
      problemas.first?.message.hasPrefix("""
        El estado no cambió como se esperaba tras enviar Ajustes.Action.guardarPulsado.

              Ajustes.State(
            −   nombre: "Ana",
            +   nombre: "",
                notificaciones: false
              )

        (Esperado: −, Real: +)

        Para arreglarlo,
        """) == true)
  }

  @Test("El titular nombra el paso: la acción recibida")
  func pasoEnElTitular() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
      await store.send(.guardarPulsado)
      await store.receive(.guardado) { $0.nombre = "Ana" }
    }
    #expect(
      problemas.map { $0.message.prefix { $0 != "\n" } } == [
        "El estado no cambió como se esperaba tras recibir Ajustes.Action.guardado."
      ])
  }

  @Test("El estado no debía cambiar")
  func cambioInesperado() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.fijar(3))
    }
    #expect(
      problemas.map(\.message) == [
        """
        El estado no debía cambiar tras enviar Contador.Action.fijar(3), pero cambió.

              Contador.State(
            −   cuenta: 0,
            +   cuenta: 3,
                cargando: false
              )

        (Esperado: −, Real: +)

        Para arreglarlo, corrige el reducer para que esta acción no cambie el estado; si la prueba \
        es tuya y el cambio es correcto, descríbelo en un cierre final, por ejemplo \
        `{ $0.campo = valor }`.
        """
      ])
  }

  @Test("Un cierre que no cambia nada cuando nada cambió")
  func cierreSinCambios() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State(cuenta: 3)) { Contador() }
      await store.send(.fijar(3)) { $0.cuenta = 3 }
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se esperaba que el estado cambiara tras enviar Contador.Action.fijar(3), pero no cambió.

        El cierre final no modificó el estado (está vacío o asigna los valores que ya tenía). Para \
        arreglarlo, si no esperas ningún cambio, quita el cierre final; si lo esperas, describe en él \
        el cambio.
        """
      ])
  }

  // NB: as in TCA (TestStore.swift 1.24.1, `send`), the pending `guardado` stays queued: the
  // `receive` asserts it, and the second `guardado` is still unasserted when the store ends. This
  // test used to expect only the first message, when `send` dropped the pending actions.
  @Test("Enviar con acciones recibidas sin afirmar")
  func enviarConPendientes() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
      await store.send(.guardarPulsado)
      await store.send(.guardarPulsado)
      await store.receive(.guardado)
    }
    #expect(problemas.count == 2)
    #expect(problemas.last?.message.hasPrefix("El store recibió 1 acción que no se comprobó.") == true)
    #expect(
      problemas.prefix(1).map(\.message) == [
        """
        Debes comprobar 1 acción recibida antes de enviar otra acción.

          Acciones sin comprobar:
            .guardado

        Para arreglarlo, revisa qué efectos devuelve tu reducer: envían acciones que la prueba no \
        espera en este punto. Si la prueba es tuya, añade "await store.receive(…)" para cada una \
        antes de este "send", o sáltalas con "await store.skipReceivedActions()".
        """
      ])
  }

  @Test("Acciones recibidas sin afirmar al final de la prueba")
  func pendientesAlFinal() async {
    let problemas = await recogerProblemas {
      // El fallo del final señala dónde se creó el store.
      let store = TestStore(initialState: Ajustes.State()) { Ajustes() }  // marca: pendientes-al-final
      await store.send(.guardarPulsado)
    }
    #expect(problemas.map(\.kind) == [.failure])
    #expect(problemas.first?.line == lineaDeMarca("pendientes-al-final"))
    #expect(
      problemas.first?.message == """
        El store recibió 1 acción que no se comprobó.

          Acciones sin comprobar:
            .guardado

        Para arreglarlo, revisa qué efectos devuelve tu reducer: envían acciones que la prueba no \
        espera. Si la prueba es tuya, afírmalas con "await store.receive(…)", sáltalas con \
        "await store.skipReceivedActions()" o usa un TestStore no exhaustivo: \
        "store.exhaustivity = .off".
        """)
  }

  @Test("Un efecto sigue en marcha al final: el fallo señala el send que lo empezó")
  func efectoEnMarcha() async {
    let reloj = TestClock()
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.iniciar) { $0.activo = true }  // marca: efecto-en-marcha
    }
    #expect(problemas.map(\.kind) == [.failure])
    #expect(problemas.first?.line == lineaDeMarca("efecto-en-marcha"))
    #expect(
      problemas.first?.message == """
        Un efecto devuelto por esta acción sigue en marcha. Debe terminar antes de que acabe la \
        prueba.

        Para arreglarlo, puedes:

        • Si el efecto espera un tiempo, esperar con el reloj de las dependencias \
        ("@Dependency(\\.continuousClock)"), no con "Task.sleep": la prueba lo sustituye por un \
        "TestClock" y lo avanza con "await reloj.advance(by:)", o por un "ImmediateClock".

        • Si es un efecto de larga duración, hacerlo cancelable con ".cancellable(id:)" y \
        cancelarlo enviando la acción que devuelve ".cancel(id:)".

        • Si la prueba es tuya, esperar a que termine con "await store.finish()", saltarlo con \
        "await store.skipInFlightEffects()" o usar "store.exhaustivity = .off".
        """)
  }

  @Test("finish con efectos que no terminan")
  func finishSinTerminar() async {
    let reloj = TestClock()
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.iniciar) { $0.activo = true }
      await store.finish(timeout: .milliseconds(20))
      await store.send(.parar) { $0.activo = false }
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se esperaba que los efectos terminaran, pero siguen en marcha tras 0,02 segundos.

        Para arreglarlo, si un efecto espera un tiempo, que lo haga con el reloj de las \
        dependencias ("@Dependency(\\.continuousClock)"), no con "Task.sleep", y que la prueba \
        lo avance ("await reloj.advance(by:)"); si es de larga duración, cancélalo; si la prueba \
        es tuya y el efecto solo tarda más, aumenta "timeout".
        """
      ])
  }

  @Test("TestStoreTask.finish con un efecto que no termina")
  func tareaSinTerminar() async {
    let reloj = TestClock()
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
        $0.continuousClock = reloj
      }
      await store.send(.iniciar) { $0.activo = true }.finish(timeout: .milliseconds(20))
      await store.send(.parar) { $0.activo = false }
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se esperaba que la tarea terminara, pero sigue en marcha tras 0,02 segundos.

        Para arreglarlo, si espera un tiempo, que lo haga con el reloj de las dependencias \
        ("@Dependency(\\.continuousClock)"), no con "Task.sleep", y que la prueba lo avance \
        ("await reloj.advance(by:)"); si es de larga duración, cancélala; si la prueba es tuya y \
        solo tarda más, aumenta "timeout".
        """
      ])
  }

  @Test("El cierre de la aserción lanza un error")
  func cierreLanza() async {
    struct Roto: Error {}
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.incrementar) { _ in throw Roto() }
    }
    #expect(problemas.first?.message.hasPrefix("El cierre final lanzó un error:") == true)
  }
}
