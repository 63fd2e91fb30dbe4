import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("pista y solucion (sin compilar)")
struct PistaSolucionTests {
  func guardar(_ temporal: TallerTemporal, _ registro: ProgresoLeccion) throws {
    try AlmacenProgreso(taller: temporal.taller).actualizar { $0.lecciones["01"] = registro }
  }

  @Test("Sin ejecuciones: la primera pista de cada prueba, y no guarda nada")
  func sinEjecucion() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(
      captura.salida == """
        Pistas · Lección 1 · Termostato

        Aún no has comprobado esta lección, así que ves la primera pista de cada prueba. Ejecuta `swift run -q checker leccion1` y después pide pistas de las que fallen.

        • Subir añade un grado
            Pista 1 de 2: Mira `subir()`.

        • Bajar quita un grado
            Pista: Es el espejo de subir.

        """)
    #expect(AlmacenProgreso(taller: temporal.taller).leer().progreso.lecciones.isEmpty)
  }

  @Test("Tras una ejecución: solo las pruebas que fallaron, una pista nueva en cada llamada (las vistas, marcadas), y --todas")
  func unaMasCadaVez() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try guardar(
      temporal, ProgresoLeccion(aprobadas: 1, total: 2, completada: false, fallidas: ["subeUno"], fecha: "2026-01-02T10:00:00Z"))
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["pista", "1"]) == .exito)
    let fecha = MensajesOrdenes.fechaLegible("2026-01-02T10:00:00Z")
    #expect(captura.salida.contains("Pistas de la prueba que falló en tu última comprobación (\(fecha)):"))
    // The report led with the observed fact (no lead saved): it showed no hint, so the first call
    // shows hint 1 alone, «de una en una».
    #expect(
      captura.salida.contains("""
        • Subir añade un grado
            Pista 1 de 2: Mira `subir()`.

        """))
    #expect(!captura.salida.contains("Suma uno a `grados`."))
    #expect(!captura.salida.contains("Bajar quita un grado"))
    #expect(captura.salida.hasSuffix("¿Necesitas más? `swift run -q checker pista leccion1` muestra una pista más de cada prueba.\n"))
    #expect(AlmacenProgreso(taller: temporal.taller).leer().progreso.lecciones["01"]?.pistasVistas == ["subeUno": 1])

    let (segunda, otra) = temporal.aplicacion()
    #expect(segunda.ejecutar(["pista", "1"]) == .exito)
    #expect(
      otra.salida.contains("""
        • Subir añade un grado
            Pista 1 de 2 (ya vista): Mira `subir()`.
            Pista 2 de 2: Suma uno a `grados`.

        """), "\(otra.salida)")
    #expect(!otra.salida.contains("no hay más pistas"))
    #expect(!otra.salida.contains("¿Necesitas más?"), "no quedan pistas que pedir")
    #expect(AlmacenProgreso(taller: temporal.taller).leer().progreso.lecciones["01"]?.pistasVistas == ["subeUno": 2])

    let (tercera, ultima) = temporal.aplicacion()
    #expect(tercera.ejecutar(["pista", "1"]) == .exito)
    #expect(
      ultima.salida.hasSuffix("""
            Pista 2 de 2 (ya vista): Suma uno a `grados`.
            (no hay más pistas para esta prueba)

        """), "la nota va dentro del bloque de su prueba:\n\(ultima.salida)")
    #expect(AlmacenProgreso(taller: temporal.taller).leer().progreso.lecciones["01"]?.pistasVistas == ["subeUno": 2])

    let (todas, completas) = temporal.aplicacion()
    #expect(todas.ejecutar(["pista", "1", "--todas"]) == .exito)
    #expect(completas.salida.contains("Pista 2 de 2: Suma uno a `grados`."))
    #expect(completas.salida.contains("Pista: Es el espejo de subir."))
  }

  @Test("Con pistas por ver, cada llamada ofrece otra; la fecha de la comprobación se lee como fecha y hora")
  func otraPistaYFecha() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try guardar(
      temporal,
      ProgresoLeccion(
        aprobadas: 0, total: 2, completada: false, fallidas: ["subeUno", "bajaUno"], fecha: "2026-01-02T10:00:00Z"))
    try temporal.escribir(
      "Lessons/01-termostato/leccion.json",
      TallerTemporal.metadatos.replacingOccurrences(of: "\"Suma uno a `grados`.\"]", with: "\"Suma uno a `grados`.\",\"Usa `+= 1`.\"]"))
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["pista", "1"]) == .exito)
    #expect(captura.salida.contains("Pistas de las 2 pruebas que fallaron en tu última comprobación"))
    #expect(captura.salida.contains("    Pista 1 de 3: Mira `subir()`.\n\n"))
    #expect(captura.salida.contains("    Pista: Es el espejo de subir.\n\n"))
    #expect(captura.salida.hasSuffix("¿Necesitas más? `swift run -q checker pista leccion1` muestra una pista más de cada prueba.\n"))
    let (segunda, otra) = temporal.aplicacion()
    #expect(segunda.ejecutar(["pista", "1"]) == .exito)
    #expect(otra.salida.contains("    Pista 2 de 3: Suma uno a `grados`.\n\n"))
    #expect(otra.salida.contains("    Pista (ya vista): Es el espejo de subir.\n    (no hay más pistas para esta prueba)\n"))
    #expect(otra.salida.hasSuffix("¿Necesitas más? `swift run -q checker pista leccion1` muestra una pista más de cada prueba.\n"))
    let (tercera, ultima) = temporal.aplicacion()
    #expect(tercera.ejecutar(["pista", "1"]) == .exito)
    #expect(ultima.salida.contains("    Pista 3 de 3: Usa `+= 1`.\n\n"))
    #expect(!ultima.salida.contains("¿Necesitas más?"))
    #expect(MensajesOrdenes.fechaLegible("2026-01-02T10:00:00Z", zona: TimeZone(identifier: "UTC") ?? .current) == "2/1/2026, 10:00")
    #expect(MensajesOrdenes.fechaLegible("2026-11-29T21:50:59Z", zona: TimeZone(secondsFromGMT: 3600) ?? .current) == "29/11/2026, 22:50")
    #expect(MensajesOrdenes.fechaLegible("ayer") == "ayer")
  }

  @Test("pista sin lección habla de la misma lección que el resumen del curso")
  func mismaSiguiente() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Package.swift", "let lecciones: [Leccion] = [\n  leccion(1, \"termostato\"),\n  leccion(2, \"segunda\"),\n]\n")
    try temporal.escribir(
      "Lessons/02-segunda/leccion.json",
      TallerTemporal.metadatos.replacingOccurrences(of: "\"numero\":1", with: "\"numero\":2")
        .replacingOccurrences(of: "\"orden\":1", with: "\"orden\":0").replacingOccurrences(of: "Termostato", with: "Segunda"))
    let (resumen, capturaResumen) = temporal.aplicacion()
    #expect(resumen.ejecutar([]) == .exito)
    #expect(capturaResumen.salida.contains("Siguiente: lección 2 — Segunda"))
    let (pista, capturaPista) = temporal.aplicacion()
    #expect(pista.ejecutar(["pista"]) == .exito)
    #expect(capturaPista.salida.hasPrefix("Pistas · Lección 2 · Segunda\n(la siguiente lección pendiente del curso)"))

    try AlmacenProgreso(taller: temporal.taller).actualizar {
      $0.lecciones["02"] = ProgresoLeccion(aprobadas: 2, total: 2, completada: true, fallidas: [], fecha: "2026-01-01T00:00:00Z")
    }
    let (resumen2, capturaResumen2) = temporal.aplicacion()
    #expect(resumen2.ejecutar([]) == .exito)
    #expect(capturaResumen2.salida.contains("Siguiente: lección 1 — Termostato"))
    let (pista2, capturaPista2) = temporal.aplicacion()
    #expect(pista2.ejecutar(["pista"]) == .exito)
    #expect(capturaPista2.salida.hasPrefix("Pistas · Lección 1 · Termostato"))
  }

  @Test("solucion: pregunta si la lección no está completada; sin terminal pide --si (64); un no sale con 1")
  func solucion() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let (sinTerminal, captura1) = temporal.aplicacion(respuesta: nil)
    #expect(sinTerminal.ejecutar(["solucion", "leccion1"]) == .uso)
    #expect(captura1.salida.isEmpty)
    #expect(captura1.errores.contains("swift run -q checker solucion leccion1 --si"))

    let (no, captura2) = temporal.aplicacion(respuesta: false)
    #expect(no.ejecutar(["solucion", "leccion1"]) == .fallo)
    #expect(captura2.preguntas.count == 1)
    #expect(!captura2.salida.contains("grados += 1"))

    let (si, captura3) = temporal.aplicacion(respuesta: nil)
    #expect(si.ejecutar(["solucion", "leccion1", "--si"]) == .exito)
    #expect(captura3.salida.hasPrefix("Solución de referencia · Lección 1 · Termostato\n\n── Lessons/01-termostato/Solucion/Termostato.swift ──\n\n"))
    #expect(captura3.salida.contains(TallerTemporal.solucion))
    #expect(captura3.salida.contains("Variantes/ tiene 1 alternativa que también pasa todas las pruebas."))

    try guardar(temporal, ProgresoLeccion(aprobadas: 2, total: 2, completada: true, fallidas: [], fecha: "2026-01-01T00:00:00Z"))
    let (completada, captura4) = temporal.aplicacion(respuesta: nil)
    #expect(completada.ejecutar(["solucion", "leccion1"]) == .exito)
    #expect(captura4.preguntas.isEmpty)
  }
}
