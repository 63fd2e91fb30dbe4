import Motor

/// Every sentence about per-exercise lessons, in Spanish, as named functions (see
/// ``MensajesChecker``).
public enum MensajesEjercicios {
  /// Headline of the block of exercises that do not compile.
  public static func titular(_ rotos: Int, de total: Int) -> String {
    rotos == 1
      ? "1 de \(total) ejercicios no compila todavía:"
      : "\(rotos) de \(total) ejercicios no compilan todavía:"
  }

  /// `Ejercicio 2 · Un enum anidado sin sus case paths`.
  public static func ejercicio(_ numero: Int, _ titulo: String) -> String {
    "Ejercicio \(numero) · \(titulo)"
  }

  /// The label before where the cause is.
  public static let dondeMirar = "Dónde mirar: "

  /// What to do after reading the block.
  public static func queHacer(_ leccion: Int) -> String {
    "Cada ejercicio se compila por separado: uno sin arreglar no oculta a los demás. El error señala "
      + "dónde se notó el problema, no siempre dónde está; arregla la causa (no el síntoma) y vuelve a "
      + "ejecutar `swift run -q checker leccion\(leccion)`."
  }

  /// What to do when an ordinary lesson's exercise does not compile and the others were run.
  public static func queHacerApartados(_ leccion: Int) -> String {
    "Los demás ejercicios se han compilado y probado con tu código; en lugar de los archivos que no "
      + "compilan se usó la plantilla (los tuyos no se han tocado). Arregla el primer error y vuelve a "
      + "ejecutar `swift run -q checker leccion\(leccion)`."
  }

  /// Under the lead of a test that ran while other exercises' files were replaced by their
  /// `Plantilla/` (they do not compile): what the lead says may come from that template.
  public static func conPlantilla(_ archivos: [String]) -> String {
    let lista = archivos.map { "`\($0)`" }.joined(separator: ", ")
    return "(Esta prueba se ejecutó con la plantilla de \(lista) en lugar de tu código, que no compila: "
      + "si lo de arriba habla de ese código, viene de la plantilla; arregla antes su error.)"
  }

  /// `--json`: the message of a test not run, before its exercise's errors (a JSON has no «arriba»).
  static func pruebaSinCompilarJSON(_ numero: Int) -> String {
    "No se ejecutó: el ejercicio \(numero) no compila todavía. Cuando arregles sus errores, que siguen, se ejecutará."
  }

  /// The failure of a test whose exercise does not compile (the test did not run).
  public static func pruebaSinCompilar(_ ejercicio: Int) -> String {
    "no compila: el ejercicio \(ejercicio) no compila todavía, así que esta prueba no se ha ejecutado. "
      + "Arregla su error (arriba, en «Ejercicios que no compilan») y se ejecutará."
  }

  /// A file of the exercise is missing from the checked folder.
  public static func faltaArchivo(_ ruta: String, leccion: Int) -> String {
    "falta '\(ruta)'. Si lo borraste o le cambiaste el nombre, recupéralo; "
      + "`swift run -q checker reiniciar leccion\(leccion)` vuelve a la plantilla (y guarda antes una copia de tu versión)."
  }

  /// `swiftc` failed on an exercise without printing any `error:` line.
  public static func fallaSinError(_ detalle: String) -> String {
    "error interno: el compilador terminó con error sin señalar ninguna línea"
      + (detalle.isEmpty ? "." : ":\n" + detalle)
  }

  /// The assembled module could not be written under `.build/`.
  public static func sinEnsamblado(_ ruta: String, _ detalle: String) -> String {
    "no se pudo preparar '\(ruta)' para compilar las pruebas: \(detalle). Comprueba el espacio libre "
      + "y los permisos de `.build/`; tu código no se ha tocado."
  }
}

extension MensajesEjercicios {
  /// `verificar`: an exercise of `Plantilla/` compiles, but it must start not compiling.
  static func plantillaCompila(_ numero: Int, _ diagnostico: String) -> String {
    "el ejercicio \(numero) de la plantilla compila: debe empezar sin compilar, con un error que contenga '\(diagnostico)'"
  }

  /// `verificar`: an exercise of a source that must compile does not.
  static func ejercicioNoCompila(_ numero: Int, fuente: String) -> String {
    "el ejercicio \(numero) de \(fuente) no compila"
  }
}

extension MensajesEjercicios {
  /// `verificar`'s summary for a per-exercise Plantilla that behaves.
  static func resumenPlantilla(_ ejercicios: Int, pruebas: Int) -> String {
    "ninguno de sus \(ejercicios) ejercicios compila (cada uno con su diagnóstico) y fallan "
      + MensajesVerificacion.lasPruebas(pruebas)
  }

  /// Why exercise could not be compiled at all.
  public static func problema(_ problema: ProblemaEjercicio) -> String {
    switch problema {
    case .faltaArchivo(let ruta, let leccion): faltaArchivo(ruta, leccion: leccion)
    case .swiftcNoArranca: MensajesChecker.swiftcNoArranca
    case .swiftcSinTiempo: MensajesChecker.swiftcSinTiempo
    case .fallaSinError(let detalle): fallaSinError(detalle)
    case .toolchainDistinta(let swift, let swiftc, let linea):
      MensajesChecker.toolchainDistinta("no se pudo compilar", swift: swift, swiftc: swiftc, causa: linea)
    }
  }
}
