import Motor

/// The Spanish text of the source analyzers' findings (``HallazgoAnalisis``), as named functions.
public enum MensajesAnalisis {
  /// `Revisión del código`: the block's title.
  public static let titulo = "Revisión del código"

  /// `esencial`, `accionable`…, as shown in brackets before each finding.
  public static func tipo(_ tipo: TipoHallazgo) -> String {
    switch tipo {
    case .esencial: "esencial"
    case .accionable: "recomendado"
    case .informativo: "para saber"
    case .celebratorio: "¡bien!"
    }
  }

  /// The finding's explanation (several lines), without its location.
  public static func texto(_ hallazgo: HallazgoAnalisis) -> String {
    let tipoSwift = hallazgo.tipoSwift.map { "`\($0)`" } ?? "tu tipo"
    switch hallazgo.id {
    case .reducerBodyYReduce:
      let lineaBody = hallazgo.lineaBody.map { " (línea \($0))" } ?? ""
      return """
        \(tipoSwift) define `body`\(lineaBody) y `reduce(into:action:)` a la vez. Con `@Reducer`, en TCA 1.4–1.24, \
        esto no compila; la macro marca `reduce` con este error:
          error: A 'reduce' method should not be defined in a reducer with a 'body'; it takes precedence and 'body' will never be invoked
        Es decir: `reduce` tiene prioridad y `body` no se ejecutará nunca. Este cuaderno no usa la macro, así que \
        el checker hace esa comprobación por ella: la lección no está completa mientras el tipo tenga los dos.
        En TCA 1.25+ ya no es un error: la macro avisa de que `reduce(into:action:)` está obsoleto y el que \
        se ejecuta es `body`. En ninguna versión tiene sentido dejar los dos: deja uno solo (mejor `body`).
        """
    case .taskEnReducer:
      return """
        `Task` dentro del reducer \(tipoSwift): ese trabajo queda fuera de `Effect`. No se puede cancelar \
        con `.cancellable(id:)` ni `.cancel(id:)`, sus acciones no pasan por el store, y el `TestStore` no \
        puede esperarlo (la prueba acaba antes, o falla sin decir por qué). Devuelve el trabajo como efecto: \
        `return .run { send in … }`, y si el trabajo tiene un resultado, envíalo con `await send(…)` a una \
        acción de tu `Action`.
        """
    case .dependenciaSinInyectar:
      return """
        El reducer \(tipoSwift) lee una dependencia por su valor directo (`….liveValue`): así usa siempre \
        ese valor, aunque el store o el `TestStore` le den otro, y ninguna prueba puede sustituirlo ni ver \
        sus llamadas. Declárala con `@Dependency(\\.clave) var clave` (la clave de `DependencyValues` que \
        define su archivo) y usa esa propiedad en el reducer y dentro de `.run`.
        """
    case .fatalErrorEnCodigo:
      return """
        Queda un `fatalError(…)` en tu código: si esa línea se ejecuta, detiene el programa entero (y la \
        prueba cuenta como fallida). Si marcaba algo pendiente, complétalo; si un caso «no puede pasar», \
        devuelve `.none` o un valor razonable en su lugar.
        """
    case .manipulaPruebas:
      return """
        Tu código termina el proceso de la prueba o lee lo que solo usa el arnés (`exit`, `abort`, \
        `/proc/self/…`, `TALLER_EVENTOS`, `TALLER_SECRETO_FD`). Ninguna lección lo necesita, y así un \
        resultado podría no venir de las pruebas: la lección no cuenta como completada mientras esté. \
        Quita esa línea; si querías parar ante un caso imposible, devuelve `.none` o un valor razonable.
        """
    case .typealiasDelFixIt:
      let nombre = hallazgo.alias?.nombre ?? "Action"
      let tipo = hallazgo.alias?.tipo ?? "…"
      return """
        `typealias \(nombre) = \(tipo)` en \(tipoSwift): es el arreglo que ofrece Swift para «does not conform to \
        protocol 'Reducer'», y compila, pero esconde la causa en vez de arreglarla: `Reducer` busca un tipo \
        llamado `\(nombre)`, y el tuyo se llama `\(tipo)`. Renombra `\(tipo)` a `\(nombre)` (en su declaración y \
        donde lo uses) y borra el `typealias`; así lo escribiría `@Reducer`, y el siguiente que lea el código \
        no tendrá que adivinar cuál de los dos nombres es el de verdad.
        """
    case .storeSendEnVista:
      return """
        \(tipoSwift) conforma `ViewActionSending` (lo que generaría `@ViewAction`), pero aquí envía con \
        `store.send(…)`. Por `store.send` la vista puede enviar cualquier acción, también una `_internal` o un \
        `delegate`, así que la garantía de que solo envía gestos se pierde. \(arregloStoreSend(hallazgo.enviado)) \
        En TCA 1.17–1.25, `@ViewAction` avisa de lo mismo: «Do not use 'store.send' directly when using \
        '@ViewAction'».
        """
    case .reduceObsoleto:
      return """
        \(tipoSwift) solo define `reduce(into:action:)`: correcto hasta TCA 1.24, pero desde 1.25 `@Reducer` \
        avisa de que ese método está obsoleto («'reduce(into:action:)' is deprecated: Reducers should be \
        defined using the 'body' property and a 'Reduce'.»). La forma recomendada es `var body` con un `Reduce { state, action in … }`.
        """
    }
  }

