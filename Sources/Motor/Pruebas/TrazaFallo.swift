/// The Swift runtime's crash backtrace, read so a crash inside the standard library or the runtime
/// points at the student's line (issue 16.5).
///
/// Test processes run with ``configuracion`` in `SWIFT_BACKTRACE`: on a crash the runtime launches
/// `swift-backtrace`, which prints the crashed thread's frames, each as
/// `  2 [ra] 0x… dividir(_:_:) + 160 in PruebasLeccion01 at /…/Sources/Workbook/Leccion01/X.swift:12:9`.
/// ``primerMarcoDelAlumno(_:)`` takes the first (innermost) frame whose file is a student file.
///
/// Platforms (Swift 6.0–6.3): on Linux crash catching is on by default and works with these keys
/// (verified: Swift 6.3.1 and 6.0.3, ~0.1 s per crash); the runtime finds `swift-backtrace` in the
/// toolchain it was loaded from (`<toolchain>/usr/libexec/swift/linux/`). On macOS it defaults to `tty`,
/// hence `enable=yes`, and SwiftPM's executables load the **OS's** Swift runtime (`/usr/lib/swift`),
/// not Xcode's: that runtime looks for `swift-backtrace` beside itself or at the path fixed when the OS
/// was built, never inside Xcode, so on many Macs it finds none and prints «swift runtime: unable to
/// locate swift-backtrace; disabling backtracing.» at start-up. ``esAvisoDelRuntime(_:)`` drops that
/// line (and the runtime's other start-up notices about backtracing) from the student's output, and
/// the report keeps today's message (signal and the runtime's `Fatal error` line). When a backtracer
/// does run, the crashing binary must allow being inspected: SwiftPM signs debug executables with
/// `get-task-allow` on macOS by default since swiftlang/swift-package-manager#7010 (2023, SwiftPM
/// 5.10+), and copying the binary (``BinarioPrivado``) keeps its signature; a setuid binary never gets
/// backtraces. Not run on macOS here.
public enum TrazaFallo {
  /// `SWIFT_BACKTRACE` for test processes: never interactive, no colour, only the crashed thread, no
  /// registers or image list, full paths. Only keys Swift 5.9+ knows (an unknown key makes the runtime
  /// print a warning into the student's output).
  static let configuracion =
    "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none,sanitize=no,demangle=yes"

  /// Folders whose files are the student's: the working copy, a lesson's Plantilla/Solucion, an
  /// assembled variant (`verificar`), the assembly of a per-exercise lesson (or of a lesson with
  /// exercises put aside) that the module is compiled from (``ensamblado``).
  static let carpetasAlumno = ["Sources/Workbook/", ".build/fuentes/", "/Plantilla/", "/Solucion/", ensamblado]

  /// Where a per-exercise lesson's module is compiled from: copies of the working copy's files
  /// (`<scratch>/ensamblado/leccionNN/Galeria.swift`). A frame there is shown at the student's own
  /// file, `Sources/Workbook/LeccionNN/Galeria.swift` (a student met a crash with no line in lesson 5).
  static let ensamblado = "/ensamblado/leccion"

  /// A frame in the student's code.
  public struct Marco: Sendable, Equatable {
    /// Path from `Sources/Workbook/…` (or `.build/fuentes/…`, `Lessons/…`), else as printed.
    public var archivo: String
    /// 1-based line, or `nil` when the backtracer printed the file without one: the stopped
    /// instruction has no line in the debug info (seen with Swift 6.0.3 on Linux, in about one of
    /// twelve time-outs of a busy loop, at `girarSinFin() + 66`).
    public var linea: Int?
    /// The demangled function, as the backtracer prints it (`Fallos.fueraDeRango()`).
    public var funcion: String

    /// `archivo:linea`, or only `archivo` when the line is unknown.
    public var ubicacion: String { linea.map { "\(archivo):\($0)" } ?? archivo }
  }

  /// The innermost frame of the crashed thread in a student file, or `nil` (no backtrace, or none of
  /// its frames is the student's).
  static func primerMarcoDelAlumno(_ texto: String) -> Marco? {
    for linea in lineasDeTraza(texto) {
      guard let marco = marco(linea) else { continue }
      if carpetasAlumno.contains(where: { marco.archivo.contains($0) }) {
        var recortado = marco
        if let propio = enLaCopiaDeTrabajo(marco.archivo) {
          recortado.archivo = propio
          return recortado
        }
        for carpeta in ["Sources/Workbook/", ".build/fuentes/", "Lessons/"] {
          if let rango = marco.archivo.range(of: carpeta) {
            recortado.archivo = String(marco.archivo[rango.lowerBound...])
            break
          }
        }
        return recortado
      }
    }
    return nil
  }

