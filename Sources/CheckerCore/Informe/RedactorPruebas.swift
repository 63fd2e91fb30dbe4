import Motor

/// The tests part of the report (issue 16.6): by default compact, the FIRST failing test in full
/// (its lead, its first message with its diff) and then one line per test, grouped by exercise;
/// with `--completo`, every failing test in full with all its messages.
///
/// ```text
/// ✗ Siguiente pasa a la próxima canción y, tras la última, vuelve a la primera
///     <primer mensaje del TestStore, con su diff>
///     ¿Quieres una pista? `swift run -q checker pista leccion1` da las de esta prueba, de una en una.
///
/// Ejercicio 1
///   ✓ El contador suma y resta uno con cada botón, también por debajo de cero
/// Ejercicio 4
///   ✗ Siguiente pasa a la próxima canción y… (arriba)
///   ✗ Siguiente con la lista vacía no cambia nada (ni detiene el programa)
/// ```
struct RedactorPruebas {
  var estilo: Estilo
  /// Everything (`--completo`) instead of the compact form.
  var completo: Bool
  /// The files of an ordinary lesson replaced by their `Plantilla/` because they do not compile
  /// (issue 33.5): a lead shown in full is marked as possibly theirs.
  var conPlantilla: [String] = []

  /// The lines of the tests part for `ejecucion` of `leccion`.
  func redactar(_ ejecucion: EjecucionLeccion, leccion: Leccion) -> [String] {
    let declaradas = leccion.metadatos?.pruebas ?? []
    // NB: a test that ran goes first; those of an exercise that does not compile wait for it
    // (its errors are already above, in «Ejercicios que no compilan»). `pista` counts its lead as seen.
    let primera = ejecucion.primeraQueFalla
    var lineas: [String] = []
    if !completo, let primera {
      lineas += detalle(primera, declarada: declaradas.first { $0.id == primera.id }, leccion: leccion)
      lineas.append("")
    }
    let todos = grupos(ejecucion.resultados, metadatos: leccion.metadatos)
    let agrupado = todos.contains { $0.numero != nil }
    for grupo in todos {
      let margen = agrupado ? 2 : 0
      if let numero = grupo.numero {
        lineas.append(estilo.negrita(MensajesInforme.ejercicio(numero, titulo: grupo.titulo)))
      } else if agrupado {
        lineas.append(estilo.negrita(MensajesInforme.otrasPruebas))
      }
      for resultado in grupo.resultados {
        let declarada = declaradas.first { $0.id == resultado.id }
        if completo, !resultado.pasa {
          lineas += detalle(resultado, declarada: declarada, leccion: leccion).map { sangrar($0, margen) }
          continue
        }
        let nombre = declarada?.nombre ?? resultado.id
        let marca = resultado.pasa ? estilo.verde("✓") : estilo.rojo("✗")
        let arriba = resultado.id == primera?.id ? " " + estilo.tenue(MensajesInforme.detalleArriba) : ""
        lineas.append(String(repeating: " ", count: margen) + marca + " " + nombre + arriba)
      }
    }
    let fallan = ejecucion.resultados.filter { !$0.pasa }.count
    if !completo, fallan > 1 {
      lineas.append(estilo.tenue(MensajesInforme.otrosFallos(fallan - 1, leccion: leccion.numero)))
    }
    return lineas
  }

