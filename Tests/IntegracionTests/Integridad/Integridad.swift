import Motor
import Foundation
import Testing

/// How the integrity suite runs the one ``Verificador`` and reports what it finds.
enum Integridad {
  /// This package as a workbook.
  static let taller = Taller(raiz: TallerE2E.raizPaquete)

  /// The verifier of `taller` with our environment (`CI`, `TALLER_FACTOR_TIEMPO`) and a registry
  /// of its own, building in `.build/verificacion/leccionNN` unless `carpetaTemporal` says otherwise.
  static func verificador(
    _ taller: Taller = Integridad.taller, carpetaTemporal: (@Sendable (Leccion) -> URL)? = nil
  ) throws -> Verificador {
    let entorno = TallerE2E.entorno()
    return Verificador(
      taller: taller, catalogo: try Catalogo.cargar(taller), toolchain: try Toolchain.localizar(entorno: entorno),
      entorno: entorno, registro: RegistroHijos(), carpetaTemporal: carpetaTemporal)
  }

  /// One Swift Testing issue per finding. The suite links only the engine, so the issue names the
  /// lesson, the source and the typed finding (`lección 3 · Solucion · pruebaFalla: …`), with the
  /// compiler's errors when something does not compile, and the command that says it in Spanish.
  static func registrar(_ hallazgos: [Hallazgo], sourceLocation: SourceLocation = #_sourceLocation) {
    for hallazgo in hallazgos {
      Issue.record(Comment(rawValue: texto(hallazgo)), sourceLocation: sourceLocation)
    }
  }

  /// `lección 3 · Solucion · pruebaFalla: <motivo>`, the compiler's lines, and where to read it in Spanish.
  static func texto(_ hallazgo: Hallazgo) -> String {
    let donde = [hallazgo.leccion.map { "lección \($0)" }, hallazgo.fuente, hallazgo.clase.rawValue].compactMap { $0 }
    var lineas = [donde.joined(separator: " · ") + ": " + String(describing: hallazgo.motivo)]
    if let problema = hallazgo.problemaEjercicio { lineas.append("    \(problema)") }
    lineas += hallazgo.compilador.map { "    " + $0 }
    let orden = hallazgo.leccion.map { "verificar leccion\($0)" } ?? "verificar"
    lineas.append("(en español: swift run -q checker \(orden))")
    return lineas.joined(separator: "\n")
  }
}
