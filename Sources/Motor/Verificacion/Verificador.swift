import Dispatch
import Foundation

/// The workbook's integrity checks, one implementation for `checker verificar` and the integrity
/// suite of `swift test`.
///
/// Per lesson it proves, in this order: metadata, files, `// TODO:` marks and (with `CI=true`) the
/// published working copy, without building; then `Plantilla/` compiles and fails **every** hidden
/// test; `Solucion/` passes every test and its compile-time checks hold; every variant behaves as
/// `leccion.json` declares. Every source is built with ``Revisor`` in the lesson's own scratch path
/// (`.build/verificacion/leccionNN`: the student's `.build` is never touched), one after another,
/// each binary run right after its own build, variants that built the same module interface last
/// time next to each other (``SecuenciaInterfaces``), and a compile-time check already judged against a
/// byte-identical interface is not type-checked again (``InterfacesLeccion``). Every source is
/// first assembled in `.build/fuentes/leccionNN/verificacion` (a variant is `Solucion/` plus its own
/// files). It prints nothing and saves no progress.
///
/// ```swift
/// let verificador = try Verificador(taller: taller, entorno: ProcessInfo.processInfo.environment)
/// for hallazgo in verificador.curso() { print(hallazgo) }
/// let verificacion = verificador.verificar(try #require(verificador.catalogo.leccion(numero: 3)))
/// verificacion.hallazgos      // [] when the lesson is sound
/// verificacion.interrumpida   // Ctrl-C stopped it
/// ```
public struct Verificador: Sendable {
  /// The workbook.
  public var taller: Taller
  /// The course.
  public var catalogo: Catalogo
  /// The toolchain.
  public var toolchain: Toolchain
  /// Environment of every child (`CI` and `TALLER_FACTOR_TIEMPO` are read from it too).
  public var entorno: [String: String]
  /// Registry of live children (Ctrl-C).
  public var registro: RegistroHijos
  /// Wall-clock limit of one build in seconds, before `TALLER_FACTOR_TIEMPO` (a cold build of the
  /// runtime takes one to two minutes on two cores).
  public var limiteConstruccion: Double
  /// The scratch path of each lesson's builds; by default ``carpetaPorDefecto(_:)``.
  public var carpetaTemporal: @Sendable (Leccion) -> URL

  /// Creates a verifier from parts. The scratch path is `carpetaTemporal` if given, else the one
  /// folder named by ``variableCarpeta`` in `entorno`, else `.build/verificacion/leccionNN`.
  public init(
    taller: Taller, catalogo: Catalogo, toolchain: Toolchain, entorno: [String: String],
    registro: RegistroHijos = .compartido, limiteConstruccion: Double = 900,
    carpetaTemporal: (@Sendable (Leccion) -> URL)? = nil
  ) {
    self.taller = taller
    self.catalogo = catalogo
    self.toolchain = toolchain
    self.entorno = entorno
    self.registro = registro
    self.limiteConstruccion = limiteConstruccion
    if let carpetaTemporal {
      self.carpetaTemporal = carpetaTemporal
    } else if let compartida = entorno[Self.variableCarpeta], !compartida.isEmpty {
      let url = compartida.hasPrefix("/")
        ? URL(fileURLWithPath: compartida) : taller.raiz.appendingPathComponent(compartida)
      self.carpetaTemporal = { _ in url }
    } else {
      self.carpetaTemporal = { [taller] in Verificador.carpetaPorDefecto(taller, $0) }
    }
  }

  /// `TALLER_CARPETA_VERIFICACION`: when set, every lesson is built in that one scratch path
  /// (relative to the root, or absolute) instead of one per lesson: the runtime is compiled once
  /// instead of once per lesson.
  public static let variableCarpeta = "TALLER_CARPETA_VERIFICACION"

  /// Creates a verifier for `taller`, reading its catalog and finding the toolchain.
  /// - Throws: ``ErrorCatalogo`` or ``ErrorToolchain``.
  public init(taller: Taller, entorno: [String: String], registro: RegistroHijos = .compartido) throws {
    self.init(
      taller: taller, catalogo: try Catalogo.cargar(taller),
      toolchain: try Toolchain.localizar(entorno: entorno), entorno: entorno, registro: registro)
  }

