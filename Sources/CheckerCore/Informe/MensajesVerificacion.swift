import Motor

/// Every sentence `checker verificar` and the integrity suite say about a lesson, in Spanish, as
/// named functions (one place to review the prose; the tests pin the important ones).
public enum MensajesVerificacion {
  /// The source a working-copy finding names (`CI=true`: the copy must equal `Plantilla/`).
  static let fuenteCopiaDeTrabajo = "copia de trabajo"
  /// The name of the step that counts, per variant, which tests fail.
  static let pasoAcoplamientos = "Pruebas por variante"
  /// The name of the step of the checks that need no build.
  static let pasoArchivos = "Archivos y metadatos"
  /// The name of the step that says nothing was built (no valid `leccion.json`).
  static let pasoCompilaciones = "Compilaciones"

  // MARK: Archivos y metadatos

  static let sinReadme = "falta README.md (el texto de la lección)"
  static let readmeVacio = "README.md está vacío"
  /// After a step's summary when its first binary crashed with no Swift message and it was built
  /// again from scratch (``InformeLeccion/recompiladaTrasCaida``).
  static let recompiladaTrasCaida =
    "; la primera ejecución se detuvo sin mensaje de Swift (objetos de dos versiones de la lección) y se volvió a compilar de cero"
  static func faltaCarpeta(_ carpeta: String) -> String { "falta la carpeta '\(carpeta)/'" }
  static func carpetaVacia(_ carpeta: String) -> String { "'\(carpeta)/' no tiene ningún archivo .swift" }
  static func soloEn(_ archivo: String, esta: String, falta: String) -> String {
    "'\(esta)/\(archivo)' no tiene gemelo en '\(falta)/' (deben tener los mismos nombres de archivo)"
  }
  static func noEsSwift(_ ruta: String) -> String {
    "'\(ruta)' sobra: ahí solo van archivos .swift (SwiftPM compila la carpeta entera)"
  }
  static func pruebaSinDeclarar(_ id: String, en donde: String) -> String {
    "las pruebas ocultas registran '\(id)' (\(donde)), que leccion.json no declara, así que ninguna fuente de "
      + "la lección se compila hasta que lo esté. Añade a `pruebas`: "
      + "{ \"id\": \"\(id)\", \"nombre\": \"Qué comprueba, en español\", \"pistas\": [\"La primera pista.\"] } "
      + "(o corrige el id en la prueba)"
  }
  static func noEsSwiftNiParche(_ ruta: String) -> String {
    "'\(ruta)' sobra: una variante solo tiene archivos .swift y parches .swift.diff"
  }
  static func sobranteEnLeccion(_ ruta: String) -> String {
    "'\(ruta)' sobra: una lección solo tiene README.md, leccion.json, Plantilla/, Solucion/, "
      + "Variantes/ y NoCompila/"
  }
  static func varianteNoEsCarpeta(_ ruta: String) -> String { "'\(ruta)' sobra: Variantes/ solo contiene carpetas" }
  static func faltaPruebasOcultas(_ carpeta: String) -> String {
    "faltan las pruebas ocultas: no existe '\(carpeta)/main.swift'"
  }
  static func faltaCopiaDeTrabajo(_ carpeta: String) -> String {
    "falta la copia de trabajo '\(carpeta)/' (el alumno la edita; se publica igual a Plantilla/)"
  }
  static func sinTodo(_ archivo: String) -> String {
    "'Plantilla/\(archivo)' difiere de 'Solucion/\(archivo)' pero no tiene ningún '// TODO:' que diga "
      + "al alumno qué cambiar"
  }
  static func pendiente(_ ruta: String) -> String {
    "'\(ruta)' todavía es el borrador de `checker nueva-leccion` (busca '\(Leccion.marcaPendiente)' y "
      + "sustitúyelo por el contenido real)"
  }
  static func copiaDistinta(_ archivo: String, carpeta: String) -> String {
    "'\(carpeta)/\(archivo)' no es igual, byte a byte, a 'Plantilla/\(archivo)' (con CI=true la copia de "
      + "trabajo se publica igual a la plantilla)"
  }
  static func copiaSobra(_ archivo: String, carpeta: String) -> String {
    "'\(carpeta)/\(archivo)' no existe en Plantilla/ (con CI=true la copia de trabajo es la plantilla)"
  }
  static func copiaFalta(_ archivo: String, carpeta: String) -> String {
    "falta '\(carpeta)/\(archivo)', que sí está en Plantilla/"
  }
  static let sinMetadatos = "no se compila nada: leccion.json falta o no es válido"

