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
  func registradas() -> [String: String] { leerRegistro()?.huellas ?? [:] }

  /// The record, or `nil` when there is none, it is unreadable or of an older format.
  func leerRegistro() -> RegistroContenido? {
    guard let datos = FileManager.default.contents(atPath: archivo.path),
      let registro = try? JSONDecoder().decode(RegistroContenido.self, from: datos),
      registro.formato == RegistroContenido.formatoActual
    else { return nil }
    return registro
  }

  /// Gives a fresh modification date to each file whose fingerprint differs from the recorded one;
  /// returns what to ``anotar(_:)`` after the build (fingerprints and dates as they are now) and
  /// the touched paths.
  ///
  /// NB: the Swift driver compares dates in whole seconds (measured with Swift 6.3.1: a new date in
  /// the second it recorded does not recompile). The fresh date is at least one second past the
  /// file's date and past the date recorded at the last build: a date pushed into the future by an
  /// earlier call (or by ``Ensamblado``) can be the one the driver recorded, and `now` may fall in
  /// that very second.
  @discardableResult
  func renovarFechas(_ carpetas: [String]) -> (instantanea: RegistroContenido, renovados: [String]) {
    let huellas = actuales(carpetas)
    let anterior = leerRegistro()
    var renovados: [String] = []
    for (ruta, huella) in huellas.sorted(by: { $0.key < $1.key }) {
      // NB: a path the record lacks is a new file, which the build sees anyway.
      if let anterior, anterior.huellas[ruta] == nil || anterior.huellas[ruta] == huella { continue }
      let url = taller.raiz.appendingPathComponent(ruta)
      let fecha = Self.fecha(url) ?? Date.distantPast
      let registrada = anterior?.segundos[ruta].map { Date(timeIntervalSince1970: Double($0)) } ?? Date.distantPast
      let nueva = max(Date(), fecha.addingTimeInterval(1), registrada.addingTimeInterval(1))
      if (try? FileManager.default.setAttributes([.modificationDate: nueva], ofItemAtPath: url.path)) != nil {
        renovados.append(ruta)
      }
    }
    var segundos: [String: Int] = [:]
    for ruta in huellas.keys {
      if let fecha = Self.fecha(taller.raiz.appendingPathComponent(ruta)) {
        segundos[ruta] = Int(fecha.timeIntervalSince1970.rounded(.down))
      }
    }
    return (RegistroContenido(huellas: huellas, segundos: segundos), renovados)
  }

  /// The modification date of `url`, if it can be read.
  static func fecha(_ url: URL) -> Date? {
    (try? FileManager.default.attributesOfItem(atPath: url.path))?[.modificationDate] as? Date
  }

  /// Records `instantanea` as what the build compiled, keeping other folders' entries.
  func anotar(_ instantanea: RegistroContenido) {
    var todas = leerRegistro() ?? RegistroContenido(huellas: [:], segundos: [:])
    todas.huellas.merge(instantanea.huellas) { $1 }
    todas.segundos.merge(instantanea.segundos) { $1 }
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys]
    guard let datos = try? codificador.encode(todas) else { return }
    try? FileManager.default.createDirectory(at: carpetaConstruccion, withIntermediateDirectories: true)
    try? datos.write(to: archivo, options: .atomic)
  }
}

/// What `<build folder>/taller-contenido-leccionNN.json` keeps of a lesson's last build there: each
/// file's fingerprint and its modification date in whole seconds (the driver's unit), by path
/// relative to the root.
struct RegistroContenido: Codable, Equatable {
  /// This shape's number; a record of another one counts as none.
  static let formatoActual = 2
  /// The record's format (``formatoActual``).
  var formato = RegistroContenido.formatoActual
  /// ``HuellaArchivo`` of each file.
  var huellas: [String: String]
  /// Each file's modification date when the build started, in whole seconds since 1970.
  var segundos: [String: Int]
}
