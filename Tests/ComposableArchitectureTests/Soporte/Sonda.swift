import Foundation

/// A thread-safe record of what effects observed, so tests can look inside them.
final class Sonda: @unchecked Sendable {
  private let lock = NSLock()
  private var eventos: [String] = []

  func anotar(_ evento: String) { lock.withLock { eventos.append(evento) } }
  var registro: [String] { lock.withLock { eventos } }
}