  // MARK: Compilaciones

  static func noCompila(_ fuente: String, tipo: FalloCompilacion.Tipo) -> String {
    switch tipo {
    case .alumno: "\(fuente) no compila:"
    case .pruebas: "las pruebas ocultas no compilan contra \(fuente) (usan algún tipo o nombre que no tiene):"
    case .taller: "el taller no compila, con errores fuera de la lección:"
    case .desconocido: "la compilación falló sin errores del compilador; esto dijo SwiftPM:"
    case .tiempo: "la compilación no terminó a tiempo:"
    case .manifiesto: "Package.swift no compila:"
    case .compiladorDetenido: "el compilador se detuvo por un fallo interno suyo, sin ningún error:"
    case .construccionBorrada: "la carpeta de compilación se borró mientras se compilaba; vuelve a ejecutar verificar:"
    }
  }
  /// `verificar`: a source declared not to compile stopped the compiler itself (a toolchain with
  /// assertions) instead of giving `diagnostico`; accepted, and said in the summary.
  static func resumenCompiladorDetenido(_ diagnostico: String, ubicacion: String?) -> String {
    "no compila: el compilador de esta toolchain se detuvo con un fallo interno"
      + (ubicacion.map { " en \($0)" } ?? "")
      + " en vez de dar «\(diagnostico)» (las toolchains con aserciones, como el swiftlang de Debian, se detienen así)"
  }
  static func plantillaPasa(_ id: String, _ nombre: String) -> String {
    "la plantilla no debe pasar la prueba '\(id)' («\(nombre)»): pasa sin que el alumno escriba nada. "
      + "Cambia la plantilla o haz que la prueba compruebe lo que el alumno debe escribir."
  }
  static func plantillaCumpleGarantia(_ id: String, _ nombre: String) -> String {
    "leccion.json ('garantiasRotasEnPlantilla') dice que la plantilla empieza con la garantía '\(id)' "
      + "(«\(nombre)») rota, pero se cumple: el alumno no tiene nada que cerrar ahí. Cambia la plantilla "
      + "o quita la garantía de esa lista."
  }
  static func pruebaFalla(_ id: String, _ nombre: String, mensajes: [String]) -> String {
    "la prueba '\(id)' («\(nombre)») falla" + conMensajes(mensajes)
  }
  static func pruebaFallaNoDeclarada(_ id: String, _ nombre: String, mensajes: [String]) -> String {
    "la prueba '\(id)' («\(nombre)») falla, pero leccion.json no la nombra en esta variante" + conMensajes(mensajes)
  }
  static func pruebaPasa(_ id: String, _ nombre: String) -> String {
    "leccion.json dice que la prueba '\(id)' («\(nombre)») falla con esta variante, pero pasa: "
      + "ninguna prueba atrapa este error"
  }
  static func garantiaRota(_ id: String, _ nombre: String, detalle: String) -> String {
    "la garantía '\(id)' («\(nombre)») no se cumple:\n" + sangrar(detalle)
  }
  static func garantiaRotaNoDeclarada(_ id: String, _ nombre: String, detalle: String) -> String {
    "la garantía '\(id)' («\(nombre)») se rompe, pero leccion.json no la nombra en esta variante:\n"
      + sangrar(detalle)
  }
  static func garantiaCumple(_ id: String, _ nombre: String) -> String {
    "leccion.json dice que la garantía '\(id)' («\(nombre)») se rompe con esta variante, pero se cumple"
  }
  static func compila(_ diagnostico: String) -> String {
    "debía no compilar (con un error que contenga «\(diagnostico)»), pero compila"
  }
  static func sinDiagnostico(_ diagnostico: String) -> String {
    "no compila, pero ningún error contiene «\(diagnostico)»; el compilador dijo:"
  }
  static func otraExplicacion(_ diagnostico: String, esperada: String, vistas: [String]) -> String {
    let detalle = vistas.isEmpty
      ? "ninguna entrada de la tabla de diagnósticos conocidos lo explica"
      : "el checker lo explica con '" + vistas.joined(separator: "', '") + "'"
    return "el error «\(diagnostico)» aparece, pero \(detalle), no con '\(esperada)'"
  }
  static let interrumpida = "interrumpida (Ctrl-C)"
  static func interno(_ detalle: String) -> String {
    detalle.hasPrefix("error interno") ? detalle : "error interno: \(detalle)"
  }