  /// One failing test in full: `✗ nombre`, its lead, its first message (all with `completo`).
  func detalle(_ resultado: ResultadoPruebaOculta, declarada: PruebaDeclarada?, leccion: Leccion) -> [String] {
    var lineas = [estilo.rojo("✗") + " " + (declarada?.nombre ?? resultado.id)]
    // NB: a test not run because its exercise does not compile has nothing to hint at yet.
    let lead = resultado.estado == .ausente || resultado.sinEjecutar
      ? nil : LeadPrueba.de(resultado, declarada: declarada, metadatos: leccion.metadatos)
    if let lead, !lead.soloConPista {
      let etiqueta = lead.esError ? estilo.amarillo(lead.etiqueta) : estilo.tenue(lead.etiqueta)
      lineas.append(sangrar(etiqueta + lead.texto))
      // NB: the test ran against the template of the files put aside; a cause it names may be the
      // template's, not the student's (a student was told to add a conformance they had written).
      if !conPlantilla.isEmpty { lineas.append(sangrar(estilo.tenue(MensajesEjercicios.conPlantilla(conPlantilla)))) }
    }
    // NB: only the first failure in full unless `completo`; the rest usually follow from it, and
    // each one ends with its own "Para arreglarlo, …" paragraph. `--json` keeps them all too.
    let mensajes = MensajesChecker.mensajes(resultado)
    let mostrados = completo ? mensajes : Array(mensajes.prefix(1))
    for (indice, mensaje) in mostrados.enumerated() {
      if indice > 0 { lineas.append("") }
      lineas.append(sangrar(mensaje))
    }
    if !completo && mensajes.count > 1 {
      lineas.append(
        sangrar(estilo.tenue(MensajesChecker.fallosOcultos(mensajes.count - 1, leccion: leccion.numero))))
    }
    // #33.2: without evidence of a cause the report leads with what was observed (the message
    // above); the test's hints, which may name a cause, wait behind `checker pista`.
    if let lead, lead.soloConPista {
      lineas.append(sangrar(estilo.tenue(MensajesErroresTipicos.pistaDisponible(leccion: leccion.numero))))
    }
    return lineas
  }

  /// Tests grouped by exercise, in the order each exercise first appears (file order kept within).
  struct Grupo {
    var numero: Int?
    var titulo: String?
    var resultados: [ResultadoPruebaOculta]
  }

  func grupos(_ resultados: [ResultadoPruebaOculta], metadatos: MetadatosLeccion?) -> [Grupo] {
    var grupos: [Grupo] = []
    for resultado in resultados {
      let numero = Self.ejercicio(de: resultado.id, metadatos: metadatos)
      if let indice = grupos.firstIndex(where: { $0.numero == numero }) {
        grupos[indice].resultados.append(resultado)
      } else {
        let titulo = metadatos?.ejercicios?.first { $0.numero == numero }?.titulo
        grupos.append(Grupo(numero: numero, titulo: titulo, resultados: [resultado]))
      }
    }
    return grupos
  }

  /// The exercise test `id` belongs to: its `ejercicio` in `leccion.json`, else the per-exercise
  /// lesson's `ejercicios` that lists it, else `nil`.
  static func ejercicio(de id: String, metadatos: MetadatosLeccion?) -> Int? {
    if let numero = metadatos?.pruebas.first(where: { $0.id == id })?.ejercicio { return numero }
    return metadatos?.ejercicios?.first { $0.pruebas.contains(id) }?.numero
  }
}

/// What leads a failing test's report (issue 16.1): the typical mistake raised in its first failing
/// step, else that step's first hint, else nothing but the observed fact, with the test's first
/// static hint behind `checker pista` (see ``SeleccionEncabezado``, issue 33.2).
struct LeadPrueba: Sendable, Equatable {
  /// `Error reconocido: ` or `Pista: ` (with its separator).
  var etiqueta: String
  /// The Spanish text.
  var texto: String
  /// Whether it is a raised typical mistake (rendered in yellow) rather than a hint.
  var esError: Bool
  /// Whether it is the test's own first hint, chosen because nothing observed points at a cause: the
  /// report then leads with the observed fact (the test's message) and only says that `checker
  /// pista` has hints (issue 33.2).
  var soloConPista = false

  /// The lead of failing `resultado`, or `nil` when nothing is declared for it.
  static func de(
    _ resultado: ResultadoPruebaOculta, declarada: PruebaDeclarada?, metadatos: MetadatosLeccion?
  ) -> LeadPrueba? {
    if let metadatos, let encabezado = SeleccionEncabezado.encabezado(resultado, metadatos: metadatos),
      let (etiqueta, texto) = MensajesErroresTipicos.encabezado(encabezado, metadatos: metadatos)
    {
      var lead = LeadPrueba(etiqueta: etiqueta, texto: texto, esError: encabezado.esError)
      if case .pistaPrueba = encabezado { lead.soloConPista = true }
      return lead
    }
    guard let pista = declarada?.pistas.first else { return nil }
    return LeadPrueba(etiqueta: MensajesErroresTipicos.etiquetaPista, texto: pista, esError: false, soloConPista: true)
  }
}
