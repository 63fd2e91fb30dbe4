import Motor

/// Help texts and usage errors of the CLI, in Spanish.
public enum MensajesUso {
  /// `checker --ayuda`.
  public static let general = """
    Taller TCA: comprueba tus ejercicios de The Composable Architecture.

    Uso:
      swift run -q checker                      resumen del curso y la siguiente lección
                                                (también: checker progreso)
      swift run -q checker leccion3             compila y comprueba la lección 3
      swift run -q checker leccion3 --completo  lo mismo, con cada prueba que falla entera y cada error
      swift run -q checker leccion3 --json      lo mismo, como un documento JSON
      swift run -q checker todas                comprueba todas las lecciones, una tras otra
      swift run -q checker pista [leccion3]     pistas de las pruebas que fallaron (sin compilar)
      swift run -q checker vigilar leccion3     vuelve a comprobar cada vez que guardas
      swift run -q checker reiniciar leccion3   vuelve a la plantilla (con copia de seguridad)
      swift run -q checker solucion leccion3    muestra la solución de referencia

    Para quien escribe lecciones:
      swift run -q checker nueva-leccion "Título"   crea el esqueleto de la siguiente lección
      swift run -q checker verificar [leccion3]     comprueba que las lecciones están bien hechas
      swift run -q checker verificar --mutantes [leccion3]  análisis de mutantes de la solución
      swift run -q checker migrar-formato [leccion3]  pasa las variantes a solo diferencias (parches)
      swift run -q checker ensamblar leccion3 error-x ensambla una variante para TALLER_FUENTE=3:error-x
      swift run -q checker nueva-variante leccion3 error-x  guarda tu copia de trabajo como variante
      swift run -q checker huellas                  anota las huellas de los archivos del curso

    La lección se puede escribir como leccion3, leccion03, 3, lección3 o "lección 3".
    Todas las órdenes aceptan --ayuda (o --help).

    Códigos de salida: 0 todo pasa · 1 alguna prueba falla (o respondiste que no) · 2 algo no
    compila · 64 uso incorrecto · 70 error interno · 130 interrumpido (Ctrl-C).
    """

  /// `checker leccion3 --ayuda`.
  public static let leccion = """
    Uso: swift run -q checker leccionN [--completo] [--json]

    Compila solo la lección N y sus pruebas ocultas, ejecuta cada prueba por separado (con un
    tiempo máximo), comprueba las garantías de tipos y guarda tu progreso en .taller/progreso.json.
    Muestra entera la primera prueba que falla (su pista y su primer fallo) y una línea por cada
    otra prueba, agrupadas por ejercicio; con --completo, cada prueba que falla entera, con todos
    sus fallos. Si no compila, muestra los tres primeros errores, el primero de cada explicación y
    de cada archivo nuevos, y cuenta los demás (--completo los muestra todos). Antes, en «Revisión
    del código», lo que el checker ve en tu código sin ejecutarlo.
    Con --json escribe un único documento JSON en la salida estándar (campos de results.json de
    exercism, versión 2, más los del taller).

    Códigos de salida: 0 todas pasan · 1 alguna falla · 2 no compila · 64 uso incorrecto ·
    70 error interno · 130 interrumpido.
    """

  /// `checker todas --ayuda`.
  public static let todas = """
    Uso: swift run -q checker todas [--json]

    Comprueba cada lección en el orden del curso, compilando cada una por separado (un error en
    una lección no impide comprobar las demás), y termina con una tabla resumen. El código de
    salida es el más grave de todos los vistos.
    """

  /// `checker pista --ayuda`.
  public static let pista = """
    Uso: swift run -q checker pista [leccionN] [--todas]

    Muestra pistas de las pruebas que fallaron la última vez que comprobaste la lección, sin
    compilar nada. Cada vez que la pides ves una pista más de cada prueba (las que ya viste salen
    marcadas «ya vista», para que sepas cuál es la nueva). Si aún no la has comprobado, ves la
    primera pista de cada prueba. Sin lección, usa la siguiente lección pendiente (la misma que
    muestra `swift run -q checker`). Con --todas muestra todas las pistas.

    Códigos de salida: 0 hecho · 64 uso incorrecto · 70 error interno.
    """

