// swift-tools-version:6.0
// Cuaderno de ejercicios de prueba para las pruebas de extremo a extremo del checker.
// Misma forma que el Package.swift del taller: una lista explícita de lecciones y TALLER_FUENTE.
// `Sources/ComposableArchitecture` y `Sources/TallerArnes` se copian del taller real al preparar la copia.
import Foundation
import PackageDescription

let lecciones: [Leccion] = [
  leccion(1, "contador"),
  leccion(2, "fallos"),
  leccion(3, "no-compila"),
  leccion(4, "tipos"),
  leccion(5, "interrupcion"),
  leccion(6, "conteo"),
  leccion(7, "temporizador"),
]

struct Leccion {
  let numero: Int
  let slug: String
  /// Lección por ejercicios: por defecto se compila desde `Solucion/` (ver el Package.swift del taller).
  var porEjercicio = false
  var nn: String { numero < 10 ? "0\(numero)" : "\(numero)" }
  var modulo: String { "Leccion" + nn }
  var carpeta: String { "Lessons/\(nn)-\(slug)" }
  var fuente: String {
    for elegido in fuentesElegidas where elegido.numero == numero {
      switch elegido.fuente {
      case "plantilla": return "\(carpeta)/Plantilla"
      case "solucion": return "\(carpeta)/Solucion"
      default: return elegido.fuente.contains("/") ? elegido.fuente : "\(carpeta)/Variantes/\(elegido.fuente)"
      }
    }
    return porEjercicio ? "\(carpeta)/Solucion" : "Sources/Workbook/\(modulo)"
  }
}

func leccion(_ numero: Int, _ slug: String, porEjercicio: Bool = false) -> Leccion {
  Leccion(numero: numero, slug: slug, porEjercicio: porEjercicio)
}

extension Leccion {
  /// Whether the folders its targets point at exist. Reading the package's own folder is allowed
  /// by the macOS manifest sandbox. SwiftPM caches this manifest by text and environment, not by
  /// folders: the checker passes `TALLER_CARPETAS_AUSENTES` so a cached result is never reused.
  var carpetasPresentes: Bool {
    [fuente, "Tests/Exercises/\(modulo)"].allSatisfy {
      FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + $0)
    }
  }
}

let fuentesElegidas: [(numero: Int, fuente: String)] =
  (ProcessInfo.processInfo.environment["TALLER_FUENTE"] ?? "")
  .split(separator: ",")
  .compactMap { parte in
    let trozos = parte.split(separator: ":", maxSplits: 1).map(String.init)
    guard trozos.count == 2, let numero = Int(trozos[0]) else { return nil }
    return (numero, trozos[1])
  }

var targets: [Target] = [
  .target(name: "ComposableArchitecture"),
  .target(name: "TallerArnes", dependencies: ["ComposableArchitecture"]),
]
var products: [Product] = []
// NB: a renamed or deleted lesson folder leaves that lesson out instead of making SwiftPM reject
// the whole package («invalid custom path»); the checker names the folder and the fix.
for leccion in lecciones where leccion.carpetasPresentes {
  targets.append(.target(name: leccion.modulo, dependencies: ["ComposableArchitecture"], path: leccion.fuente))
  targets.append(
    .executableTarget(
      name: "Pruebas\(leccion.modulo)",
      dependencies: [.target(name: leccion.modulo), "ComposableArchitecture", "TallerArnes"],
      path: "Tests/Exercises/\(leccion.modulo)"))
  products.append(.executable(name: "Pruebas\(leccion.modulo)", targets: ["Pruebas\(leccion.modulo)"]))
}

let package = Package(
  name: "TallerDePrueba",
  platforms: [.macOS(.v14)],
  products: products,
  targets: targets,
  swiftLanguageModes: [.v6]
)
