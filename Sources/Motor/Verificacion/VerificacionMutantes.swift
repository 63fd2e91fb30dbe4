import Foundation

/// `checker verificar --mutantes`: builds and runs every mutant of a lesson's `Solucion/`
/// (``GeneradorMutantes``) like a variant, and says which ones no hidden test notices.
///
/// A mutant is *killed* when some hidden test fails, a type guarantee breaks or an esencial
/// analyzer finding appears (the student would not complete the lesson); it *survives* when the
/// lesson completes; it is *equivalent* when `leccion.json` declares so (`mutantesEquivalentes`,
/// with a reason); one that does not compile is discarded. Mutants are shared among
/// ``Verificador/paralelas`` workers (2 on this project's two-core machine; issue 45: a lesson's
/// 100 mutants took 10 min one after another, and most of a build is SwiftPM's latency, which two
/// builds overlap). Each worker builds its mutants one after another in its own scratch path
/// (``Verificador/carpetaDeTrabajador(_:)``) and its own assembly folder
/// (`.build/fuentes/leccionNN/mutantes`, `mutantes-2`…), so each build recompiles only the mutated
/// file and what depends on it.
public struct VerificacionMutantes: Sendable {
  /// The verifier whose workbook, toolchain, environment and scratch paths are used.
  public var verificador: Verificador

  /// Creates the check.
  public init(verificador: Verificador) { self.verificador = verificador }

  /// What happened to one mutant.
  public enum Estado: Sendable, Equatable {
    /// Hidden tests failed (their ids), guarantees broke (their ids) or an esencial analyzer
    /// objected (its id): at least one of the three.
    case matado(pruebas: [String], garantias: [String], analizador: String?)
    /// The lesson completed with the mutant: no test notices the change.
    case sobrevive
    /// Declared equivalent in `leccion.json`, with its reason.
    case equivalente(motivo: String)
    /// It does not compile: discarded.
    case noCompila
    /// It could not be checked: what happened.
    case error(Problema)
  }

  /// Why a mutant could not be checked.
  public enum Problema: Sendable, Equatable {
    /// Ctrl-C.
    case interrumpida
    /// The engine could not review the lesson.
    case revision(ErrorRevision, Leccion)
    /// The engine refused to build it.
    case rechazo(Rechazo, Leccion)
    /// Writing the mutant's file failed (the system's description).
    case escritura(String)
  }

  /// One mutant's outcome.
  public struct Resultado: Sendable, Equatable {
    /// The mutant.
    public var mutante: Mutante
    /// Its outcome.
    public var estado: Estado
    /// For a killed mutant, what the student's report would lead with (`nil`: nothing fails).
    public var primero: Encabezado?
    /// For a killed mutant whose report leads with a typical mistake declared elsewhere (its
    /// `donde` names another file or case): that mistake's id. The student would be told of a
    /// mistake they did not make.
    public var sobreajuste: String? = nil
    /// For a killed mutant, the kind of its first advice (`error:`, `paso:`, `pista:`, `analizador:`).
    public var clasePrimero: String? = nil
    /// Seconds its build and run took.
    public var segundos: Double
  }

  /// A lesson's mutants and their outcomes.
  public struct InformeMutantes: Sendable, Equatable {
    /// The lesson.
    public var leccion: Leccion
    /// One per mutant, in generation order.
    public var resultados: [Resultado]
    /// Wall-clock seconds for the whole lesson.
    public var segundos: Double

    /// Mutants with outcome `estado`'s kind.
    public func cuantos(_ prueba: (Estado) -> Bool) -> Int { resultados.filter { prueba($0.estado) }.count }
    /// Killed mutants.
    public var matados: Int { cuantos { if case .matado = $0 { true } else { false } } }
    /// Surviving mutants (not declared equivalent).
    public var supervivientes: [Resultado] { resultados.filter { $0.estado == .sobrevive } }
    /// Killed mutants whose first advice is a mistake declared elsewhere.
    public var sobreajustes: [Resultado] { resultados.filter { $0.sobreajuste != nil } }
    /// Killed / (killed + survivors), or `nil` with neither.
    public var puntuacion: Double? {
      let cuenta = matados + supervivientes.count
      return cuenta == 0 ? nil : Double(matados) / Double(cuenta)
    }

