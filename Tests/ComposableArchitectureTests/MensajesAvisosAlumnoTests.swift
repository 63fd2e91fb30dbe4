@testable import ComposableArchitecture
import Testing

/// The runtime warnings and effect messages a student reads from a hidden test (issue 16.4): a
/// `Scope` whose hand-written `extract` rejects its own case says so (never «otro caso» nor
/// advice to reorder), and no message offers a fix in the test.
@MainActor
@Suite("Avisos del runtime para el código del alumno")
struct MensajesAvisosAlumnoTests {
  @Test("Scope: un extract del estado que rechaza su propio caso no se confunde con «otro caso»")
  func scopeExtractDelEstado() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Pantalla.State.contador(Contador.State())) { Pantalla() }
      await store.send(.contador(.incrementar))
    }
    #expect(problemas.count == 1)
    let mensaje = problemas.first?.message ?? ""
    #expect(mensaje.hasPrefix("Un \"Scope\" en \"ComposableArchitectureTests/Emisor.swift:"))
    #expect(
      mensaje.contains(
        """
        no pudo extraer el estado del caso "\\.contador", aunque estaba en ese caso, y no ejecutó \
        el reducer hijo.
        """))
    #expect(mensaje.contains("(línea 97)"))
    #expect(!mensaje.contains("otro caso\n") && !mensaje.contains("pon el \"Scope\" antes"))
  }

  @Test("Scope: un extract de la acción que rechaza su propio caso avisa en vez de callar")
  func scopeExtractDeLaAccion() async {
    let problemas = await recogerComoAlumno {
      let store = TestStore(initialState: Pantalla.State.vacia) { Pantalla() }
      await store.send(.hijo(.incrementar))
    }
    #expect(problemas.count == 1)
    let mensaje = problemas.first?.message ?? ""
    #expect(
      mensaje.hasPrefix(
        """
        Un "Scope" no pudo extraer la acción del caso "\\.hijo", aunque estaba en ese caso, y no \
        ejecutó el reducer hijo.
        """))
    let linea = lineaDeMarca("extract-roto", en: archivoDeSoporte("Emisor.swift"))
    #expect(mensaje.contains("escrito a mano en \"ComposableArchitectureTests/Emisor.swift\" (línea \(linea))"))
    #expect(problemas.first?.fileID == "ComposableArchitectureTests/Emisor.swift")
    #expect(problemas.first?.line == linea)
  }

  @Test("Los mensajes con un efecto en curso omiten, solo en la prueba oculta, la viñeta de la prueba")
  func efectoEnCursoSinVinetaDePrueba() {
    #expect(TestStoreMessages.effectStillRunning(audience: .testAuthor).contains("Si la prueba es tuya"))
    #expect(!TestStoreMessages.effectStillRunning(audience: .student).contains("prueba es tuya"))
    let noLlego = TestStoreMessages.didNotReceive(
      expectation: "esta acción", detail: nil, inFlight: true, timeout: .seconds(1),
      audience: .student)
    #expect(!noLlego.contains("prueba es tuya") && noLlego.contains("continuousClock"))
  }
}
