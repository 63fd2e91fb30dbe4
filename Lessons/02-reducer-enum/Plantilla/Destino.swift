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
  // TODO: (ejercicio 1) Lo que @Reducer generaría aquí: la conformidad de `State` a
  // `CaseReducerState`, que dice qué reducer es el suyo (`typealias StateReducer = …`). Sin ella,
  // `ifLet` no sabe con qué reducer ejecutar el destino si no le das uno.
  @dynamicMemberLookup
  enum State {
    // TODO: (ejercicio 1) un caso por cada caso de `Destino`, con el mismo nombre y el *estado* de
    // su reducer dentro. Una alerta no es un reducer: su caso guarda el `AlertState<Alert>` tal cual.
  }

  // …y una acción con los mismos casos.
  enum Action {
    // TODO: (ejercicio 1) los mismos casos, cada uno con la *acción* de su reducer. El caso de la
    // alerta lleva lo que envían sus botones: un `Alert`.
  }

  /// Lleva cada acción al reducer hijo de su caso, con un `Scope` por caso (como TCA ≤ 1.24). La
  /// alerta no es un reducer: no lleva `Scope` (la expansión de TCA 1.17–1.25 tampoco lo genera).
  @ReducerBuilder<State, Action>
  static var body: some Reducer<State, Action> {
    // TODO: (ejercicio 1) enruta cada acción a su hijo: un `Scope` por reducer hijo, con las rutas de
    // su caso.
    EmptyReducer()
  }
}

// TODO: (ejercicio 1) escribe aquí lo que @Reducer generaría fuera del enum: la conformidad que une
// `Destino` con su `body` estático (el protocolo de los reducers que son un enum de casos).

// Esto no lo genera la macro: también en TCA lo añades tú para comparar estados en las pruebas.
extension Destino.State: Equatable {}
extension Destino.Action: Equatable {}
