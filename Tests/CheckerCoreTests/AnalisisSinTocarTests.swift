import CheckerCore
import Foundation
import Motor
import Testing

/// A finding in a file the student has not touched yet (still its `Plantilla/` twin) does not lead
/// the compact report: lesson 1's exercise 4 starts with `body` and `reduce` on purpose, and a
/// student on exercise 1 should read exercise 1 first.
@Suite("Revisión del código de un archivo sin tocar: después de las pruebas")
struct AnalisisSinTocarTests {
  let conFatalError = "struct Caldera {\n  func f() -> Int {\n    fatalError(\"pendiente\")\n  }\n}\n"

  @Test("Solo en la copia de trabajo, y solo mientras el archivo es el de la plantilla byte a byte")
  func marcaSinTocar() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/01-termostato/Plantilla/Caldera.swift", conFatalError)
    try temporal.escribir("Sources/Workbook/Leccion01/Caldera.swift", conFatalError)
    let revisor = Revisor(
      taller: temporal.taller, catalogo: try Catalogo.cargar(temporal.taller),
      toolchain: Toolchain(swift: "/no-existe/swift", swiftc: ["/no-existe/swiftc"]), entorno: [:],
      registro: RegistroHijos())
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    let intacto = revisor.analizar(leccion, fuente: .copiaDeTrabajo)
    #expect(intacto.map(\.id) == [.fatalErrorEnCodigo])
    #expect(intacto.map(\.sinTocar) == [true])
    #expect(revisor.analizar(leccion, fuente: .plantilla).map(\.sinTocar) == [false])
    try temporal.escribir("Sources/Workbook/Leccion01/Caldera.swift", conFatalError + "// empezado\n")
    #expect(revisor.analizar(leccion, fuente: .copiaDeTrabajo).map(\.sinTocar) == [false])
  }

  /// A lesson whose one test fails, with `analisis` found.
  func informe(_ analisis: [HallazgoAnalisis]) -> InformeLeccion {
    InformeLeccion.deUnaPrueba(
      nombre: "Suma uno", resultado: .init(id: "a", estado: .fallo, causa: .fallo, mensajes: ["no suma"]), analisis: analisis)
  }

  @Test("El informe compacto lo nombra en una línea tras las pruebas; --completo lo muestra entero al principio")
  func informeCompacto() {
    let intacto = HallazgoAnalisis(
      id: .reducerBodyYReduce, archivo: "Sources/Workbook/Leccion01/Reproductor.swift", linea: 9, tipoSwift: "Reproductor",
      lineaBody: 2, sinTocar: true)
    let compacto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(informe([intacto]))
    #expect(!compacto.contains("[esencial]"), "\(compacto)")
    let linea = "Revisión del código: `Reproductor.swift` sigue igual que en la plantilla (el punto de partida de un "
      + "ejercicio que aún no has empezado) y tiene 1 problema esencial; lo verás entero cuando lo edites, o ya con `--completo`."
    #expect(compacto.contains(linea), "\(compacto)")
    let prueba = compacto.range(of: "✗ Suma uno")?.lowerBound
    #expect(prueba != nil && prueba ?? compacto.endIndex < compacto.range(of: linea)?.lowerBound ?? compacto.startIndex)
    #expect(compacto.contains("La revisión del código encontró 1 problema esencial"), "sigue impidiendo completar la lección")
    let completo = RedactorInforme(estilo: Estilo(color: false), siguiente: nil, completo: true).redactar(informe([intacto]))
    #expect(completo.contains("Revisión del código\n[esencial] Sources/Workbook/Leccion01/Reproductor.swift:9\n"), "\(completo)")
    #expect(!completo.contains("sigue igual que en la plantilla"))
  }

  @Test("Un hallazgo en un archivo tocado sigue al principio; dos archivos sin tocar, en una sola línea")
  func mezclados() {
    let tocado = HallazgoAnalisis(id: .fatalErrorEnCodigo, archivo: "Sources/Workbook/Leccion01/Contador.swift", linea: 4)
    let intactos = [
      HallazgoAnalisis(id: .taskEnReducer, archivo: "Sources/Workbook/Leccion01/Tienda.swift", linea: 3, tipoSwift: "Tienda", sinTocar: true),
      HallazgoAnalisis(id: .fatalErrorEnCodigo, archivo: "Sources/Workbook/Leccion01/Tienda.swift", linea: 8, sinTocar: true),
      HallazgoAnalisis(id: .reduceObsoleto, archivo: "Sources/Workbook/Leccion01/Perfil.swift", linea: 5, sinTocar: true),
    ]
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(informe([tocado] + intactos))
    #expect(texto.contains("Revisión del código\n[recomendado] Sources/Workbook/Leccion01/Contador.swift:4\n"), "\(texto)")
    #expect(!texto.contains("Tienda.swift:3"))
    #expect(texto.contains(
      "Revisión del código: `Tienda.swift` y `Perfil.swift` siguen igual que en la plantilla (el punto de partida de un "
        + "ejercicio que aún no has empezado) y tienen 1 problema esencial y 2 avisos; los verás enteros cuando los edites, o ya con `--completo`."),
      "\(texto)")
  }
}
