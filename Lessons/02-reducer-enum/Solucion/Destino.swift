import ComposableArchitecture

// En un proyecto real escribirías solo esto:
//
//   @Reducer
//   enum Destino {
//     case detalle(Detalle)
//     case ajustes(Ajustes)
//     case alert(AlertState<Alert>)
//
//     enum Alert { case confirmarVaciar }
//   }
//
// Aquí no hay macros: lo que sigue es lo que @Reducer generaría, escrito a mano.

/// Los destinos que la lista puede presentar, como mucho uno a la vez.
///
/// Nadie crea valores de `Destino`: toda su lógica vive en el `body` estático, que `ifLet` usa
/// cuando no le das un cierre. Refleja un `@Reducer enum` de TCA con la expansión de 1.8–1.24 (con `Scope`).
enum Destino {
  case detalle(Detalle)
  case ajustes(Ajustes)
  case alert(AlertState<Alert>)

  /// Lo que pueden enviar los botones de la alerta (el de cancelar no envía nada).
  enum Alert {
    case confirmarVaciar
  }

  // Lo que @Reducer generaría: un estado con un caso por hijo, unido a este reducer…
  // (`@dynamicMemberLookup` permite leer `estado.detalle` como un opcional; la macro le pone
  // también `@CasePathable`, aquí escrito en `Destino+CasePaths.swift`, y `@ObservableState`, que
  // aquí sería solo `extension Destino.State: ObservableState {}`: nada observa este estado).
  @dynamicMemberLookup
  enum State: CaseReducerState {
    typealias StateReducer = Destino
    case detalle(Detalle.State)
    case ajustes(Ajustes.State)
    // Una alerta no es un reducer: su estado es el propio `AlertState`, sin `.State`.
    case alert(AlertState<Alert>)
  }

  // …y una acción con los mismos casos.
  enum Action {
    case detalle(Detalle.Action)
    case ajustes(Ajustes.Action)
    // La alerta envía el caso de `Alert` del botón pulsado.
    case alert(Alert)
  }

  /// Lleva cada acción al reducer hijo de su caso, con un `Scope` por caso (como TCA ≤ 1.24). La
  /// alerta no es un reducer: no lleva `Scope` (la expansión de TCA 1.17–1.25 tampoco lo genera).
  @ReducerBuilder<State, Action>
  static var body: some Reducer<State, Action> {
    Scope(state: \.detalle, action: \.detalle) {
      Detalle()
    }
    Scope(state: \.ajustes, action: \.ajustes) {
      Ajustes()
    }
  }
}

// Lo que @Reducer generaría: la conformidad que une el enum con su `body` estático.
extension Destino: CaseReducer {}

// Esto no lo genera la macro: también en TCA lo añades tú para comparar estados en las pruebas.
extension Destino.State: Equatable {}
extension Destino.Action: Equatable {}
