/// The part of the report for a build that failed.
struct InformeCompilacion {
  var estilo: Estilo

  /// Headline, the compiler's errors (relative paths, code frame) with their Spanish explanations,
  /// and what to do next.
  func lineas(_ fallo: FalloCompilacion, leccion: Leccion) -> [String] {
    var lineas: [String] = []
    switch fallo.tipo {
    case .alumno:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.noCompilaAlumno(leccion.numero))))
    case .pruebas:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.noCoincidenTipos)))
      let simbolos = fallo.simbolosAusentes
      if !simbolos.isEmpty {
        lineas.append(MensajesChecker.simbolosQueFaltan(leccion.numero))
        lineas += simbolos.map { "  • " + $0 }
      }
    case .taller:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.noCompilaTaller)))
    case .desconocido:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.compilacionFallida)))
      lineas += fallo.otrasLineas.suffix(40)
    case .tiempo:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.compilacionSinTiempo)))
    }
    for (indice, error) in fallo.errores.enumerated() {
      lineas.append("")
      lineas.append(estilo.negrita(error.cabecera))
      lineas += error.marco
      if let explicacion = fallo.explicaciones[indice] {
        lineas.append(sangrar(estilo.amarillo("Explicación: ") + explicacion.explicacion, 2))
      }
    }
    lineas.append("")
    lineas.append(MensajesChecker.queHacerTrasNoCompilar(fallo.tipo, leccion: leccion.numero))
    return lineas
  }
}
