import Dispatch
import Foundation

/// Type-checks compile-time checks against the built modules with `swiftc -typecheck`.
///
/// A check holds only if the snippet fails to compile, every error is on the expected line, and
/// every error contains the expected diagnostic.
public struct ComprobadorGarantias: Sendable {
  /// The toolchain (`swiftc` and, on macOS, its target flags).
  public var herramientas: Herramientas
  /// Environment of `swiftc`.
  public var entorno: [String: String]
  /// Working directory of `swiftc`.
  public var directorio: URL
  /// Wall-clock limit of one `swiftc` in seconds.
  public var limiteSegundos: Double
  /// Registry of live children (Ctrl-C).
  public var registro: RegistroHijos

  /// Creates a checker; see the properties for each field.
  public init(
    herramientas: Herramientas, entorno: [String: String], directorio: URL,
    limiteSegundos: Double = 120, registro: RegistroHijos = .compartido
  ) {
    self.herramientas = herramientas
    self.entorno = entorno
    self.directorio = directorio
    self.limiteSegundos = limiteSegundos
    self.registro = registro
  }

  /// The arguments after the `swiftc` program: `-typecheck` the snippet with `modulos` (and its
  /// parent, for older SwiftPM layouts) on the import path, in Swift 6 mode.
  public func argumentos(_ garantia: Garantia, modulos: URL) -> [String] {
    Array(herramientas.swiftc.dropFirst()) + herramientas.banderasSwiftc + [
      "-typecheck", "-swift-version", "6", "-module-name", "GarantiaDeTipos",
      "-I", modulos.path, "-I", modulos.deletingLastPathComponent().path, garantia.archivo.path,
    ]
  }

  /// Checks one snippet.
  public func comprobar(_ garantia: Garantia, modulos: URL) -> ResultadoGarantia {
    let orden = OrdenProceso(
      ejecutable: herramientas.swiftc[0], argumentos: argumentos(garantia, modulos: modulos),
      entorno: entorno, directorio: directorio.path, limiteSegundos: limiteSegundos,
      limiteSalida: 256 * 1024)
    guard let proceso = try? Lanzador.ejecutar(orden, registro: registro) else {
      return ResultadoGarantia(garantia, estado: .invalida(MensajesChecker.swiftcNoArranca))
    }
    if proceso.interrumpido { return ResultadoGarantia(garantia, estado: .invalida(MensajesChecker.interrumpido)) }
    if proceso.tiempoAgotado {
      return ResultadoGarantia(garantia, estado: .invalida(MensajesChecker.swiftcSinTiempo))
    }
    let errores = SalidaCompilador(proceso.textoSalida + "\n" + proceso.textoErrores).errores
    return ResultadoGarantia(garantia, estado: Self.juzgar(garantia, errores: errores))
  }

  /// Whether `errores` are exactly what `garantia` expects.
  static func juzgar(_ garantia: Garantia, errores: [DiagnosticoCompilador]) -> ResultadoGarantia.Estado {
    if errores.isEmpty { return .rota(MensajesChecker.garantiaCompila) }
    let ajenos = errores.filter { $0.linea != garantia.linea || !$0.mensaje.contains(garantia.diagnostico) }
    if ajenos.isEmpty { return .cumple }
    let nombre = garantia.archivo.lastPathComponent
    return .rota(
      MensajesChecker.garantiaOtroError(
        esperado: garantia.diagnostico, linea: garantia.linea,
        vistos: ajenos.map { "\(nombre):\($0.linea):\($0.columna): error: \($0.mensaje)" }))
  }

  /// Checks several snippets, at most two `swiftc` at a time; results in the order given.
  public func comprobarTodas(_ garantias: [Garantia], modulos: URL) -> [ResultadoGarantia] {
    let resultados = Resultados(cantidad: garantias.count)
    let siguiente = Contador()
    let grupo = DispatchGroup()
    for _ in 0..<min(2, garantias.count) {
      DispatchQueue.global().async(group: grupo) {
        while let indice = siguiente.tomar(menorQue: garantias.count) {
          resultados.poner(indice, comprobar(garantias[indice], modulos: modulos))
        }
      }
    }
    grupo.wait()
    return resultados.todos
  }
}

/// Thread-safe slots for results computed in parallel.
private final class Resultados: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var valores: [ResultadoGarantia?]
  init(cantidad: Int) { valores = Array(repeating: nil, count: cantidad) }
  func poner(_ indice: Int, _ valor: ResultadoGarantia) { cerrojo.withLock { valores[indice] = valor } }
  var todos: [ResultadoGarantia] { cerrojo.withLock { valores.compactMap { $0 } } }
}

/// A thread-safe counter handing out indices.
private final class Contador: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var valor = 0
  func tomar(menorQue limite: Int) -> Int? {
    cerrojo.withLock {
      guard valor < limite else { return nil }
      defer { valor += 1 }
      return valor
    }
  }
}
