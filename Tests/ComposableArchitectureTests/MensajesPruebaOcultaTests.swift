@testable import ComposableArchitecture
import Testing

/// Runs `body` as the lesson harness runs a hidden test (`TestAudience.student`), collecting
/// issues.
@MainActor
func recogerComoAlumno(_ body: @MainActor () async throws -> Void) async rethrows -> [ReportedIssue] {
  try await TestAudience.$current.withValue(.student) { try await recogerProblemas(body) }
}

/// The messages a student reads from a hidden test (issue 16.4): they never advise editing the
/// test, they name the case key path expected and what arrived, and they say when a hand-written
/// `extract` rejects its own case. Outside the harness, TCA's advice stays.
@MainActor
@Suite("Mensajes para el código del alumno (prueba oculta) y para quien escribe la prueba")
struct MensajesPruebaOcultaTests {
  @Test("En una prueba oculta, un diff de estado habla del reducer, no de la prueba")
  func estadoSinConsejoDePrueba() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.incrementar) { $0.cuenta = 2 }
    }
    #expect(
      problemas.map(\.message) == [
        """
        El estado no cambió como se esperaba tras enviar Contador.Action.incrementar.

              Contador.State(
            −   cuenta: 2,
            +   cuenta: 1,
                cargando: false
              )

        (Esperado: −, Real: +)

        Para arreglarlo, corrige tu reducer para que deje el estado esperado (las líneas con "−"); \
        las líneas con "+" son lo que dejó tu código.
        """
      ])
  }

  @Test("Fuera del arnés, el mismo fallo conserva el consejo de TCA sobre la prueba")
  func estadoConConsejoDePrueba() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.incrementar) { $0.cuenta = 2 }
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.message.contains("si la prueba es tuya") == true)
  }

  @Test("Ningún fallo de una prueba oculta aconseja tocar la prueba (skip, finish, efectos, estado)")
  func ningunConsejoDePrueba() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.skipInFlightEffects()
      await store.skipReceivedActions()
      await store.send(.encadenar)
      await store.send(.decrementar) { $0.cuenta = 0 }
      await store.send(.fijar(0)) { $0.cuenta = 0 }
      await store.receive(\.respuesta)
    }
    // skips (2), two unasserted receives (2), two unchanged states (2), another case (1).
    #expect(problemas.count == 7)
    for problema in problemas {
      #expect(!problema.message.localizedCaseInsensitiveContains("si la prueba es tuya"))
      #expect(!problema.message.contains("quita \"skip"))
      #expect(!problema.message.contains("store.exhaustivity"))
      #expect(!problema.message.contains("skipReceivedActions()\""))
      #expect(!problema.message.contains("cierre final de ese paso"))
    }
    #expect(
      problemas.first?.message == """
        No había efectos en curso que saltar: la prueba esperaba que, en este punto, siguiera en \
        marcha algún efecto de tu reducer (por ejemplo, un temporizador).

        Para arreglarlo, revisa que tu reducer devuelva ese efecto y que no lo cancele ni lo deje \
        terminar antes de tiempo.
        """)
  }

  @Test("Recibir por case key path una acción de otro caso nombra los dos casos")
  func otroCasoNombraAmbos() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.encadenar)
      await store.receive(\.respuesta)
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se recibió una acción del caso "\\.incrementar"; se esperaba una del caso "\\.respuesta":

            Contador.Action.incrementar

        Para arreglarlo, revisa qué acción envía tu código en este paso: la prueba espera una del \
        caso "\\.respuesta".
        """
      ])
  }

  @Test("Fuera del arnés, otro caso también nombra los dos casos y conserva el consejo de TCA")
  func otroCasoFueraDelArnes() async {
    let problemas = await recogerProblemas {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.encadenar)
      await store.receive(\.respuesta)
    }
    #expect(
      problemas.first?.message.hasPrefix(
        "Se recibió una acción del caso \"\\.incrementar\"; se esperaba una del caso \"\\.respuesta\":")
        == true)
    #expect(problemas.first?.message.contains("Si la prueba es tuya") == true)
  }

  @Test("«No llegó» con case key path y valor dice qué caso y qué valor")
  func noLlegoConCasoYValor() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.receive(\.respuesta, 3)
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se esperaba recibir una acción del caso "\\.respuesta" con el valor 3, pero no llegó.

        No hay efectos en curso que puedan enviarla. ¿Se canceló el efecto que debía enviarla, o \
        el reducer no devolvió ese efecto?
        """
      ])
  }

  @Test("No exhaustivo: nombra la acción del mismo caso que sí llegó, con otro valor")
  func noExhaustivoNombraLaMasCercana() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Emisor.State()) { Emisor() }
      store.exhaustivity = .off
      await store.send(.pedir)
      await store.receive(\.fila, 3, timeout: .milliseconds(50))
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se esperaba recibir una acción del caso "\\.fila" con el valor 3, pero no llegó.

        Llegó "Emisor.Action.fila(2)"; se esperaba "Emisor.Action.fila(3)".

        No hay efectos en curso que puedan enviarla. ¿Se canceló el efecto que debía enviarla, o \
        el reducer no devolvió ese efecto?
        """
      ])
  }

  @Test("No exhaustivo: también con la acción esperada escrita entera y con las ya saltadas")
  func noExhaustivoConAccionEntera() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Emisor.State()) { Emisor() }
      store.exhaustivity = .off
      await store.send(.pedir)
      await store.skipReceivedActions()
      await store.receive(.fila(7), timeout: .milliseconds(50))
    }
    #expect(problemas.count == 1)
    #expect(
      problemas.first?.message.contains(
        "Llegó \"Emisor.Action.fila(2)\"; se esperaba \"Emisor.Action.fila(7)\".") == true)
  }

  @Test("Un extract escrito a mano que devuelve nil para su propio caso: lo dice y nombra el archivo")
  func extractRechazaSuCaso() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Emisor.State()) { Emisor() }
      await store.send(.avisar)
      await store.receive(\.aviso)
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se recibió una acción del caso "\\.aviso", pero el case key path "\\.aviso" no la reconoce:

            Emisor.Action.aviso("hola")

        El "extract" de "aviso", escrito a mano en "ComposableArchitectureTests/Emisor.swift" \
        (línea 57), devolvió "nil" para este valor, que es de su propio caso:

            Emisor.Action.aviso("hola")

        Para arreglarlo, haz que ese "extract" devuelva el valor asociado cuando recibe un \
        ".aviso" (un "guard case" que nombre ".aviso", no otro caso) y "nil" solo para los demás \
        casos.
        """
      ])
    for mensaje in problemas.map(\.message) {
      #expect(!mensaje.contains("otro caso\"") && !mensaje.contains("orden"))
    }
  }

  @Test("Un case key path construido por una función auxiliar: nombra su archivo y la función")
  func caminoSinNombre() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Emisor.State()) { Emisor() }
      await store.send(.anotar)
      await store.receive(\.nota)
    }
    #expect(
      problemas.map(\.message) == [
        """
        Se recibió una acción del caso "\\.nota", que el case key path esperado no reconoce:

            Emisor.Action.nota("apunte")

        El "AnyCasePath" de ese case key path se construye en "casoSinEscribir()" \
        ("ComposableArchitectureTests/Emisor.swift", línea 70), y su "extract" devolvió "nil" \
        para esta acción.

        Para arreglarlo, si escribiste a mano los case key paths ("AllCasePaths"), haz que el \
        "extract" de cada caso reconozca su caso y solo ese; si ya lo hacen, revisa qué acción \
        envía tu código en este paso.
        """
      ])
  }

  @Test("Recibir con una condición: nombra el caso de lo que llegó y dice si la esperada llega después")
  func condicionNombraElCaso() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Emisor.State()) { Emisor() }
      await store.send(.pedir)
      await store.receive { $0 == .fila(2) }
      await store.skipReceivedActions()
    }
    #expect(
      problemas.first?.message == """
        Se recibió una acción del caso "\\.fila" que no cumple la condición esperada:

            Emisor.Action.fila(1)

        Para arreglarlo, revisa qué acción envía tu código en este paso. La esperada llega \
        después: tu código envía antes esta otra.
        """)
  }

  @Test("Otro valor del mismo caso: nombra el caso y habla del valor que envía el código")
  func otroValorNombraElCaso() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Emisor.State()) { Emisor() }
      await store.send(.pedir)
      await store.receive(\.fila, 5) { $0.filas = [5] }
      await store.skipReceivedActions()
    }
    #expect(
      problemas.first?.message == """
        Se recibió una acción del caso "\\.fila", pero con otro valor.

            − 5
            + 1

        (Esperado: −, Recibido: +)

        Para arreglarlo, revisa el valor que envía tu código con "\\.fila": la prueba espera el \
        de la línea "−".
        """)
  }

  @Test("Acción Equatable inesperada de otro caso: el consejo habla de los casos, no del efecto")
  func accionInesperadaHablaDeCasos() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Contador.State()) { Contador() }
      await store.send(.encadenar)
      await store.receive(.respuesta(1))
    }
    #expect(problemas.count == 1)
    let mensaje = problemas.first?.message ?? ""
    #expect(
      mensaje.hasSuffix(
        """
        Para arreglarlo, revisa qué acción envía tu código en este paso: llegó una del caso \
        "\\.incrementar" y la prueba esperaba una del caso "\\.respuesta".
        """))
    #expect(!mensaje.contains("corrige el efecto"))
  }
}
