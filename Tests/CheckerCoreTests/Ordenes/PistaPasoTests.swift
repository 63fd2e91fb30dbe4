import Foundation
import Testing

@testable import CheckerCore
@testable import Motor
import TallerComun

@Suite("pista sigue la ayuda del paso donde falló la prueba")
struct PistaPasoTests {
  static let metadatos = """
    {"formato":2,"numero":1,"titulo":"Termostato","orden":1,
     "pruebas":[{"id":"subeUno","nombre":"Subir añade un grado","pistas":["Mira `subir()`.","Suma uno a `grados`."],
                 "pasos":[{"id":"desde-30","pistas":["Desde 30 no sube.","Usa `min`."]}]},
                {"id":"bajaUno","nombre":"Bajar quita un grado","pistas":["Es el espejo de subir."]}],
     "variantes":[{"carpeta":"alternativa-suma","esperado":"pasa"}],
     "errores":[{"id":"sin-tope","parametros":["grados"],"texto":"Llegó a {grados} grados: sin tope."}]}
    """

  /// A workbook with the Termostato lesson and a saved run: `fallidas` failed, each led with its
  /// `encabezados` entry, and the report showed `detallada` in full.
  static func taller(
    fallidas: [String], detallada: String, encabezados: [String: Encabezado]
  ) throws -> TallerTemporal {
    let temporal = try TallerTemporal()
    do {
      try temporal.escribir("Lessons/01-termostato/leccion.json", metadatos)
      var registro = ProgresoLeccion(
        aprobadas: 2 - fallidas.count, total: 2, completada: false, fallidas: fallidas, fecha: "2026-01-02T10:00:00Z")
      registro.encabezados = encabezados
      registro.detallada = detallada
      try AlmacenProgreso(taller: temporal.taller).actualizar { $0.lecciones["01"] = registro }
      return temporal
    } catch {
      temporal.limpiar()
      throw error
    }
  }

  @Test("Tras un error reconocido en un paso: el error, luego las pistas de ese paso, luego las de la prueba")
  func pistaDelPaso() throws {
    let temporal = try Self.taller(
      fallidas: ["subeUno"], detallada: "subeUno",
      encabezados: [
        "subeUno": .error(prueba: "subeUno", error: ErrorTipicoLevantado(id: "sin-tope", paso: "desde-30", parametros: ["grados": "31"]))
      ])
    defer { temporal.limpiar() }

    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["pista", "1"]) == .exito)
    // The report showed the mistake; the first call adds the step's first hint, not the test's.
    #expect(
      captura.salida.contains("""
        • Subir añade un grado
            Error reconocido: Llegó a 31 grados: sin tope.
            Pista 1 de 4: Desde 30 no sube.

        """), "\(captura.salida)")
    let (otra, segunda) = temporal.aplicacion()
    #expect(otra.ejecutar(["pista", "1"]) == .exito)
    #expect(segunda.salida.contains("""
            Error reconocido: Llegó a 31 grados: sin tope.
            Pista 1 de 4 (ya vista): Desde 30 no sube.
            Pista 2 de 4: Usa `min`.

        """), "\(segunda.salida)")
    #expect(!segunda.salida.contains("Mira `subir()`."))
    #expect(AlmacenProgreso(taller: temporal.taller).leer().progreso.lecciones["01"]?.pistasVistas == ["subeUno": 3])
  }

  @Test("Solo cuenta como vista la cabeza de la prueba que el informe mostró entera; las demás fueron una línea")
  func soloLaDetallada() throws {
    // Un alumno nuevo vio «(ya vista)» en la pista de una prueba de la que el informe solo dio el nombre.
    let temporal = try Self.taller(
      fallidas: ["subeUno", "bajaUno"], detallada: "bajaUno",
      encabezados: ["subeUno": .pistaPaso(prueba: "subeUno", paso: "desde-30"), "bajaUno": .pistaPrueba(prueba: "bajaUno")])
    defer { temporal.limpiar() }
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["pista", "1"]) == .exito)
    // `subeUno` solo fue una línea del informe: su primera pista es nueva, sin marca.
    #expect(captura.salida.contains("• Subir añade un grado\n    Pista 1 de 4: Desde 30 no sube.\n\n"), "\(captura.salida)")
    #expect(!captura.salida.contains("ya vista"), "\(captura.salida)")
  }
}
