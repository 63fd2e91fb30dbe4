import Dispatch
import TallerComun
import Foundation

/// The checker's engine for one lesson: build, run the hidden tests, run the compile-time checks.
///
/// This is the piece the integrity suite and `checker verificar` reuse: give it a lesson, a source
/// (working copy, `Plantilla`, `Solucion`, a variant) and a scratch path, and get an
/// ``InformeLeccion`` back. It prints nothing.
///
/// ```swift
/// let entorno = ProcessInfo.processInfo.environment
/// let revisor = Revisor(
///   taller: taller, catalogo: try Catalogo.cargar(taller),
///   toolchain: try Toolchain.localizar(entorno: entorno), entorno: entorno)
/// let informe = revisor.revisar(
///   leccion, opciones: .init(fuente: .solucion, carpetaTemporal: scratch, limiteSegundos: 600))
/// #expect(informe.completada)
/// ```
public struct Revisor: Sendable {
  /// The workbook.
  public var taller: Taller
  /// The course (for the known-diagnostics table).
  public var catalogo: Catalogo
  /// The toolchain.
  public var toolchain: Toolchain
  /// Environment of every child.
  public var entorno: [String: String]
  /// Per-test limit when `leccion.json` gives none, in seconds, before the time factor.
  public var limitePorDefecto: Double
  /// Registry of live children (Ctrl-C).
  public var registro: RegistroHijos
  /// The known diagnostics valid in every lesson, matched after the course's own
  /// (``TablaDiagnosticos/genericos`` unless a test gives others).
  public var diagnosticosGenericos: [DiagnosticoConocido]
  /// The verification's record of module interfaces (``InterfacesLeccion``): a compile-time check
  /// already judged against a byte-identical `.swiftmodule` is not type-checked again. `nil` (a
  /// student's check) judges every check afresh.
  public var interfaces: InterfacesLeccion?

  /// Per-test limit when a lesson does not set one: 5 s (before `TALLER_FACTOR_TIEMPO`).
  public static let limitePorDefecto: Double = 5

  /// Creates an engine from parts.
  public init(
    taller: Taller, catalogo: Catalogo, toolchain: Toolchain, entorno: [String: String],
    limitePorDefecto: Double = Revisor.limitePorDefecto, registro: RegistroHijos = .compartido,
    diagnosticosGenericos: [DiagnosticoConocido] = TablaDiagnosticos.genericos, interfaces: InterfacesLeccion? = nil
  ) {
    self.diagnosticosGenericos = diagnosticosGenericos
    self.interfaces = interfaces
    self.taller = taller
    self.catalogo = catalogo
    self.toolchain = toolchain
    self.entorno = entorno
    self.limitePorDefecto = limitePorDefecto
    self.registro = registro
  }

  /// `TALLER_FACTOR_TIEMPO` as the runtime reads it (``FactorTiempo``): a positive number, `.` or
  /// `,` as decimal separator; 1 when unset or invalid (the command-line layer warns).
  public var factorTiempo: Double { FactorTiempo(entorno: entorno).multiplicador }

  /// The per-test limit of `leccion` in seconds, scaled by ``factorTiempo``.
  public func limitePorPrueba(_ leccion: Leccion) -> Double {
    (leccion.metadatos?.limiteSegundos ?? limitePorDefecto) * factorTiempo
  }

  /// The known-diagnostics table of this course, with `leccion`'s own entries first.
  public func tabla(para leccion: Leccion) -> TablaDiagnosticos {
    TablaDiagnosticos(catalogo: catalogo, leccion: leccion, genericos: diagnosticosGenericos)
  }

  /// Builds `leccion` (only its product), then runs its hidden tests and its compile-time checks.
  /// - Parameters:
  ///   - opciones: Source, scratch path and build limit.
  ///   - alCompilar: Called just before the build starts (the CLI prints `Compilando…`).
  public func revisar(
    _ leccion: Leccion, opciones: Construccion.Opciones = .init(), alCompilar: () -> Void = {}
  ) -> InformeLeccion {
    var opciones = opciones
    let limite = limiteCompilacion(opciones)
    opciones.limiteSegundos = limite
    let analisis = analizar(leccion, fuente: opciones.fuente)
    // NB: only a student's check is held to the recorded fingerprints; `verificar` checks that they
    // are current instead.
    let cursoModificado = opciones.fuente == .copiaDeTrabajo
      ? HuellasCurso.leer(taller)?.cambios(en: taller, leccion: leccion) ?? [] : []
    func completar(_ informe: InformeLeccion) -> InformeLeccion {
      var informe = anotarTiempoAgotado(informe, limite: limite)
      informe.analisis = analisis
      informe.cursoModificado = cursoModificado
      return informe
    }
    if let falta = carpetaAusente(leccion, fuente: opciones.fuente) {
      return completar(InformeLeccion(leccion: leccion, fuente: opciones.fuente, resultado: .rechazada(falta)))
    }
    guard let metadatos = leccion.metadatos else {
      return completar(InformeLeccion(leccion: leccion, fuente: opciones.fuente, resultado: .errorInterno(.sinMetadatos)))
    }
    alCompilar()
    repararCarpetasPropias(opciones)
    if let ejercicios = metadatos.ejercicios, !ejercicios.isEmpty {
      return completar(revisarPorEjercicio(leccion, metadatos: metadatos, ejercicios: ejercicios, opciones: opciones))
    }
    var pasada = compilarYProbar(leccion, metadatos: metadatos, opciones: opciones)
    if let modulos = pasada.modulos, Self.caidaSinMensaje(pasada.informe) {
      Construccion.olvidarModulos(leccion, modulos: modulos)
      pasada = compilarYProbar(leccion, metadatos: metadatos, opciones: opciones)
      pasada.informe.recompiladaTrasCaida = true
    }
    return completar(pasada.informe)
  }
}

extension Revisor {
  /// The verdicts of `garantias`, in their order: those already judged against `interfaz` are
  /// taken from ``interfaces``, the rest are type-checked (at most two at a time) and kept there.
  func comprobarGarantias(
    _ garantias: [Garantia], revisor: RevisorGarantias, modulos: URL, interfaz: Int?
  ) -> [ResultadoGarantia] {
    guard let interfaces, let interfaz else { return revisor.comprobarTodas(garantias, modulos: modulos) }
    let sabidas = garantias.map { interfaces.veredicto(interfaz: interfaz, garantia: $0.id) }
    let pendientes = garantias.indices.filter { sabidas[$0] == nil }
    var nuevas = revisor.comprobarTodas(pendientes.map { garantias[$0] }, modulos: modulos)[...]
    return sabidas.map { sabida in
      if let sabida { return sabida }
      guard let nueva = nuevas.popFirst() else { return nil }
      interfaces.guardar(nueva, interfaz: interfaz)
      return nueva
    }.compactMap { $0 }
  }
}
