import Motor

/// The report's «Revisión del código» block: what the source analyzers found, esencial first.
///
/// ```text
/// Revisión del código
/// [esencial] Sources/Workbook/Leccion01/Reproductor.swift:48
///     `Reproductor` define `body` (línea 28) y `reduce(into:action:)` a la vez. …
/// ```
struct RedactorAnalisis {
  var estilo: Estilo

  /// The block (with a blank line after it), or nothing when there are no findings.
  /// - Parameter antes: Put the blank line before the block (after compile errors) instead of after.
  func redactar(_ hallazgos: [HallazgoAnalisis], antes: Bool = false) -> [String] {
    guard !hallazgos.isEmpty else { return [] }
    let prioridad: [TipoHallazgo] = [.esencial, .accionable, .informativo, .celebratorio]
    let ordenados = prioridad.flatMap { tipo in hallazgos.filter { $0.tipo == tipo } }
    var lineas = [estilo.negrita(MensajesAnalisis.titulo)]
    for hallazgo in ordenados {
      let cabecera = MensajesAnalisis.cabecera(hallazgo)
      lineas.append(hallazgo.tipo == .esencial ? estilo.rojo(cabecera) : estilo.amarillo(cabecera))
      lineas.append(sangrar(MensajesAnalisis.texto(hallazgo)))
    }
    return antes ? [""] + lineas : lineas + [""]
  }

  /// After the tests of the compact report: the findings in files still identical to their
  /// `Plantilla/` twin (``HallazgoAnalisis/sinTocar``), in one line; nothing when there are none.
  func redactarSinTocar(_ hallazgos: [HallazgoAnalisis]) -> [String] {
    guard !hallazgos.isEmpty else { return [] }
    return ["", estilo.tenue(MensajesAnalisis.sinTocar(hallazgos))]
  }

  /// Under the progress bar: why a lesson whose tests all pass is still not complete.
  func resumen(_ informe: InformeLeccion) -> [String] {
    let esenciales = informe.analisis.filter { $0.tipo == .esencial }.count
    guard esenciales > 0 else { return [] }
    return [estilo.rojo(MensajesAnalisis.bloqueaLeccion(esenciales))]
  }
}
