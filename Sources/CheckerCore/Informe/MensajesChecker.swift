import Foundation
import Motor
import TallerComun

/// Every sentence the checker shows about tests, builds and commands, in Spanish, as named
/// functions: one place to review the prose, and each one pinned by a test.
public enum MensajesChecker {
  // MARK: Pruebas

  /// `TALLER_FACTOR_TIEMPO` is not a positive number: limits use 1 (the runtime says the same).
  static func factorTiempoInvalido(_ texto: String) -> String {
    "aviso: TALLER_FACTOR_TIEMPO=\(texto) no es un número positivo (por ejemplo 2 o 2,5); se usa 1."
  }

  /// `TALLER_FACTOR_TIEMPO` above ``FactorTiempo/maximo``.
  static func factorTiempoRecortado(_ texto: String) -> String {
    "aviso: TALLER_FACTOR_TIEMPO=\(texto) es mayor que el máximo, \(Int(FactorTiempo.maximo)); se usa \(Int(FactorTiempo.maximo))."
  }

  /// A time-out, with the limit actually applied.
  public static func tiempoAgotado(_ segundos: Double) -> String {
    "tiempo agotado (\(segundosLegibles(segundos)) s): la prueba no terminó a tiempo. "
      + "¿Hay un bucle infinito o un efecto que nunca acaba?"
  }

  /// The test process ended without reporting a result.
  static func detenido(
    _ terminacion: ResultadoProceso.Terminacion, trasResultado: Bool, fatales: [String]
  ) -> String {
    var texto = "El programa se detuvo durante esta prueba: "
    switch terminacion {
    case .senal(let senal):
      texto += "señal \(senal) (\(nombreSenal(senal)))."
    case .salida(let codigo):
      texto +=
        trasResultado
        ? "terminó con estado \(codigo) después de informar; una prueba solo pasa si el programa acaba bien."
        : "terminó con exit(\(codigo)) antes de que la prueba acabara. Una llamada a `exit` en tu código termina todo el programa, y eso nunca cuenta como prueba superada."
    }
    for linea in fatales {
      if linea.hasPrefix("Could not cast value of type") { texto += "\n" + conversionFallida }
      texto += "\n" + linea
    }
    return texto
  }

  /// Before the runtime's «Could not cast value…» line: what it means (signal 6 has no line on Linux).
  static let conversionFallida =
    "Una conversión forzada (`as!`) falló: el valor no era del tipo al que lo convertías. Busca el `as!` "
    + "con estos dos tipos en tu código; escribe el valor ya con el tipo que necesitas, o usa `as?` y decide qué hacer si no lo es."


  /// What a signal usually means for a Swift program.
  static func nombreSenal(_ senal: Int32) -> String {
    switch senal {
    case 4, 5:
      "una trampa de Swift: `fatalError`, un índice fuera de rango, un `!` sobre `nil`, una división por cero…"
    case 6: "`abort()` o un fallo de aserción"
    case 7, 10: "error de bus: acceso a memoria no válida"
    case 8: "error aritmético"
    case 9: "el proceso fue terminado a la fuerza"
    case 11: "violación de segmento: acceso a memoria no válida; ¿una recursión infinita?"
    default: "señal inesperada"
    }
  }

  static func salidaRecortada(_ bytes: Int) -> String {
    "… (salida recortada: se omitieron \(bytes) bytes)"
  }

  static func pruebaNoRegistrada(_ id: String) -> String {
    "error interno: leccion.json declara la prueba '\(id)', pero las pruebas ocultas no la registran. "
      + "Esto es un fallo del taller, no de tu código."
  }

  static func pruebaNoDeclarada(_ id: String) -> String {
    "error interno: las pruebas ocultas registran '\(id)', que leccion.json no declara."
  }

  static func binarioNoArranca(_ ruta: String) -> String {
    "error interno: no se pudo lanzar '\(ruta)'."
  }

  static func listadoFallido(_ detalle: String) -> String {
    "error interno: las pruebas ocultas no pudieron listar sus pruebas"
      + (detalle.isEmpty ? "." : ":\n" + detalle)
  }

