import Foundation

/// Lanza `sleep` como proceso hijo (nieto del checker), anota los pids y se queda esperando.
public enum Nieto {
  public static func lanzarYEsperar() throws -> Never {
    let nieto = Process()
    nieto.executableURL = URL(fileURLWithPath: "/bin/sleep")
    nieto.arguments = ["300"]
    try nieto.run()
    if let ruta = ProcessInfo.processInfo.environment["TALLER_E2E_PIDS"] {
      let texto = "\(getpid()) \(nieto.processIdentifier)\n"
      FileManager.default.createFile(atPath: ruta, contents: Data(texto.utf8))
    }
    while true { sleep(1) }
  }
}
