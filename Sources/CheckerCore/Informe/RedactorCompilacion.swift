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
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.compilacionSinTiempo)))
    case .manifiesto:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.noCompilaManifiesto)))
    case .construccionBorrada:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.construccionBorrada)))
    case .compiladorDetenido:
      lineas.append(estilo.rojo(estilo.negrita(MensajesChecker.compiladorDetenido(fallo.ubicacionDelFallo))))
      if let motivo = fallo.motivoDelFallo { lineas.append(sangrar(estilo.tenue(motivo), 2)) }
    }
    var codigoOculto = false
    let seleccion = SeleccionErrores(errores: fallo.errores, explicaciones: fallo.explicaciones, completo: completo)
    var explicadas: Set<String> = []
    for indice in seleccion.mostrados {
      let error = fallo.errores[indice]
      lineas.append("")
      lineas.append(estilo.negrita(error.cabecera))
      // NB: a hidden test's code is not shown (it would give the exercise away): its header names
      // the file, the line and what is missing, which is what the student needs.
      codigoOculto = codigoOculto || (Self.esPruebaOculta(error.archivo) && !error.marco.isEmpty)
      if !Self.esPruebaOculta(error.archivo) { lineas += error.marco }
      // NB: overload candidates from outside the workbook ("candidate would match if 'X'
      // conformed to 'FloatingPoint'") come by the dozen and explain nothing to a student.
      let candidatos = error.notasAdjuntas.filter { $0.archivo.isEmpty && $0.mensaje.hasPrefix("candidate ") }
      for nota in error.notasAdjuntas where !candidatos.contains(nota) {
        lineas.append(nota.cabecera)
        codigoOculto = codigoOculto || (Self.esPruebaOculta(nota.archivo) && !nota.marco.isEmpty)
        if !Self.esPruebaOculta(nota.archivo) { lineas += nota.marco }
      }
      if !candidatos.isEmpty {
        lineas.append(estilo.tenue(MensajesChecker.candidatosOmitidos(candidatos.count)))
      }
      if let explicacion = fallo.explicaciones[indice] {
        let texto = explicadas.insert(explicacion.id).inserted
          ? MensajesDiagnosticos.explicacion(explicacion) : MensajesChecker.mismaExplicacion
        lineas.append(sangrar(estilo.amarillo("Explicación: ") + texto, 2))
      }
    }
    if !seleccion.ocultos.isEmpty {
      lineas.append("")
      lineas.append(estilo.tenue(MensajesChecker.erroresOcultos(seleccion.porArchivo(fallo.errores), leccion: leccion.numero)))
    }
    if codigoOculto {
      lineas.append("")
      lineas.append(estilo.tenue(MensajesChecker.codigoPruebasOculto))
    }
    lineas.append("")
    lineas.append(MensajesChecker.queHacerTrasNoCompilar(fallo.tipo, leccion: leccion.numero))
    return lineas
  }

  /// Whether `archivo` (relative to the workbook, as the compiler's diagnostics are shown) is a
  /// hidden test (`Tests/Exercises/…`).
  static func esPruebaOculta(_ archivo: String) -> Bool {
    archivo.hasPrefix("Tests/Exercises/") || archivo.contains("/Tests/Exercises/")
  }
}
