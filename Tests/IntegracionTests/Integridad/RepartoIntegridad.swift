import Motor

/// How the integrity suite splits the course between its two build streams.
///
/// `swift test` has two streams of builds on a two-core machine: the serialized end-to-end suites
/// (``Construcciones``) and the integrity suite. Before, the integrity suite ran inside
/// ``Construcciones`` with two workers, so the end-to-end suites waited for it. Now one part of
/// the course is verified **beside** ``Construcciones`` (one worker, in
/// `.build/verificacion/trabajador-1`) and the rest **inside** it (one worker, in
/// `trabajador-2`): still two builds at a time at most, as before, but neither stream waits.
///
/// Measured on an idle two-core machine (2 Dec 2026): the end-to-end suites take about 178 s,
/// and the course's verification about 420 s of build streams in all, so `aparte` should get about
/// 70 % of it. The split counts sources (Plantilla, Solucion, variants), and a source of lessons 4
/// and 5 costs more than one of lessons 1–3 (5.2 s against 3.7 s: more tests, per-exercise
/// compiles): with 70 % of the sources in course order (lessons 1–3 beside), the integrity took
/// 253 s and ``Construcciones`` 345 s; hence a share of 80 %, filled first-fit (lessons 1, 2, 3
/// and 5 beside, lesson 4 inside).
enum RepartoIntegridad {
  /// The share of the course's sources verified beside ``Construcciones``.
  static let proporcionAparte = 0.8

  /// Splits `lecciones` first-fit, in course order: a lesson goes `aparte` if the sources there
  /// (`fuentes`) stay within ``proporcionAparte`` of the total with it, else `dentro`. The first
  /// lesson always goes `aparte`.
  /// - Parameter fuentes: How many sources a lesson builds (``Verificador/plan(_:)``'s count).
  static func repartir(_ lecciones: [Leccion], fuentes: (Leccion) -> Int) -> (aparte: [Leccion], dentro: [Leccion]) {
    let total = lecciones.map(fuentes).reduce(0, +)
    var aparte: [Leccion] = []
    var dentro: [Leccion] = []
    var acumuladas = 0
    for leccion in lecciones {
      let siguiente = acumuladas + fuentes(leccion)
      if aparte.isEmpty || Double(siguiente) <= proporcionAparte * Double(total) {
        aparte.append(leccion)
        acumuladas = siguiente
      } else {
        dentro.append(leccion)
      }
    }
    return (aparte, dentro)
  }
}
