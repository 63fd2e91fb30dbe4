import Motor

extension MensajesDiagnosticos {
  /// The Spanish explanations of the generic entries of every lesson (`TablaDiagnosticos.genericos` after the two lists below), by id.
  static let textosGenericos: [String: String] = [
    "pruebas-sin-miembro": """
        Tu código no ofrece lo que las pruebas usan: este error está en una prueba oculta (no la \
        edites), que nombra un caso o una propiedad que tu tipo ya no tiene con ese nombre o en ese \
        sitio (el error dice cuál y de qué tipo). Vuelve a darle la forma que pide la lección: el \
        mismo nombre y el mismo anidamiento que tenía la plantilla, aunque muevas la lógica.
        """,
    "pruebas-sin-conformidad": """
        Tu código no ofrece lo que las pruebas usan: este error está en una prueba oculta (no la \
        edites), que crea un `TestStore` (o un `Scope`) con tu tipo y necesita que cumpla el \
        protocolo que nombra el error. Tu tipo ya no lo declara: devuelve la conformidad (por \
        ejemplo `: Reducer`) a su declaración o a una extensión, y arregla el error que la \
        conformidad muestre entonces en tu archivo.
        """,
    "dependencia-por-tipo-sin-clave": """
        `@Dependency(Tipo.self)` solo vale si ese tipo es él mismo una clave de dependencia \
        (`TestDependencyKey` o `DependencyKey`, con su `testValue` o `liveValue`). Las dependencias \
        de la biblioteca (`date`, `continuousClock`, `uuid`, `mainQueue`…) se piden por su ruta en \
        `DependencyValues`: `@Dependency(\\.date) var fecha`. Para un cliente tuyo, o haces que el \
        tipo cumpla `DependencyKey`, o declaras su clave y la propiedad en `extension DependencyValues`.
        """,
    "estado-no-equatable": """
        Swift no puede escribir `==` para este tipo porque alguna de sus propiedades guardadas no es \
        `Equatable`. Revísalas una a una: en TCA suele ser el estado de un destino presentado \
        (`@PresentationState var destino: Destino.State?`) o un enum de estados que no declara \
        `Equatable`. Añádeselo (`extension Destino.State: Equatable {}`; con la macro, \
        `@Reducer(state: .equatable) enum Destino`) en vez de quitárselo al padre: `TestStore` \
        necesita comparar estados.
        """,
    "self-antes-de-inicializar": """
        En un `init` no puedes llamar a métodos ni leer propiedades calculadas de `self` hasta que \
        todas las propiedades guardadas tengan valor. Calcula el valor con los parámetros del `init` \
        (o con una función `static`), o da primero un valor a cada propiedad y llama después al método.
        """,
    "reducer-sin-conformidad": """
        Tu tipo no cumple `Reducer`. Comprueba dos cosas: que tenga `body` o \
        `reduce(into:action:)` (uno de los dos), y que sus tipos anidados se llamen exactamente \
        `State` y `Action` (en inglés, con mayúscula): `Accion` o `Estado` no sirven.
        """,
    "case-pathable-incompleto": """
        Ese enum declara `CasePathable`, pero le falta lo que la conformidad pide y que `@CasePathable` \
        escribiría por ti: un `struct AllCasePaths` con una propiedad `AnyCasePath` por caso y \
        `static var allCasePaths: AllCasePaths { AllCasePaths() }`. Escríbelos en esa extensión (toma \
        como modelo otra extensión `CasePathable` del taller, como la de `Action`); una extensión \
        vacía solo cambia el error de sitio.
        """,
    "vista-envia-accion-interna": """
        `tickRecibido` no es un caso de `Action.View`: es una acción interna, que envía un efecto \
        del reducer y nunca la vista. Si el error está en la vista (`send(.tickRecibido)`), la \
        vista no puede provocarla: añade un gesto (por ejemplo `alAparecer`) y lanza el efecto \
        desde el reducer. Si está en el `switch` del reducer, esa rama sobra entre los gestos: el \
        tick se trata en la rama de las acciones internas, no vuelvas a añadirlo a `Action.View`.
        """,
    "binding-reducer-sin-bindable-action": """
        `BindingReducer()` solo funciona si `Action` cumple `BindableAction`, es decir, si tiene \
        `case binding(BindingAction<State>)` y declara la conformidad: \
        `enum Action: BindableAction { case binding(BindingAction<State>) … }`.
        """,
    "binding-en-dos-sitios": """
        El compilador encuentra dos caminos igual de buenos para lo que escribiste. En TCA suele \
        pasar cuando `binding` está a la vez en `Action` y en `Action.View`: entonces `store.campo` \
        no sabe cuál usar. Deja el caso `binding` en un solo sitio.
        """,
    "switch-incompleto": """
        Un `switch` sobre las acciones debe tratar todos los casos. La nota del compilador dice cuál \
        falta. Si ese caso debe existir, dale su `case` en el reducer (aunque solo devuelva `.none`). \
        Si no debería estar ahí (lo moviste a otro enum, o el ejercicio pide quitarlo), bórralo de su \
        enum en vez de tratarlo.
        """,
    "falta-return": """
        Cada camino de la función debe devolver un valor. En un reducer, cada `case` termina \
        con `return .none` o con el efecto que quieras lanzar.
        """,
    "estado-inmutable": """
        Estás modificando algo que no se puede modificar. En `reduce(into:action:)` el estado \
        llega como `inout State`: cámbialo a través de ese parámetro, no de una copia con `let`.
        """,
    "builder-sin-atributo": """
        Swift no consigue deducir los tipos de los reducers de `body`. Lo habitual es que `body` \
        tenga varios reducers seguidos y no lleve `@ReducerBuilder<State, Action>`: sin ese \
        atributo, Swift no sabe combinarlos. Solo lo hereda del protocolo cuando `: Reducer` está \
        en la propia declaración del tipo; si la conformidad va en una extensión aparte (como la \
        escribe `@Reducer`), pon `@ReducerBuilder<State, Action>` encima de `var body`.
        """,
    "archivo-no-utf8": """
        El archivo no está guardado en UTF-8, la única codificación que acepta Swift: algún carácter \
        (una ñ, una tilde, unas comillas tipográficas) quedó en otra, como Latin-1 o Windows-1252, \
        típicas de editores antiguos o de copiar desde otro programa. La columna señala ese byte. \
        Guárdalo en UTF-8 (en Xcode, *File Inspector ▸ Text Encoding ▸ Unicode (UTF-8)*; en VS Code, \
        la codificación de la barra de estado ▸ *Save with Encoding* ▸ UTF-8), revisa que ese carácter \
        se vea bien y vuelve a ejecutar el checker.
        """,
    "codigo-suelto": """
        Hay código suelto fuera de cualquier tipo o función (una llamada, un `print`, una \
        asignación). Un módulo de lección es una biblioteca: en el nivel superior de un archivo solo \
        caben declaraciones (`struct`, `enum`, `extension`, `func`, `let`, `var`). Mueve esa línea \
        dentro de la función o del reducer donde debe ejecutarse, o bórrala si era una prueba tuya. \
        Si la línea ya estaba dentro de un tipo, sobra una `}` encima que lo cierra antes de tiempo.
        """,
    "sintaxis-llave": """
        Falta una llave de cierre `}`. El compilador lo nota donde termina el bloque de fuera (a \
        veces al final del archivo), no donde la olvidaste: la nota `to match this opening '{'` \
        señala la llave que quedó abierta. Desde ahí, busca el `switch`, el `case` o el cierre al \
        que le falta su `}`.
        """,
    "sintaxis-sentencias": """
        Hay dos instrucciones seguidas en la misma línea. Casi siempre falta algo entre ellas: un \
        salto de línea, un operador, una coma o un paréntesis. Mira la columna que señala el \
        error: ahí empieza la segunda instrucción.
        """,
    "sintaxis-expresion": """
        Swift esperaba un valor y encontró otra cosa: un operador sin su segundo operando, una \
        coma o un paréntesis de más, o una línea a medio escribir. Completa la expresión en la \
        posición que señala el error (o justo antes).
        """,
    "no-existe-en-ambito": """
        El compilador no encuentra ese nombre. Revisa que esté escrito exactamente igual \
        (mayúsculas incluidas) y que esté declarado donde lo usas.
        """,
  ]
}
