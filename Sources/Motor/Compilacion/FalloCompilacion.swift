import Foundation

/// Why a lesson's build failed, classified for the report.
public struct FalloCompilacion: Sendable, Equatable {
  /// Whose code does not compile.
  public enum Tipo: String, Sendable, Equatable {
    /// The student's module (`Tu código de la lección N no compila`).
    case alumno
    /// The student's module compiles, but the hidden tests do not compile against it (`Tus tipos
    /// no coinciden con lo que piden las pruebas`).
    case pruebas
    /// Errors in other files of the workbook (the runtime, the harness): a bug of ours.
    case taller
    /// The build failed without any compiler error (manifest, linker, SwiftPM itself).
    case desconocido
    /// The build exceeded its wall-clock limit.
    case tiempo
    /// `Package.swift` itself has errors (most likely an edit of the student's, not a bug of ours).
    case manifiesto
    /// The compiler itself crashed (an assertion or a signal, with its stack dump) before printing
    /// any error: a bug of that toolchain, most often set off by a mistake in the code it was
    /// type-checking (see ``ubicacionDelFallo``). Seen with Debian's Swift 6.0.3, which is built with
    /// assertions, on `@ReducerBuilder<Self.State, Self.Action>` when the type has no `Action`.
    case compiladorDetenido
    /// The build folder (`.build`, or `verificar`'s scratch path) was deleted or replaced while the
    /// build ran (by hand, by a cleaner, by another program): nothing to do with anyone's code.
    case construccionBorrada
  }

  /// The classification.
  public var tipo: Tipo
  /// The `error:` diagnostics relevant to ``tipo`` (paths relative to the workbook), in order.
  public var errores: [DiagnosticoCompilador]
  /// For each error, the known diagnostic that explains it (same order; `nil` if none).
  public var explicaciones: [DiagnosticoConocido?]
  /// Non-diagnostic lines of the build output (shown for ``Tipo/desconocido``).
  public var otrasLineas: [String]
  /// For ``Tipo/tiempo``: the limit the build ran out of, in seconds (already scaled).
  public var limiteSegundos: Double?
  /// For ``Tipo/tiempo``: the largest `.swift` file of the lesson, the likeliest cause.
  public var archivoMayor: ArchivoMedido?

  /// A failed build, classified, with its parsed errors and the rest of the output.
  public init(
    tipo: Tipo, errores: [DiagnosticoCompilador], explicaciones: [DiagnosticoConocido?],
    otrasLineas: [String]
  ) {
    self.tipo = tipo
    self.errores = errores
    self.explicaciones = explicaciones
    self.otrasLineas = otrasLineas
  }

  /// Classifies the output of a failed `swift build` of `leccion` built from `fuente`.
  ///
  /// Errors inside the module's source folder mean the student's code does not compile; else,
  /// errors inside `Tests/Exercises/LeccionNN` mean the hidden tests do not compile against it;
  /// else errors elsewhere are ours; no error at all is unknown.
  /// - Parameter carpetaFuente: The module's source folder relative to the root when it is not
  ///   `leccion.carpetaFuente(fuente)` (an assembled folder of `verificar`).
  public static func clasificar(
    salida: String, taller: Taller, leccion: Leccion, fuente: FuenteLeccion,
    tabla: TablaDiagnosticos, carpetaFuente: String? = nil
  ) -> FalloCompilacion {
    let analizada = SalidaCompilador(salida)
    let rutas = RutasRelativas(taller: taller)
    let errores = analizada.errores.map { diagnostico -> DiagnosticoCompilador in
      var relativo = diagnostico
      relativo.archivo = rutas.relativa(diagnostico.archivo)
      relativo.notasAdjuntas = diagnostico.notasAdjuntas.flatMap(rutas.notaParaElInforme)
      return relativo
    }.enumerated().sorted { a, b in
      // NB: by file, then line; the compiler's order depends on its job scheduling.
      (a.element.archivo, a.element.linea, a.element.columna, a.offset)
        < (b.element.archivo, b.element.linea, b.element.columna, b.offset)
    }.map(\.element)
    let delAlumno = errores.filter { $0.archivo.hasPrefix((carpetaFuente ?? leccion.carpetaFuente(fuente)) + "/") }
    let deLasPruebas = errores.filter { $0.archivo.hasPrefix(leccion.carpetaPruebas + "/") }
    let delManifiesto = errores.filter { $0.archivo == "Package.swift" }
    let (tipo, relevantes): (Tipo, [DiagnosticoCompilador]) =
      if !delManifiesto.isEmpty { (.manifiesto, delManifiesto) }
      else if !delAlumno.isEmpty { (.alumno, delAlumno) }
      else if !deLasPruebas.isEmpty { (.pruebas, deLasPruebas) }
      else if !errores.isEmpty { (.taller, errores) }
      else if analizada.otrasLineas.contains(where: Self.esFalloDelCompilador) { (.compiladorDetenido, []) }
      else { (.desconocido, []) }
    return FalloCompilacion(
      tipo: tipo, errores: relevantes, explicaciones: relevantes.map { tabla.explicacion(para: $0) },
      otrasLineas: analizada.otrasLineas.map(rutas.relativizarTexto))
  }

