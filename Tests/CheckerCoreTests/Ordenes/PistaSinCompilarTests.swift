import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// `pista` after a check that did not compile (#33.6): it leads with that error and never says the
/// lesson is completed, even when an earlier run completed it.
@Suite("pista tras una comprobación que no compiló")
struct PistaSinCompilarTests {
  @Test("La comprobación que no compila se anota sin borrar el logro, y pista empieza por su error")
  func pista() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let (aplicacion, captura) = temporal.aplicacion()
    try AlmacenProgreso(taller: temporal.taller).actualizar {
      $0.lecciones["01"] = ProgresoLeccion(
        aprobadas: 2, total: 2, completada: true, fallidas: [], fecha: "2026-12-01T10:00:00Z",
        completadaEl: "2026-12-01T10:00:00Z", pruebasAlCompletar: ["bajaUno", "subeUno"])
    }
    let catalogo = try Catalogo.cargar(temporal.taller)
    let leccion = try #require(catalogo.leccion(numero: 1))
    let error = DiagnosticoCompilador(
      archivo: "Sources/Workbook/Leccion01/Termostato.swift", linea: 5, columna: 9, severidad: .error,
      mensaje: "cannot find 'gardos' in scope")
    let conocido = try #require(TablaDiagnosticos.genericos.first { $0.id == "no-existe-en-ambito" })
    let texto = try #require(MensajesDiagnosticos.textos["no-existe-en-ambito"])
    let fallo = FalloCompilacion(tipo: .alumno, errores: [error], explicaciones: [conocido], otrasLineas: [])
    try AlmacenProgreso(taller: temporal.taller).actualizar {
      $0 = $0.registrando(InformeLeccion(leccion: leccion, resultado: .noCompila(fallo)), fecha: "2026-12-02T10:00:00Z")
    }
    let registro = try #require(AlmacenProgreso(taller: temporal.taller).leer().progreso.lecciones["01"])
    #expect(registro.completada && registro.completadaEl == "2026-12-01T10:00:00Z", "el logro sigue")
    #expect(registro.sinCompilar?.error == error.cabecera)

    #expect(aplicacion.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(captura.salida.contains("no compiló, así que las pistas de las pruebas esperan a que compile"))
    #expect(captura.salida.contains("Sources/Workbook/Leccion01/Termostato.swift:5:9: error: cannot find 'gardos' in scope"))
    // The progress keeps the diagnostic's id; its text is looked up when `pista` shows it.
    #expect(registro.sinCompilar?.diagnostico == "no-existe-en-ambito" && registro.sinCompilar?.explicacion == nil)
    let primeraLinea = try #require(texto.split(separator: "\n").first.map { $0.trimmingCharacters(in: .whitespaces) })
    #expect(captura.salida.contains("Explicación: " + primeraLinea), "\(captura.salida)")
    #expect(!captura.salida.contains("¡Ya completaste"))
  }

  @Test("Un progreso guardado antes del 4 de diciembre de 2026 (con el texto de la explicación) se sigue mostrando")
  func progresoConTexto() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let (aplicacion, captura) = temporal.aplicacion()
    try AlmacenProgreso(taller: temporal.taller).actualizar {
      var registro = ProgresoLeccion(aprobadas: 0, total: 2, completada: false, fallidas: ["bajaUno", "subeUno"], fecha: "2026-12-01T10:00:00Z")
      registro.sinCompilar = ProgresoLeccion.SinCompilar(
        fecha: "2026-12-01T10:00:00Z", error: "A.swift:1:1: error: x", diagnostico: nil, explicacion: "Un texto guardado.")
      $0.lecciones["01"] = registro
    }
    #expect(aplicacion.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(captura.salida.contains("Explicación: Un texto guardado."), "\(captura.salida)")
  }

  @Test("Una lección nunca ejecutada que no compila: pista no reparte pistas de pruebas")
  func sinRegistro() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let (aplicacion, captura) = temporal.aplicacion()
    let catalogo = try Catalogo.cargar(temporal.taller)
    let leccion = try #require(catalogo.leccion(numero: 1))
    let fallo = FalloCompilacion(tipo: .alumno, errores: [], explicaciones: [], otrasLineas: [])
    try AlmacenProgreso(taller: temporal.taller).actualizar {
      $0 = $0.registrando(InformeLeccion(leccion: leccion, resultado: .noCompila(fallo)), fecha: "2026-12-02T10:00:00Z")
    }
    #expect(aplicacion.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(captura.salida.contains("no compiló"))
    #expect(!captura.salida.contains("Mira `subir()`."))
  }
}
