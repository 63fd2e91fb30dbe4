import Foundation

/// The distinct module interfaces one verification of a lesson has built, and the compile-time
/// checks already judged against each: `checker verificar` and the integrity suite build a lesson's
/// Plantilla, Solucion and every variant one after another, and most variants change only bodies.
///
/// Two builds whose `LeccionNN.swiftmodule` files are byte-identical expose the same declarations
/// to whatever imports the module (signatures, conformances, the concrete type behind
/// `some Reducer`); function bodies are not in it. A compile-time check type-checks a snippet that
/// only imports the built modules and is judged only on its own lines, so its verdict is a function
/// of the snippet and those bytes: ``Revisor`` asks here before running `swiftc -typecheck` again.
/// The index of each interface also tells the verifier which sources share one, so it can build
/// them one after another and spare the hidden-test module a recompile at every switch.
///
/// One instance per lesson and run; a student's check never has one (every verdict is fresh).
///
/// ```swift
/// let interfaces = InterfacesLeccion()
/// let revisor = Revisor(…, interfaces: interfaces)
/// revisor.revisar(leccion, opciones: …).interfaz   // 0, then 0 again for a body-only variant
/// ```
public final class InterfacesLeccion: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var vistas: [Data] = []
  private var veredictos: [Int: [String: ResultadoGarantia]] = [:]

  /// Creates an empty record.
  public init() {}

  /// How many distinct interfaces were seen.
  public var cuantas: Int { cerrojo.withLock { vistas.count } }

  /// The index of the interface in `modulo` (a built `.swiftmodule` file) among those seen, in order
  /// of first sight, adding it when new; `nil` when the file cannot be read (another layout, a
  /// module that is a folder): then nothing is reused.
  public func identificar(_ modulo: URL) -> Int? {
    guard let datos = try? Data(contentsOf: modulo), !datos.isEmpty else { return nil }
    return cerrojo.withLock {
      if let indice = vistas.firstIndex(of: datos) { return indice }
      vistas.append(datos)
      return vistas.count - 1
    }
  }

  /// The verdict of the check `id` already judged against interface `interfaz`, if any.
  public func veredicto(interfaz: Int, garantia id: String) -> ResultadoGarantia? {
    cerrojo.withLock { veredictos[interfaz]?[id] }
  }

  /// Keeps `resultado` for interface `interfaz`. A check that could not run
  /// (``ResultadoGarantia/Estado/invalida(_:)``: interrupted, no `swiftc`) is not a verdict and is
  /// not kept.
  public func guardar(_ resultado: ResultadoGarantia, interfaz: Int) {
    if case .invalida = resultado.estado { return }
    cerrojo.withLock { veredictos[interfaz, default: [:]][resultado.id] = resultado }
  }
}