  /// Lines with which the Swift compiler says it crashed, not that the code is wrong.
  static func esFalloDelCompilador(_ linea: String) -> Bool {
    ["Please submit a bug report", "Stack dump:", "compile command failed due to signal", "Assertion `"]
      .contains { linea.contains($0) }
  }

  /// For ``Tipo/compiladorDetenido``: the innermost declaration the compiler was working on when it
  /// stopped, as its stack dump names it (`Sources/Workbook/Leccion01/Contador.swift:33:3`), or
  /// `nil`. Taken from the last `… (at <path>:<line>:<column>)` of the dump.
  public var ubicacionDelFallo: String? {
    otrasLineas.compactMap { linea -> String? in
      guard linea.contains("While "), let inicio = linea.range(of: "(at ", options: .backwards),
        let fin = linea[inicio.upperBound...].firstIndex(of: ")")
      else { return nil }
      let ubicacion = String(linea[inicio.upperBound..<fin])
      return ubicacion.hasSuffix(".swift") || ubicacion.contains(".swift:") ? ubicacion : nil
    }.last
  }

  /// For ``Tipo/compiladorDetenido``: the compiler's own line about why it stopped (the failed
  /// assertion), or `nil`.
  public var motivoDelFallo: String? {
    otrasLineas.first { $0.contains("Assertion `") || $0.contains("due to signal") }?
      .trimmingCharacters(in: .whitespaces)
  }

  /// The symbols the hidden tests use that the student's module lacks or changed, taken from the
  /// compiler's messages (`Contador.Action.tickRecibido`, `Ajustes`), without repeats.
  public var simbolosAusentes: [String] {
    var vistos: [String] = []
    for error in errores {
      if let simbolo = SimboloAusente.extraer(error.mensaje), !vistos.contains(simbolo) {
        vistos.append(simbolo)
      }
    }
    return vistos
  }
}

/// Makes compiler paths relative to the workbook root, whatever form the compiler printed the
/// root in (symlinks resolved or not; precomposed or decomposed accents).
struct RutasRelativas {
  let prefijos: [String]

  init(taller: Taller) {
    let raiz = taller.raiz.path
    let resuelta = taller.raiz.resolvingSymlinksInPath().path
    var prefijos: [String] = []
    for forma in [raiz, resuelta] {
      let conBarra = forma.hasSuffix("/") ? forma : forma + "/"
      if !prefijos.contains(conBarra) { prefijos.append(conBarra) }
    }
    self.prefijos = prefijos.sorted { $0.count > $1.count }
  }

  /// `ruta` without the root prefix (and in NFC), or unchanged if it lies outside.
  func relativa(_ ruta: String) -> String {
    // NB: Swift's `hasPrefix` compares canonically equivalent text as equal, so an NFD path
    // matches an NFC root (macOS file systems may return either).
    for prefijo in prefijos where ruta.hasPrefix(prefijo) {
      return String(ruta.dropFirst(prefijo.count)).precomposedStringWithCanonicalMapping
    }
    return ruta
  }

  /// Whether `ruta` lies inside the workbook.
  func estaDentro(_ ruta: String) -> Bool {
    prefijos.contains { ruta.hasPrefix($0) }
  }

  /// How an attached note is shown: with a relative path and its code frame when it points into
  /// the workbook's own files; without the frame (one line per note in it) when it points into
  /// the runtime, whose code the student does not need to read; and without location or frame
  /// when it points outside the workbook (the SDK, a generated interface).
  func notaParaElInforme(_ nota: DiagnosticoCompilador) -> [DiagnosticoCompilador] {
    let relativa = relativa(nota.archivo)
    let enElRuntime = relativa.hasPrefix(Self.carpetaRuntime)
    guard estaDentro(nota.archivo), !enElRuntime else {
      var vistas: Set<String> = []
      let lineas = [nota] + nota.marcadores.filter { $0.severidad == .note }
      return lineas.compactMap { linea in
        guard vistas.insert("\(linea.linea):\(linea.mensaje)").inserted else { return nil }
        return DiagnosticoCompilador(
          archivo: enElRuntime ? relativa : "", linea: linea.linea, columna: linea.columna,
          severidad: .note, mensaje: linea.mensaje)
      }
    }
    var conRuta = nota
    conRuta.archivo = relativa
    return [conRuta]
  }

  /// The runtime's sources, relative to the root.
  static let carpetaRuntime = "Sources/ComposableArchitecture/"

  /// Every occurrence of the root in `texto` removed (for free-form lines).
  func relativizarTexto(_ texto: String) -> String {
    prefijos.reduce(texto) { $0.replacingOccurrences(of: $1, with: "") }
  }
}