  /// `…/ensamblado/leccion05/Galeria.swift` → `Sources/Workbook/Leccion05/Galeria.swift`; `nil` for
  /// any other path.
  static func enLaCopiaDeTrabajo(_ archivo: String) -> String? {
    guard let rango = archivo.range(of: ensamblado, options: .backwards) else { return nil }
    let resto = archivo[rango.upperBound...]
    let numero = resto.prefix { $0.isNumber }
    guard !numero.isEmpty, resto.dropFirst(numero.count).first == "/" else { return nil }
    return "Sources/Workbook/Leccion" + numero + "/" + resto.dropFirst(numero.count + 1)
  }

  /// One frame line: `N [ra] 0xADDR función + off in módulo at /ruta/Archivo.swift:12:9`, with
  /// `Archivo.swift:54` (async frames), or with only `Archivo.swift` when the instruction has no line
  /// (``Marco/linea`` `nil`).
  static func marco(_ linea: Substring) -> Marco? {
    let partes = linea.trimmingPrefix(while: { $0 == " " })
    guard partes.first?.isNumber == true, let en = partes.range(of: " at ", options: .backwards) else { return nil }
    let ubicacion = partes[en.upperBound...]
    let trozos = ubicacion.split(separator: ":", omittingEmptySubsequences: false)
    let archivo: String
    let numero: Int?
    // NB: `archivo:línea:columna`, `archivo:línea` (an async frame) or only `archivo`.
    let numeros = trozos.reversed().prefix { Int($0) != nil }.count
    if numeros >= 1, trozos.count > min(numeros, 2) {
      let sinNumeros = trozos.dropLast(min(numeros, 2))
      archivo = sinNumeros.joined(separator: ":")
      numero = Int(trozos[sinNumeros.count])
    } else {
      archivo = String(ubicacion)
      numero = nil
    }
    guard archivo.hasSuffix(".swift") else { return nil }
    var funcion = ""
    if let direccion = partes.range(of: " 0x") {
      let resto = partes[direccion.upperBound...].drop { $0 != " " }.dropFirst()
      funcion = String(resto[..<(resto.range(of: " + ")?.lowerBound ?? resto.range(of: " in ")?.lowerBound ?? resto.endIndex)])
    }
    return Marco(archivo: archivo, linea: numero, funcion: funcion)
  }

  /// The lines of the backtrace blocks in `texto`.
  static func lineasDeTraza(_ texto: String) -> [Substring] {
    var dentro = false
    var lineas: [Substring] = []
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: false) {
      if esInicio(linea) { dentro = true }
      if dentro { lineas.append(linea) }
      if esFin(linea) { dentro = false }
    }
    return lineas
  }

  /// `texto` without the backtrace blocks (from `*** Signal …` / `*** Program crashed…` to
  /// `Backtrace took …`) and without the runtime's notices about backtracing
  /// (``esAvisoDelRuntime(_:)``): the student's output stays, the frames do not.
  static func sinTraza(_ texto: String) -> String {
    var dentro = false
    var lineas: [Substring] = []
    for linea in texto.split(separator: "\n", omittingEmptySubsequences: false) {
      if esInicio(linea) { dentro = true }
      if !dentro, !esAvisoDelRuntime(linea) { lineas.append(linea) }
      if esFin(linea) {
        dentro = false
      }
    }
    return lineas.joined(separator: "\n")
  }

  static func esInicio(_ linea: Substring) -> Bool {
    linea.hasPrefix("*** Signal ") || linea.hasPrefix("*** Program crashed") || linea.contains("💣 Program crashed")
  }

  static func esFin(_ linea: Substring) -> Bool { linea.hasPrefix("Backtrace took ") }

  /// A line the Swift runtime prints about its own crash handling, not about the student's code:
  /// «swift runtime: unable to locate swift-backtrace; disabling backtracing.» (macOS, OS runtime
  /// without a backtracer) or «swift runtime: backtrace-on-crash is not supported for privileged
  /// executables.».
  static func esAvisoDelRuntime(_ linea: Substring) -> Bool {
    linea.hasPrefix("swift runtime: ") && linea.contains("backtrac")
  }
}

