import TallerComun
import Foundation

/// Runs a lesson's hidden tests, one child process per test, and decides each outcome by counting
/// declared tests against reported results (never from an exit status alone).
///
/// Each child runs `PruebasLeccionNN` with `TALLER_ORDEN` set to `--ejecutar` and the id (its
/// arguments hold only the neutral ``nombrePrograma``), in `/`, in its own process group with stdin closed,
/// stdout and stderr drained and capped, `SWIFT_BACKTRACE` non-interactive (``TrazaFallo``), `TALLER_EVENTOS` naming a
/// fresh events file, `TALLER_LIMITE_SEGUNDOS` set to the test's limit (the harness's watchdog),
/// `TALLER_PADRE` (the harness dies with the checker) and a fresh secret on descriptor 3
/// (`TALLER_SECRETO_FD`): a `pasa` without it is not believed (see ``Veredicto``).
/// The checker kills the group a moment later (``gracia``) if the harness could not stop itself.
public struct EjecutorPruebas: Sendable {
  /// The workbook (children start in its root).
  public var taller: Taller
  /// Base environment of the children.
  public var entorno: [String: String]
  /// Bytes kept of each of a test's stdout and stderr.
  public var limiteSalida: Int
  /// Seconds the checker waits past the limit before killing the group itself.
  ///
  /// The harness reports `tiempo` at the limit and then has Swift's backtracer print where the test
  /// was stuck (``TrazaFallo``); the backtracer takes ~0.3 s on an idle machine and several seconds
  /// on a loaded one (two cores, builds and tests beside it), so by default it is
  /// ``EsperaTraza/gracia(factor:)`` at the environment's `TALLER_FACTOR_TIEMPO`: longer than the
  /// harness's own wait for its backtracer, at the same factor.
  public var gracia: Double
  /// Registry of live children (Ctrl-C).
  public var registro: RegistroHijos

  /// Creates a runner; `gracia` `nil` is ``EsperaTraza/gracia(factor:)`` at `entorno`'s factor.
  public init(
    taller: Taller, entorno: [String: String], limiteSalida: Int = 64 * 1024, gracia: Double? = nil,
    registro: RegistroHijos = .compartido
  ) {
    self.taller = taller
    self.entorno = entorno
    self.limiteSalida = limiteSalida
    self.gracia = gracia ?? EsperaTraza.gracia(factor: FactorTiempo(entorno: entorno).multiplicador)
    self.registro = registro
  }

  /// Runs every test `metadatos` declares against `binario`, up to one process per core at once
  /// (`TALLER_PRUEBAS_SIMULTANEAS`); the results are in declaration order.
  /// - Parameter limiteSegundos: Per-test limit, already scaled by `TALLER_FACTOR_TIEMPO`.
  public func ejecutar(
    binario: URL, metadatos: MetadatosLeccion, limiteSegundos: Double
  ) -> EjecucionLeccion {
    let carpeta = CarpetaTemporal.crear()
    let ficha = registro.alInterrumpir { try? FileManager.default.removeItem(at: carpeta) }
    defer {
      registro.quitarLimpieza(ficha)
      try? FileManager.default.removeItem(at: carpeta)
    }

    // NB: the children run a copy named like the student's module, so not even the program's own
    // file (`/proc/self/exe`, `Bundle.main`, `ProcessInfo.arguments[0]`) names the test binary.
    let binario = Self.copiaNeutral(de: binario, en: carpeta)
    var problemas: [ProblemaEjecucion] = []
    var registradas: [String]?
    switch listar(binario: binario, eventos: carpeta.appendingPathComponent("lista.jsonl")) {
    case .success(let ids): registradas = ids
    case .failure(let problema):
      if registro.interrumpido { return EjecucionLeccion(resultados: [], interrumpido: true) }
      problemas.append(problema)
    }
    let declaradas = metadatos.pruebas.map(\.id)
    if let registradas {
      for extra in registradas where !declaradas.contains(extra) {
        problemas.append(.pruebaNoDeclarada(id: extra))
      }
    }

    // NB: at most one test process per core (``Reparto``); the results keep the declaration order.
    let hechas = ejecutarEnParalelo(
      metadatos.pruebas, registradas: registradas, binario: binario, carpeta: carpeta, limiteSegundos: limiteSegundos)
    return EjecucionLeccion(resultados: hechas.valores, problemas: problemas, interrumpido: !hechas.completo)
  }

