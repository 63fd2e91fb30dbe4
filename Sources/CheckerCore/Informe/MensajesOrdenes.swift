import Foundation
import Motor

/// What `pista`, `reiniciar`, `solucion`, `vigilar`, `verificar` and `nueva-leccion` say, in
/// Spanish, as named functions (one place to review the prose).
enum MensajesOrdenes {
  // MARK: pista

  static func tituloPistas(_ leccion: Leccion) -> String { "Pistas · Lección \(leccion.numero) · \(leccion.titulo)" }
  static let pistaDeLaSiguiente = "(la siguiente lección pendiente del curso)"
  static let pistaSinPendientes = "No quedan pruebas pendientes; `swift run -q checker pista leccionN --todas` muestra todas las pistas de una lección."
  static func pistaSinEjecucion(_ numero: Int) -> String {
    "Aún no has comprobado esta lección, así que ves la primera pista de cada prueba. Ejecuta "
      + "`swift run -q checker leccion\(numero)` y después pide pistas de las que fallen."
  }
  /// `pista` when the newest check did not compile: that error first, then what to do. With
  /// `ejercicio`, a per-exercise lesson in which that exercise did not compile and the others ran.
  static func pistaSinCompilar(
    _ numero: Int, ejercicio: Int? = nil, fecha: String, error: String?, explicacion: String?
  ) -> [String] {
    var lineas = [
      ejercicio.map { "En tu última comprobación (\(fecha)) el ejercicio \($0) no compiló, así que sus pruebas esperan a que compile." }
        ?? "Tu última comprobación (\(fecha)) no compiló, así que las pistas de las pruebas esperan a que compile."
    ]
    if let error { lineas += ["", "  " + error] }
    if let explicacion { lineas.append("  Explicación: " + explicacion) }
    let volver = "`swift run -q checker leccion\(numero)`; el informe muestra el error entero, con su código."
    lineas += [
      "",
      ejercicio == nil
        ? "Corrige ese error (los siguientes suelen ser consecuencia suya) y vuelve a ejecutar " + volver
        : "Corrige ese error y vuelve a ejecutar " + volver + " Los ejercicios que compilan sí se probaron.",
    ]
    return lineas
  }
  static func pistaCompletada(_ numero: Int) -> String {
    "¡Ya completaste la lección \(numero)! No hay pruebas pendientes. Con --todas ves todas sus pistas."
  }
  static let pistaSinFallos =
    "En la última comprobación no falló ninguna prueba; mira las garantías de tipos de aquel informe."
  static let pistaSinFallosRevision =
    "En la última comprobación no falló ninguna prueba: lo que falta lo señala la revisión del código, "
    + "que lee tus archivos tal como están ahora (sin compilar):"
  static func pistaRevision(_ cuantos: Int) -> String {
    let problemas = cuantos == 1 ? "un problema esencial" : "\(cuantos) problemas esenciales"
    return "La revisión del código (lee tus archivos tal como están ahora, sin compilar) encuentra \(problemas); "
      + "la lección no se completa hasta resolver\(cuantos == 1 ? "lo" : "los"):"
  }
  static func pistaFallidas(_ cantidad: Int, fecha: String) -> String {
    let pruebas = cantidad == 1 ? "la prueba que falló" : "las \(cantidad) pruebas que fallaron"
    return "Pistas de \(pruebas) en tu última comprobación (\(fecha)):"
  }
  static let sinMasPistas = "(no hay más pistas para esta prueba)"
  /// `2/1/2026, 10:00` in `zona` for the ISO 8601 date the progress file keeps; the text as is
  /// when it does not parse.
  static func fechaLegible(_ iso: String, zona: TimeZone = .current) -> String {
    guard let fecha = ISO8601DateFormatter().date(from: iso) else { return iso }
    let formato = DateFormatter()
    formato.locale = Locale(identifier: "en_US_POSIX")
    formato.timeZone = zona
    formato.dateFormat = "d/M/yyyy, HH:mm"
    return formato.string(from: fecha)
  }
  static func otraPista(_ numero: Int) -> String {
    "¿Necesitas más? `swift run -q checker pista leccion\(numero)` muestra una pista más de cada prueba."
  }

  // MARK: reiniciar

