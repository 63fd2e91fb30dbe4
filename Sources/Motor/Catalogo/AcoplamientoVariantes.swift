/// The `error-*` variants whose failing tests belong to more than one exercise (issue 33.1).
///
/// `verificar` already requires a `falla` variant to fail **exactly** the tests its `pruebas` lists,
/// so this needs no build: each listed test's exercise (``PruebaDeclarada/ejercicio``, or the
/// ``EjercicioDeclarado/pruebas`` that holds it) is read from `leccion.json`. A mistake whose tests
/// span exercises is a coupling: finishing one exercise can still show its tests red because of
/// another. Some couplings are inherent (a later exercise's tests run through an earlier one's code);
/// the report lets the lesson's author see them all.
public struct AcoplamientoVariante: Sendable, Equatable {
  /// The variant's folder (`error-mismo-hijo`).
  public var variante: String
  /// The exercises of its failing tests, ascending, two or more.
  public var ejercicios: [Int]

  /// The couplings of `metadatos`, in the order of its `variantes`; empty for a lesson without
  /// exercise numbers.
  public static func calcular(_ metadatos: MetadatosLeccion) -> [AcoplamientoVariante] {
    var ejercicioDe: [String: Int] = [:]
    for prueba in metadatos.pruebas { ejercicioDe[prueba.id] = prueba.ejercicio }
    for ejercicio in metadatos.ejercicios ?? [] {
      for prueba in ejercicio.pruebas { ejercicioDe[prueba] = ejercicio.numero }
    }
    return (metadatos.variantes ?? []).compactMap { variante in
      let ejercicios = Set((variante.pruebas ?? []).compactMap { ejercicioDe[$0] }).sorted()
      return ejercicios.count > 1 ? AcoplamientoVariante(variante: variante.carpeta, ejercicios: ejercicios) : nil
    }
  }
}