  /// The one folder under `.build/fuentes/leccionNN/` every source of a lesson is assembled in
  /// before its build (see ``Construccion/Opciones/ensamblarEn``). Measured on two loaded cores:
  /// a variant built from its own folder took 9.3 s (new `TALLER_FUENTE`, so SwiftPM evaluates the
  /// manifest again, and every file of the module recompiles); from this shared folder, 5.0–5.7 s.
  public static let carpetaEnsamblado = "verificacion"

  /// `.build/verificacion/leccionNN`.
  public static func carpetaPorDefecto(_ taller: Taller, _ leccion: Leccion) -> URL {
    taller.carpetaConstruccion.appendingPathComponent("verificacion/leccion\(leccion.nn)")
  }

  /// Whether `CI=true` (then the working copy must equal `Plantilla/`).
  public var ci: Bool { entorno["CI"] == "true" }

  /// Course-wide findings: `Package.swift`'s list against the `Lessons/NN-*` folders, repeated
  /// numbers, and the shared known-diagnostics table.
  public func curso() -> [Hallazgo] {
    ValidacionCatalogo.problemas(catalogo, genericos: TablaDiagnosticos.genericos).filter { $0.leccion == nil }
      .map { Hallazgo(leccion: nil, clase: .curso, motivo: .catalogo($0.tipo)) }
      + ValidacionCatalogo.lista(catalogo).filter { $0.leccion != nil }
      .map { Hallazgo(leccion: $0.leccion, clase: .curso, motivo: .catalogo($0.tipo)) }
      + huellas()
  }

  /// Whether ``HuellasCurso/archivo`` records the course files as they are. A workbook without the
  /// file pins nothing (one made by hand, a test's), so its absence is not a finding here; the
  /// course's own suite requires it (`HuellasCursoTests`).
  func huellas() -> [Hallazgo] {
    guard let grabadas = HuellasCurso.leer(taller) else { return [] }
    let cambios = grabadas.diferencias(con: HuellasCurso.calcular(taller, lecciones: catalogo.lecciones))
    if cambios.isEmpty { return [] }
    return [Hallazgo(leccion: nil, clase: .curso, motivo: .huellasDesactualizadas(cambios, archivo: HuellasCurso.archivo))]
  }

  /// The sources of `leccion` to build and what each must do, in build order: Plantilla, Solucion,
  /// then every declared variant whose folder exists.
  public func plan(_ leccion: Leccion) -> [(fuente: FuenteLeccion, esperado: Expectativa)] {
    guard let metadatos = leccion.metadatos else { return [] }
    var plan: [(FuenteLeccion, Expectativa)] = [(.plantilla, .plantilla), (.solucion, .pasa)]
    for variante in metadatos.variantes ?? [] {
      let carpeta = taller.raiz.appendingPathComponent(leccion.carpeta + "/Variantes/" + variante.carpeta)
      if ArchivosCarpeta.esCarpeta(carpeta) { plan.append((.variante(variante.carpeta), Expectativa(variante))) }
    }
    return plan
  }

  /// The checks that need no build.
  public func archivos(_ leccion: Leccion) -> PasoVerificacion {
    let hallazgos = VerificacionArchivos(taller: taller, catalogo: catalogo, ci: ci).hallazgos(leccion)
    return PasoVerificacion(etapa: .archivos, resumen: .archivos, hallazgos: hallazgos)
  }

  /// The coupling report (``AcoplamientoVariante``, issue 33.1) and how many blind variants the report
  /// names (``RecuentoCiegas``, issue 30.6): informational, it never fails;
  /// `nil` without metadata.
  public func acoplamientos(_ leccion: Leccion) -> PasoVerificacion? {
    guard let metadatos = leccion.metadatos else { return nil }
    let resumen = PasoVerificacion.Resumen.acoplamientos(
      AcoplamientoVariante.calcular(metadatos), RecuentoCiegas.contar(metadatos))
    return PasoVerificacion(etapa: .acoplamientos, resumen: resumen, hallazgos: [])
  }

