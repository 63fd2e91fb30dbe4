import Motor

/// The part of the report for a build that failed.
struct RedactorCompilacion {
  var estilo: Estilo
  /// Every error (`--completo`, `--json`) instead of a selection (``SeleccionErrores``).
  var completo = true

  /// Headline, the compiler's errors (relative paths, code frame) with their Spanish explanations,
  /// and what to do next.
  func redactar(_ fallo: FalloCompilacion, leccion: Leccion) -> [String] {
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
      let texto = MensajesChecker.compilacionSinTiempo(limite: fallo.limiteSegundos, archivo: fallo.archivoMayor)
      lineas.append(estilo.rojo(estilo.negrita(texto[0])))
      lineas += texto.dropFirst()
    case .manifiesto:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.noCompilaManifiesto)))
    case .construccionBorrada:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.construccionBorrada)))
    case .compiladorDetenido:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.compiladorDetenido(fallo.ubicacionDelFallo))))
      if let motivo = fallo.motivoDelFallo { lineas.append(sangrar(estilo.tenue(motivo), 2)) }
    }
    let errores = RedactorErrores(estilo: estilo, completo: completo)
      .redactar(fallo.errores, explicaciones: fallo.explicaciones, leccion: leccion.numero)
    if !errores.lineas.isEmpty { lineas += [""] + errores.lineas }
    if errores.codigoOculto {
      lineas.append("")
      lineas.append(estilo.tenue(MensajesChecker.codigoPruebasOculto))
    }
    lineas.append("")
    lineas.append(MensajesChecker.queHacerTrasNoCompilar(fallo.tipo, leccion: leccion.numero))
    return lineas
  }
}
