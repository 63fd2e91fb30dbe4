import Motor

/// The block of a per-exercise lesson's report for the exercises that do not compile: per
/// exercise, the compiler's errors verbatim (relative `file:line:col`, code frame, notes), the
/// Spanish explanation of each known diagnostic, and where the cause really is.
///
/// ```text
/// Ejercicios que no compilan
/// 1 de 4 ejercicios no compila todavía:
///
/// ✗ Ejercicio 2 · Un enum anidado sin sus case paths
/// Sources/Workbook/Leccion05/Tablero.swift:51:35: error: subscript 'subscript(dynamicMember:)' requires …
/// 51 |     Scope(state: \.reloj, action: \.paneles.reloj) {
///    |                                   `- error: …
///   Explicación: …
///   Dónde mirar: …
/// ```
struct RedactorEjercicios {
  var estilo: Estilo
  /// Every error of each exercise (`--completo`, `--json`) instead of a selection (``SeleccionErrores``).
  var completo = true

  func redactar(_ informe: InformeLeccion) -> [String] {
    let rotos = informe.ejerciciosSinCompilar
    guard !rotos.isEmpty else { return [] }
    var lineas = [
      estilo.rojo(estilo.negrita("Ejercicios que no compilan")),
      MensajesEjercicios.titular(rotos.count, de: informe.ejercicios.count),
    ]
    for roto in rotos {
      lineas.append("")
      lineas += self.redactar(de: roto, leccion: informe.leccion.numero)
    }
    lineas.append("")
    // NB: an ordinary lesson's exercises are put aside only while they do not compile (issue 33.5).
    lineas.append(informe.porEjercicio ? MensajesEjercicios.queHacer(informe.leccion.numero) : MensajesEjercicios.queHacerApartados(informe.leccion.numero))
    lineas.append("")
    return lineas
  }

  /// One exercise that does not compile: its title, then its errors with their explanations (or
  /// why it could not be compiled) and, while the exercise's own diagnostic is still among them,
  /// where to look. Also each of its tests' `message` in `--json`.
  /// - Parameter leccion: The lesson's number, for the `--completo` command under hidden errors.
  func redactar(de roto: EjercicioCompilado, leccion: Int) -> [String] {
    var lineas = [estilo.rojo("✗") + " " + estilo.negrita(MensajesEjercicios.ejercicio(roto.ejercicio.numero, roto.ejercicio.titulo))]
    if let problema = roto.problema {
      lineas.append(sangrar(MensajesEjercicios.problema(problema), 2))
      return lineas
    }
    let errores = RedactorErrores(estilo: estilo, completo: completo)
      .redactar(roto.errores, explicaciones: roto.explicaciones, leccion: leccion)
    lineas += errores.lineas
    if errores.codigoOculto { lineas += ["", estilo.tenue(MensajesChecker.codigoPruebasOculto)] }
    // NB: «dónde mirar» speaks of the exercise's starting error; after the student changed it into
    // another one it would point at a place that may well be fine now (a student met this).
    if !roto.ejercicio.dondeMirar.isEmpty, !roto.conSuDiagnostico.isEmpty {
      lineas.append(sangrar(estilo.amarillo(MensajesEjercicios.dondeMirar) + roto.ejercicio.dondeMirar, 2))
    }
    return lineas
  }
}