  static func preguntaReiniciar(_ leccion: Leccion) -> String {
    "Esto sustituye \(leccion.carpetaCopiaTrabajo)/ por la plantilla de la lección \(leccion.numero) "
      + "(antes se copian tus archivos a .taller/respaldos/). ¿Continuar?"
  }
  static func preguntaBorrarProgreso(_ numero: Int?) -> String {
    numero.map { "¿Borrar el progreso guardado de la lección \($0)? Tu código no se toca." }
      ?? "¿Borrar todo tu progreso guardado? Tu código no se toca."
  }
  static let nadaHecho = "No se ha cambiado nada."
  /// What `reiniciar` did. Hidden files it removed (`.DS_Store`, an editor's swap file) are not
  /// named: they were never the student's code (they are in the backup all the same).
  static func reiniciada(_ leccion: Leccion, restaurados: Int, borrados todos: [String]) -> String {
    var texto = "Lección \(leccion.numero) restaurada desde \(leccion.carpeta)/Plantilla/ "
      + "(\(restaurados) \(restaurados == 1 ? "archivo" : "archivos"))."
    let borrados = todos.filter { !$0.split(separator: "/").contains { $0.hasPrefix(".") } }
    if !borrados.isEmpty {
      texto += "\nSe borraron los archivos que no están en la plantilla: " + borrados.map { "'\($0)'" }.joined(separator: ", ") + "."
    }
    return texto
  }
  static func respaldo(_ ruta: String) -> String { "Tu versión anterior está en '\(ruta)'." }
  static let sinNadaQueRespaldar = "No había archivos que respaldar."
  static func progresoLeccionReiniciado(_ numero: Int) -> String { "Tu progreso de la lección \(numero) se ha reiniciado." }
  static func progresoBorrado(_ numero: Int?) -> String {
    numero.map { "Progreso de la lección \($0) borrado." } ?? "Progreso borrado."
  }
  static func sinPlantilla(_ ruta: String) -> String {
    "error interno: falta '\(ruta)/'; no se ha tocado tu código."
  }
  static func respaldoFallido(_ detalle: String) -> String {
    "No se pudo hacer la copia de seguridad, así que no se ha tocado tu código ni se ha dejado "
      + "ninguna copia a medias: \(detalle)"
  }
  static func restauracionFallida(_ detalle: String, respaldo: String) -> String {
    "La restauración falló a medias: \(detalle) Tus archivos de antes están a salvo en '\(respaldo)'."
  }
  /// Every backup that holds the lesson, oldest first (after an interrupted `reiniciar`, the copy
  /// from before the reset is an older one).
  static func respaldosDeLaLeccion(_ rutas: [String]) -> String {
    "Copias de esta lección guardadas hasta ahora (la más antigua primero):\n"
      + rutas.map { "  • " + $0 }.joined(separator: "\n")
  }

  // MARK: solucion

  static func preguntaSolucion(_ numero: Int) -> String {
    "Aún no has completado la lección \(numero). Ver la solución antes de intentarlo te quita lo "
      + "mejor del ejercicio. ¿Mostrarla de todos modos?"
  }
  static let solucionNoMostrada = "No se muestra la solución. `swift run -q checker pista` te da una pista."
  static func tituloSolucion(_ leccion: Leccion) -> String { "Solución de referencia · Lección \(leccion.numero) · \(leccion.titulo)" }
  static func otrasSoluciones(_ cantidad: Int, carpeta: String) -> String {
    "Es una solución posible, no la única: \(carpeta)/Variantes/ tiene \(cantidad) "
      + (cantidad == 1 ? "alternativa que también pasa" : "alternativas que también pasan") + " todas las pruebas."
  }

  // MARK: vigilar

  static func vigilando(_ carpeta: String) -> String {
    "Vigilando \(carpeta)/: guarda un archivo para volver a comprobar. Ctrl-C para salir."
  }
  static func cambios(_ archivos: [String], hora: String) -> String {
    let nombres = archivos.prefix(3).joined(separator: ", ") + (archivos.count > 3 ? "…" : "")
    return "── \(hora) · cambió \(nombres): compruebo de nuevo ──"
  }

  // MARK: verificar

  static func tituloVerificacion(_ cantidad: Int) -> String {
    "Verificación del taller · \(cantidad) \(cantidad == 1 ? "lección" : "lecciones")"
  }
  static let curso = "Curso"
  static func enParalelo(_ cantidad: Int) -> String {
    cantidad > 1
      ? "(se verifican \(cantidad) lecciones a la vez, en .build/verificacion/trabajador-1…\(cantidad); cada "
        + "lección se muestra entera al terminar; la primera vez tarda unos minutos)"
      : "(cada lección se muestra entera al terminar; la primera vez tarda unos minutos)"
  }
  static func compilaEn(_ ruta: String) -> String { "(compila en \(ruta); la primera vez tarda unos minutos)" }
  static func finVerificacion(curso: Int, problemas: Int, lecciones: Int, total: Int) -> String {
    guard curso + problemas > 0 else {
      return "Todo en orden: \(total) \(total == 1 ? "lección verificada" : "lecciones verificadas")."
    }
    let suma = curso + problemas
    let cabeza = "\(suma) \(suma == 1 ? "problema" : "problemas")"
    let enLecciones = "en \(lecciones) \(lecciones == 1 ? "lección" : "lecciones")"
    if curso == 0 { return cabeza + " " + enLecciones + "." }
    if problemas == 0 { return cabeza + " del curso." }
    return cabeza + ": \(curso) del curso y \(problemas) " + enLecciones + "."
  }

  // MARK: nueva-leccion

  static func leccionCreada(_ leccion: Leccion, titulo: String) -> String {
    "Lección \(leccion.numero) creada: «\(titulo)»"
  }
  static func lineaAnadida(_ linea: String) -> String { "Package.swift: añadida la línea `\(linea)`" }
  static func siguientesPasos(_ leccion: Leccion) -> String {
    """
    Siguientes pasos:
      1. Escribe la lección en \(leccion.carpeta)/README.md y el ejercicio en Plantilla/ y Solucion/
         (mismos nombres de archivo; un `// TODO:` donde el alumno deba escribir).
      2. Sustituye la prueba de ejemplo de \(leccion.carpetaPruebas)/ y su entrada de leccion.json.
      3. Añade variantes en Variantes/ (alternativa-*, error-*) y decláralas en leccion.json.
      4. Comprueba lo que falta con: swift run -q checker verificar leccion\(leccion.numero)
      5. Al terminar, anota las huellas de los archivos del curso: swift run -q checker huellas
    """
  }
}
