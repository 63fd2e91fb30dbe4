/// What must happen when a lesson is built from one of its sources.
public enum Expectativa: Sendable, Equatable {
  /// `Plantilla/`: compiles and fails **every** hidden test (its compile-time checks may hold).
  case plantilla
  /// `Solucion/` and every `alternativa-*`: compiles, passes every test, every check holds.
  case pasa
  /// An `error-*` declared `falla`: compiles; exactly these tests fail and these checks break.
  case falla(pruebas: [String], garantias: [String])
  /// An `error-*` declared `noCompila`: an error contains `diagnostico`, and the checker's table
  /// explains it with the entry `explicacion`.
  case noCompila(diagnostico: String, explicacion: String)

  /// The expectation `leccion.json` declares for a variant.
  public init(_ variante: VarianteDeclarada) {
    switch variante.esperado {
    case .pasa: self = .pasa
    case .falla: self = .falla(pruebas: variante.pruebas ?? [], garantias: variante.garantias ?? [])
    case .noCompila: self = .noCompila(diagnostico: variante.diagnostico ?? "", explicacion: variante.explicacion ?? "")
    }
  }
}
