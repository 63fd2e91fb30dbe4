import Motor

extension MensajesDiagnosticos {
  /// The Spanish explanations of the entries from compile errors TCA learners reported in public (`TablaDiagnosticos.deInformes`), by id.
  static let textosInformes: [String: String] = [
    "reduce-asincrono": """
        El cierre de `Reduce` es síncrono: cambia el estado y devuelve un efecto, pero no puede \
        esperar (`await`). El trabajo asíncrono va dentro de un efecto: \
        `return .run { send in let ficha = await … ; await send(.fichaRecibida(ficha)) }`, y el \
        estado se cambia después, en el `case` de esa acción de respuesta.
        """,
    "dependencia-no-sendable": """
        El valor de una dependencia (`liveValue`, `testValue`) tiene que ser `Sendable`: los efectos \
        lo usan desde otras tareas. Un protocolo existencial (`any Reproductor`) o una clase no lo \
        son. Declara el protocolo `Sendable` (`protocol Reproductor: Sendable`) o, como hace TCA en \
        sus ejemplos, modela el cliente como un `struct` de cierres `@Sendable`.
        """,
    "captura-self-no-sendable": """
        El cierre de `.run` usa una propiedad del reducer (aunque no escribas `self`), así que \
        captura el reducer entero, y el reducer no es `Sendable` porque guarda algo que no lo es \
        (una clase, un formateador). Lo que use el efecto debe llegar como dependencia \
        (`@Dependency`, cuyo valor es `Sendable`) o copiarse antes en la lista de captura \
        (`.run { [valor] send in … }`); no guardes objetos en las propiedades del reducer.
        """,
    "store-fuera-del-actor-principal": """
        `Store` vive en el actor principal (`@MainActor`): solo se crea desde código que también \
        lo está. Marca con `@MainActor` la función, el tipo o la prueba que lo crea (una vista de \
        SwiftUI ya lo está); en una prueba, `@MainActor @Test func …`.
        """,
    "dependencia-sin-propiedad": """
        `@Dependency(\\.nombre)` busca una propiedad `nombre` en `DependencyValues`, y no existe: \
        tener la clave (`DependencyKey` con su `liveValue`) no basta. Decláralas juntas: \
        `extension DependencyValues { var nombre: Cliente { get { self[Cliente.self] } set { \
        self[Cliente.self] = newValue } } }`. Si ya la escribiste, comprueba que el nombre coincide \
        letra por letra.
        """,
    "case-paths-duplicados": """
        El enum tiene dos `AllCasePaths`: la expansión de `@CasePathable` está escrita dos veces \
        (en el tipo y en una extensión, o en dos archivos). Con TCA pasa al escribir la \
        conformidad a mano y dejar además la macro. Deja una sola: un `AllCasePaths` con un case \
        path por caso y un `static var allCasePaths`.
        """,
    "envoltorio-en-calculada": """
        `@PresentationState` (como cualquier envoltorio) necesita una propiedad guardada: el \
        destino presentado vive en el estado y el reducer lo pone a `nil` al cerrar. Declárala \
        `@PresentationState var destino: Destino.State?` y asígnale el valor en el reducer \
        cuando toque presentarlo, en vez de calcularlo.
        """,
    "teststore-estado-no-equatable": """
        `TestStore` compara el estado que esperas con el que deja tu reducer, así que el `State` \
        del reducer debe ser `Equatable`: `struct State: Equatable { … }` (y lo mismo cada tipo \
        que guarde dentro). El error se ve en la prueba, pero se arregla en la declaración del estado.
        """,
    "body-redeclarado": """
        Hay dos `body` para el mismo reducer, uno en el tipo y otro en una extensión. Un reducer \
        tiene un solo `body`: junta en él los reducers de los dos (el builder los ejecuta en orden) \
        y borra el otro. Con la macro `@Reducer`, escríbelo dentro del tipo: la macro no ve las \
        extensiones.
        """,
    "send-binding-sin-binding": """
        Ese case key path pasa por un nombre que no está en el `AllCasePaths` del enum que nombra el \
        error. En `\\.caso.subcaso`, `caso` tiene que ser un caso de `Action` y `subcaso`, un caso del \
        enum que `caso` lleva dentro; cada enum del camino necesita su `AllCasePaths`, con una propiedad \
        por caso (lo que generaría `@CasePathable`), y un enum anidado lo necesita por su cuenta. \
        Comprueba que el caso exista y que ese `AllCasePaths` lo ofrezca. Si querías un binding, pasa \
        por su caso: `store.send(\\.binding.nombre, "Ana")`; TCA 1.9 añadió el atajo `\\.nombre` y lo \
        retiró en seguida porque ralentizaba el compilador (PR 2886).
        """,
    "cierre-reduce-opaco": """
        Swift no pudo comprobar el cierre de `Reduce` y solo dice que no es un reducer: el error de \
        verdad está dentro (un nombre mal escrito, un caso que no existe, un `return` que falta), \
        pero lo calla porque comprueba el cierre entero de una vez. Para que lo diga en su línea, \
        escribe los tipos de los parámetros: `Reduce { (state: inout State, action: Action) -> \
        Effect<Action> in … }`, o parte el cierre en una función aparte.
        """,
  ]
}