  /// `checker reiniciar --ayuda`.
  public static let reiniciar = """
    Uso: swift run -q checker reiniciar leccionN [--si]
         swift run -q checker reiniciar [leccionN] --progreso [--si]

    Devuelve tu copia de trabajo (Sources/Workbook/LeccionNN) a la plantilla de la lección, byte a
    byte, y borra los archivos que añadiste. Antes copia todos tus archivos a
    .taller/respaldos/<fecha>/ y te dice dónde; también reinicia el progreso de esa lección.
    Con --progreso solo borra el progreso guardado (de esa lección, o de todas) y no toca tu código.
    Pregunta antes de hacer nada; sin terminal (por ejemplo, en un script) necesita --si.

    Códigos de salida: 0 hecho · 1 respondiste que no · 64 uso incorrecto (o falta --si sin
    terminal) · 70 error interno.
    """

  /// `checker solucion --ayuda`.
  public static let solucion = """
    Uso: swift run -q checker solucion leccionN [--si]

    Muestra la solución de referencia de la lección. Si aún no la has completado, pregunta antes;
    sin terminal necesita --si. Es una solución posible, no la única.

    Códigos de salida: 0 hecho · 1 respondiste que no · 64 uso incorrecto (o falta --si sin
    terminal) · 70 error interno.
    """

  /// `checker vigilar --ayuda`.
  public static let vigilar = """
    Uso: swift run -q checker vigilar leccionN

    Comprueba la lección y vuelve a comprobarla cada vez que cambia el contenido de un archivo
    .swift de Sources/Workbook/LeccionNN (también si guardas mientras se está comprobando). Nunca
    borra la pantalla: cada informe se añade debajo del anterior. Ctrl-C para salir.

    Códigos de salida: 130 al salir con Ctrl-C · 64 uso incorrecto · 70 error interno.
    """

  /// `checker verificar --ayuda`.
  public static let verificar = """
    Uso: swift run -q checker verificar [leccionN] [--cambiadas]
         swift run -q checker verificar --mutantes [leccionN] [--cambiadas]

    Para quien escribe lecciones. Comprueba una lección (o todas): leccion.json válido, la lista
    de Package.swift igual a las carpetas Lessons/NN-*, pistas no vacías, README, archivos sin
    sobrantes, un `// TODO:` en cada archivo de Plantilla/ que difiere de Solucion/, ninguna variante
    con un archivo igual a su gemelo de Solucion/; después ensambla (Solucion/ + la variante) y compila
    y ejecuta Plantilla/ (debe fallar todas las pruebas), Solucion/ (debe pasarlas todas y cumplir
    sus garantías de tipos) y cada variante (debe comportarse como declara leccion.json). Con
    CI=true, además, la copia de trabajo debe ser igual a Plantilla/. Compila en
    .build/verificacion/leccionNN (con varias lecciones, en .build/verificacion/trabajador-N), sin
    tocar tu .build, y verifica dos lecciones a la vez (TALLER_VERIFICACION_PARALELAS=n lo cambia).

    Con --mutantes, en lugar de eso, hace mutantes de Solucion/ (cambios pequeños y sistemáticos,
    solo en las líneas que el alumno escribe: un número ±1, + por -, == por !=, una condición negada,
    una sentencia borrada…), compila y ejecuta cada uno como una variante y dice cuáles no detecta
    ninguna prueba oculta («sobreviven»). Un mutante que no puede cambiar el comportamiento se
    declara en `mutantesEquivalentes` de leccion.json, con su motivo. Ver Lessons/FORMATO.md.

    Cada lección que pasa queda sellada en Lessons/sellos.json: las huellas de todo lo que su
    prueba leyó (la lección, sus pruebas ocultas, el runtime, el arnés, el motor, Package.swift y
    `swift --version`). Con --cambiadas se omiten las lecciones cuyo sello coincide con lo que hay
    ahora y se dice por qué se prueba cada una de las demás; TALLER_SIN_SELLOS=1 las prueba todas.

    Códigos de salida: 0 todo en orden · 1 algún problema (o algún mutante sobrevive) · 2 una
    plantilla, solución o variante no compila · 64 uso incorrecto · 70 error interno · 130
    interrumpido (el más grave de los vistos).
    """