  /// `5` for whole seconds, `2.5` otherwise.
  static func segundosLegibles(_ segundos: Double) -> String {
    segundos == segundos.rounded() ? String(Int(segundos)) : String(format: "%.1f", segundos)
  }
}

extension MensajesChecker {
  // MARK: Garantías de tipos

  static let swiftcNoArranca = "error interno: no se pudo lanzar `swiftc`."
  static let swiftcSinTiempo = "error interno: `swiftc` no terminó a tiempo."
  static let interrumpido = "interrumpido."
  static let garantiaCompila =
    "Este fragmento no debería compilar con tu código, pero compila: tus tipos permiten algo que la lección quiere impedir."

  /// The check does not hold: no accepted phrasing in its lines, or errors elsewhere.
  static func garantiaOtroError(esperados: [String], lineas: ClosedRange<Int>, vistos: [String]) -> String {
    let frases = esperados.map { "«\($0)»" }.joined(separator: " o ")
    let donde = lineas.count == 1 ? "la línea \(lineas.lowerBound)" : "las líneas \(lineas.lowerBound)–\(lineas.upperBound)"
    return "Se esperaba el error \(frases) en \(donde) (y ningún error fuera de ahí), pero el compilador dijo:\n"
      + vistos.joined(separator: "\n")
  }

  /// `swiftc` could not load the built modules: another toolchain made them. Not the student's fault.
  /// `que` opens the sentence: what could not be done («no se pudo comprobar», «no se pudo compilar»).
  static func toolchainDistinta(_ que: String, swift: String, swiftc: String, causa: String) -> String {
    """
    \(que): el compilador no puede cargar los módulos recién compilados, así que \
    `swift` y `swiftc` no son de la misma toolchain (o `.build` viene de otra). No es un fallo de tu código.
    El compilador dijo: \(causa)
    Se usó: swift = \(swift), swiftc = \(swiftc).
    Arreglo: deja una sola toolchain activa (mira `swift --version`, `xcode-select -p`, `TOOLCHAINS` o \
    swiftly), borra la carpeta `.build` y vuelve a ejecutar el checker.
    """
  }
}

extension MensajesChecker {
  // MARK: Errores internos

  static func sinMetadatos(_ leccion: Leccion) -> String {
    "no se puede revisar la lección \(leccion.numero): " + (leccion.problemaMetadatos?.description ?? "falta leccion.json")
  }

  static func swiftNoArranca(_ ruta: String) -> String {
    "no se pudo lanzar '\(ruta)'."
  }
}

extension MensajesChecker {
  // MARK: Informe

  static func noCompilaAlumno(_ numero: Int) -> String {
    "Tu código de la lección \(numero) no compila."
  }

  static let noCoincidenTipos = "Tus tipos no coinciden con lo que piden las pruebas."

  /// Under a build failure whose errors are in hidden tests, whose code the report leaves out.
  static let codigoPruebasOculto =
    "(No se muestra el código de las pruebas ocultas: cada error dice su archivo, su línea y qué no cuadra con tu código.)"

  static func simbolosQueFaltan(_ numero: Int) -> String {
    "Tu código de la lección \(numero) compila, pero las pruebas usan algo que no existe o que "
      + "tiene otro nombre o tipo:"
  }

  static let noCompilaTaller =
    "El taller no compila, y no por tu código: hay errores en archivos del propio taller."
  static let compilacionFallida = "La compilación falló sin errores del compilador. Esto dijo SwiftPM:"
  static let compilacionSinTiempo = "La compilación no terminó dentro del tiempo máximo."

