#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Reads several pipes with `poll` until each reaches end of file, keeping the first `limite`
/// bytes of each and counting the rest.
struct Drenaje {
  private var descriptores: [Int32]
  private let limite: Int
  /// What was kept of each pipe, in the order given.
  private(set) var datos: [Data]
  /// Bytes read past the limit (all pipes together).
  private(set) var descartados = 0

  init(descriptores: [Int32], limite: Int) {
    self.descriptores = descriptores
    self.limite = limite
    self.datos = Array(repeating: Data(), count: descriptores.count)
  }

  /// Pipes not yet at end of file.
  var abiertos: Int { descriptores.filter { $0 >= 0 }.count }

  /// Waits up to `milisegundos` for data and reads what is there.
  mutating func leer(esperandoMilisegundos milisegundos: Int32) {
    var sondeos = descriptores.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    let listos = poll(&sondeos, nfds_t(sondeos.count), milisegundos)
    guard listos > 0 else { return }
    var bufer = [UInt8](repeating: 0, count: 64 * 1024)
    for (indice, sondeo) in sondeos.enumerated() where sondeo.fd >= 0 && sondeo.revents != 0 {
      let leidos = bufer.withUnsafeMutableBytes { read(sondeo.fd, $0.baseAddress, $0.count) }
      if leidos > 0 {
        let cabe = max(0, min(leidos, limite - datos[indice].count))
        if cabe > 0 { datos[indice].append(contentsOf: bufer[0..<cabe]) }
        descartados += leidos - cabe
      } else if leidos == 0 || (errno != EINTR && errno != EAGAIN) {
        close(sondeo.fd)
        descriptores[indice] = -1
      }
    }
  }

  /// Closes every pipe still open.
  mutating func cerrar() {
    for (indice, fd) in descriptores.enumerated() where fd >= 0 {
      close(fd)
      descriptores[indice] = -1
    }
  }
}
