/// What `verificar` demands of a per-exercise lesson's exercises, source by source:
/// - `Plantilla/`: **every** exercise fails to compile, with an error that contains its declared
///   `diagnostico` and is explained by its declared entry (`explicacion`);
/// - `Solucion/`, `alternativa-*` and `error-*` declared `falla`: every exercise compiles;
/// - `error-*` declared `noCompila`: some exercise fails with that diagnostic and explanation.
struct EvaluacionEjercicios {
  var evaluacion: EvaluacionFuente

  /// The findings about the exercises in `informe` (none for an ordinary lesson).
  func hallazgos(_ informe: InformeLeccion) -> [Hallazgo] {
    guard !informe.ejercicios.isEmpty else { return [] }
    switch evaluacion.esperado {
    case .plantilla:
      return informe.ejercicios.compactMap { compilado in
        let ejercicio = compilado.ejercicio
        if compilado.compila {
          return evaluacion.hallazgo(.compila, .plantillaCompila(ejercicio: ejercicio.numero, diagnostico: ejercicio.diagnostico))
        }
        return problema(compilado, diagnostico: ejercicio.diagnostico, explicacion: ejercicio.explicacion)
      }
    case .pasa, .falla:
      return informe.ejerciciosSinCompilar.map { compilado in
        evaluacion.hallazgo(
          .noCompila, .ejercicioNoCompila(ejercicio: compilado.ejercicio.numero, fuente: evaluacion.fuente),
          compilador: Self.lineasCompilador(compilado), problemaEjercicio: compilado.problema)
      }
    case .noCompila(let diagnostico, let explicacion):
      let rotos = informe.ejerciciosSinCompilar
      if rotos.contains(where: { problema($0, diagnostico: diagnostico, explicacion: explicacion) == nil }) { return [] }
      guard let primero = rotos.first else {
        return [evaluacion.hallazgo(.compila, .compila(diagnostico: diagnostico))]
      }
      return [problema(primero, diagnostico: diagnostico, explicacion: explicacion)].compactMap { $0 }
    }
  }

  /// `nil` when `compilado` fails with `diagnostico` explained by `explicacion`, else the finding.
  func problema(_ compilado: EjercicioCompilado, diagnostico: String, explicacion: String) -> Hallazgo? {
    let candidatos = compilado.errores(con: diagnostico)
    func enEjercicio(_ motivo: Hallazgo.Motivo) -> Hallazgo.Motivo {
      .enEjercicio(numero: compilado.ejercicio.numero, titulo: compilado.ejercicio.titulo, motivo)
    }
    guard !candidatos.isEmpty else {
      return evaluacion.hallazgo(
        .diagnostico, enEjercicio(.sinDiagnostico(diagnostico)), compilador: Self.lineasCompilador(compilado),
        problemaEjercicio: compilado.problema)
    }
    let vistas = candidatos.compactMap { compilado.explicaciones[$0]?.id }
    guard vistas.contains(explicacion) else {
      let unicas = vistas.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      return evaluacion.hallazgo(
        .diagnostico, enEjercicio(.otraExplicacion(diagnostico: diagnostico, esperada: explicacion, vistas: unicas)),
        compilador: Self.lineasCompilador(compilado), problemaEjercicio: compilado.problema)
    }
    return nil
  }

  /// The exercise's errors as the report shows them (none when it could not be compiled at all:
  /// then the finding carries ``Hallazgo/problemaEjercicio``).
  static func lineasCompilador(_ compilado: EjercicioCompilado) -> [String] {
    compilado.errores.flatMap { [$0.cabecera] + $0.marco }
  }
}

extension Expectativa {
  /// The expected diagnostic of ``noCompila(diagnostico:explicacion:)`` (empty otherwise).
  var diagnostico: String {
    if case .noCompila(let diagnostico, _) = self { return diagnostico }
    return ""
  }

  /// The expected explanation id of ``noCompila(diagnostico:explicacion:)`` (empty otherwise).
  var explicacion: String {
    if case .noCompila(_, let explicacion) = self { return explicacion }
    return ""
  }
}
