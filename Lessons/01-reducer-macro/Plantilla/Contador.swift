import ComposableArchitecture

// Ejercicio 1 · La ceremonia que `@Reducer` escribe por ti.
//
// Con TCA real escribirías solo esto:
//
//   @Reducer
//   struct Contador {
//     struct State: Equatable { var cuenta = 0 }
//     enum Action { case incrementarPulsado, decrementarPulsado, reiniciarPulsado }
//     var body: some Reducer<State, Action> { Reduce { state, action in … } }
//   }
//
// Aquí no hay macros: cada pieza que añadirían va escrita a mano y marcada. `body` se declara
// `some Reducer<State, Action>`, que compila antes y después de escribir la conformidad;
// `some ReducerOf<Self>` solo compila cuando `Contador` ya es un `Reducer`.

/// Un contador con tres botones: sumar uno, restar uno y volver a cero.
struct Contador {
  /// Lo que la pantalla muestra.
  struct State: Equatable {
    /// El número en pantalla; puede ser negativo.
    var cuenta = 0
  }

  /// Los tres botones. (`@Reducer` le pondría `@CasePathable`: mira la extensión del final).
  enum Action: Equatable {
    case incrementarPulsado
    case decrementarPulsado
    case reiniciarPulsado
  }

  // Lo que @Reducer generaría (TCA 1.8 o posterior, para este `some Reducer<State, Action>`):
  // el atributo del result builder sobre `body`, con los mismos genéricos.
  @ReducerBuilder<State, Action>
  var body: some Reducer<State, Action> {
    Reduce { state, action in
      // TODO: implementa los tres botones: `incrementarPulsado` suma uno a `cuenta`,
      // `decrementarPulsado` resta uno y `reiniciarPulsado` la deja en cero. Ninguno lanza efectos.
      return .none
    }
  }
}

// TODO: escribe aquí lo que @Reducer generaría fuera del tipo: la conformidad de `Contador` a
// `Reducer`, en una extensión aparte. Sin ella, ni `Store` ni `TestStore` aceptan `Contador`.

// Lo que @CasePathable generaría: un `AnyCasePath` por caso de `Action` (así funciona `\.caso`).
extension Contador.Action: CasePathable {
  struct AllCasePaths {
    var incrementarPulsado: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(embed: { .incrementarPulsado }) { accion in
        guard case .incrementarPulsado = accion else { return nil }
        return ()
      }
    }
    var decrementarPulsado: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(embed: { .decrementarPulsado }) { accion in
        guard case .decrementarPulsado = accion else { return nil }
        return ()
      }
    }
    var reiniciarPulsado: AnyCasePath<Contador.Action, Void> {
      AnyCasePath(embed: { .reiniciarPulsado }) { accion in
        guard case .reiniciarPulsado = accion else { return nil }
        return ()
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
