import Foundation
import TallerComun
import Motor

/// The `checker` command: interprets the arguments, runs the engine, prints, saves progress and
/// decides the exit status. `main.swift` only builds one of these with the real process state.
///
/// Everything it touches is injected (working directory, environment, output), so the CLI is
/// tested end to end without a shell.
public struct Aplicacion: Sendable {
  /// The process's working directory (any folder inside the workbook).
  public var directorio: URL
  /// The process's environment.
  public var entorno: [String: String]
  /// Whether stdout is a terminal (colour).
  public var esTerminal: Bool
  /// Writes to stdout.
  public var salida: @Sendable (String) -> Void
  /// Writes to stderr.
  public var errores: @Sendable (String) -> Void
  /// Registry of live children (Ctrl-C).
  public var registro: RegistroHijos
  /// Asks a yes/no question; `nil` when there is no terminal to ask on (see ``Terminal/preguntar(_:)``).
  public var preguntar: @Sendable (String) -> Bool?

  /// The checker as a command: where it runs, its output, its environment.
  public init(
    directorio: URL, entorno: [String: String], esTerminal: Bool,
    salida: @escaping @Sendable (String) -> Void, errores: @escaping @Sendable (String) -> Void,
    registro: RegistroHijos = .compartido,
    preguntar: @escaping @Sendable (String) -> Bool? = Terminal.preguntar
  ) {
    self.directorio = directorio
    self.entorno = entorno
    self.esTerminal = esTerminal
    self.salida = salida
    self.errores = errores
    self.registro = registro
    self.preguntar = preguntar
  }
}
