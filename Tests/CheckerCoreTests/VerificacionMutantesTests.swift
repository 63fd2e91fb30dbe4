import Foundation
import Testing

@testable import CheckerCore
@testable import Motor
import TallerComun

/// How a mutant's run is judged and reported (#30.2), without building.
@Suite("Veredicto de un mutante")
struct VerificacionMutantesTests {
  func leccion(_ temporal: TallerTemporal) throws -> Leccion {
    try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
  }

  @Test("Matado si una prueba falla (y qué mostraría primero); sobrevive si la lección se completa; equivalente si se declara")
  func estados() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let leccion = try leccion(temporal)
    let pasa = ResultadoPruebaOculta(id: "subeUno", estado: .pasa)
    let falla = ResultadoPruebaOculta(id: "bajaUno", estado: .fallo, causa: .fallo, mensajes: ["No baja."])
    let todas = InformeLeccion(
      leccion: leccion,
      resultado: .ejecutada(EjecucionLeccion(resultados: [pasa, ResultadoPruebaOculta(id: "bajaUno", estado: .pasa)]), garantias: []))
    #expect(VerificacionMutantes.estado(todas, equivalente: nil).0 == .sobrevive)
    #expect(VerificacionMutantes.estado(todas, equivalente: "da igual").0 == .equivalente(motivo: "da igual"))
    let matado = InformeLeccion(leccion: leccion, resultado: .ejecutada(EjecucionLeccion(resultados: [pasa, falla]), garantias: []))
    let (estado, primero) = VerificacionMutantes.estado(matado, equivalente: "no cuenta si lo matan")
    #expect(estado == .matado(pruebas: ["bajaUno"], garantias: [], analizador: nil))
    let pruebaPrimera: String? = switch primero {
    case .error(let prueba, _)?, .pistaPaso(let prueba, _)?, .pistaPrueba(let prueba)?: prueba
    case .analizador?, nil: nil
    }
    #expect(pruebaPrimera == "bajaUno")
    let fallo = FalloCompilacion(tipo: .alumno, errores: [], explicaciones: [], otrasLineas: [])
    #expect(VerificacionMutantes.estado(InformeLeccion(leccion: leccion, resultado: .noCompila(fallo)), equivalente: nil).0 == .noCompila)
    guard case .error = VerificacionMutantes.estado(InformeLeccion(leccion: leccion, resultado: .interrumpida), equivalente: nil).0 else {
      Issue.record("una ejecución interrumpida no es un veredicto")
      return
    }
  }

  @Test("Resumen: cuentas, puntuación con coma decimal, tiempo y cada superviviente con su archivo y línea")
  func resumen() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let leccion = try leccion(temporal)
    let mutante = Mutante(
      id: "suma-resta-Termostato-0011aabb-0", operador: .sumaResta, archivo: "Termostato.swift", linea: 5,
      antes: "grados += 1", despues: "grados -= 1", texto: "")
    func resultado(_ estado: VerificacionMutantes.Estado) -> VerificacionMutantes.Resultado {
      .init(mutante: mutante, estado: estado, primero: nil, segundos: 1)
    }
    let informe = VerificacionMutantes.InformeMutantes(
      leccion: leccion,
      resultados: [resultado(.matado(pruebas: ["x"], garantias: [], analizador: nil)), resultado(.matado(pruebas: [], garantias: ["y"], analizador: nil)), resultado(.sobrevive), resultado(.noCompila),
        resultado(.equivalente(motivo: "m"))],
      segundos: 75)
    #expect(informe.puntuacion == 2.0 / 3.0)
    #expect(MensajesMutantes.resumen(informe) == [
      "2 matados · 1 sobreviven · 1 equivalentes · 1 no compilan (descartados)",
      "Puntuación: 66,7 % (2 de 3) · 1 min 15 s",
    ])
    // Con más de un archivo, la puntuación de cada uno (issue 47.4): la vista, aparte del reducer.
    var vista = mutante
    vista.archivo = "TermostatoVista.swift"
    var conVista = informe
    conVista.resultados += [
      .init(mutante: vista, estado: .sobrevive, primero: nil, segundos: 1),
      .init(mutante: vista, estado: .noCompila, primero: nil, segundos: 1),
    ]
    #expect(MensajesMutantes.resumen(conVista).last == "Por archivo: Termostato.swift 2 de 3 · TermostatoVista.swift 0 de 1")
    var soloNoCompilan = informe
    soloNoCompilan.resultados += [.init(mutante: vista, estado: .noCompila, primero: nil, segundos: 1)]
    #expect(MensajesMutantes.resumen(soloNoCompilan).count == 2, "un archivo sin mutantes que puntuar no cuenta")
    #expect(MensajesMutantes.describir(mutante, leccion: leccion)
      == "suma-resta-Termostato-0011aabb-0 (Lessons/01-termostato/Solucion/Termostato.swift:5): «grados += 1» → «grados -= 1»")
  }

  @Test("Los mutantes de una lección salen de Solucion/ contra Plantilla/ y la orden se interpreta")
  func mutantesYOrden() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let verificador = try temporal.verificador()
    let mutantes = VerificacionMutantes(verificador: verificador).mutantes(try leccion(temporal))
    #expect(mutantes.map(\.despues).contains("grados -= 1"))
    #expect(mutantes.allSatisfy { $0.archivo == "Termostato.swift" && $0.linea == 5 }, "\(mutantes.map { ($0.linea, $0.despues) })")
    #expect(try Orden.interpretar(["verificar", "--mutantes", "leccion1"], lecciones: [1]) == .verificarMutantes(1))
    #expect(try Orden.interpretar(["verificar", "--mutantes"], lecciones: [1]) == .verificarMutantes(nil))
    #expect(try Orden.interpretar(["verificar", "leccion1"], lecciones: [1]) == .verificar(1))
  }
}

