import Foundation

/// The order in which `checker verificar` and the integrity suite build a lesson's sources:
/// Plantilla, Solucion, then the variants grouped by the module interface each one built the last
/// time in the same scratch path (``InterfacesLeccion``), Solucion's group first.
///
/// The hidden-test module imports the lesson module with `@testable`, so every change of the
/// lesson's interface recompiles it. In declaration order, a variant that adds a helper changed the
/// interface twice (into it and back out); grouped, once per distinct interface. Measured on lesson
/// 2 (2 Dec 2026, two idle cores): 8 interface switches in declaration order, 3 grouped; with the
/// verdicts of ``InterfacesLeccion`` too, `checker verificar leccion2` went from 85 to 62 CPU·s.
/// Only the order changes: every source is still built, run and judged, with the same results.
///
/// The groups are kept in `<scratch>/taller-interfaces-leccionNN.json`; a missing, unreadable or
/// stale file only means declaration order for the sources it does not name (a new variant goes
/// last). Nothing is lost if it cannot be written.
public struct SecuenciaInterfaces: Codable, Equatable, Sendable {
  /// Version of this file's shape.
  public var formato = 1
  /// Source name (`Plantilla`, `Solucion`, `Variantes/<carpeta>`) → index of the interface it built
  /// (indices compare only within one file).
  public var grupos: [String: Int]

  /// Creates a record of groups.
  public init(grupos: [String: Int]) { self.grupos = grupos }

  /// The file for `leccion` in the scratch path `carpeta`.
  public static func archivo(_ carpeta: URL, _ leccion: Leccion) -> URL {
    carpeta.appendingPathComponent("taller-interfaces-leccion\(leccion.nn).json")
  }

  /// The groups saved by the last verification of `leccion` in `carpeta`; none if there is no
  /// readable file.
  public static func leer(_ carpeta: URL, _ leccion: Leccion) -> SecuenciaInterfaces {
    guard let datos = try? Data(contentsOf: archivo(carpeta, leccion)),
      let orden = try? JSONDecoder().decode(SecuenciaInterfaces.self, from: datos), orden.formato == 1
    else { return SecuenciaInterfaces(grupos: [:]) }
    return orden
  }

  /// Saves the groups for the next verification (best effort: a full disk only costs speed).
  public func guardar(_ carpeta: URL, _ leccion: Leccion) {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys]
    guard let datos = try? codificador.encode(self) else { return }
    try? FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    try? datos.write(to: Self.archivo(carpeta, leccion), options: .atomic)
  }

  /// `fuentes` (Plantilla and Solucion first, as ``Verificador/plan(_:)`` gives them) with the
  /// variants reordered: Solucion's group, then each other group where its first member was
  /// declared, members in declaration order, and last the variants the file does not name.
  public func ordenar<T>(_ fuentes: [T], nombre: (T) -> String) -> [T] {
    let fijas = fuentes.prefix { ["Plantilla", "Solucion"].contains(nombre($0)) }
    let variantes = Array(fuentes.dropFirst(fijas.count))
    let delGrupo = variantes.map { grupos[nombre($0)] }
    let deSolucion = grupos["Solucion"]
    func rango(_ indice: Int) -> (Int, Int, Int) {
      guard let grupo = delGrupo[indice] else { return (2, 0, indice) }
      if grupo == deSolucion { return (0, 0, indice) }
      return (1, delGrupo.firstIndex { $0 == grupo } ?? indice, indice)
    }
    return Array(fijas) + variantes.indices.sorted { rango($0) < rango($1) }.map { variantes[$0] }
  }
}
