import Motor

extension MensajesDiagnosticos {
  /// The Spanish explanations of the entries for how TCA is spelled without macros (`TablaDiagnosticos.deEscritura`), by id.
  static let textosEscritura: [String: String] = [
    "tipo-anidado-fuera-del-tipo": """
        `State` y `Action` son tipos anidados del reducer con esos nombres exactos, y solo se pueden \
        nombrar así dentro de sus llaves. Si el error está dentro del reducer, ese tipo ya no se llama \
        así (por ejemplo, lo renombraste a `enum Acciones`): devuélvele su nombre, porque `Reducer` \
        deduce `State` y `Action` de los tipos anidados que se llaman así. Si está fuera (en la línea \
        de una extensión, en otro tipo, en una prueba), escríbelo con el tipo delante: \
        `Contador.State`. Y la conformidad no lleva genéricos: `extension Contador: Reducer {}`.
        """,
    "falta-etiqueta": """
        Swift pide la etiqueta que nombra el error: el caso (o la función) declara su valor con \
        nombre, como `case errorRecibido(mensaje: String)`, y entonces se construye con ese nombre: \
        `.errorRecibido(mensaje: valor)`. Para extraerlo, en cambio, el patrón no la necesita: \
        `case let .errorRecibido(mensaje) = accion`.
        """,
    "case-key-path-con-tipo": """
        Escribiste el key path de la acción con el tipo delante (`\\Tienda.Action.cesta`): así Swift \
        entiende el constructor del caso, no un case key path. En `Scope`, `ifLet` y `receive` se \
        escribe corto, `\\.cesta`, y Swift lo lee a través de `AllCasePaths`; con el tipo, sería \
        `\\Tienda.Action.Cases.cesta`.
        """,
    "scope-accion-de-otro-hijo": """
        Hay una acción de un tipo donde se espera la de otro. En un `Scope` (o `ifLet`) suele ser \
        que junta piezas de dos hijos: el case key path de `action:` lleva a las acciones de uno y \
        el reducer del cierre (o el `state:`) es de otro, y los tres deben ser del mismo: \
        `Scope(state: \\.ajustes, action: \\.ajustes) { Ajustes() }`. En un `send` o un `return`, \
        la acción del hijo va envuelta en el caso del padre que la contiene: `.ajustes(.cerrar)`.
        """,
    "miembro-estatico": """
        Ese miembro es `static`: pertenece al tipo, no a cada valor. Desde `body` o un método se \
        escribe con el tipo delante: `Ajustes.avisoNombreVacio` (o `Self.avisoNombreVacio`).
        """,
    "binding-reducer-ruta-al-binding": """
        `BindingReducer(action:)` no recibe el caso `binding`, sino el enum que lo contiene y cumple \
        `BindableAction`: `BindingReducer(action: \\.view)` cuando el binding vive en `Action.View`. \
        Si el caso `binding` está en la propia `Action` (y `Action: BindableAction`), escribe \
        `BindingReducer()` sin argumentos.
        """,
  ]
}
