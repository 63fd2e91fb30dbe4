import Dispatch
import Foundation
import Motor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns Ctrl-C (and `SIGTERM`, `SIGHUP`) into: kill every child's process group, clean up, print
/// a Spanish line, exit 130.
///
/// The signals are ignored at the process level and delivered through dispatch sources, so the
/// handler runs as ordinary code (it may take locks). Children do not inherit the ignoring:
/// ``Lanzador`` resets their signal dispositions.
public enum Interrupcion {
  /// Installs the handlers for the rest of the process's life.
  public static func instalar(registro: RegistroHijos = .compartido) {
    let cola = DispatchQueue(label: "CheckerCore.Interrupcion")
    for senal in [SIGINT, SIGTERM, SIGHUP] {
      signal(senal, SIG_IGN)
      let fuente = DispatchSource.makeSignalSource(signal: senal, queue: cola)
      fuente.setEventHandler {
        registro.interrumpir()
        Descendencia.matarTodos()
        FileHandle.standardError.write(Data(("\n" + MensajesChecker.interrumpidoSalida + "\n").utf8))
        exit(CodigoSalida.interrumpido.rawValue)
      }
      fuente.resume()
      Fuentes.compartidas.guardar(fuente)
    }
  }

  /// Called by `main` when a command returns ``CodigoSalida/interrumpido``: the signal handler is
  /// still ending every descendant and about to print the Spanish line and exit 130 itself, so the
  /// main thread waits for it instead of exiting first (which would skip both). Returns after
  /// `segundos` if the handler never exits, so the process still ends.
  public static func esperarAlManejador(segundos: Double = 10) {
    let limite = Date().addingTimeInterval(segundos)
    while Date() < limite { usleep(50_000) }
  }
}

/// Keeps the dispatch sources alive.
private final class Fuentes: Sendable {
  static let compartidas = Fuentes()
  private let fuentes = Protegido<[any DispatchSourceSignal]>([])
  func guardar(_ fuente: any DispatchSourceSignal) { fuentes.con { $0.append(fuente) } }
}