  /// Asks the binary for its registered ids (`--listar`).
  func listar(binario: URL, eventos: URL) -> Result<[String], ProblemaEjecucion> {
    var entorno = entornoHijo(eventos: eventos, limite: nil, orden: ["--listar"])
    entorno.removeValue(forKey: "TALLER_LIMITE_SEGUNDOS")
    let hijo = ProcesoHijo(
      ejecutable: binario.path, argumentos: [], entorno: entorno,
      directorio: Self.carpetaInicio, limiteSegundos: 30, limiteSalida: limiteSalida,
      nombrePrograma: Self.nombrePrograma)
    guard let resultado = try? Lanzador.ejecutar(hijo, registro: registro) else {
      return .failure(.binarioNoArranca(ruta: binario.path))
    }
    let lista = EventoArnes.leer(eventos).first { $0.tipo == .lista }
    guard resultado.exito, let ids = lista?.ids else {
      let detalle = resultado.textoErrores.trimmingCharacters(in: .whitespacesAndNewlines)
      return .failure(.listadoFallido(detalle: detalle))
    }
    return .success(ids)
  }

  /// Runs one test; `nil` if the checker was interrupted meanwhile.
  func ejecutarUna(
    _ id: String, binario: URL, eventos: URL, limiteSegundos: Double
  ) -> ResultadoPruebaOculta? {
    let secreto = SecretoHeredado.nuevo()
    var entorno = entornoHijo(eventos: eventos, limite: limiteSegundos, orden: ["--ejecutar", id])
    entorno["TALLER_SECRETO_FD"] = String(ProcesoHijo.descriptorSecreto)
    let hijo = ProcesoHijo(
      ejecutable: binario.path, argumentos: [], entorno: entorno,
      directorio: Self.carpetaInicio, limiteSegundos: limiteSegundos + gracia,
      limiteSalida: limiteSalida, secreto: secreto, nombrePrograma: Self.nombrePrograma)
    let proceso: ResultadoProceso
    do {
      proceso = try Lanzador.ejecutar(hijo, registro: registro)
    } catch ErrorProceso.interrumpido {
      return nil
    } catch {
      return ResultadoPruebaOculta(
        id: id, estado: .crash, causa: .binarioNoArranca(ruta: binario.path))
    }
    if proceso.interrumpido { return nil }
    return Veredicto.decidir(
      id: id, proceso: proceso, eventos: EventoArnes.leer(eventos), limiteSegundos: limiteSegundos,
      secreto: secreto)
  }

  /// `binario` hard-linked (else copied) into `carpeta` as ``nombrePrograma`` (issue 46.6); `binario`
  /// itself if neither works, so a full disk costs only the hiding, never the run.
  static func copiaNeutral(de binario: URL, en carpeta: URL) -> URL {
    let copia = carpeta.appendingPathComponent(nombrePrograma)
    if (try? FileManager.default.linkItem(at: binario, to: copia)) != nil { return copia }
    if (try? FileManager.default.copyItem(at: binario, to: copia)) != nil { return copia }
    return binario
  }

  /// `argv[0]` of every test process: the name of the module the student's code lives in, the
  /// same for every lesson and test (issue 46.6).
  static let nombrePrograma = "Workbook"

  /// The folder a test process starts in: `/`, where macOS and iOS start an app, so a relative path
  /// of the student's code (`Tests/Exercises/…`) finds nothing and names no folder of the checker
  /// (issue 46.6).
  static let carpetaInicio = "/"

  func entornoHijo(eventos: URL, limite: Double?, orden: [String]) -> [String: String] {
    var entorno = self.entorno
    entorno["TALLER_ORDEN"] = orden.joined(separator: "\n")
    entorno["TALLER_EVENTOS"] = eventos.path
    entorno["SWIFT_BACKTRACE"] = TrazaFallo.configuracion
    entorno["TALLER_PADRE"] = String(getpid())
    entorno.removeValue(forKey: "TALLER_SECRETO_FD")
    // NB: an invalid factor means 1 for the runtime too; the checker already warned once, so the
    // tests do not repeat the warning in every output.
    switch FactorTiempo(entorno: entorno) {
    case .invalido: entorno.removeValue(forKey: FactorTiempo.variable)
    // NB: the runtime gets the maximum itself, so the tests do not repeat the checker's warning.
    case .recortado: entorno[FactorTiempo.variable] = String(Int(FactorTiempo.maximo))
    case .porDefecto, .valor: break
    }
    if let limite { entorno["TALLER_LIMITE_SEGUNDOS"] = String(limite) }
    return entorno
  }
}

extension ProblemaEjecucion: Error {}
