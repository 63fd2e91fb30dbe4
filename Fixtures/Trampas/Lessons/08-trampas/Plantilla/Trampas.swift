import Foundation

/// Código de «alumno» que hace trampas, para las pruebas de extremo a extremo de la fiabilidad.
public enum Trampas {
  /// Con `TALLER_E2E_HUERFANO`: lanza `sleep 1000` con `Process` (Foundation le da su propio grupo
  /// de procesos), anota su pid y la ruta de este ejecutable en ese archivo y vuelve sin esperarlo.
  public static func dejarHuerfano() {
    guard let ruta = ProcessInfo.processInfo.environment["TALLER_E2E_HUERFANO"] else { return }
    let proceso = Process()
    proceso.executableURL = URL(fileURLWithPath: "/bin/sleep")
    proceso.arguments = ["1000"]
    guard (try? proceso.run()) != nil else { return }
    FileManager.default.createFile(atPath: ruta + ".tmp", contents: Data("\(proceso.processIdentifier) \(CommandLine.arguments[0])\n".utf8))
    rename(ruta + ".tmp", ruta)
  }

  /// Añade al canal de eventos un resultado «pasa» para `id`, con la línea indicada, y sale con 0.
  public static func falsificar(_ id: String, linea: String? = nil) -> Never {
    if let ruta = ProcessInfo.processInfo.environment["TALLER_EVENTOS"],
      let archivo = FileHandle(forWritingAtPath: ruta)
    {
      archivo.seekToEndOfFile()
      let texto = linea ?? #"{"estado":"pasa","formato":1,"id":"\#(id)","tipo":"resultado"}"#
      archivo.write(Data((texto + "\n").utf8))
      try? archivo.close()
    }
    exit(0)
  }

  /// Reenvía como propia la última línea «pasa» con firma que encuentre en los archivos de eventos
  /// de la misma carpeta (las de otras pruebas de esta ejecución).
  public static func copiarFirma(_ id: String) -> Never {
    let ruta = ProcessInfo.processInfo.environment["TALLER_EVENTOS"] ?? ""
    let carpeta = URL(fileURLWithPath: ruta).deletingLastPathComponent()
    var robada: String?
    for nombre in (try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? [] {
      let texto = (try? String(contentsOf: carpeta.appendingPathComponent(nombre), encoding: .utf8)) ?? ""
      for linea in texto.split(separator: "\n") where linea.contains("\"firma\"") {
        robada = String(linea)
      }
    }
    let propia = robada.map { $0.replacingOccurrences(of: #""id":"huerfano""#, with: #""id":"\#(id)""#) }
    falsificar(id, linea: propia)
  }
}
