import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Con `E2E_PIDS` definida: lanza `sleep` como proceso hijo (nieto del checker, en el mismo
/// grupo de procesos que la prueba), anota los pids (prueba, nieto, checker) en ese archivo y se
/// queda esperando para siempre. Sin ella, vuelve enseguida.
public enum Nieto {
  public static func lanzarYEsperar() {
    guard let ruta = ProcessInfo.processInfo.environment["E2E_PIDS"] else { return }
    var nieto: pid_t = 0
    let argumentos: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/sleep"), strdup("300"), nil]
    let entorno: [UnsafeMutablePointer<CChar>?] =
      ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    _ = posix_spawn(&nieto, "/bin/sleep", nil, nil, argumentos, entorno)
    let texto = "\(getpid()) \(nieto) \(getppid())\n"
    FileManager.default.createFile(atPath: ruta + ".tmp", contents: Data(texto.utf8))
    rename(ruta + ".tmp", ruta)
    while true { sleep(1) }
  }
}
