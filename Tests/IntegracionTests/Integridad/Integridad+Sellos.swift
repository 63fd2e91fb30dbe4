import Foundation
import Motor

extension Integridad {
  /// One lesson of the course and what its seal says for `prueba` (``Sellador/decidir(_:)``);
  /// `nil` when `swift --version` could not be read (then it is proved).
  struct Pendiente: Sendable {
    var leccion: Leccion
    var decision: DecisionSello?
    /// Who decided it, and seals it when its proof passes.
    var sellador: Sellador?
    /// Whether its proof may be skipped.
    var omitir: Bool { decision?.omitir == true }
  }

  /// The sealer of `prueba` for this package, with the suite's toolchain and environment.
  static func sellador(_ prueba: PruebaSellable) -> Sellador? {
    guard let verificador = try? Integridad.verificador() else { return nil }
    return Sellador(taller: taller, prueba: prueba, toolchain: verificador.toolchain, entorno: verificador.entorno)
  }

  /// Every lesson of the course and its seal for ``PruebaSellable/verificar``, decided once per
  /// process, before any part seals anything: both parts of the split (``RepartoIntegridad``) must
  /// split the same list, or a lesson sealed by one part meanwhile could fall in neither.
  /// Printed as decided (``anunciar(_:)``), so a log says what was skipped and why.
  static let pendientes: [Pendiente] = decidir(.verificar)

  /// Decides and prints every lesson's seal for `prueba`.
  static func decidir(_ prueba: PruebaSellable) -> [Pendiente] {
    let lecciones = (try? Catalogo.cargar(taller).lecciones) ?? []
    let sellador = sellador(prueba)
    let pendientes = lecciones.map { Pendiente(leccion: $0, decision: sellador?.decidir($0), sellador: sellador) }
    anunciar(pendientes, prueba: prueba)
    return pendientes
  }

  /// Seals a lesson whose proof just passed (``Sellador/sellar(_:)``).
  static func sellar(_ pendiente: Pendiente) {
    guard let decision = pendiente.decision else { return }
    pendiente.sellador?.sellar(decision)
  }

  /// One line per lesson: `◇` skipped because sealed, `◆` proved, and why (`.ci/run` shows them).
  static func anunciar(_ pendientes: [Pendiente], prueba: PruebaSellable) {
    for pendiente in pendientes {
      let leccion = "lección \(pendiente.leccion.numero)"
      guard let decision = pendiente.decision else {
        print("◆ Sello \(prueba.rawValue): \(leccion) se prueba: no se pudo leer `swift --version`")
        continue
      }
      let sello = "◆ Sello \(decision.clave.texto): \(leccion) se prueba: "
      switch decision.estado {
      case .sellada where decision.omitir:
        print("◇ Sello \(decision.clave.texto): \(leccion) omitida: sus entradas son las de su última prueba verde")
      case .sellada: print(sello + "\(SellosPrueba.variableSinSellos)=1")
      case .sinSello: print(sello + "sin sello en \(SellosPrueba.archivo)")
      case .cambiada(let partes): print(sello + "cambió " + partes.joined(separator: ", "))
      }
    }
  }
}
