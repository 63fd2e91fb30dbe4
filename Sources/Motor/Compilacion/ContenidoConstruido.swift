import Foundation

/// Makes the content of a lesson's files, not their dates, decide what a build recompiles.
///
/// SwiftPM (llbuild) and the Swift driver's incremental build decide by modification time: a file
/// restored with its old date (`cp -a`, `rsync -a`, unzip, Finder) is taken as the one already built,
/// and the report describes the previous code. Before each build, the fingerprint
/// (``HuellaArchivo``) of every file of the module's source folder and of the hidden tests is
/// compared with the one recorded at the last build in the same build folder; a file whose content
/// differs gets a fresh date (its bytes are never touched). After the build, the fingerprints it
/// compiled are recorded in `<build folder>/taller-contenido-leccionNN.json`.
///
/// With no record at all (the first build in a folder, or one made by an older checker) every file
/// gets a fresh date once: nothing says what the existing build products were compiled from.
struct ContenidoConstruido {
  /// The build folder (`.build`, or `verificar`'s scratch path).
  var carpetaConstruccion: URL
  /// The workbook.
  var taller: Taller
  /// The lesson.
  var leccion: Leccion

  /// Where the fingerprints of this lesson's last build in this folder are recorded.
  var archivo: URL { carpetaConstruccion.appendingPathComponent("taller-contenido-leccion\(leccion.nn).json") }

  /// The current fingerprints of the files under `carpetas` (relative to the root), by path.
  func actuales(_ carpetas: [String]) -> [String: String] {
    var huellas: [String: String] = [:]
    for carpeta in carpetas {
      for relativo in ArchivosCarpeta.listar(taller.raiz.appendingPathComponent(carpeta)) {
        let ruta = carpeta + "/" + relativo
        huellas[ruta] = HuellaArchivo.de(taller.raiz.appendingPathComponent(ruta))
      }
    }
    return huellas
  }

  /// The fingerprints recorded at the last build (empty when there is none or it is unreadable).
  func registradas() -> [String: String] { leerRegistro() ?? [:] }

  /// The record, or `nil` when there is none or it is unreadable.
  func leerRegistro() -> [String: String]? {
    guard let datos = FileManager.default.contents(atPath: archivo.path) else { return nil }
    return try? JSONDecoder().decode([String: String].self, from: datos)
  }

  /// Gives a fresh modification date to each file whose fingerprint differs from the recorded one;
  /// returns the current fingerprints (to ``anotar(_:)`` after the build) and the touched paths.
  @discardableResult
  func renovarFechas(_ carpetas: [String]) -> (huellas: [String: String], renovados: [String]) {
    let huellas = actuales(carpetas)
    let anteriores = leerRegistro()
    var renovados: [String] = []
    for (ruta, huella) in huellas.sorted(by: { $0.key < $1.key }) {
      // NB: a path the record lacks is a new file, which the build sees anyway.
      if let anteriores, anteriores[ruta] == nil || anteriores[ruta] == huella { continue }
      let url = taller.raiz.appendingPathComponent(ruta)
      let fecha = (try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] as? Date) ?? Date.distantPast
      // NB: at least a second past its old date: some file systems keep whole seconds.
      let nueva = max(Date(), fecha.addingTimeInterval(1))
      if (try? FileManager.default.setAttributes([.modificationDate: nueva], ofItemAtPath: url.path)) != nil {
        renovados.append(ruta)
      }
    }
    return (huellas, renovados)
  }

  /// Records `huellas` as what the build compiled, keeping other folders' entries.
  func anotar(_ huellas: [String: String]) {
    var todas = registradas()
    todas.merge(huellas) { $1 }
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys]
    guard let datos = try? codificador.encode(todas) else { return }
    try? FileManager.default.createDirectory(at: carpetaConstruccion, withIntermediateDirectories: true)
    try? datos.write(to: archivo, options: .atomic)
  }
}
