import Foundation

/// What a lesson's last successful SwiftPM build was planned and built from, so that a later check
/// may run that plan's commands itself (``ConstruccionDirecta``) only while it is still current.
///
/// Saved as `<scratch>/taller-plan-leccionNN.json` after every `swift build --product PruebasLeccionNN`
/// that exited 0: the fingerprint of the planned commands the binary depends on
/// (``ComandosLeccion/huellaPlan``), the environment that decides the plan, and the size and date of
/// every source file of the prebuilt targets the binary links (runtime, harness, `TallerComun`), of the
/// hidden tests and of `Package.swift`. Anything different later (a `git pull`, an edited manifest, another toolchain)
/// makes the next check build with SwiftPM again, which saves a new record.
public struct RegistroPlan: Codable, Sendable, Equatable {
  /// ``ComandosLeccion/huellaPlan`` of the plan SwiftPM built with.
  public var plan: String
  /// The variables that change the plan (``variablesDelPlan``) and the `swift` used, by name.
  public var entorno: [String: String]
  /// `tamaño:fecha` of each file the plan's prebuilt part and hidden tests are made from, by path.
  public var fuentes: [String: String]

  /// The environment variables `Package.swift` reads to plan a lesson's targets, or that key its
  /// cached evaluation (`TALLER_AJENOS`).
  public static let variablesDelPlan = ["TALLER_FUENTE", "TALLER_SIN_SWIFTUI", "TALLER_CARPETAS_AUSENTES", "TALLER_AJENOS"]

  /// The manifest SwiftPM writes for a debug build in `scratch`.
  public static func manifiesto(_ scratch: URL) -> URL { scratch.appendingPathComponent("debug.yaml") }

  /// Where the record of `leccion` in `scratch` lives.
  public static func archivo(_ scratch: URL, _ leccion: Leccion) -> URL {
    scratch.appendingPathComponent("taller-plan-leccion\(leccion.nn).json")
  }

  /// The record as things are now, for `comandos` read from the current manifest.
  public static func actual(
    comandos: ComandosLeccion, taller: Taller, entorno: [String: String], swift: String
  ) -> RegistroPlan {
    var variables = ["swift": swift]
    for nombre in variablesDelPlan { variables[nombre] = entorno[nombre] ?? "" }
    var fuentes: [String: String] = [:]
    let rutas = comandos.fuentesPrevias + [taller.raiz.appendingPathComponent("Package.swift").path]
    for ruta in rutas { fuentes[ruta] = sello(ruta) ?? "ausente" }
    return RegistroPlan(plan: comandos.huellaPlan, entorno: variables, fuentes: fuentes)
  }

  /// `tamaño:fecha` of the file at `ruta` (seconds since 1970, full precision); `nil` when missing.
  static func sello(_ ruta: String) -> String? {
    guard let atributos = try? FileManager.default.attributesOfItem(atPath: ruta),
      let fecha = atributos[.modificationDate] as? Date, let tamano = atributos[.size] as? NSNumber
    else { return nil }
    return "\(tamano.int64Value):\(fecha.timeIntervalSince1970)"
  }

  /// The saved record of `leccion` in `scratch`, or `nil` when there is none or it is unreadable.
  public static func leer(_ scratch: URL, _ leccion: Leccion) -> RegistroPlan? {
    guard let datos = FileManager.default.contents(atPath: archivo(scratch, leccion).path) else { return nil }
    return try? JSONDecoder().decode(RegistroPlan.self, from: datos)
  }

  /// Saves this record for `leccion` in `scratch` (atomically; a failure only costs speed).
  public func guardar(_ scratch: URL, _ leccion: Leccion) {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.sortedKeys, .prettyPrinted]
    guard let datos = try? codificador.encode(self) else { return }
    try? datos.write(to: Self.archivo(scratch, leccion), options: .atomic)
  }
}