    /// Killed and surviving mutants of each file of `Solucion/` that has any, by file name (issue
    /// 47.4: a view file's score is read apart from its reducer's).
    public var porArchivo: [(archivo: String, matados: Int, supervivientes: Int)] {
      Dictionary(grouping: resultados, by: \.mutante.archivo).compactMap { archivo, suyos in
        let matados = suyos.filter { if case .matado = $0.estado { true } else { false } }.count
        let supervivientes = suyos.filter { $0.estado == .sobrevive }.count
        return matados + supervivientes == 0 ? nil : (archivo, matados, supervivientes)
      }.sorted { $0.archivo < $1.archivo }
    }
  }

  /// The mutants of `leccion` (its `Solucion/` against its `Plantilla/`).
  public func mutantes(_ leccion: Leccion) -> [Mutante] {
    func leer(_ carpeta: String) -> [String: String] {
      let url = verificador.taller.raiz.appendingPathComponent(carpeta)
      var textos: [String: String] = [:]
      for archivo in ArchivosCarpeta.listar(url) where archivo.hasSuffix(".swift") {
        if let datos = FileManager.default.contents(atPath: url.appendingPathComponent(archivo).path) {
          textos[archivo] = String(decoding: datos, as: UTF8.self)
        }
      }
      return textos
    }
    return GeneradorMutantes.mutantes(
      solucion: leer(leccion.carpetaFuente(.solucion)), plantilla: leer(leccion.carpetaFuente(.plantilla)))
  }

  /// Builds and runs each of `mutantes` (all of `leccion`'s by default), ``Verificador/paralelas``
  /// at a time, calling `alTerminar` after each (from any thread, one call at a time).
  /// - Returns: The outcomes in the order of `mutantes`.
  public func comprobar(
    _ leccion: Leccion, mutantes elegidos: [Mutante]? = nil,
    alTerminar: @escaping @Sendable (Resultado) -> Void = { _ in }
  ) -> InformeMutantes {
    let inicio = Date()
    let lista = elegidos ?? mutantes(leccion)
    // NB: with one scratch path for everything (`TALLER_VERIFICACION_CARPETA`) SwiftPM's lock would
    // serialize the workers anyway.
    let trabajadores = verificador.carpetaDeTrabajador(0) == nil ? 1 : verificador.paralelas
    let registro = verificador.registro
    let hechos = EnParalelo.repartir(
      lista.count, trabajadores: trabajadores, seguir: { !registro.interrumpido },
      alTerminar: { _, resultado in alTerminar(resultado) }
    ) { trabajador, indice in
      comprobarUno(lista[indice], leccion: leccion, trabajador: trabajadores == 1 ? nil : trabajador)
    }
    return InformeMutantes(leccion: leccion, resultados: hechos.compactMap { $0 }, segundos: Date().timeIntervalSince(inicio))
  }

