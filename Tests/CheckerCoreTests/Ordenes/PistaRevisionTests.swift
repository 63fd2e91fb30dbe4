import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// `pista` and the source analyzers: what keeps a lesson incomplete besides its tests.
@Suite("pista con la revisión del código (sin compilar)")
struct PistaRevisionTests {
  /// The working copy with a reducer that defines both `body` and `reduce(into:action:)`
  /// (esencial) and a `fatalError` (only recommended).
  static let conProblema = TallerTemporal.solucion + """
    struct Panel: Reducer {
      struct State {}
      enum Action { case tocar }
      var body: some ReducerOf<Self> {
        Reduce { _, _ in .none }
      }
      func reduce(into state: inout State, action: Action) -> Effect<Action> {
        fatalError("sin hacer")
      }
    }

    """

  func guardar(_ temporal: TallerTemporal, fallidas: [String], completada: Bool = false) throws {
    let registro = ProgresoLeccion(
      aprobadas: 2 - fallidas.count, total: 2, completada: completada, fallidas: fallidas, fecha: "2026-01-02T10:00:00Z")
    try AlmacenProgreso(taller: temporal.taller).actualizar { $0.lecciones["01"] = registro }
  }

  @Test("Todas las pruebas pasaron y la lección no está completa: pista dice que falta lo de la revisión y lo muestra")
  func sinFallosConRevision() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", Self.conProblema)
    try guardar(temporal, fallidas: [])
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(captura.salida.contains(MensajesOrdenes.pistaSinFallosRevision))
    #expect(!captura.salida.contains(MensajesOrdenes.pistaSinFallos))
    #expect(!captura.salida.contains(MensajesOrdenes.pistaRevision(1)), "una sola entrada")
    #expect(captura.salida.contains("[esencial] Sources/Workbook/Leccion01/Termostato.swift:14"), "\(captura.salida)")
    #expect(captura.salida.contains("`Panel` define `body` (línea 11)"))
    #expect(!captura.salida.contains("fatalError(…)"), "solo lo esencial: \(captura.salida)")
  }

  @Test("Con pruebas que fallan, la revisión va después de sus pistas; sin hallazgos esenciales, nada cambia")
  func conFallos() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", Self.conProblema)
    try guardar(temporal, fallidas: ["bajaUno"])
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["pista", "leccion1"]) == .exito)
    let pistas = try #require(captura.salida.range(of: "• Bajar quita un grado"))
    let revision = try #require(captura.salida.range(of: MensajesOrdenes.pistaRevision(1)))
    #expect(pistas.upperBound < revision.lowerBound)

    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", TallerTemporal.solucion)
    let (limpia, sinHallazgos) = temporal.aplicacion()
    #expect(limpia.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(!sinHallazgos.salida.contains("Revisión del código"))
    try guardar(temporal, fallidas: [])
    let (sinFallos, mensaje) = temporal.aplicacion()
    #expect(sinFallos.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(mensaje.salida.contains(MensajesOrdenes.pistaSinFallos))
  }

  @Test("Un archivo igual que en la plantilla, una lección completada o --todas no muestran la revisión")
  func cuandoNo() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    // The Plantilla itself carries the problem: the student has not started that file yet.
    try temporal.escribir("Lessons/01-termostato/Plantilla/Termostato.swift", Self.conProblema)
    try temporal.escribir("Sources/Workbook/Leccion01/Termostato.swift", Self.conProblema)
    try guardar(temporal, fallidas: [])
    let (intacta, captura) = temporal.aplicacion()
    #expect(intacta.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(!captura.salida.contains("Revisión del código"), "\(captura.salida)")

    try temporal.escribir("Lessons/01-termostato/Plantilla/Termostato.swift", TallerTemporal.plantilla)
    let (todas, conTodas) = temporal.aplicacion()
    #expect(todas.ejecutar(["pista", "leccion1", "--todas"]) == .exito)
    #expect(!conTodas.salida.contains("Revisión del código"))
    try guardar(temporal, fallidas: [], completada: true)
    let (completada, felicitacion) = temporal.aplicacion()
    #expect(completada.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(!felicitacion.salida.contains("Revisión del código"))
  }
}