  /// A student's build stopped at its limit (issue 46.5): the limit, and the lesson's largest file
  /// as the likeliest cause when it is large (from 256 KB; the lessons' files are a few KB).
  static func compilacionSinTiempo(limite: Double?, archivo: ArchivoMedido?) -> [String] {
    var lineas = [
      limite.map { "La compilación no terminó en \(Int($0.rounded())) s, su tiempo máximo, y se detuvo." }
        ?? compilacionSinTiempo
    ]
    guard let archivo else { return lineas }
    if archivo.bytes >= 256 * 1024 {
      lineas.append(
        "El archivo más grande de tu lección es '\(archivo.ruta)' (\(tamano(archivo.bytes))): uno así tarda "
          + "minutos en compilar, y los de la lección ocupan unos pocos KB.")
    } else {
      lineas.append(
        "Ningún archivo de tu lección es grande (el mayor, '\(archivo.ruta)', ocupa \(tamano(archivo.bytes))): "
          + "lo más probable es una expresión que el compilador tarda en resolver, como una cadena larga de "
          + "operaciones con literales o un closure grande sin tipos.")
    }
    return lineas
  }

  /// `bytes` in Spanish notation: `5,0 MB` from a million bytes, else whole KB (at least 1).
  static func tamano(_ bytes: Int) -> String {
    if bytes >= 1_000_000 {
      let decimas = (bytes + 50_000) / 100_000
      return "\(decimas / 10),\(decimas % 10) MB"
    }
    return "\(max(1, (bytes + 999) / 1000)) KB"
  }
  static let interrumpidoInforme = "Interrumpido."
  static let problemasInternos = "Problemas internos del taller (no es culpa de tu código):"
  static let garantiaNoComprobada = "(no se pudo comprobar)"

  /// Under the progress bar when every test passes but `rotas` type guarantees do not hold: the
  /// guarantees count for completing a lesson, and a full bar alone would say otherwise.
  static func garantiasImpidenCompletar(_ rotas: Int) -> String {
    rotas == 1
      ? "Las pruebas pasan, pero 1 garantía de tipos no se cumple (arriba): la lección no está completa hasta que se cumpla."
      : "Las pruebas pasan, pero \(rotas) garantías de tipos no se cumplen (arriba): la lección no está completa hasta que se cumplan."
  }

  static func queHacerTrasNoCompilar(_ tipo: FalloCompilacion.Tipo, leccion numero: Int) -> String {
    switch tipo {
    case .alumno:
      "Corrige el primer error (los siguientes suelen ser consecuencia suya) y vuelve a ejecutar "
        + "`swift run -q checker leccion\(numero)`."
    case .pruebas:
      "Revisa los nombres y tipos que pide el README de la lección: las pruebas los usan tal cual."
    case .manifiesto:
      queHacerManifiesto
    case .taller, .desconocido:
      "Si el problema sigue, actualiza el taller (`git pull`) o avisa a quien lo mantiene."
    case .tiempo:
      "Quita o parte ese código (o da tipos explícitos a la expresión) y vuelve a ejecutar "
        + "`swift run -q checker leccion\(numero)`. En un ordenador lento, `TALLER_FACTOR_TIEMPO=2` da el doble de tiempo."
    case .construccionBorrada:
      "Vuelve a ejecutar `swift run -q checker leccion\(numero)`: compilará de nuevo lo que se borró "
        + "(la primera vez tarda un poco más). Si vuelve a pasar, mira qué programa limpia esa carpeta."
    case .compiladorDetenido:
      "Revisa esa declaración: casi siempre tiene un error que el compilador no llegó a explicar (por "
        + "ejemplo, un tipo que usa `Action` cuando el enum se llama de otra manera). Corrígelo y vuelve a "
        + "ejecutar `swift run -q checker leccion\(numero)`. Si no lo encuentras, compila con otra toolchain "
        + "(la de Xcode o la de swift.org, que no se detienen así): te dará el error normal."
    }
  }

  /// The build folder disappeared during the build.
  static let construccionBorrada =
    "La carpeta de compilación (.build) se borró mientras se compilaba, así que la compilación no "
    + "pudo terminar. No es un problema de tu código ni del taller."

  /// The compiler crashed instead of reporting an error; `ubicacion` is the declaration it was
  /// checking (`Sources/Workbook/Leccion01/Contador.swift:33:3`), when its stack dump names one.
  static func compiladorDetenido(_ ubicacion: String?) -> String {
    "El compilador de Swift se detuvo por un fallo interno suyo, sin explicar ningún error"
      + (ubicacion.map { ", mientras comprobaba `\($0)`." } ?? ".")
      + " No es un error que tu código deba provocar, pero lo desencadena algo de tu código."
  }

