import Motor

extension TablaDiagnosticos {
  /// Generic entries taken from compile errors that TCA learners reported in public (issue 33.4):
  /// each cites its reports in `informes`, and `Fixtures/Diagnosticos/Informes/` reproduces every
  /// one of them without macros (`InformesPublicosE2ETests` compiles each reproduction and checks
  /// that its first error is explained by its entry).
  static let deInformes: [DiagnosticoConocido] = [
    DiagnosticoConocido(
      id: "reduce-asincrono", patron: "to parameter expecting synchronous function type",
      vistoCon: vistosConFixtures,
      informes: ["https://speakerdeck.com/player/5636c143da554e96b7875f89fb6e6e00"], explicacion: """
        El cierre de `Reduce` es síncrono: cambia el estado y devuelve un efecto, pero no puede \
        esperar (`await`). El trabajo asíncrono va dentro de un efecto: \
        `return .run { send in let ficha = await … ; await send(.fichaRecibida(ficha)) }`, y el \
        estado se cambia después, en el `case` de esa acción de respuesta.
        """),
    DiagnosticoConocido(
      id: "dependencia-no-sendable", patron: "is not concurrency-safe because non-'Sendable' type",
      otrosPatrones: ["is not concurrency-safe because it is not either conforming to 'Sendable'"],
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-dependencies/issues/244"], explicacion: """
        El valor de una dependencia (`liveValue`, `testValue`) tiene que ser `Sendable`: los efectos \
        lo usan desde otras tareas. Un protocolo existencial (`any Reproductor`) o una clase no lo \
        son. Declara el protocolo `Sendable` (`protocol Reproductor: Sendable`) o, como hace TCA en \
        sus ejemplos, modela el cliente como un `struct` de cierres `@Sendable`.
        """),
    DiagnosticoConocido(
      id: "captura-self-no-sendable", patron: "capture of 'self' with non-",
      vistoCon: vistosConFixtures,
      informes: [
        "https://wp-ivent.storyqbe.top/2026/06/29/dependency%eb%a5%bc-sendable-%ed%81%b4%eb%a1%9c%ec%a0%80-%ec%95%88%ec%97%90%ec%84%9c-%ec%93%b0%eb%a9%b4-%ec%95%88-%eb%90%98%eb%8a%94-%ec%9d%b4%ec%9c%a0-tca-dependency-%ec%98%ac%eb%b0%94/"
      ], explicacion: """
        El cierre de `.run` usa una propiedad del reducer (aunque no escribas `self`), así que \
        captura el reducer entero, y el reducer no es `Sendable` porque guarda algo que no lo es \
        (una clase, un formateador). Lo que use el efecto debe llegar como dependencia \
        (`@Dependency`, cuyo valor es `Sendable`) o copiarse antes en la lista de captura \
        (`.run { [valor] send in … }`); no guardes objetos en las propiedades del reducer.
        """),
    DiagnosticoConocido(
      id: "store-fuera-del-actor-principal", patron: "main actor-isolated initializer 'init(initialState:",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/pull/1392"], explicacion: """
        `Store` vive en el actor principal (`@MainActor`): solo se crea desde código que también \
        lo está. Marca con `@MainActor` la función, el tipo o la prueba que lo crea (una vista de \
        SwiftUI ya lo está); en una prueba, `@MainActor @Test func …`.
        """),
    DiagnosticoConocido(
      id: "dependencia-sin-propiedad", patron: "to expected argument type 'Key.Type'",
      otrosPatrones: ["generic parameter 'Key' could not be inferred"], vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/issues/2228"], explicacion: """
        `@Dependency(\\.nombre)` busca una propiedad `nombre` en `DependencyValues`, y no existe: \
        tener la clave (`DependencyKey` con su `liveValue`) no basta. Decláralas juntas: \
        `extension DependencyValues { var nombre: Cliente { get { self[Cliente.self] } set { \
        self[Cliente.self] = newValue } } }`. Si ya la escribiste, comprueba que el nombre coincide \
        letra por letra.
        """),
    DiagnosticoConocido(
      id: "case-paths-duplicados", patron: "'AllCasePaths' is ambiguous for type lookup",
      otrosPatrones: ["invalid redeclaration of 'AllCasePaths'"], vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/pull/2685"], explicacion: """
        El enum tiene dos `AllCasePaths`: la expansión de `@CasePathable` está escrita dos veces \
        (en el tipo y en una extensión, o en dos archivos). Con TCA pasa al escribir la \
        conformidad a mano y dejar además la macro. Deja una sola: un `AllCasePaths` con un case \
        path por caso y un `static var allCasePaths`.
        """),
    DiagnosticoConocido(
      id: "envoltorio-en-calculada", patron: "property wrapper cannot be applied to a computed property",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/issues/2859"], explicacion: """
        `@PresentationState` (como cualquier envoltorio) necesita una propiedad guardada: el \
        destino presentado vive en el estado y el reducer lo pone a `nil` al cerrar. Declárala \
        `@PresentationState var destino: Destino.State?` y asígnale el valor en el reducer \
        cuando toque presentarlo, en vez de calcularlo.
        """),
    DiagnosticoConocido(
      id: "teststore-estado-no-equatable", patron: "generic class 'TestStore' requires that '",
      otrosPatrones: ["on 'TestStore' requires that '"], vistoCon: vistosConFixtures,
      informes: [
        "https://github.com/pointfreeco/swift-composable-architecture/pull/2294",
        "https://github.com/pointfreeco/swift-composable-architecture/pull/2808",
      ], explicacion: """
        `TestStore` compara el estado que esperas con el que deja tu reducer, así que el `State` \
        del reducer debe ser `Equatable`: `struct State: Equatable { … }` (y lo mismo cada tipo \
        que guarde dentro). El error se ve en la prueba, pero se arregla en la declaración del estado.
        """),
    DiagnosticoConocido(
      id: "body-redeclarado", patron: "invalid redeclaration of 'body'",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/issues/2817"], explicacion: """
        Hay dos `body` para el mismo reducer, uno en el tipo y otro en una extensión. Un reducer \
        tiene un solo `body`: junta en él los reducers de los dos (el builder los ejecuta en orden) \
        y borra el otro. Con la macro `@Reducer`, escríbelo dentro del tipo: la macro no ve las \
        extensiones.
        """),
    DiagnosticoConocido(
      id: "send-binding-sin-binding", patron: ".AllCasePaths'",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/pull/2886"], explicacion: """
        Ese case key path no nombra ningún caso de `Action`: cada uno lleva a un caso \
        (`\\.binding`, `\\.guardarPulsado`) y desde él a lo que contiene. Para un binding, pasa por \
        su caso: `store.send(\\.binding.nombre, "Ana")`. TCA 1.9 añadió el atajo `\\.nombre` y lo \
        retiró en seguida porque ralentizaba el compilador (PR 2886). Si no es un binding, comprueba \
        que el caso exista y que su `AllCasePaths` tenga esa propiedad.
        """),
    DiagnosticoConocido(
      id: "cierre-reduce-opaco", patron: "(_, _) -> _",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/pull/1887"], explicacion: """
        Swift no pudo comprobar el cierre de `Reduce` y solo dice que no es un reducer: el error de \
        verdad está dentro (un nombre mal escrito, un caso que no existe, un `return` que falta), \
        pero lo calla porque comprueba el cierre entero de una vez. Para que lo diga en su línea, \
        escribe los tipos de los parámetros: `Reduce { (state: inout State, action: Action) -> \
        Effect<Action> in … }`, o parte el cierre en una función aparte.
        """),
  ]
}
