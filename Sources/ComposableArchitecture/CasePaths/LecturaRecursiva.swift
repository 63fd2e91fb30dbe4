import Foundation

/// Stops a case read as a property (`estado.detalle`) that calls itself through its own `extract`.
///
/// A hand-written expansion of `@CasePathable` whose `extract` reads the enum's case as a property
/// (`extract: { estado in estado.detalle }`) goes through ``CasePathable/subscript(dynamicMember:)``,
/// which calls that same `extract` again. In swift-case-paths (and so in TCA) that recursion only
/// ends when the stack overflows and the program crashes without a line. The workbook counts the
/// nesting per thread instead: past ``limite`` reads, it reports the issue once, in Spanish, and
/// every pending read returns `nil`, so the hidden tests can name the mistake. Not in TCA.
enum LecturaRecursiva {
  /// Nested property reads of cases on one thread beyond which the read is taken as a recursion;
  /// real chains (`\.destino.detalle.delegate`) nest a handful.
  static let limite = 64
  private static let claveProfundidad = "TallerTCA.LecturaRecursiva.profundidad"
  private static let claveAvisada = "TallerTCA.LecturaRecursiva.avisada"

  /// Runs `leer` one level deeper, or returns `nil` (reporting the recursion the first time) when
  /// the nesting is past ``limite``.
  static func leer<Valor>(
    _ tipo: Any.Type, _ leer: () -> Valor?
  ) -> Valor? {
    let hilo = Thread.current.threadDictionary
    let profundidad = (hilo[claveProfundidad] as? Int) ?? 0
    if profundidad >= limite {
      if hilo[claveAvisada] as? Bool != true {
        hilo[claveAvisada] = true
        reportIssue(
          """
          El `extract` de un case path de \(String(reflecting: tipo)) lee su propio caso como propiedad \
          (`estado.caso`): esa lectura vuelve a llamar al mismo `extract`, que se llama a sí mismo sin fin \
          (en TCA, el programa se detiene sin decir dónde). Dentro de `AllCasePaths`, extrae con un \
          patrón: `if case let .caso(valor) = estado { valor } else { nil }`.
          """)
      }
      return nil
    }
    hilo[claveProfundidad] = profundidad + 1
    defer {
      hilo[claveProfundidad] = profundidad
      if profundidad == 0 { hilo[claveAvisada] = nil }
    }
    return leer()
  }
}
