import Foundation

/// The 1-based line of the file `archivo` (by default, the caller's) that ends with the comment
/// `// marca: <nombre>`, so a test pins a reported line by a marker next to the code instead of a
/// number that moves whenever the file is edited. `0` if no line has it (the expectation then fails).
func lineaDeMarca(_ nombre: String, en archivo: String = #filePath) -> UInt {
  let texto = (try? String(contentsOfFile: archivo, encoding: .utf8)) ?? ""
  let lineas = texto.split(separator: "\n", omittingEmptySubsequences: false)
  guard let indice = lineas.firstIndex(where: { $0.hasSuffix("// marca: \(nombre)") }) else { return 0 }
  return UInt(indice + 1)
}

/// `Soporte/<nombre>` next to this file, for ``lineaDeMarca(_:en:)`` on a support file.
func archivoDeSoporte(_ nombre: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(nombre).path
}
