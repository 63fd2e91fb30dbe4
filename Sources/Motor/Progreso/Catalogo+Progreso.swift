/// What the course says about the student's progress: which lessons count as completed, which
/// comes next.
extension Catalogo {
  /// Whether `leccion` counts as completed in the course according to `progreso`: completion
  /// sticks once earned, and goes stale when the lesson declares other tests than it did then.
  public func logro(_ leccion: Leccion, _ progreso: Progreso) -> Logro {
    guard let registro = progreso.lecciones[leccion.nn], let pruebas = leccion.metadatos?.pruebas else {
      return .pendiente
    }
    return registro.logro(pruebas: pruebas.map(\.id))
  }

  /// The first lesson in display order not completed according to `progreso`, or `nil` when all
  /// are. The one definition of "the next lesson" for every command.
  public func siguientePendiente(_ progreso: Progreso) -> Leccion? {
    lecciones.first { !logro($0, progreso).cuenta }
  }

  /// What to suggest after checking `leccion`: the first lesson after it in display order that
  /// `progreso` does not mark completed, else the first pending one before it, else `nil` (the
  /// whole course is done). `leccion` itself never counts: the report only suggests a next lesson
  /// once it is completed.
  public func siguientePendiente(despuesDe leccion: Leccion, _ progreso: Progreso) -> Leccion? {
    guard let indice = lecciones.firstIndex(where: { $0.numero == leccion.numero }) else {
      return siguientePendiente(progreso)
    }
    let pendiente = { (otra: Leccion) in !logro(otra, progreso).cuenta }
    return lecciones[(indice + 1)...].first(where: pendiente)
      ?? lecciones[..<indice].first(where: pendiente)
  }

  /// The lessons before `leccion` in display order that `progreso` does not mark completed (the
  /// report of a completed lesson reminds the student of them).
  public func pendientes(antesDe leccion: Leccion, _ progreso: Progreso) -> [Leccion] {
    let anteriores = lecciones.prefix { $0.numero != leccion.numero }
    return anteriores.filter { !logro($0, progreso).cuenta }
  }
}
