import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The per-process secret that makes a passing result unforgeable by the student's code.
///
/// The checker writes a fresh random secret into a pipe, hands the pipe's read end to the test
/// process as descriptor `TALLER_SECRETO_FD` (today 3) and closes its own end. The harness reads it
/// and closes the descriptor before any test body runs, keeps it only in memory and writes it only in
/// the `resultado` event of a test that passed. A failing test never reveals it, so code that appends
/// `"estado":"pasa"` to the events file (or copies a line) cannot produce a pass the checker accepts.
/// What a determined cheater can still do is in `DESIGN.md` («Fiabilidad»).
enum SecretoResultados {
  /// Environment variable with the descriptor number.
  static let variable = "TALLER_SECRETO_FD"

  /// Reads the secret from the descriptor `entorno` names and closes it; `nil` without one (a human
  /// running the binary by hand) or when the descriptor is not open.
  static func leer(entorno: [String: String]) -> String? {
    guard let texto = entorno[variable], let descriptor = Int32(texto), descriptor > 2,
      fcntl(descriptor, F_GETFD) >= 0
    else { return nil }
    defer { close(descriptor) }
    var datos = Data()
    var trozo = [UInt8](repeating: 0, count: 256)
    while datos.count < 4096 {
      let leidos = trozo.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if leidos < 0 && errno == EINTR { continue }
      if leidos <= 0 { break }
      datos.append(contentsOf: trozo[0..<leidos])
    }
    let secreto = String(decoding: datos, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return secreto.isEmpty ? nil : secreto
  }
}
