import Foundation

/// Código de «alumno» que hace trampas, para las pruebas de extremo a extremo de la fiabilidad.
public enum Trampas {
  /// Con `E2E_HUERFANO`: lanza `sleep 1000` con `Process` (Foundation le da su propio grupo
  /// de procesos), anota su pid y la ruta de este ejecutable en ese archivo y vuelve sin esperarlo.
  public static func dejarHuerfano() {
    guard let ruta = ProcessInfo.processInfo.environment["E2E_HUERFANO"] else { return }
    let proceso = Process()
    proceso.executableURL = URL(fileURLWithPath: "/bin/sleep")
    proceso.arguments = ["1000"]
    guard (try? proceso.run()) != nil else { return }
    FileManager.default.createFile(atPath: ruta + ".tmp", contents: Data("\(proceso.processIdentifier) \(Bundle.main.executablePath ?? "")\n".utf8))
    rename(ruta + ".tmp", ruta)
  }

  /// El archivo de eventos de la prueba `id`: el de `TALLER_EVENTOS` si la ve; si no, lo busca entre
  /// las carpetas `taller-*` del directorio temporal (el que tiene el «inicio» de `id`).
  public static func canal(_ id: String) -> String? {
    if let ruta = ProcessInfo.processInfo.environment["TALLER_EVENTOS"] { return ruta }
    let temporal = FileManager.default.temporaryDirectory
    for carpeta in (try? FileManager.default.contentsOfDirectory(atPath: temporal.path)) ?? [] where carpeta.hasPrefix("taller-") {
      let ruta = temporal.appendingPathComponent(carpeta)
      for nombre in (try? FileManager.default.contentsOfDirectory(atPath: ruta.path)) ?? [] where nombre.hasSuffix(".jsonl") {
        let archivo = ruta.appendingPathComponent(nombre)
        let texto = (try? String(contentsOf: archivo, encoding: .utf8)) ?? ""
        if texto.contains(#""id":"\#(id)""#), texto.contains(#""tipo":"inicio""#) { return archivo.path }
      }
    }
    return nil
  }

  /// Añade al canal de eventos un resultado «pasa» para `id`, con la línea indicada, y sale con 0.
  public static func falsificar(_ id: String, linea: String? = nil) -> Never {
    if let ruta = canal(id), let archivo = FileHandle(forWritingAtPath: ruta) {
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
    let carpeta = URL(fileURLWithPath: canal(id) ?? "").deletingLastPathComponent()
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

  /// Lo que delataría una ejecución de prueba (issue 46.6): variables del taller o de su
  /// backtracer en el entorno, argumentos tras el nombre del programa, un nombre de programa que
  /// nombra el binario de pruebas, o las pruebas ocultas a la vista con una ruta relativa.
  public static func rastros() -> [String] {
    var rastros: [String] = []
    let entorno = ProcessInfo.processInfo.environment
    for clave in entorno.keys.sorted() where clave.hasPrefix("TALLER_") || clave == "SWIFT_BACKTRACE" {
      rastros.append("entorno: \(clave)")
    }
    if getenv("TALLER_EVENTOS") != nil { rastros.append("getenv: TALLER_EVENTOS") }
    for argumentos in [CommandLine.arguments, ProcessInfo.processInfo.arguments] {
      if argumentos.count > 1 { rastros.append("argumentos: \(argumentos.dropFirst().joined(separator: " "))") }
      if let nombre = argumentos.first, nombre.contains("Pruebas") { rastros.append("programa: \(nombre)") }
    }
    if FileManager.default.fileExists(atPath: "Tests/Exercises/Leccion08/PruebasTrampas.swift") {
      rastros.append("archivo: Tests/Exercises/Leccion08/PruebasTrampas.swift")
    }
    return rastros
  }
}
