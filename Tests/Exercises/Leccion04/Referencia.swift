import ComposableArchitecture
import Foundation
@testable import Leccion04

/// Un defecto del temporizador: lo que cambia en ``ContadorDeReferencia`` para comprobar que la prueba
/// del alumno (ejercicio 4) lo detecta. Cada uno es un error que un contador podría tener de verdad.
enum DefectoTemporizador: String, CaseIterable, Sendable {
  /// Cada tick suma 2 en vez de 1.
  case tickSumaDos
  /// Pararlo no cancela el efecto: los ticks siguen llegando.
  case pararNoCancela
  /// Los ticks llegan cada 2 segundos en vez de cada segundo.
  case periodoDeDosSegundos
  /// Arrancarlo no pone `temporizadorActivo` a `true` (y pararlo no lo vuelve a `false`).
  case noMarcaActivo
  /// Al arrancarlo envía un tick en el acto, antes de esperar el primer segundo.
  case tickAlArrancar
  /// Envía un solo tick, al primer segundo, y el efecto termina: no se repite.
  case unSoloTick
}

/// El contador del enunciado (ejercicio 1), escrito por el taller, con un defecto opcional.
///
/// Usa los tipos del alumno (`Contador.State`, `Contador.Action`), que la plantilla ya trae, pero no su
/// reducer: la prueba del alumno se juzga contra este.
struct ContadorDeReferencia: Reducer {
  typealias State = Contador.State
  typealias Action = Contador.Action

  /// El defecto que se le ha puesto, o `nil` para el correcto.
  let defecto: DefectoTemporizador?

  /// El identificador de su temporizador (propio, para no depender del `CancelID` del alumno).
  enum IDTemporizador { case temporizador }

  @Dependency(\.continuousClock) var clock

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      if case .view(.incrementarPulsado) = action { state.cuenta += 1 }
      if case .view(.decrementarPulsado) = action { state.cuenta -= 1 }
      if case .view(.reiniciarPulsado) = action { state.cuenta = 0 }
      if case ._internal(.tickRecibido) = action { state.cuenta += defecto == .tickSumaDos ? 2 : 1 }
      guard case .view(.temporizadorPulsado) = action else { return .none }
      return alternarTemporizador(&state)
    }
  }

  /// Arranca o para el temporizador según `temporizadorActivo`.
  private func alternarTemporizador(_ state: inout State) -> Effect<Action> {
    let arranca = !state.temporizadorActivo
    if defecto != .noMarcaActivo { state.temporizadorActivo.toggle() }
    // Con `noMarcaActivo` el estado nunca dice que corre: cada pulsación lo arranca de nuevo.
    guard arranca else {
      return defecto == .pararNoCancela ? .none : .cancel(id: IDTemporizador.temporizador)
    }
    let periodo: Duration = defecto == .periodoDeDosSegundos ? .seconds(2) : .seconds(1)
    let tickInicial = defecto == .tickAlArrancar
    let repite = defecto != .unSoloTick
    return .run { [clock] send in
      if tickInicial { await send(._internal(.tickRecibido)) }
      repeat {
        try await clock.sleep(for: periodo)
        await send(._internal(.tickRecibido))
      } while repite
    }
    .cancellable(id: IDTemporizador.temporizador, cancelInFlight: true)
  }
}
