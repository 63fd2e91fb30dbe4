import Motor
import Foundation
import Testing

extension Construcciones {
  /// The hidden tests of every lesson on the effect path of macOS 14 (no `TaskExecutor`: effects on
  /// the shared pool, waits bounded by the runtime's patience), forced on any platform by
  /// `TALLER_FORZAR_MACOS14=1`. `.ci/run` runs it in its `macos14` phase; a plain `swift test` skips
  /// it (the integrity suite already runs the same builds on the default path). A lesson sealed for
  /// ``PruebaSellable/macos14`` on this toolchain is skipped (``Sellador``).
  @Suite("Camino de macOS 14 forzado (TALLER_FORZAR_MACOS14=1)")
  struct CaminoMacOS14Tests {
    static let activado = ProcessInfo.processInfo.environment["TALLER_FORZAR_MACOS14"] == "1"

    @Test(
      "Con el camino de macOS 14, la Solucion de cada lección pasa todas sus pruebas ocultas y cumple sus garantías",
      .enabled(if: activado, "solo con TALLER_FORZAR_MACOS14=1 (fase macos14 de .ci/run)"))
    func soluciones() throws {
      let taller = Integridad.taller
      let entorno = TallerE2E.entorno(["TALLER_FORZAR_MACOS14": "1"])
      let verificador = Verificador(
        taller: taller, catalogo: try Catalogo.cargar(taller), toolchain: try Toolchain.localizar(entorno: entorno),
        entorno: entorno, registro: RegistroHijos())
      let lecciones = verificador.catalogo.lecciones
      #expect(!lecciones.isEmpty)
      // Only the lessons whose inputs changed since their last green run on this path (``Sellador``).
      for pendiente in Integridad.decidir(.macos14) where !pendiente.omitir {
        let paso = verificador.comprobar(pendiente.leccion, fuente: .solucion, esperado: .pasa)
        Integridad.registrar(paso.hallazgos)
        if paso.hallazgos.isEmpty, !paso.interrumpido { Integridad.sellar(pendiente) }
      }
    }
  }
}
