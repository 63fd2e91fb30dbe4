import ComposableArchitecture
import Foundation

/// A feature whose effect waits on the clock under a cancellation id and reports, through a
/// probe, whether it finished or saw `Task.isCancelled`.
struct Espera: Reducer {
  struct State: Equatable { var terminadas = 0 }

  enum Action: Equatable {
    case empezar(String)
    case empezarUnica(String)
    case cancelar
    case terminada
  }

  enum CancelID { case espera }

  let sonda: Sonda
  @Dependency(\.continuousClock) var reloj

  func reduce(into state: inout State, action: Action) -> Effect<Action> {
    switch action {
    case let .empezar(nombre):
      return esperar(nombre).cancellable(id: CancelID.espera)
    case let .empezarUnica(nombre):
      return esperar(nombre).cancellable(id: CancelID.espera, cancelInFlight: true)
    case .cancelar:
      return .cancel(id: CancelID.espera)
    case .terminada:
      state.terminadas += 1
      return .none
    }
  }

  private func esperar(_ nombre: String) -> Effect<Action> {
    .run { [sonda, reloj] send in
      do {
        try await reloj.sleep(for: .seconds(5))
        sonda.anotar("\(nombre): terminada")
        await send(.terminada)
      } catch {
        sonda.anotar("\(nombre): \(Task.isCancelled ? "cancelada" : "error")")
      }
    }
  }
}
