import Foundation
import Testing

@testable import ComposableArchitecture

/// The switch that forces the macOS 14 effect path (no `TaskExecutor`) in a whole process.
@Suite("TALLER_FORZAR_MACOS14: el camino de macOS 14 en cualquier plataforma")
struct CaminoMacOS14Tests {
  @Test("Solo el valor exacto 1 fuerza el camino")
  func interruptor() {
    #expect(EffectActivity.forceMacOS14Variable == "TALLER_FORZAR_MACOS14")
    #expect(EffectActivity.forcesMacOS14(["TALLER_FORZAR_MACOS14": "1"]))
    #expect(!EffectActivity.forcesMacOS14([:]))
    #expect(!EffectActivity.forcesMacOS14(["TALLER_FORZAR_MACOS14": "0"]))
    #expect(!EffectActivity.forcesMacOS14(["TALLER_FORZAR_MACOS14": "sí"]))
  }

  @Test("El valor por defecto de forcesSharedPool es el del entorno de este proceso")
  func porDefecto() {
    #expect(EffectActivity.forcesSharedPool == EffectActivity.forcesMacOS14(ProcessInfo.processInfo.environment))
  }
}
