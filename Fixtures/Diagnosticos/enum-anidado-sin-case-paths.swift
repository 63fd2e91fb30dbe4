// Prueba real de la entrada `enum-anidado-sin-case-paths` (lección 5): `\.avisos.sonido` atraviesa
// un enum anidado que no tiene sus case paths (`@CasePathable`).
// cita: Alarma.swift (el ejemplo del catálogo de la lección 5, que cita su error con este nombre)
import ComposableArchitecture

struct Sonido: Reducer {
  struct State: Equatable { var volumen = 3 }
  enum Action: Equatable { case subir }
  var body: some ReducerOf<Self> {
    Reduce { state, _ in
      state.volumen += 1
      return .none
    }
  }
}

struct Alarma: Reducer {
  struct State: Equatable { var sonido = Sonido.State() }

  enum Action: Equatable {
    case avisos(Avisos)
    enum Avisos: Equatable { case sonido(Sonido.Action) }
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.sonido, action: \.avisos.sonido) {
      Sonido()
    }
  }
}

extension Alarma.Action: CasePathable {
  struct AllCasePaths {
    var avisos: AnyCasePath<Alarma.Action, Alarma.Action.Avisos> {
      AnyCasePath(embed: Alarma.Action.avisos, extract: { accion in
        guard case let .avisos(avisos) = accion else { return nil }
        return avisos
      })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