  /// Builds and runs `mutante` in worker `trabajador`'s scratch path and assembly folder (`nil`:
  /// the lesson's own scratch path and `mutantes`).
  func comprobarUno(_ mutante: Mutante, leccion: Leccion, trabajador: Int?) -> Resultado {
    let equivalentes = Dictionary(
      (leccion.metadatos?.mutantesEquivalentes ?? []).map { ($0.id, $0.motivo) }, uniquingKeysWith: { a, _ in a })
    let revisor = Revisor(
      taller: verificador.taller, catalogo: verificador.catalogo, toolchain: verificador.toolchain,
      entorno: verificador.entorno, registro: verificador.registro, diagnosticosGenericos: TablaDiagnosticos.genericos)
    let scratch = trabajador.flatMap { verificador.carpetaDeTrabajador($0) } ?? verificador.carpetaTemporal(leccion)
    let ensamblado = (trabajador ?? 0) == 0 ? FuenteLeccion.carpetaMutantes : "\(FuenteLeccion.carpetaMutantes)-\((trabajador ?? 0) + 1)"
    let antes = Date()
    var resultado = Resultado(mutante: mutante, estado: .noCompila, primero: nil, segundos: 0)
    do {
      let carpeta = verificador.taller.raiz.appendingPathComponent(leccion.carpetaMutante(mutante.id))
      let archivo = carpeta.appendingPathComponent(mutante.archivo)
      try FileManager.default.createDirectory(at: archivo.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(mutante.texto.utf8).write(to: archivo)
      defer { try? FileManager.default.removeItem(at: carpeta) }
      let informe = revisor.revisar(
        leccion,
        opciones: .init(
          fuente: .mutante(mutante.id), carpetaTemporal: scratch,
          limiteSegundos: verificador.limiteConstruccion * revisor.factorTiempo, ensamblarEn: ensamblado))
      (resultado.estado, resultado.primero) = Self.estado(informe, equivalente: equivalentes[mutante.id])
      resultado.sobreajuste = Self.sobreajuste(informe, mutante: mutante)
      resultado.clasePrimero = Self.clasePrimero(informe)
    } catch {
      resultado.estado = .error(.escritura("\(error)"))
    }
    resultado.segundos = Date().timeIntervalSince(antes)
    return resultado
  }

  /// The declared mistake a killed mutant's report leads with, when its `donde` does not include
  /// the mutant's file and case; `nil` otherwise (no mistake first, or one without `donde`).
  static func sobreajuste(_ informe: InformeLeccion, mutante: Mutante) -> String? {
    guard case .ejecutada(let ejecucion, _) = informe.resultado, let metadatos = informe.leccion.metadatos,
      case .error(_, let levantado)? = SeleccionEncabezado.primeroMostrado(
        ejecucion.resultados, metadatos: metadatos,
        analizadores: informe.analisis.filter { $0.tipo == .esencial }.map(\.id.rawValue)),
      let donde = metadatos.error(levantado.id)?.donde
    else { return nil }
    return donde.incluye(archivo: mutante.archivo, caso: mutante.caso) ? nil : levantado.id
  }

  /// The kind of what a run leads with (`error`, `paso`, `pista`, `analizador`), or `nil`.
  static func clasePrimero(_ informe: InformeLeccion) -> String? {
    guard case .ejecutada(let ejecucion, _) = informe.resultado, let metadatos = informe.leccion.metadatos,
      let primero = SeleccionEncabezado.primeroMostrado(
        ejecucion.resultados, metadatos: metadatos,
        analizadores: informe.analisis.filter { $0.tipo == .esencial }.map(\.id.rawValue))?.declarado
    else { return nil }
    return String(primero.description.prefix { $0 != ":" })
  }

  /// The outcome of a mutant's run, and the first advice of a killed one.
  static func estado(_ informe: InformeLeccion, equivalente: String?) -> (Estado, Encabezado?) {
    switch informe.resultado {
    case .noCompila: return (.noCompila, nil)
    case .interrumpida: return (.error(.interrumpida), nil)
    case .errorInterno(let error): return (.error(.revision(error, informe.leccion)), nil)
    case .rechazada(let rechazo): return (.error(.rechazo(rechazo, informe.leccion)), nil)
    case .ejecutada(let ejecucion, let garantias):
      if informe.completada {
        return equivalente.map { (.equivalente(motivo: $0), nil) } ?? (.sobrevive, nil)
      }
      let primero = informe.leccion.metadatos.flatMap { metadatos in
        SeleccionEncabezado.primeroMostrado(
          ejecucion.resultados, metadatos: metadatos,
          analizadores: informe.analisis.filter { $0.tipo == .esencial }.map(\.id.rawValue))
      }
      let matado = Estado.matado(
        pruebas: ejecucion.resultados.filter { !$0.pasa }.map(\.id),
        garantias: garantias.filter { !$0.cumple }.map(\.id), analizador: informe.primerHallazgoEsencial?.id.rawValue)
      return (matado, primero)
    }
  }
}
