import Motor

extension Ordenes {
  /// `checker pista [leccionN] [--todas]`: hints from `leccion.json`, no build.
  ///
  /// For each test that failed in the last saved run it shows, per call, what the student has seen
  /// (marked «ya vista») and one item more: the report of that run showed the first item only when
  /// it led with a raised mistake or a step's hint, never when it led with the observed fact (then
  /// the first call shows the test's first hint alone, as the report promises: «de una en una»);
  /// the count is kept in the progress file. It offers another call only while some test has hints
  /// left; with no saved run, the first hint of every test; with
  /// `--todas`, every hint. Without a lesson it uses ``Catalogo/siguientePendiente(_:)``, the
  /// same lesson the overview names. While the lesson is not complete it also shows the esencial
  /// findings of the source analyzers in the files the student has edited (``Taller/analizar(_:fuente:)``,
  /// read now, without building): a lesson whose tests all pass can still be incomplete because of one.
  func pista(_ numero: Int?, todas: Bool) -> CodigoSalida {
    let progreso = progreso()
    let elegida: Leccion
    if let numero, let leccion = leccion(numero) {
      elegida = leccion
    } else if let siguiente = catalogo.siguientePendiente(progreso) {
      elegida = siguiente
    } else {
      aplicacion.salida(MensajesChecker.siguiente(nil) + "\n" + MensajesOrdenes.pistaSinPendientes + "\n")
      return .exito
    }
    guard let metadatos = elegida.metadatos else {
      aplicacion.errores("error interno: " + MensajesChecker.sinMetadatos(elegida) + "\n")
      return .interno
    }
    var lineas = [estilo.negrita(MensajesOrdenes.tituloPistas(elegida)), ""]
    if numero == nil { lineas.insert(estilo.tenue(MensajesOrdenes.pistaDeLaSiguiente), at: 1) }
    let registro = progreso.lecciones[elegida.nn]
    let revision = todas || registro?.completada == true
      ? [] : taller.analizar(elegida, fuente: .copiaDeTrabajo).filter { $0.tipo == .esencial && !$0.sinTocar }

    var sinEsperar: Set<String> = []
    if let sinCompilar = registro?.sinCompilar {
      let explicacion = sinCompilar.explicacion ?? sinCompilar.diagnostico
        .flatMap { TablaDiagnosticos(catalogo: catalogo, leccion: elegida).entrada(id: $0) }
        .map(MensajesDiagnosticos.explicacion)
      lineas += MensajesOrdenes.pistaSinCompilar(
        elegida.numero, ejercicio: sinCompilar.ejercicio, fecha: MensajesOrdenes.fechaLegible(sinCompilar.fecha),
        error: sinCompilar.error, explicacion: explicacion)
      if let ejercicio = sinCompilar.ejercicio {
        // NB: the other exercises ran: their failed tests still get hints, that exercise's wait.
        sinEsperar = Set(metadatos.ejercicios?.first { $0.numero == ejercicio }?.pruebas ?? [])
      } else if !todas {
        // NB: the newest check did not compile: the saved results (maybe «completada») are older.
        imprimir(lineas)
        return .exito
      }
      lineas.append("")
    }
    if todas {
      for prueba in metadatos.pruebas { lineas += bloque(prueba, hasta: prueba.pistas.count) }
      imprimir(lineas)
      return .exito
    }
    guard let registro else {
      lineas.append(MensajesOrdenes.pistaSinEjecucion(elegida.numero))
      lineas.append("")
      for prueba in metadatos.pruebas { lineas += bloque(prueba, hasta: 1) }
      imprimir(lineas + bloqueRevision(revision))
      return .exito
    }
    let fallidas = metadatos.pruebas.filter { registro.fallidas.contains($0.id) && !sinEsperar.contains($0.id) }
    if fallidas.isEmpty && !sinEsperar.isEmpty {
      imprimir(lineas)
      return .exito
    }
    guard !registro.completada, !fallidas.isEmpty else {
      if registro.completada {
        lineas.append(MensajesOrdenes.pistaCompletada(elegida.numero))
        imprimir(lineas)
      } else if revision.isEmpty {
        imprimir(lineas + [MensajesOrdenes.pistaSinFallos])
      } else {
        imprimir(lineas + bloqueRevision(revision, entrada: MensajesOrdenes.pistaSinFallosRevision))
      }
      return .exito
    }
    lineas.append(MensajesOrdenes.pistaFallidas(fallidas.count, fecha: MensajesOrdenes.fechaLegible(registro.fecha)))
    lineas.append("")
    var vistas = registro.pistasVistas ?? [:]
    var quedanMas = false
    for prueba in fallidas {
      let ayuda = ayuda(prueba, registro: registro, metadatos: metadatos)
      let antes = max(vistas[prueba.id] ?? 0, enElInforme(prueba, registro: registro, metadatos: metadatos))
      let nivel = min(antes + 1, ayuda.count)
      var lineasPrueba = bloque(prueba, ayuda: ayuda, hasta: nivel, vistos: antes)
      if nivel == ayuda.count && antes >= nivel {
        lineasPrueba.insert("    " + estilo.tenue(MensajesOrdenes.sinMasPistas), at: lineasPrueba.count - 1)
      }
      lineas += lineasPrueba
      quedanMas = quedanMas || nivel < ayuda.count
      vistas[prueba.id] = nivel
    }
    lineas += bloqueRevision(revision)
    if quedanMas { lineas.append(estilo.tenue(MensajesOrdenes.otraPista(elegida.numero))) }
    imprimir(lineas)
    do {
      let aviso = try AlmacenProgreso(taller: taller).actualizar { progreso in
        progreso.lecciones[elegida.nn]?.pistasVistas = vistas
      }
      if let aviso { aplicacion.errores(MensajesProgreso.corrupto(aviso) + "\n") }
    } catch {
      aplicacion.errores(MensajesProgreso.noSeGuardo(error) + "\n")
    }
    return .exito
  }

  /// The analyzers' esencial findings under a lead line, as the report shows them; nothing when
  /// there are none.
  /// - Parameter entrada: The lead line; by default ``MensajesOrdenes/pistaRevision(_:)``.
  func bloqueRevision(_ hallazgos: [HallazgoAnalisis], entrada: String? = nil) -> [String] {
    guard !hallazgos.isEmpty else { return [] }
    let primera = entrada ?? MensajesOrdenes.pistaRevision(hallazgos.count)
    return [primera, ""] + RedactorAnalisis(estilo: estilo).redactar(hallazgos)
  }

  /// Prints `lineas` without trailing blank lines.
  func imprimir(_ lineas: [String]) {
    var lineas = lineas
    while lineas.last == "" { lineas.removeLast() }
    aplicacion.salida(lineas.joined(separator: "\n") + "\n")
  }

  /// `• nombre` and its first `hasta` hints, numbered when it has more than one, then a blank line.
  func bloque(_ prueba: PruebaDeclarada, hasta: Int) -> [String] {
    var lineas = ["• " + prueba.nombre]
    let total = prueba.pistas.count
    for (indice, texto) in prueba.pistas.prefix(max(0, hasta)).enumerated() {
      let etiqueta = total > 1 ? "Pista \(indice + 1) de \(total): " : "Pista: "
      lineas.append("    " + estilo.tenue(etiqueta) + texto)
    }
    lineas.append("")
    return lineas
  }
}
