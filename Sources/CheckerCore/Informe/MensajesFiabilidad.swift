import Motor

/// Spanish messages about trust and missing pieces: forged results, changed sources, missing folders,
/// the manifest. Same shape as the rest: what happened, detail, what to do.
extension MensajesChecker {
  /// A `pasa` without the run's secret.
  static let resultadoFalsificado =
    "La prueba escribió un resultado que no viene del arnés (un «pasa» sin la firma de esta "
    + "ejecución), así que no cuenta. Si tu código escribe en el archivo de resultados, quita esa parte."

  /// `Package.swift` builds a module from another folder than the course's.
  static func fuentesCambiadas(modulo: String, esperada: String, encontrada: String) -> String {
    "No se guarda el progreso: el módulo \(modulo) se compiló con '\(encontrada)', pero el curso lo "
      + "compila desde '\(esperada)/'. Alguien cambió Package.swift (la lista de lecciones o la carpeta "
      + "de un módulo). Deshaz ese cambio con `git checkout -- Package.swift` y vuelve a ejecutar el checker."
  }

  /// The student's working copy of a lesson is missing.
  static func faltaCopiaDeTrabajo(_ leccion: Leccion) -> String {
    "Falta la carpeta '\(leccion.carpetaCopiaTrabajo)' (¿la renombraste o la borraste?), así que la "
      + "lección \(leccion.numero) no se puede comprobar; las demás siguen funcionando. Recupera tu "
      + "trabajo con `git checkout -- \(leccion.carpetaCopiaTrabajo)`, o empieza la lección de cero "
      + "con `swift run -q checker reiniciar leccion\(leccion.numero)`."
  }

  /// The student's working copy of a lesson has no `.swift` file.
  static func copiaDeTrabajoVacia(_ leccion: Leccion) -> String {
    "La carpeta '\(leccion.carpetaCopiaTrabajo)' no tiene ningún archivo .swift, así que no hay nada que "
      + "comprobar en la lección \(leccion.numero) (no se usa una compilación anterior). Si moviste tus "
      + "archivos, devuélvelos a esa carpeta; si la vaciaste sin querer, `git checkout -- "
      + "\(leccion.carpetaCopiaTrabajo)` los recupera, o `swift run -q checker reiniciar "
      + "leccion\(leccion.numero)` empieza de cero desde la plantilla."
  }

  /// A student file named `main.swift`.
  static func archivoMain(_ ruta: String) -> String {
    "No se compila nada: '\(ruta)' se llama main.swift, y para Swift ese nombre marca el punto de "
      + "entrada de un programa. Tu lección es una biblioteca (la usan las pruebas), así que con ese "
      + "archivo no se puede enlazar. Cámbiale el nombre (por ejemplo, a Principal.swift; el nombre del "
      + "archivo no importa para tu código) y vuelve a ejecutar el checker."
  }

  /// The working copy is, or holds, a symbolic link.
  static func copiaDeTrabajoEnlazada(_ leccion: Leccion, ruta: String, destino: String) -> String {
    let carpeta = leccion.carpetaCopiaTrabajo
    let arreglo = ruta == carpeta
      ? "Quita el enlace y recupera tu carpeta: `rm \(carpeta)` y después `git checkout -- \(carpeta)` "
        + "(o `swift run -q checker reiniciar leccion\(leccion.numero)` para empezar desde la plantilla)."
      : "Borra el enlace y, si quieres conservar ese código, copia en su lugar el archivo al que apunta "
        + "(`rm '\(ruta)'` y después `cp` del original); luego vuelve a ejecutar el checker."
    return "No se comprueba la lección \(leccion.numero): '\(ruta)' es un enlace simbólico a '\(destino)', y "
      + "el checker solo califica archivos que están de verdad en '\(carpeta)' (a través de un enlace se "
      + "compilarían los de otra carpeta, por ejemplo la solución). " + arreglo
  }

  /// The lesson's folder under `Lessons/` is missing.
  static func faltaCarpetaLeccion(_ leccion: Leccion) -> String {
    "Falta la carpeta '\(leccion.carpeta)' (¿la renombraste o la borraste?), así que la lección "
      + "\(leccion.numero) no se puede comprobar; las demás siguen funcionando. Recupérala con "
      + "`git checkout -- \(leccion.carpeta)`."
  }

  /// The hidden tests' folder of a lesson is missing.
  static func faltanPruebasOcultas(_ leccion: Leccion) -> String {
    "Faltan las pruebas ocultas de la lección \(leccion.numero): la carpeta '\(leccion.carpetaPruebas)' "
      + "es del taller, no de tu trabajo (¿se borró o se renombró?), así que la lección no se puede "
      + "comprobar; las demás siguen funcionando. Recupérala con `git checkout -- "
      + "\(leccion.carpetaPruebas)`; tu código no se toca."
  }

  /// The overview's last line when the suggested lesson's folder is missing.
  static func recuperaAntes(_ carpeta: String, leccion numero: Int) -> String {
    "Antes, recupera su carpeta '\(carpeta)' con `git checkout -- \(carpeta)`; después, "
      + "`swift run -q checker leccion\(numero)`."
  }

  /// The overview's note for a lesson whose working copy is missing.
  static func faltaCarpetaCorto(_ carpeta: String) -> String {
    "falta la carpeta '\(carpeta)': recupérala con `git checkout -- \(carpeta)`"
  }

  /// The headline when `Package.swift` itself does not compile.
  static let noCompilaManifiesto = "Package.swift no compila, así que no se puede comprobar ninguna lección."

  /// What to do when `Package.swift` does not compile.
  static let queHacerManifiesto =
    "Si lo editaste tú, corrige el error de arriba o deshaz tus cambios con "
    + "`git checkout -- Package.swift`; tu código de las lecciones no se ha tocado."

  /// `TALLER_FUENTE` is set while checking the working copy.
  static let fuenteIgnorada =
    "aviso: se ignora TALLER_FUENTE: `checker leccionN` comprueba siempre tu copia de trabajo "
    + "(para probar la solución o una variante usa `swift run -q checker verificar leccionN`)."

  /// The table's word for a rejected lesson.
  static let rechazadaCorto = "no comprobada"
}
