import Foundation
import TallerComun

extension EventoArnes {
  /// Every event of a JSON Lines file written by the harness; a line that does not decode (a crash
  /// mid-write, or a kind of event this checker does not know) is skipped.
  static func leer(_ url: URL) -> [EventoArnes] {
    guard let datos = FileManager.default.contents(atPath: url.path) else { return [] }
    let decodificador = JSONDecoder()
    return datos.split(separator: 0x0A).compactMap { linea in
      try? decodificador.decode(EventoArnes.self, from: Data(linea))
    }
  }
}
