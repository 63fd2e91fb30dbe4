import Motor

/// The summary table at the end of `checker todas`.
///
/// ```text
/// Resumen
///   Lección 1 · El reducer a mano    ✓ 5/5
///   Lección 2 · Acciones como enum   ✗ 5/7
///   Lección 3 · BindableAction       no compila
/// ```
struct RedactorTabla {
  var estilo: Estilo

  func redactar(_ informes: [InformeLeccion]) -> String {
    let etiquetas = informes.map { "Lección \($0.leccion.numero) · \($0.leccion.titulo)" }
    let ancho = etiquetas.map(\.count).max() ?? 0
    var lineas = [estilo.negrita("Resumen")]
    for (informe, etiqueta) in zip(informes, etiquetas) {
      let relleno = String(repeating: " ", count: ancho - etiqueta.count)
      lineas.append("  \(etiqueta)\(relleno)   \(estado(informe))")
    }
    return lineas.joined(separator: "\n") + "\n"
  }

  func estado(_ informe: InformeLeccion) -> String {
    switch informe.resultado {
    case .noCompila(let fallo):
      estilo.rojo(
        fallo.tipo == .pruebas ? "tus tipos no coinciden con las pruebas"
          : fallo.tipo == .manifiesto ? "Package.swift no compila" : "no compila")
    case .interrumpida: estilo.amarillo("interrumpida")
    case .errorInterno: estilo.rojo("error interno")
    case .rechazada: estilo.amarillo(MensajesChecker.rechazadaCorto)
    case .ejecutada where informe.codigoSalida == .interno:
      estilo.rojo("error interno (\(informe.aprobadas)/\(informe.total))")
    case .ejecutada:
      informe.completada
        ? estilo.verde("✓ \(informe.aprobadas)/\(informe.total)")
        : estilo.rojo("✗ \(informe.aprobadas)/\(informe.total)")
    }
  }
}
