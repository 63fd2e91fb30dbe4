import Foundation
import TallerComun

/// The entry point of a lesson's hidden-test binary (`PruebasLeccionNN`).
///
/// `main.swift` of `Tests/Exercises/LeccionNN` is one line:
///
/// ```swift
/// await Arnes.principal(pruebas: pruebasFormulario + pruebasGuardar)
/// ```
///
/// Command-line protocol (what the checker uses):
///
/// | arguments | does | exit status |
/// |---|---|---|
/// | `--listar` | prints every registered id, one a line, in registration order; sends a `lista` event | 0, or 70 if the registry is invalid |
/// | `--ejecutar <id>` | runs exactly that test; sends `inicio` and `resultado` events | 0 pass, 1 fail, 3 time-out (watchdog), 64 unknown id |
/// | (none) | runs every test in this process, prints a short summary | 0 all pass, 1 some fail |
/// | `--ayuda`, `--help` | prints this usage | 0 |
///
/// Events go to the file named by `TALLER_EVENTOS` (see ``EventoArnes``), never to stdout, which
/// belongs to the student's `print`s. `TALLER_LIMITE_SEGUNDOS` turns on a per-test watchdog.
public enum Arnes {
  /// Exit statuses of the test binary.
  public enum Codigo {
    /// Every test that ran passed (or the command was done).
    public static let exito: Int32 = 0
    /// At least one test failed.
    public static let fallo: Int32 = 1
    /// The watchdog stopped a test at its time limit.
    public static let tiempo: Int32 = 3
    /// Wrong arguments or an unknown test id.
    public static let uso: Int32 = 64
    /// The registry is invalid (an empty or repeated id): a bug in the hidden tests.
    public static let interno: Int32 = 70
  }

  /// Runs the command line of this process against `pruebas` and exits with its status.
  /// - Parameter pruebas: Every test of the lesson, in any order (the report order is `leccion.json`'s).
  ///
  /// Before any test runs it hides from the student's code everything that tells a test run
  /// (issue 46.6): the workbook's variables and `SWIFT_BACKTRACE` leave the live environment
  /// (``EntornoProceso/ocultarTaller()``), and the checker gives the command in ``variableOrden``,
  /// not in the arguments, under a neutral program name.
  @MainActor public static func principal(pruebas: [Prueba]) async -> Never {
    let entorno = EntornoProceso.inicial
    MuerteDelPadre.vigilar(entorno: entorno)
    let argumentos = orden(entorno: entorno) ?? Array(CommandLine.arguments.dropFirst())
    EntornoProceso.ocultarTaller()
    let codigo = await ejecutar(argumentos: argumentos, pruebas: pruebas, entorno: entorno)
    exit(codigo)
  }

  /// The variable in which the checker gives the command: its arguments one a line
  /// (`--ejecutar` and the id), so that `CommandLine.arguments` holds only the program's name.
  public static let variableOrden = "TALLER_ORDEN"

  /// The arguments in ``variableOrden`` of `entorno`, or `nil` when it is unset (a person running
  /// the binary with arguments).
  static func orden(entorno: [String: String]) -> [String]? {
    entorno[variableOrden].map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
  }

