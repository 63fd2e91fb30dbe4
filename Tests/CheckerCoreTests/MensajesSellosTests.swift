import Motor
import Testing

@testable import CheckerCore

/// What `verificar --cambiadas` says of each lesson's seal (issue 45: which were skipped and why).
@Suite("Mensajes de los sellos de prueba")
struct MensajesSellosTests {
  let leccion = Leccion(numero: 3, slug: "x", metadatos: nil)
  let clave = ClaveSello(.mutantes, toolchain: "6.3.1-linux")

  func decision(_ estado: EstadoSello, forzada: Bool = false) -> DecisionSello {
    DecisionSello(leccion: leccion, clave: clave, estado: estado, huellas: [:], forzada: forzada)
  }

  @Test("Omitida, sin sello, forzada, cambiada y sin versión: cada una con su motivo")
  func motivos() {
    #expect(
      MensajesSellos.decision(leccion, decision(.sellada))
        == "◇ Lección 3 · sellada (mutantes@6.3.1-linux): todo lo que lee su prueba es como en su última prueba verde; no se repite")
    #expect(
      MensajesSellos.decision(leccion, decision(.sinSello))
        == "◆ Lección 3 · se prueba: no tiene sello mutantes@6.3.1-linux en Lessons/sellos.json")
    #expect(MensajesSellos.decision(leccion, decision(.sellada, forzada: true)) == "◆ Lección 3 · se prueba: TALLER_SIN_SELLOS=1")
    #expect(MensajesSellos.decision(leccion, decision(.cambiada(["motor"]))) == "◆ Lección 3 · se prueba: cambió el motor")
    #expect(
      MensajesSellos.decision(leccion, decision(.cambiada(["leccion", "runtime", "toolchain"])))
        == "◆ Lección 3 · se prueba: cambió su carpeta de Lessons/, el runtime y la toolchain")
    #expect(MensajesSellos.decision(leccion, nil) == "◆ Lección 3 · se prueba: no se pudo leer `swift --version`")
  }

  @Test("Cada parte de las entradas tiene nombre en español")
  func partes() {
    for parte in EntradasPrueba.partes(leccion).keys.sorted() + ["toolchain"] {
      #expect(MensajesSellos.parte(parte) != parte, "\(parte) sin nombre")
    }
  }
}
