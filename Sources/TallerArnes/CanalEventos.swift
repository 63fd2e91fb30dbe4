import Foundation
import TallerComun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Appends ``EventoArnes`` lines to the file named by `TALLER_EVENTOS`.
///
/// Without that variable (a human running the binary by hand) events are dropped. Each event is
/// encoded on one line and written with one `write(2)` on a descriptor opened with `O_APPEND`, so a
/// crash right after a write cannot leave half a line behind it.
public struct CanalEventos: Sendable {
  /// The environment variable that names the events file.
  public static let variable = "TALLER_EVENTOS"

  /// Path of the events file, or `nil` to drop events.
  public let ruta: String?

  /// Creates a channel writing to `ruta` (`nil` drops every event).
  public init(ruta: String?) {
    self.ruta = ruta
  }

  /// Creates the channel the environment asks for.
  public init(entorno: [String: String]) {
    self.init(ruta: entorno[Self.variable].flatMap { $0.isEmpty ? nil : $0 })
  }

  /// Encodes `evento` as one JSON line and appends it. Errors are reported on stderr: the checker
  /// will then miss the event and report the test as not finished, never as passed.
  public func enviar(_ evento: EventoArnes) {
    guard let ruta else { return }
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    guard var datos = try? codificador.encode(evento) else { return }
    datos.append(0x0A)
    let descriptor = open(ruta, O_WRONLY | O_APPEND | O_CREAT, 0o644)
    guard descriptor >= 0 else {
      FileHandle.standardError.write(Data(MensajesArnes.canalNoDisponible(ruta).utf8))
      return
    }
    defer { close(descriptor) }
    _ = datos.withUnsafeBytes { bytes in write(descriptor, bytes.baseAddress, bytes.count) }
  }
}
