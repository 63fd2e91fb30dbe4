import Motor

extension TablaDiagnosticos {
  /// Generic entries for how TCA code is spelled without macros, from compile errors in wrong
  /// solutions written blind (issue 30.6): each one explains a first error a learner met, where a
  /// broader entry (`no-existe-en-ambito`) would name no cause. Each has its fixture
  /// `Fixtures/Diagnosticos/<id>.swift`.
  static let deEscritura: [DiagnosticoConocido] = [
    DiagnosticoConocido(
      id: "tipo-anidado-fuera-del-tipo", patron: "cannot find type 'State' in scope",
      otrosPatrones: ["cannot find type 'Action' in scope"], vistoCon: vistosConFixtures, explicacion: """
        `State` y `Action` solo se pueden nombrar así dentro del reducer. Fuera de sus llaves (en la \
        línea de una extensión, en otro tipo, en una prueba) se escriben con el tipo delante: \
        `Contador.State`. Y la conformidad no lleva genéricos: `extension Contador: Reducer {}`; \
        `Reducer` deduce `State` y `Action` de los tipos anidados.
        """),
    DiagnosticoConocido(
      id: "falta-etiqueta", patron: "missing argument label '",
      vistoCon: vistosConFixtures, explicacion: """
        Swift pide la etiqueta que nombra el error: el caso (o la función) declara su valor con \
        nombre, como `case errorRecibido(mensaje: String)`, y entonces se construye con ese nombre: \
        `.errorRecibido(mensaje: valor)`. Para extraerlo, en cambio, el patrón no la necesita: \
        `case let .errorRecibido(mensaje) = accion`.
        """),
    DiagnosticoConocido(
      id: "case-key-path-con-tipo", patron: ".Action>' to expected argument type 'KeyPath<Case<",
      vistoCon: vistosConFixtures, explicacion: """
        Escribiste el key path de la acción con el tipo delante (`\\Tienda.Action.cesta`): así Swift \
        entiende el constructor del caso, no un case key path. En `Scope`, `ifLet` y `receive` se \
        escribe corto, `\\.cesta`, y Swift lo lee a través de `AllCasePaths`; con el tipo, sería \
        `\\Tienda.Action.Cases.cesta`.
        """),
    DiagnosticoConocido(
      id: "scope-accion-de-otro-hijo", patron: ".Action' to expected argument type '",
      otrosPatrones: ["Action>>' to expected argument type 'KeyPath<Case<"], vistoCon: vistosConFixtures, explicacion: """
        Hay una acción de un tipo donde se espera la de otro. En un `Scope` (o `ifLet`) suele ser \
        que junta piezas de dos hijos: el case key path de `action:` lleva a las acciones de uno y \
        el reducer del cierre (o el `state:`) es de otro, y los tres deben ser del mismo: \
        `Scope(state: \\.ajustes, action: \\.ajustes) { Ajustes() }`. En un `send` o un `return`, \
        la acción del hijo va envuelta en el caso del padre que la contiene: `.ajustes(.cerrar)`.
        """),
    DiagnosticoConocido(
      id: "miembro-estatico", patron: "cannot be used on instance of type '",
      vistoCon: vistosConFixtures, explicacion: """
        Ese miembro es `static`: pertenece al tipo, no a cada valor. Desde `body` o un método se \
        escribe con el tipo delante: `Ajustes.avisoNombreVacio` (o `Self.avisoNombreVacio`).
        """),
    DiagnosticoConocido(
      id: "binding-reducer-ruta-al-binding", patron: "'BindingReducer' requires that 'BindingAction<",
      otrosPatrones: ["on 'BindingReducer' requires that 'BindingAction<"], vistoCon: vistosConFixtures, explicacion: """
        `BindingReducer(action:)` no recibe el caso `binding`, sino el enum que lo contiene y cumple \
        `BindableAction`: `BindingReducer(action: \\.view)` cuando el binding vive en `Action.View`. \
        Si el caso `binding` está en la propia `Action` (y `Action: BindableAction`), escribe \
        `BindingReducer()` sin argumentos.
        """),
  ]
}