  /// The testable core of ``principal(pruebas:)``: interprets `argumentos` and returns the exit status.
  /// - Parameters:
  ///   - argumentos: The arguments without the program name.
  ///   - pruebas: The registered tests.
  ///   - entorno: The environment (`TALLER_EVENTOS`, `TALLER_LIMITE_SEGUNDOS`).
  ///   - salida: Where human-readable lines go (stdout by default).
  ///   - errores: Where error lines go (stderr by default).
  /// - Returns: The exit status (see ``Codigo``).
  @MainActor public static func ejecutar(
    argumentos: [String], pruebas: [Prueba], entorno: [String: String],
    salida: (String) -> Void = { print($0) },
    errores: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
  ) async -> Int32 {
    if let problema = problemaDelRegistro(pruebas) {
      errores(problema)
      return Codigo.interno
    }
    // NB: before any test body runs, so the student's code never sees the descriptor.
    let secreto = SecretoResultados.leer(entorno: entorno)
    let canal = CanalEventos(entorno: entorno)
    let vigilante = Vigilante(entorno: entorno, canal: canal)
    switch argumentos {
    case []:
      return await ejecutarTodas(pruebas, canal: canal, vigilante: vigilante, salida: salida)
    case ["--listar"]:
      for prueba in pruebas { salida(prueba.id) }
      canal.enviar(EventoArnes(tipo: .lista, ids: pruebas.map(\.id)))
      return Codigo.exito
    case let argumentos where argumentos.count == 2 && argumentos[0] == "--ejecutar":
      guard let prueba = pruebas.first(where: { $0.id == argumentos[1] }) else {
        errores(MensajesArnes.pruebaDesconocida(argumentos[1], validas: pruebas.map(\.id)))
        return Codigo.uso
      }
      let resultado = await ejecutarUna(prueba, canal: canal, vigilante: vigilante, secreto: secreto)
      if canal.ruta == nil { mostrar(resultado, salida: salida) }
      return resultado.pasa ? Codigo.exito : Codigo.fallo
    case ["--ayuda"], ["--help"]:
      salida(MensajesArnes.uso)
      return Codigo.exito
    default:
      errores(MensajesArnes.argumentosInvalidos(argumentos))
      errores(MensajesArnes.uso)
      return Codigo.uso
    }
  }

  /// Why the registry cannot be used (an empty, malformed or repeated id), or `nil`.
  static func problemaDelRegistro(_ pruebas: [Prueba]) -> String? {
    var vistos: [String: Prueba] = [:]
    for prueba in pruebas {
      if !IdPrueba.esValido(prueba.id) { return MensajesArnes.idInvalido(prueba) }
      if let anterior = vistos[prueba.id] { return MensajesArnes.idRepetido(prueba, anterior: anterior) }
      vistos[prueba.id] = prueba
    }
    return nil
  }

  /// Runs one test and reports it; a pass carries `secreto` (see ``SecretoResultados``).
  @MainActor static func ejecutarUna(
    _ prueba: Prueba, canal: CanalEventos, vigilante: Vigilante?, secreto: String? = nil
  ) async -> ResultadoPrueba {
    canal.enviar(EventoArnes(tipo: .inicio, id: prueba.id))
    vigilante?.vigilar(prueba.id)
    let resultado = await prueba.ejecutar(canal: canal)
    vigilante?.detener()
    canal.enviar(
      EventoArnes(
        tipo: .resultado, id: resultado.id, estado: resultado.pasa ? .pasa : .falla,
        mensajes: resultado.mensajes, duracion: resultado.duracion,
        firma: resultado.pasa ? secreto : nil,
        errores: resultado.errores.isEmpty ? nil : resultado.errores, pasoFallido: resultado.pasoFallido))
    return resultado
  }

  @MainActor static func ejecutarTodas(
    _ pruebas: [Prueba], canal: CanalEventos, vigilante: Vigilante?, salida: (String) -> Void
  ) async -> Int32 {
    var fallidas = 0
    for prueba in pruebas {
      let resultado = await ejecutarUna(prueba, canal: canal, vigilante: vigilante)
      mostrar(resultado, salida: salida)
      if !resultado.pasa { fallidas += 1 }
    }
    salida(MensajesArnes.resumen(pasan: pruebas.count - fallidas, fallan: fallidas))
    return fallidas == 0 ? Codigo.exito : Codigo.fallo
  }

  static func mostrar(_ resultado: ResultadoPrueba, salida: (String) -> Void) {
    salida((resultado.pasa ? "✓ " : "✗ ") + resultado.id)
    for error in resultado.errores { salida("    " + MensajesArnes.errorTipico(error)) }
    for mensaje in resultado.mensajes {
      salida(mensaje.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n"))
    }
  }
}
