import CheckerCore
@testable import Motor
import Foundation
import SoporteProcesos
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Construcciones {
  /// `checker vigilar` for real: the binary, real files, real builds, Ctrl-C.
  @Suite("vigilar de extremo a extremo")
  struct VigilarE2ETests {
    init() throws { try TallerE2E.preparar() }

    @Test("Recomprueba tras un guardado atómico (mv) y tras guardar durante una comprobación; Ctrl-C sale con 130 sin huérfanos")
    func vigilar() throws {
      let copia = TallerE2E.copia
      let archivo = copia.appendingPathComponent("Sources/Workbook/Leccion01/Contador.swift")
      let plantilla = try Data(contentsOf: copia.appendingPathComponent("Lessons/01-contador/Plantilla/Contador.swift"))
      let solucion = try Data(contentsOf: copia.appendingPathComponent("Lessons/01-contador/Solucion/Contador.swift"))
      let registroSalida = copia.appendingPathComponent(".vigilar-salida.txt")
      try #require(FileManager.default.createFile(atPath: registroSalida.path, contents: nil))
      defer { try? FileManager.default.removeItem(at: registroSalida) }

      let proceso = Process()
      proceso.executableURL = try TallerE2E.binarioChecker()
      proceso.arguments = ["vigilar", "leccion1"]
      proceso.currentDirectoryURL = copia
      proceso.environment = TallerE2E.entorno()
      proceso.standardInput = FileHandle.nullDevice
      proceso.standardOutput = try FileHandle(forWritingTo: registroSalida)
      proceso.standardError = proceso.standardOutput
      try proceso.run()
      defer {
        // NB: Ctrl-C first, so the checker kills its children's groups; SIGKILL only if it hangs.
        if proceso.isRunning { kill(proceso.processIdentifier, SIGINT) }
        for _ in 0..<50 where proceso.isRunning { usleep(100_000) }
        if proceso.isRunning { kill(proceso.processIdentifier, SIGKILL) }
      }

      func texto() -> String { (try? String(contentsOf: registroSalida, encoding: .utf8)) ?? "" }
      func veces(_ trozo: String) -> Int { texto().components(separatedBy: trozo).count - 1 }
      func esperar(_ que: String, _ condicion: () -> Bool) throws {
        let limite = Date().addingTimeInterval(600 * TallerE2E.factor)
        while !condicion() {
          try #require(proceso.isRunning, "vigilar terminó antes de tiempo (\(que)):\n\(texto())")
          try #require(Date() < limite, "vigilar no llegó a «\(que)» a tiempo:\n\(texto())")
          usleep(100_000)
        }
      }
      let vigilando = "Vigilando Sources/Workbook/Leccion01/"
      let compilando = "Compilando la lección 1…"

      try esperar("el primer informe") { veces(vigilando) == 1 }
      #expect(texto().contains("1/3 pruebas"))

      // Guardado atómico: se escribe un temporal oculto con la fecha del original y se renombra encima.
      let fecha = try FileManager.default.attributesOfItem(atPath: archivo.path)[.modificationDate] as? Date
      let temporal = archivo.deletingLastPathComponent().appendingPathComponent(".Contador.swift.tmp")
      try solucion.write(to: temporal)
      if let fecha { try FileManager.default.setAttributes([.modificationDate: fecha], ofItemAtPath: temporal.path) }
      #expect(rename(temporal.path, archivo.path) == 0)
      try esperar("el informe tras el mv") { veces(vigilando) == 2 }
      #expect(texto().contains("cambió Contador.swift: compruebo de nuevo"))
      #expect(texto().contains("¡Lección 1 completada!"))

      // Un guardado mientras la comprobación está en marcha provoca otra comprobación al terminar.
      try plantilla.write(to: archivo)
      try esperar("la tercera comprobación") { veces(compilando) == 3 }
      try solucion.write(to: archivo)
      try esperar("la cuarta comprobación") { veces(vigilando) == 4 }
      let cuarta = try #require(texto().components(separatedBy: vigilando).dropLast().last)
      #expect(cuarta.contains("¡Lección 1 completada!"), "\(texto())")
      #expect(texto().contains("\u{1B}[2J") == false)

      // Ctrl-C durante una comprobación: 130 y ningún hijo vivo.
      try plantilla.write(to: archivo)
      try esperar("la quinta comprobación") { veces(compilando) == 5 }
      let hijos = descendientes(de: proceso.processIdentifier)
      #expect(kill(proceso.processIdentifier, SIGINT) == 0)
      proceso.waitUntilExit()
      #expect(proceso.terminationStatus == 130, "\(texto())")
      #expect(texto().contains("Interrumpido"))
      for hijo in hijos { #expect(procesoTermino(hijo), "el proceso \(hijo) sigue vivo") }
    }

    /// Every live descendant of `pid`, by the engine's own process-tree walk (``ArbolProcesos``:
    /// `/proc` on Linux, the kernel's child lists on macOS).
    func descendientes(de pid: pid_t) -> [pid_t] {
      ArbolProcesos.leer(desde: pid).descendientes(de: pid)
    }
  }
}
