import Motor

/// Renders `checker verificar`'s findings as Spanish text, one step per line as it completes.
///
/// ```text
/// Lección 3 · BindableAction y BindingReducer
///   ✓ Archivos y metadatos: leccion.json, pistas, README, archivos y `// TODO:` en orden
///   ✓ Plantilla: compila y falla las 10 pruebas (41 s)
///   ✗ Solucion (12 s)
///       la prueba 'guardarAceptaNombre' («Guardar con un nombre válido…») falla:
///           <mensaje del TestStore, literal>
/// ```
public struct RedactorVerificacion: Sendable {
  /// Colours.
  public var estilo: Estilo

  /// Creates a renderer.
  public init(estilo: Estilo) {
    self.estilo = estilo
  }

  /// `Lección N · Título`.
  public func cabecera(_ leccion: Leccion) -> String {
    estilo.negrita("Lección \(leccion.numero) · \(leccion.titulo)")
  }

  /// One step: `✓ nombre: resumen (N s)` or `✗ nombre (N s)` followed by its findings.
  public func paso(_ paso: PasoVerificacion) -> String {
    let tiempo = paso.duracion >= 1 ? " (\(Int(paso.duracion.rounded())) s)" : ""
    guard !paso.correcto else {
      let resumen = paso.textoResumen.isEmpty ? "" : ": " + paso.textoResumen
      return "  " + estilo.verde("✓") + " " + paso.nombre + resumen + estilo.tenue(tiempo) + "\n"
    }
    var lineas = ["  " + estilo.rojo("✗") + " " + paso.nombre + estilo.tenue(tiempo)]
    for hallazgo in paso.hallazgos { lineas.append(contentsOf: self.hallazgo(hallazgo)) }
    return lineas.joined(separator: "\n") + "\n"
  }

  /// The lines of one finding, indented six spaces (compiler lines ten).
  public func hallazgo(_ hallazgo: Hallazgo) -> [String] {
    var lineas = [sangrar(hallazgo.detalle, 6)]
    lineas += hallazgo.lineasCompilador.map { $0.isEmpty ? "" : "          " + $0 }
    return lineas
  }

  /// Course-wide findings under `Curso`, one `✗` line each, or its `✓` line.
  public func curso(_ hallazgos: [Hallazgo]) -> String {
    var lineas = [estilo.negrita(MensajesOrdenes.curso)]
    if hallazgos.isEmpty {
      lineas.append("  " + estilo.verde("✓") + " " + MensajesVerificacion.resumenCurso)
    } else {
      for hallazgo in hallazgos {
        lineas.append("  " + estilo.rojo("✗") + " " + sangrar(hallazgo.texto, 4).dropFirst(4))
      }
    }
    return lineas.joined(separator: "\n") + "\n"
  }
}