  /// Builds `leccion` from `fuente` in its scratch path, runs it, and compares with `esperado`.
  /// - Parameter interfaces: The lesson's record of module interfaces in this run: a compile-time
  ///   check already judged against the same interface is not type-checked again.
  public func comprobar(
    _ leccion: Leccion, fuente: FuenteLeccion, esperado: Expectativa, interfaces: InterfacesLeccion? = nil
  ) -> PasoVerificacion {
    let nombre = Self.nombre(fuente)
    let revisor = Revisor(
      taller: taller, catalogo: catalogo, toolchain: toolchain, entorno: entorno, registro: registro,
      diagnosticosGenericos: TablaDiagnosticos.genericos, interfaces: interfaces)
    let inicio = DispatchTime.now().uptimeNanoseconds
    let informe = revisor.revisar(
      leccion,
      opciones: .init(
        fuente: fuente, carpetaTemporal: carpetaTemporal(leccion), limiteSegundos: limiteConstruccion * revisor.factorTiempo,
        ensamblarEn: Self.carpetaEnsamblado))
    let duracion = Double(DispatchTime.now().uptimeNanoseconds - inicio) / 1e9
    let (hallazgos, resumen) = EvaluacionFuente(leccion: leccion, fuente: nombre, esperado: esperado).evaluar(informe)
    var paso = PasoVerificacion(etapa: .fuente(nombre), resumen: resumen, hallazgos: hallazgos, duracion: duracion)
    paso.interfaz = informe.interfaz
    paso.recompiladaTrasCaida = informe.recompiladaTrasCaida
    return paso
  }

  /// Every check of `leccion`: the static ones, then each source of ``plan(_:)`` in the order of
  /// ``SecuenciaInterfaces`` (variants that built the same module interface last time, one after
  /// another). Stops at Ctrl-C.
  /// - Parameter alTerminarPaso: Called after each step, in build order (the CLI prints it at once).
  public func verificar(_ leccion: Leccion, alTerminarPaso: (PasoVerificacion) -> Void = { _ in }) -> VerificacionLeccion {
    var pasos = [archivos(leccion)]
    alTerminarPaso(pasos[0])
    if let acoplamientos = acoplamientos(leccion) {
      pasos.append(acoplamientos)
      alTerminarPaso(acoplamientos)
    }
    if leccion.metadatos == nil {
      let paso = PasoVerificacion(
        etapa: .compilaciones, resumen: .ninguno,
        hallazgos: [Hallazgo(leccion: leccion.numero, clase: .metadatos, motivo: .sinMetadatos)])
      pasos.append(paso)
      alTerminarPaso(paso)
    }
    // NB: con un id registrado que leccion.json no declara, cada fuente fallaría igual tras compilar:
    // se dice una vez, sin compilar (#29.7).
    let sinDeclarar = pasos[0].hallazgos.contains { $0.clase == .pruebaSinDeclarar }
    let carpeta = carpetaTemporal(leccion)
    let interfaces = InterfacesLeccion()
    var grupos: [String: Int] = [:]
    var completa = true
    let fuentes = sinDeclarar ? [] : plan(leccion)
    for (fuente, esperado) in SecuenciaInterfaces.leer(carpeta, leccion).ordenar(fuentes, nombre: { Self.nombre($0.fuente) }) {
      let paso = comprobar(leccion, fuente: fuente, esperado: esperado, interfaces: interfaces)
      pasos.append(paso)
      alTerminarPaso(paso)
      grupos[Self.nombre(fuente)] = paso.interfaz
      if paso.interrumpido || registro.interrumpido {
        completa = false
        break
      }
    }
    if completa && !grupos.isEmpty { SecuenciaInterfaces(grupos: grupos).guardar(carpeta, leccion) }
    return VerificacionLeccion(leccion: leccion, pasos: pasos)
  }

  /// `Plantilla`, `Solucion` or `Variantes/<carpeta>` (the working copy is
  /// ``Hallazgo/fuenteCopiaDeTrabajo``, a mutant `mutantes/<id>`; `verificar` builds neither).
  public static func nombre(_ fuente: FuenteLeccion) -> String {
    switch fuente {
    case .copiaDeTrabajo: Hallazgo.fuenteCopiaDeTrabajo
    case .mutante(let id): FuenteLeccion.carpetaMutantes + "/" + id
    case .plantilla, .solucion, .variante: fuente.carpetaEnLeccion ?? ""
    }
  }
}
