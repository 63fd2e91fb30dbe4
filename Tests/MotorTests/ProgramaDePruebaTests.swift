import Foundation
import SoporteProcesos
import Testing

@testable import Motor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The flake of `.ci/run` (errno 26 executing a copy of `calificar.sh`): a long-lived child spawned
/// while a test wrote a program kept it open for writing.
@Suite("Programas escritos por las pruebas: ningún hijo los hereda abiertos")
struct ProgramaDePruebaTests {
  /// Spawns `sleep 30` inheriting every descriptor not marked close-on-exec, as a child of another
  /// test (a `swift build`) does; returns its pid.
  func hijoLargo() throws -> pid_t {
    var pid: pid_t = 0
    let argv: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("30"), nil]
    defer { for puntero in argv { free(puntero) } }
    let resultado = posix_spawn(&pid, "/bin/sleep", nil, nil, argv, environ)
    try #require(resultado == 0)
    return pid
  }

  func terminar(_ pid: pid_t) {
    kill(pid, SIGKILL)
    var estado: Int32 = 0
    waitpid(pid, &estado, 0)
  }

  func ejecutar(_ url: URL) throws -> ResultadoProceso {
    try Lanzador.ejecutar(
      ProcesoHijo(
        ejecutable: url.path, argumentos: [], entorno: ["PATH": "/usr/bin:/bin"],
        directorio: url.deletingLastPathComponent().path, limiteSegundos: 20),
      registro: RegistroHijos())
  }

  @Test("Un hijo que nace mientras se escribe el programa no impide ejecutarlo (ETXTBSY)")
  func hijoDuranteLaEscritura() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("programa-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let programa = carpeta.appendingPathComponent("con espacio/saluda.sh")
    var hijo: pid_t = 0
    try escribirPrograma("#!/bin/sh\necho hola\n", en: programa) { hijo = (try? hijoLargo()) ?? 0 }
    defer { terminar(hijo) }
    #expect(hijo > 0)
    let resultado = try ejecutar(programa)
    #expect(resultado.terminacion == .salida(0))
    #expect(resultado.textoSalida == "hola\n")
    let permisos = try FileManager.default.attributesOfItem(atPath: programa.path)[.posixPermissions] as? Int
    #expect(permisos == 0o755)
  }

  /// Where executing a file a live process holds open for writing fails with `ETXTBSY`.
  static let conTextoOcupado: Bool = {
    #if os(Linux)
      true
    #else
      false
    #endif
  }()

  @Test(
    "El fallo que evita: con un descriptor heredable abierto al nacer el hijo, ejecutar da errno 26",
    .enabled(if: conTextoOcupado, "solo Linux da ETXTBSY al ejecutar un archivo abierto para escribir"))
  func sinCierreAlEjecutar() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("programa-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let programa = carpeta.appendingPathComponent("saluda.sh")
    // Lo que hace `Data.write(to:)`: abrir sin O_CLOEXEC.
    let descriptor = open(programa.path, O_WRONLY | O_CREAT | O_TRUNC, 0o755)
    try #require(descriptor >= 0)
    _ = "#!/bin/sh\necho hola\n".withCString { write(descriptor, $0, strlen($0)) }
    let hijo = try hijoLargo()
    defer { terminar(hijo) }
    close(descriptor)
    #expect(throws: ErrorProceso.noSePudoLanzar(programa: programa.path, errno: ETXTBSY)) { try ejecutar(programa) }
  }
}
