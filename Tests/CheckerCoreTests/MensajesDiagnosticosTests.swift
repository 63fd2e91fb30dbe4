import Testing

@testable import CheckerCore
@testable import Motor

/// The generic known diagnostics are data in the engine and text in the command-line layer (#29.2):
/// both sides must name the same ids.
@Suite("Diagnósticos genéricos: datos en el motor, texto en el informe")
struct MensajesDiagnosticosTests {
  @Test("Cada entrada genérica tiene su texto y cada texto su entrada; ninguna entrada genérica lleva texto en el motor")
  func mismosIds() {
    let ids = TablaDiagnosticos.genericos.map(\.id)
    #expect(Set(ids).count == ids.count, "ids repetidos en TablaDiagnosticos.genericos")
    #expect(Set(ids) == Set(MensajesDiagnosticos.textos.keys))
    let sumados = MensajesDiagnosticos.textosGenericos.count + MensajesDiagnosticos.textosInformes.count
      + MensajesDiagnosticos.textosEscritura.count
    #expect(sumados == MensajesDiagnosticos.textos.count, "un id con texto en dos archivos")
    #expect(TablaDiagnosticos.genericos.filter { !$0.explicacion.isEmpty }.isEmpty)
    #expect(MensajesDiagnosticos.textos.values.allSatisfy { !$0.isEmpty })
  }

  @Test("El texto de una entrada es el suyo si lo trae (una lección) y el genérico por su id si no")
  func explicacion() throws {
    let generica = try #require(TablaDiagnosticos.genericos.first)
    #expect(MensajesDiagnosticos.explicacion(generica) == MensajesDiagnosticos.textos[generica.id])
    let propia = DiagnosticoConocido(id: generica.id, patron: "x", explicacion: "Texto de la lección.")
    #expect(MensajesDiagnosticos.explicacion(propia) == "Texto de la lección.")
    #expect(MensajesDiagnosticos.explicacion(DiagnosticoConocido(id: "ninguno", patron: "x")).isEmpty)
  }

  @Test("Los textos genéricos no dan por hecho el arreglo que la salida no prueba: un caso que falta en un switch puede sobrar")
  func sinArregloSupuesto() throws {
    // Un alumno de la lección 4 dejó `tickRecibido` entre los gestos y el texto le empujó a tratarlo
    // en la vista, cuando el ejercicio pide quitarlo de ahí.
    let texto = try #require(MensajesDiagnosticos.textos["switch-incompleto"])
    #expect(texto.contains("dale su `case`"))
    #expect(texto.contains("bórralo de su enum"))
    // Un case key path sin caso no es siempre un binding: la causa general va primero.
    let caseKeyPath = try #require(MensajesDiagnosticos.textos["send-binding-sin-binding"])
    let general = try #require(caseKeyPath.range(of: "un enum anidado lo necesita"))
    let binding = try #require(caseKeyPath.range(of: "Si querías un binding"))
    #expect(general.lowerBound < binding.lowerBound)
  }
}