  /// Under the errors shown, when others are only counted (``SeleccionErrores``).
  static func erroresOcultos(_ porArchivo: [(archivo: String, cantidad: Int)], leccion numero: Int) -> String {
    let total = porArchivo.map(\.cantidad).reduce(0, +)
    let archivos = porArchivo.map { "\($0.archivo): \($0.cantidad)" }.joined(separator: " · ")
    return (total == 1 ? "…y 1 error más" : "…y \(total) errores más") + " (\(archivos)) que no se muestran: "
      + "suelen ser consecuencia de los de arriba. Para verlos todos: "
      + "`swift run -q checker leccion\(numero) --completo`."
  }

  /// In place of an explanation already shown above for an earlier error.
  static let mismaExplicacion = "la misma de arriba."

  /// Replaces the compiler's notes about overload candidates from outside the workbook.
  static func candidatosOmitidos(_ cantidad: Int) -> String {
    cantidad == 1
      ? "(se omite 1 nota del compilador sobre un candidato de fuera del taller)"
      : "(se omiten \(cantidad) notas del compilador sobre candidatos de fuera del taller)"
  }

  /// The line under a failed test's first message when the test failed more than once.
  static func fallosOcultos(_ cantidad: Int, leccion numero: Int) -> String {
    let fallos = cantidad == 1 ? "1 fallo más" : "\(cantidad) fallos más"
    return "(Esta prueba tiene \(fallos); arregla primero este, que suele causar los demás, o "
      + "míralos todos con `swift run -q checker leccion\(numero) --completo`.)"
  }

  /// Under `Siguiente:` when lessons before the completed one are still pending.
  static func pendientesAntes(_ lecciones: [Leccion]) -> String {
    let numeros = lecciones.map { String($0.numero) }
    guard let ultimo = numeros.last, numeros.count > 1 else {
      return "(Además, te queda pendiente la lección \(numeros.first ?? "").)"
    }
    return "(Además, te quedan pendientes las lecciones \(numeros.dropLast().joined(separator: ", ")) y \(ultimo).)"
  }

  static func siguiente(_ leccion: Leccion?) -> String {
    guard let leccion else { return "¡Has terminado todas las lecciones del taller!" }
    return "Siguiente: lección \(leccion.numero) — \(leccion.titulo)"
  }
}

extension MensajesChecker {
  static let noSeEjecuto = "No se ejecutó: el código no compila."

  /// `todas --json`'s root message when the workbook lists no lesson.
  static let sinLecciones = "El taller no tiene ninguna lección que comprobar (Package.swift no lista ninguna)."

  /// Overview, after the bar of a completed lesson whose latest run did not pass everything.
  static func completadaUltima(_ aprobadas: Int, de total: Int) -> String {
    "completada · última comprobación \(aprobadas)/\(total)"
  }

  /// Overview, after the bar of a lesson completed before its tests changed (`fecha` legible).
  static func completadaDesactualizada(fecha: String) -> String {
    "(la completaste el \(fecha), pero desde entonces la lección tiene pruebas nuevas)"
  }
}

extension MensajesChecker {
  /// The line printed before a lesson's build; `primeraVez` when the runtime is not built yet.
  static func compilando(_ numero: Int, primeraVez: Bool = false) -> String {
    "Compilando la lección \(numero)…"
      + (primeraVez ? " (la primera vez también el runtime de TCA y el arnés de pruebas: puede tardar un minuto)" : "")
  }

  static let sinSwift =
    "error interno: no encuentro el programa `swift` en el PATH. Instala Swift 6 (o Xcode 16) y "
    + "comprueba que `swift --version` funciona en esta terminal."
}

extension MensajesChecker {
  static let interrumpidoSalida =
    "Interrumpido: se detuvieron las pruebas y compilaciones en marcha. Tu progreso no ha cambiado."
}

extension MensajesChecker {
  static let sinMetadatosCorto = "no se puede mostrar: su leccion.json falta o no es válido"
}