  /// `checker nueva-leccion --ayuda`.
  public static let nuevaLeccion = """
    Uso: swift run -q checker nueva-leccion "Título de la lección" [--slug nombre-de-carpeta] [--diagnosticos]

    Para quien escribe lecciones. Crea la siguiente lección NN: Lessons/NN-slug/ (README, leccion.json,
    Plantilla/ con un `// TODO:`, Solucion/, Variantes/), la copia de trabajo
    Sources/Workbook/LeccionNN/, Tests/Exercises/LeccionNN/ con una prueba oculta de ejemplo, y su
    línea en la lista de Package.swift. El resultado compila; `swift run -q checker verificar leccionNN`
    te dice qué falta por escribir.

    La carpeta se llama NN-slug, y el slug sale del título (minúsculas sin acentos, con guiones, como
    mucho 40 caracteres); es permanente, así que --slug lo elige a mano (con esas mismas reglas).

    Con --diagnosticos crea una lección por ejercicios (como la 5): cada ejercicio empieza SIN
    compilar y el checker lo compila por separado, con su diagnóstico, su explicación y dónde mirar.
    Package.swift la marca `porEjercicio: true` para que `swift build` siga compilando.

    Códigos de salida: 0 hecho · 64 uso incorrecto · 70 no se pudo escribir.
    """

  /// `checker migrar-formato --ayuda`.
  public static let migrarFormato = """
    Uso: swift run -q checker migrar-formato [leccionN]

    Para quien escribe lecciones. Convierte una lección (o todas) al formato 3, donde cada variante
    guarda solo lo que cambia: borra de cada Variantes/<nombre>/ los archivos iguales a su gemelo de
    Solucion/ (sin contar espacios al final de línea), convierte cada otro archivo con gemelo en un
    parche (<archivo>.swift.diff, el diff unificado de su gemelo), anota en `quita` los archivos de
    Solucion/ que una variante del formato 1 (copias completas) no tenía y escribe "formato": 3 en
    leccion.json. Si algo impide migrar una lección (por ejemplo, una variante igual a Solucion/), no
    cambia nada de ella y lo dice.

    Códigos de salida: 0 hecho · 1 alguna lección no se pudo migrar · 64 uso incorrecto.
    """

  /// `checker nueva-variante --ayuda`.
  public static let nuevaVariante = """
    Uso: swift run -q checker nueva-variante leccionN <alternativa-… o error-…>

    Para quien escribe lecciones. Guarda tu copia de trabajo (Sources/Workbook/LeccionNN/) como una
    variante nueva de la lección, con solo lo que cambia respecto a Solucion/: cada archivo distinto,
    como parche (.swift.diff); uno que Solucion/ no tiene, entero; y los de Solucion/ que faltan, en su
    `quita`. Añade su entrada a leccion.json: una alternativa espera «pasa»; un error, «falla», con la
    marca nueva-leccion:pendiente donde van sus pruebas y su `primero`, que `verificar` señala hasta que
    las escribes. Para escribir un error: copia Solucion/ a tu copia de trabajo, cámbiala y compruébala
    con `swift run -q checker leccionN`. Tu copia de trabajo no se toca; si algo impide crear la
    variante, no se escribe nada.

    Códigos de salida: 0 hecho · 1 no se pudo crear (dice por qué) · 64 uso incorrecto.
    """

  /// `checker ensamblar --ayuda`.
  public static let ensamblar = """
    Uso: swift run -q checker ensamblar leccionN <variante>

    Para quien escribe lecciones. Una variante solo guarda los archivos que difieren de Solucion/;
    esta orden la ensambla (Solucion/ + la variante, menos su `quita`) en
    .build/fuentes/leccionNN/<variante>/, que es lo que compila `TALLER_FUENTE=N:<variante> swift build`.
    `verificar` ensambla cada variante antes de compilarla; tras cambiar Solucion/ o la variante,
    vuelve a ensamblarla.

    Códigos de salida: 0 hecho · 64 uso incorrecto · 70 no se pudo escribir.
    """

