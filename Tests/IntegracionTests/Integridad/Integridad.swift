import CheckerCore
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

  /// One Swift Testing issue per finding. Its text names the lesson and the source, test or check
  /// (`lección 3 · Solucion: la prueba 'x' («…») falla: …`), with the compiler's errors when
  /// something does not compile.
  static func registrar(_ hallazgos: [Hallazgo], sourceLocation: SourceLocation = #_sourceLocation) {
    for hallazgo in hallazgos {
      Issue.record(Comment(rawValue: hallazgo.description), sourceLocation: sourceLocation)
    }
  }
}
