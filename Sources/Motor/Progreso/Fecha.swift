import Foundation

/// Date formats used in files and folders.
package enum Fecha {
  /// `2026-11-29T18:40:12Z`.
  package static func iso(_ fecha: Date) -> String {
    ISO8601DateFormatter().string(from: fecha)
  }

  /// `2026-11-29T18-40-12`, safe in folder names on every system.
  static func paraCarpeta(_ fecha: Date) -> String {
    String(iso(fecha).replacingOccurrences(of: ":", with: "-").dropLast())
  }
}
