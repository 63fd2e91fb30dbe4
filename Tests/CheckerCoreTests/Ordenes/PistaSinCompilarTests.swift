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

  /// A per-exercise lesson (lesson 1 here, with two exercises of one test each): exercise 2 does
  /// not compile, exercise 1 ran and failed. `pista` leads with exercise 2's error and still gives
  /// exercise 1's hints, not those of the tests that wait for exercise 2.
  @Test("Por ejercicios: el ejercicio que no compiló va primero y las demás pruebas que fallaron siguen con sus pistas")
  func ejercicioSinCompilar() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let ejercicios = """
      ,"ejercicios":[
        {"numero":1,"titulo":"Subir","archivos":["Termostato.swift"],"pruebas":["subeUno"],"diagnostico":"x","explicacion":"no-existe-en-ambito","dondeMirar":"subir()"},
        {"numero":2,"titulo":"Bajar","archivos":["Termostato.swift"],"pruebas":["bajaUno"],"diagnostico":"x","explicacion":"no-existe-en-ambito","dondeMirar":"bajar()"}]}
      """
    let metadatos = TallerTemporal.metadatos.trimmingCharacters(in: .whitespacesAndNewlines)
    try temporal.escribir("Lessons/01-termostato/leccion.json", String(metadatos.dropLast()) + ejercicios)
    let catalogo = try Catalogo.cargar(temporal.taller)
    let leccion = try #require(catalogo.leccion(numero: 1))
    let declarados = try #require(leccion.metadatos?.ejercicios)
    let error = DiagnosticoCompilador(
      archivo: "Sources/Workbook/Leccion01/Termostato.swift", linea: 9, columna: 5, severidad: .error,
      mensaje: "cannot find 'gardos' in scope")
    let conocido = try #require(TablaDiagnosticos.genericos.first { $0.id == "no-existe-en-ambito" })
    let resultados = [
      ResultadoPruebaOculta(id: "subeUno", estado: .fallo, causa: .fallo, mensajes: ["no sube"], salida: "", duracion: 0),
      ResultadoPruebaOculta(
        id: "bajaUno", estado: .fallo, causa: .ejercicioSinCompilar(numero: 2), mensajes: [], salida: "", duracion: 0),
    ]
    let informe = InformeLeccion(
      leccion: leccion, resultado: .ejecutada(EjecucionLeccion(resultados: resultados), garantias: []),
      ejercicios: [
        EjercicioCompilado(ejercicio: declarados[0]),
        EjercicioCompilado(ejercicio: declarados[1], errores: [error], explicaciones: [conocido]),
      ])
    try AlmacenProgreso(taller: temporal.taller).actualizar { $0 = $0.registrando(informe, fecha: "2026-12-04T10:00:00Z") }
    let registro = try #require(AlmacenProgreso(taller: temporal.taller).leer().progreso.lecciones["01"])
    #expect(registro.fallidas.sorted() == ["bajaUno", "subeUno"])
    #expect(registro.sinCompilar?.ejercicio == 2 && registro.sinCompilar?.diagnostico == "no-existe-en-ambito")

    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["pista", "leccion1"]) == .exito)
    let salida = captura.salida
    #expect(salida.contains("el ejercicio 2 no compiló, así que sus pruebas esperan a que compile"), "\(salida)")
    #expect(salida.contains("Termostato.swift:9:5: error: cannot find 'gardos' in scope"))
    #expect(salida.contains("Explicación: "))
    #expect(salida.contains("Subir añade un grado") && salida.contains("Pista 1 de 2: Mira `subir()`."), "las pistas del ejercicio 1 siguen")
    #expect(!salida.contains("Suma uno a `grados`."), "una pista nueva por llamada")
    #expect(!salida.contains("Bajar quita un grado"), "las pruebas del ejercicio 2 esperan a que compile")

    // When every failed test waits for the broken exercise, only its error is shown.
    var soloDos = informe
    soloDos.resultado = .ejecutada(
      EjecucionLeccion(resultados: [
        ResultadoPruebaOculta(id: "subeUno", estado: .pasa, causa: nil, mensajes: [], salida: "", duracion: 0), resultados[1],
      ]), garantias: [])
    try AlmacenProgreso(taller: temporal.taller).actualizar { $0 = $0.registrando(soloDos, fecha: "2026-12-04T10:05:00Z") }
    let (otra, capturaOtra) = temporal.aplicacion()
    #expect(otra.ejecutar(["pista", "leccion1"]) == .exito)
    #expect(capturaOtra.salida.contains("el ejercicio 2 no compiló"))
    #expect(!capturaOtra.salida.contains("no falló ninguna prueba"), "\(capturaOtra.salida)")
  }
}