  // MARK: Resúmenes de lo que se comprobó

  /// The coupling step's summary: none, or each coupled variant with its exercises.
  static func resumenAcoplamientos(_ acoplamientos: [AcoplamientoVariante]) -> String {
    guard !acoplamientos.isEmpty else { return "cada variante `error-*` hace fallar pruebas de un solo ejercicio" }
    let lista = acoplamientos.map { acoplamiento in
      let numeros = acoplamiento.ejercicios.map(String.init)
      return acoplamiento.variante + " (ejercicios " + numeros.dropLast().joined(separator: ", ") + " y "
        + (numeros.last ?? "") + ")"
    }
    return "hacen fallar pruebas de varios ejercicios, acoplamientos que revisar: " + lista.joined(separator: ", ")
  }
  /// `; ciegas: 12 errores, 11 nombrados (91 %), 1 con el hecho observado; 2 alternativas`, or nothing.
  static func resumenCiegas(_ recuento: RecuentoCiegas) -> String {
    guard recuento.errores + recuento.alternativas > 0 else { return "" }
    var partes: [String] = []
    if let porcentaje = recuento.porcentaje {
      partes.append(
        "\(recuento.errores) errores, \(recuento.nombradas) nombrados (\(porcentaje) %), "
          + "\(recuento.neutras) con el hecho observado")
    }
    if recuento.alternativas > 0 { partes.append("\(recuento.alternativas) alternativas que pasan") }
    return "; variantes ciegas: " + partes.joined(separator: "; ")
  }
  static let resumenArchivos = "leccion.json, pistas, README, archivos y `// TODO:` en orden"
  static func resumenPlantilla(_ pruebas: Int) -> String { "compila y falla " + lasPruebas(pruebas) }
  static func resumenPasa(_ pruebas: Int, garantias: Int) -> String {
    "pasa " + lasPruebas(pruebas)
      + (garantias == 0 ? "" : " y cumple \(garantias == 1 ? "la garantía" : "las \(garantias) garantías")")
  }
  static func lasPruebas(_ cantidad: Int) -> String { cantidad == 1 ? "la única prueba" : "las \(cantidad) pruebas" }
  static func resumenFalla(pruebas: [String], garantias: [String]) -> String {
    var partes: [String] = []
    if !pruebas.isEmpty { partes.append("solo fallan " + pruebas.map { "'\($0)'" }.joined(separator: ", ")) }
    if !garantias.isEmpty { partes.append("solo se rompe " + garantias.map { "'\($0)'" }.joined(separator: ", ")) }
    return partes.joined(separator: "; ") + ", como declara leccion.json"
  }
  static func resumenNoCompila(_ diagnostico: String, explicacion: String) -> String {
    "no compila con «\(diagnostico)», y el checker lo explica con '\(explicacion)'"
  }
  static let resumenCurso = "Package.swift lista exactamente las carpetas Lessons/NN-*"

  private static func conMensajes(_ mensajes: [String]) -> String {
    mensajes.isEmpty ? "" : ":\n" + mensajes.map { sangrar($0) }.joined(separator: "\n\n")
  }
}
