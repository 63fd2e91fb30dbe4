import Foundation

/// One line of the harness's events file, as the checker reads it.
///
/// The same JSON shape as `TallerArnes.EventoArnes` (the checker does not link the harness: a
/// broken lesson must not break the checker). Both sides pin it with golden strings in their tests.
struct EventoPrueba: Decodable, Equatable {
  /// What the line says; the same cases as `TallerArnes.EventoArnes.Tipo`. A line with another
  /// kind does not decode, and is skipped like a line cut by a crash.
  enum Tipo: String, Decodable {
    /// The ids the binary registers, in order.
    case lista
    /// A test starts.
    case inicio
    /// A test's verdict (with ``estado``).
    case resultado
    /// A test enters a step (`TallerArnes.paso`).
    case paso
    /// A test records a failure (in ``paso``, if any).
    case fallo
    /// A test raises typical mistakes (``errores``).
    case error
  }

  /// A test's verdict in a ``Tipo/resultado`` line.
  enum Estado: String, Decodable {
    case pasa
    case falla
    case tiempo
  }

  var formato: Int
  var tipo: Tipo
  var id: String?
  var ids: [String]?
  var estado: Estado?
  var mensajes: [String]?
  var duracion: Double?
  var firma: String?
  /// Typical mistakes the test raised (`TallerArnes.errorTipico`), in order.
  var errores: [ErrorTipicoLevantado]?
  /// The step where the first failure or mistake was recorded (`TallerArnes.paso`).
  var pasoFallido: String?
  /// The step of a `paso` or `fallo` event.
  var paso: String?

  /// Every event of a JSON Lines file; a line that does not decode (a crash mid-write) is skipped.
  static func leer(_ url: URL) -> [EventoPrueba] {
    guard let datos = FileManager.default.contents(atPath: url.path) else { return [] }
    let decodificador = JSONDecoder()
    return datos.split(separator: 0x0A).compactMap { linea in
      try? decodificador.decode(EventoPrueba.self, from: Data(linea))
    }
  }
}