/// A killed mutant whose report leads with a mistake declared elsewhere is an overmatch (#30.3).
@Suite("Sobreajuste de un mutante matado")
struct SobreajusteVeredictoTests {
  @Test("El error típico mostrado primero vive en otro caso: sobreajuste; en el suyo o sin donde: no")
  func sobreajuste() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    var leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    leccion.metadatos?.errores = [
      ErrorTipicoDeclarado(id: "baja-mal", texto: "Bajar no baja.", donde: DondeError(archivo: "Termostato.swift", caso: "bajar")),
      ErrorTipicoDeclarado(id: "sin-sitio", texto: "Algo."),
    ]
    func informe(_ error: String) -> InformeLeccion {
      let falla = ResultadoPruebaOculta(
        id: "bajaUno", estado: .fallo, causa: .fallo, mensajes: ["x"], errores: [ErrorTipicoLevantado(id: error)])
      return InformeLeccion(leccion: leccion, resultado: .ejecutada(EjecucionLeccion(resultados: [falla]), garantias: []))
    }
    var mutante = Mutante(id: "m", operador: .entero, archivo: "Termostato.swift", linea: 5, antes: "", despues: "", texto: "")
    mutante.caso = "subir"
    #expect(VerificacionMutantes.sobreajuste(informe("baja-mal"), mutante: mutante) == "baja-mal")
    mutante.caso = "bajar"
    #expect(VerificacionMutantes.sobreajuste(informe("baja-mal"), mutante: mutante) == nil)
    #expect(VerificacionMutantes.sobreajuste(informe("sin-sitio"), mutante: mutante) == nil)
    let texto = MensajesMutantes.sobreajuste(
      mutante, error: "baja-mal", donde: DondeError(archivo: "Termostato.swift", caso: "bajar"), leccion: leccion)
    #expect(texto.contains("muestra primero el error típico 'baja-mal', que según leccion.json vive en Termostato.swift · caso bajar"))
  }
}