  /// The fix for `store-send-en-vista`, with what the student sent when it is known: the inner case
  /// of `.view(…)`, or a case that still has to move into `Action.View`.
  static func arregloStoreSend(_ enviado: String?) -> String {
    guard let enviado else {
      return "Usa el `send(_:)` de la vista, que solo acepta casos de `Action.View`: `send(.caso)` en lugar de `store.send(.view(.caso))`."
    }
    if enviado.hasPrefix(".view("), enviado.hasSuffix(")") {
      let gesto = enviado.dropFirst(".view(".count).dropLast()
      return "Usa el `send(_:)` de la vista, que solo acepta casos de `Action.View`: `send(\(gesto))` en lugar de `store.send(\(enviado))`."
    }
    return """
      Usa el `send(_:)` de la vista, que solo acepta casos de `Action.View`: si `\(enviado)` es un gesto del usuario, \
      su caso va en `Action.View` y se envía con `send(\(enviado))`; si no lo es, la vista no debe enviarlo.
      """
  }

  /// One finding's headline: `[esencial] Sources/…/Reproductor.swift:48`.
  public static func cabecera(_ hallazgo: HallazgoAnalisis) -> String {
    "[\(tipo(hallazgo.tipo))] \(hallazgo.ubicacion)"
  }

  /// Under the summary when only esencial findings keep the lesson from completing.
  public static func bloqueaLeccion(_ cuantos: Int) -> String {
    cuantos == 1
      ? "La revisión del código encontró 1 problema esencial: la lección no está completa hasta resolverlo."
      : "La revisión del código encontró \(cuantos) problemas esenciales: la lección no está completa hasta resolverlos."
  }

  /// After the tests: findings in files the student has not touched yet, which the compact report
  /// does not show first. `Revisión del código: Reproductor.swift sigue igual que en la plantilla…`
  public static func sinTocar(_ hallazgos: [HallazgoAnalisis]) -> String {
    var nombres: [String] = []
    for hallazgo in hallazgos {
      let nombre = "`" + (hallazgo.archivo.split(separator: "/").last.map(String.init) ?? hallazgo.archivo) + "`"
      if !nombres.contains(nombre) { nombres.append(nombre) }
    }
    let archivos = nombres.count == 1
      ? nombres[0] : nombres.dropLast().joined(separator: ", ") + " y " + (nombres.last ?? "")
    let varios = nombres.count > 1
    let esenciales = hallazgos.filter { $0.tipo == .esencial }.count
    let otros = hallazgos.count - esenciales
    let cuantos = [
      esenciales == 0 ? nil : esenciales == 1 ? "1 problema esencial" : "\(esenciales) problemas esenciales",
      otros == 0 ? nil : otros == 1 ? "1 aviso" : "\(otros) avisos",
    ].compactMap { $0 }.joined(separator: " y ")
    return "\(titulo): \(archivos) \(varios ? "siguen" : "sigue") igual que en la plantilla (el punto de partida "
      + "de un ejercicio que aún no has empezado) y \(varios ? "tienen" : "tiene") \(cuantos); "
      + "\(hallazgos.count == 1 ? "lo verás entero" : "los verás enteros") cuando \(varios ? "los" : "lo") edites, "
      + "o ya con `--completo`."
  }

  // MARK: verificar

  /// `verificar`'s line for a variant that only the source analyzers reject.
  static let resumenSoloAnalisis =
    "todas las pruebas pasan y la revisión del código encuentra exactamente lo que declara 'analisis'"

  /// An esencial finding the source does not declare.
  static func noDeclarado(_ id: String, en ubicacion: String) -> String {
    "la revisión del código encuentra '\(id)' (\(ubicacion)), que esta fuente no declara en 'analisis': "
      + "o el código tiene ese error, o falta declararlo en la variante"
  }

  /// A declared finding the analyzers do not raise.
  static func noEncontrado(_ id: String) -> String {
    "la variante declara el análisis '\(id)' en 'analisis', pero la revisión del código no lo encuentra"
  }
}
