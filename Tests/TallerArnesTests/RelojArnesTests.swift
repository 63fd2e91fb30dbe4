import Foundation
import Testing

@testable import ComposableArchitecture
@testable import TallerArnes

/// Lesson 4's timer: `while true { sleep 1 s; send tick }`, cancellable.
private struct Temporizador: Reducer {
  struct State: Equatable {
    var cuenta = 0
    var activo = false
  }

  enum Action: Equatable { case pulsado, tick }

  enum CancelID { case temporizador }

  @Dependency(\.continuousClock) var clock

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case .pulsado:
      state.activo.toggle()
      guard state.activo else { return .cancel(id: CancelID.temporizador) }
      return .run { [clock] send in
        while true {
          try await clock.sleep(for: .seconds(1))
          await send(.tick)
        }
      }
      .cancellable(id: CancelID.temporizador)
    case .tick:
      state.cuenta += 1
      return .none
    }
  }
}

/// The hidden test lesson 4's author wrote: one `advance` of 2 s, then two ticks.
private let dosTicks = Prueba("dosTicks") {
  let reloj = TestClock()
  let store = TestStore(initialState: Temporizador.State()) { Temporizador() } withDependencies: {
    $0.continuousClock = reloj
  }
  await store.send(.pulsado) { $0.activo = true }
  await reloj.advance(by: .seconds(2))
  await store.receive(.tick) { $0.cuenta = 1 }
  await store.receive(.tick) { $0.cuenta = 2 }
  await store.send(.pulsado) { $0.activo = false }
}

/// Regression: through the harness, one `TestClock.advance` over a repeating timer delivers every
/// tick it covers (it used to deliver one and time out on the second `receive`).
@Suite("El reloj de prueba dentro del arnés")
@MainActor struct RelojArnesTests {
  @Test("--ejecutar: un advance de 2 s entrega los dos ticks")
  func ejecutarUna() async {
    var lineas: [String] = []
    let codigo = await Arnes.ejecutar(
      argumentos: ["--ejecutar", "dosTicks"], pruebas: [dosTicks], entorno: [:],
      salida: { lineas.append($0) }, errores: { lineas.append($0) })
    #expect(codigo == Arnes.Codigo.exito)
    #expect(lineas == ["✓ dosTicks"])
  }

  @Test("Sin ejecutor serie (macOS 14), la misma prueba pasa en el arnés")
  func sinEjecutorSerie() async {
    let resultado = await EffectActivity.$forcesSharedPool.withValue(true) {
      await dosTicks.ejecutar()
    }
    #expect(resultado.mensajes == [])
  }
}
