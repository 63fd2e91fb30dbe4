import Foundation
import Testing

@testable import Motor

/// `reiniciar`'s file work, beside the backups (``Respaldo/restaurar(_:desde:)``).
@Suite("Restaurar la copia de trabajo desde la plantilla")
struct RespaldoRestaurarTests {
  func escribir(_ raiz: URL, _ archivos: [String: String]) throws {
    for (ruta, texto) in archivos {
      let url = raiz.appendingPathComponent(ruta)
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(texto.utf8).write(to: url)
    }
  }

  @Test("La copia queda igual que la plantilla: se reescribe, se borra lo que sobra (también oculto) y las carpetas vacías")
  func restaurar() throws {
    let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("restaurar \(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: raiz) }
    let plantilla = raiz.appendingPathComponent("Plantilla")
    let copia = raiz.appendingPathComponent("Copia de trabajo")
    try escribir(plantilla, ["A.swift": "// TODO", "Vistas/V.swift": "struct V {}"])
    try escribir(copia, ["A.swift": "hecho", ".oculto": "x", "Extra/Nuevo.swift": "y", "Vistas/V.swift": "cambiado"])
    let (restaurados, borrados) = try Respaldo.restaurar(copia, desde: plantilla)
    #expect(restaurados.sorted() == ["A.swift", "Vistas/V.swift"])
    #expect(borrados.sorted() == [".oculto", "Extra/Nuevo.swift"])
    #expect(ArchivosCarpeta.listar(copia, ocultos: true).sorted() == ["A.swift", "Vistas/V.swift"])
    #expect(try String(contentsOf: copia.appendingPathComponent("A.swift"), encoding: .utf8) == "// TODO")
    #expect(!FileManager.default.fileExists(atPath: copia.appendingPathComponent("Extra").path))
  }

  @Test("Las carpetas vacías se quitan de la más honda a la más alta, salvo bajo las que se saltan")
  func carpetasVacias() throws {
    let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("vacias-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: raiz) }
    for carpeta in ["a/b/c", ".build/x/y", "d"] {
      try FileManager.default.createDirectory(at: raiz.appendingPathComponent(carpeta), withIntermediateDirectories: true)
    }
    try escribir(raiz, ["d/lleno.txt": "1"])
    Respaldo.quitarCarpetasVacias(raiz, saltando: [".build"])
    #expect(!FileManager.default.fileExists(atPath: raiz.appendingPathComponent("a").path))
    #expect(FileManager.default.fileExists(atPath: raiz.appendingPathComponent(".build/x/y").path))
    #expect(FileManager.default.fileExists(atPath: raiz.appendingPathComponent("d/lleno.txt").path))
    #expect(FileManager.default.fileExists(atPath: raiz.path))
  }
}