  /// `checker huellas --ayuda`.
  public static let huellas = """
    Uso: swift run -q checker huellas

    Para quien escribe lecciones. Anota en Lessons/huellas.json la huella de cada archivo del curso
    (pruebas ocultas, leccion.json, Plantilla/, Solucion/, NoCompila/, el runtime, el arnés y
    Package.swift). Con ellas, la comprobación de un alumno avisa si alguno cambió y entonces no
    marca la lección como completada. Ejecútala tras cambiar cualquiera de esos archivos:
    `verificar` y `swift test` fallan mientras las huellas no estén al día.

    Códigos de salida: 0 hecho · 64 uso incorrecto · 70 no se pudo escribir.
    """

  /// The help text of `tema`.
  public static func ayuda(_ tema: Orden.AyudaDe) -> String {
    switch tema {
    case .general: general
    case .leccion: leccion
    case .todas: todas
    case .pista: pista
    case .reiniciar: reiniciar
    case .solucion: solucion
    case .vigilar: vigilar
    case .verificar: verificar
    case .nuevaLeccion: nuevaLeccion
    case .migrarFormato: migrarFormato
    case .ensamblar: ensamblar
    case .nuevaVariante: nuevaVariante
    case .huellas: huellas
    }
  }

  /// The `error:` line(s) for a usage error, ending with a newline.
  public static func error(_ error: ErrorUso, lecciones: [Int]) -> String {
    let validas = MensajesUso.validas(lecciones)
    switch error {
    case .desconocido(let texto, let sugerencia):
      var lineas = ["error: no conozco la orden ni la lección '\(texto)'."]
      if let sugerencia { lineas.append("¿Quisiste decir '\(sugerencia)'?") }
      lineas.append(validas)
      lineas.append("Consulta 'swift run -q checker --ayuda'.")
      return lineas.joined(separator: "\n") + "\n"
    case .leccionInexistente(let numero):
      return "error: no existe la lección \(numero).\n\(validas)\n"
    case .opcionDesconocida(let opcion):
      return "error: la opción '\(opcion)' no es válida aquí.\nConsulta 'swift run -q checker --ayuda'.\n"
    case .fueraDelTaller(let carpeta):
      return "error: '\(carpeta)' no está dentro de un Taller TCA (no encuentro Package.swift junto a "
        + "una carpeta Lessons/). Ejecuta el checker desde la carpeta del taller.\n"
    case .faltaLeccion(let orden):
      let ejemplo = ["ensamblar", "nueva-variante"].contains(orden) ? "leccion1 <variante>" : "leccion1"
      return "error: '\(orden)' necesita una lección, por ejemplo: swift run -q checker \(orden) \(ejemplo)\n\(validas)\n"
    case .faltaTitulo:
      return "error: 'nueva-leccion' necesita el título de la lección, entre comillas: "
        + "swift run -q checker nueva-leccion \"Efectos y cancelación\"\n"
    case .faltaValor(let opcion):
      return "error: '\(opcion)' necesita un valor: swift run -q checker nueva-leccion \"Título\" \(opcion) efectos\n"
    case .argumentoVacio:
      return "error: uno de los argumentos está vacío (¿una variable de la terminal sin valor?).\n"
        + "Escribe la lección así: swift run -q checker leccion1\n\(validas)\n"
    case .sinTerminal(let orden):
      return "error: esta orden pide confirmación, pero no hay una terminal donde preguntarte. "
        + "Si estás seguro, añade --si:\n  swift run -q checker \(orden) --si\n"
    }
  }

  /// `Lecciones válidas: leccion1, leccion2, …`
  static func validas(_ lecciones: [Int]) -> String {
    lecciones.isEmpty
      ? "El taller no tiene lecciones."
      : "Lecciones válidas: " + lecciones.sorted().map { "leccion\($0)" }.joined(separator: ", ") + "."
  }
}
