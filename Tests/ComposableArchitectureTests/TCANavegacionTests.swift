import Foundation
import Testing

@testable import ComposableArchitecture

/// Identity of presented and optional children, and the presentation's long-living effect, pinned
/// against TCA's `PresentationReducer.swift`, `IfLetReducer.swift` and `NavigationID.swift`.
@MainActor
@Suite("Navegación como TCA: identidad de los hijos y presentación en curso")
struct TCANavegacionTests {
  private func tienda(_ reloj: TestClock<Duration>) -> TestStoreOf<Navegador> {
    TestStore(initialState: Navegador.State()) { Navegador() } withDependencies: {
      $0.continuousClock = reloj
    }
  }

  /// TCA 1.24.1 `PresentationReducer.swift`, `_PresentationReducer.reduce`: the identity compared
  /// is `presentedID` (recorded by the reducer) against the `NavigationID` of the value after the
  /// reduce (key path, case, `Identifiable` id). `destino = nil; destino = .hoja(id: 1)` in one
  /// reduce is the same presentation. Before this fix a new UUID cancelled the child's effects.
  @Test("destino = nil y luego el mismo caso e id en un reduce no cancela los efectos del hijo")
  func reabrirMismoCasoNoCancela() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = tienda(reloj)
      await store.send(.presentar(id: 1)) { $0.destino = .hoja(Hoja.State(id: 1)) }
      await store.send(.destino(.presented(.hoja(.esperar(sonda)))))
      await store.send(.representar)
      await reloj.advance(by: .seconds(10))
      await store.receive(.destino(.presented(.hoja(.terminado))))
      #expect(sonda.registro.isEmpty)
    }
  }

  /// The same as the test above on the path without a serial executor (macOS 14): the
  /// presentation's long-living effect parks, so no `send` waits for it until its patience runs out
  /// (`EffectActivity.patienceRanOut` counts such waits; no wall-clock bound).
  @Test("Sin ejecutor serie (macOS 14), la presentación en curso no hace esperar a send")
  func presentacionSinEjecutorSerie() async {
    let agotadas = Locked(0)
    await EffectActivity.$forcesSharedPool.withValue(true) {
      await EffectActivity.$patienceRanOut.withValue({ agotadas.withValue { $0 += 1 } }) {
        await presentacionSinEjecutorSerieCuerpo()
      }
    }
    #expect(agotadas.withValue { $0 } == 0, "algún send o receive esperó toda su paciencia")
  }

  func presentacionSinEjecutorSerieCuerpo() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = tienda(reloj)
      await store.send(.presentar(id: 1)) { $0.destino = .hoja(Hoja.State(id: 1)) }
      await store.send(.destino(.presented(.hoja(.esperar(sonda)))))
      await store.send(.representar)
      await reloj.advance(by: .seconds(10))
      await store.receive(.destino(.presented(.hoja(.terminado))))
      #expect(sonda.registro.isEmpty)
    }
  }

  /// TCA 1.24.1 `NavigationID.swift`: the identifier is the `Identifiable` id of the value or of
  /// the enum case's payload, so `.hoja(id: 1)` replaced by `.hoja(id: 2)` is another
  /// presentation and the old one's effects are cancelled. Before this fix only the case counted.
  @Test("Sustituir .hoja(id: 1) por .hoja(id: 2) cancela los efectos del primero")
  func otroIdCancela() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = tienda(reloj)
      await store.send(.presentar(id: 1)) { $0.destino = .hoja(Hoja.State(id: 1)) }
      await store.send(.destino(.presented(.hoja(.esperar(sonda)))))
      await store.send(.presentar(id: 2)) { $0.destino = .hoja(Hoja.State(id: 2)) }
      await reloj.advance(by: .seconds(10))
      await store.finish()
      #expect(sonda.registro == ["cancelado"])
    }
  }

  /// TCA 1.24.1 `IfLetReducer.swift`, `_IfLetReducer.reduce`: `childIDBefore` is taken after
  /// `reduceChild`, so a child that changes its own id keeps its effects (they were started under
  /// the old id, and nothing cancels that one). Before this fix we took it before the child ran.
  @Test("ifLet: un hijo que cambia su propio id no pierde sus efectos")
  func hijoCambiaSuIdNoCancela() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = tienda(reloj)
      await store.send(.abrirHijo) { $0.hijo = Hoja.State() }
      await store.send(.hijo(.esperar(sonda)))
      await store.send(.hijo(.cambiarId(5))) { $0.hijo?.id = 5 }
      await reloj.advance(by: .seconds(10))
      await store.receive(.hijo(.terminado))
      #expect(sonda.registro.isEmpty)
    }
  }

  /// TCA 1.24.1 `IfLetReducer.swift`: the parent setting the child to `nil` cancels its effects
  /// (the counterpart of the test above, so that it cannot pass by never cancelling).
  @Test("ifLet: el padre que pone el hijo a nil sí cancela sus efectos")
  func padreQuitaHijoCancela() async {
    await sinProblemas {
      let reloj = TestClock()
      let sonda = Sonda()
      let store = tienda(reloj)
      await store.send(.abrirHijo) { $0.hijo = Hoja.State() }
      await store.send(.hijo(.esperar(sonda)))
      await store.send(.quitarHijo) { $0.hijo = nil }
      await reloj.advance(by: .seconds(10))
      await store.finish()
      #expect(sonda.registro == ["cancelado"])
    }
  }

  /// TCA 1.24.1 `PresentationReducer.swift`: presenting starts a long-living effect (an `Empty`
  /// publisher that never completes), so `receive` finds effects in flight and waits its whole
  /// timeout; `finish()` and the end of the test cancel it first (`OnFirstAppearID`). Before this
  /// fix `receive` failed at once ("no hay efectos en curso").
  @Test("receive con un destino presentado espera el timeout entero; finish no se queda esperando")
  func receiveEsperaConDestino() async {
    var transcurrido = Duration.zero
    let problemas = await recogerProblemas {
      let store = tienda(TestClock())
      await store.send(.presentar(id: 1)) { $0.destino = .hoja(Hoja.State(id: 1)) }
      let inicio = ContinuousClock.now
      await store.receive(.destino(.presented(.hoja(.terminado))), timeout: .milliseconds(300))
      transcurrido = ContinuousClock.now - inicio
      await store.finish(timeout: .milliseconds(300))
    }
    #expect(transcurrido >= .milliseconds(300))
    #expect(problemas.count == 1)
    #expect(problemas.first?.message.contains("hay efectos en curso que podrían enviarla") == true)
  }
}
