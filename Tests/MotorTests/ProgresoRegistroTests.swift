import Testing

@testable import Motor

/// The engine's one rule of what a check records in the progress (``Progreso/registrando(_:fecha:)``).
@Suite("Lo que una comprobación anota en el progreso")
struct ProgresoRegistroTests {
  static let leccion = Leccion(
    numero: 2, slug: "dos",
    metadatos: MetadatosLeccion(
      numero: 2, titulo: "Dos", posicion: 2,
      pruebas: ["a", "b", "c"].map { PruebaDeclarada(id: $0, nombre: $0, pistas: ["p"]) }))

  static func ejecutada(pasan: [String], sello: Double?, fuente: FuenteLeccion = .copiaDeTrabajo) -> InformeLeccion {
    let resultados = ["a", "b", "c"].map { ResultadoPruebaOculta(id: $0, estado: pasan.contains($0) ? .pasa : .fallo) }
    return InformeLeccion(
      leccion: leccion, fuente: fuente, resultado: .ejecutada(EjecucionLeccion(resultados: resultados), garantias: []),
      sello: sello)
  }

  @Test("Una ejecución anota aprobadas, fallidas, sello y fecha; completarla deja el logro con su fecha")
  func ejecucion() throws {
    let uno = Progreso().registrando(Self.ejecutada(pasan: ["a"], sello: 10), fecha: "2026-12-01T10:00:00Z")
    let registro = try #require(uno.lecciones["02"])
    #expect((registro.aprobadas, registro.total, registro.fallidas, registro.completada) == (1, 3, ["b", "c"], false))
    #expect(registro.sello == 10 && registro.fecha == "2026-12-01T10:00:00Z")
    let dos = uno.registrando(Self.ejecutada(pasan: ["a", "b", "c"], sello: 11), fecha: "2026-12-02T10:00:00Z")
    #expect(dos.lecciones["02"]?.completada == true && dos.lecciones["02"]?.completadaEl == "2026-12-02T10:00:00Z")
  }

  @Test("Un binario más viejo que el del resultado guardado no lo pisa; uno igual o más nuevo sí")
  func sello() {
    let guardado = Progreso().registrando(Self.ejecutada(pasan: ["a", "b"], sello: 20), fecha: "2026-12-01T10:00:00Z")
    #expect(guardado.registrando(Self.ejecutada(pasan: [], sello: 19), fecha: "2026-12-02T10:00:00Z") == guardado)
    #expect(guardado.registrando(Self.ejecutada(pasan: [], sello: 20), fecha: "2026-12-02T10:00:00Z").lecciones["02"]?.aprobadas == 0)
    #expect(guardado.registrando(Self.ejecutada(pasan: ["a"], sello: nil), fecha: "2026-12-02T10:00:00Z").lecciones["02"]?.aprobadas == 1)
  }

  @Test("Solo cuenta la copia de trabajo: Solucion, una variante o un mutante no cambian nada")
  func soloCopiaDeTrabajo() {
    for fuente in [FuenteLeccion.solucion, .plantilla, .variante("error-x"), .mutante("m")] {
      let informe = Self.ejecutada(pasan: ["a", "b", "c"], sello: 1, fuente: fuente)
      #expect(!Progreso.registra(informe))
      #expect(Progreso().registrando(informe, fecha: "2026-12-01T10:00:00Z") == Progreso())
    }
  }

  @Test("Sin compilar: se anota el error y siguen los resultados y el logro; interrumpida o error interno, nada")
  func sinCompilar() throws {
    let completa = Progreso().registrando(Self.ejecutada(pasan: ["a", "b", "c"], sello: 5), fecha: "2026-12-01T10:00:00Z")
    let error = DiagnosticoCompilador(
      archivo: "Sources/Workbook/Leccion02/A.swift", linea: 3, columna: 1, severidad: .error, mensaje: "expected '}'")
    let fallo = FalloCompilacion(tipo: .alumno, errores: [error], explicaciones: [nil], otrasLineas: [])
    let roto = completa.registrando(InformeLeccion(leccion: Self.leccion, resultado: .noCompila(fallo)), fecha: "2026-12-02T10:00:00Z")
    let registro = try #require(roto.lecciones["02"])
    #expect(registro.completada && registro.aprobadas == 3)
    #expect(registro.sinCompilar == ProgresoLeccion.SinCompilar(fecha: "2026-12-02T10:00:00Z", error: error.cabecera, diagnostico: nil))
    let explicado = FalloCompilacion(
      tipo: .alumno, errores: [error], explicaciones: [DiagnosticoConocido(id: "llave-sin-cerrar", patron: "expected '}'")],
      otrasLineas: [])
    let conId = completa.registrando(InformeLeccion(leccion: Self.leccion, resultado: .noCompila(explicado)), fecha: "2026-12-02T10:00:00Z")
    #expect(conId.lecciones["02"]?.sinCompilar?.diagnostico == "llave-sin-cerrar")
    #expect(conId.lecciones["02"]?.sinCompilar?.explicacion == nil, "el texto se busca al leer, por el id")
    let nuevo = Progreso().registrando(InformeLeccion(leccion: Self.leccion, resultado: .noCompila(fallo)), fecha: "2026-12-02T10:00:00Z")
    #expect(nuevo.lecciones["02"]?.fallidas == ["a", "b", "c"] && nuevo.lecciones["02"]?.aprobadas == 0)
    #expect(completa.registrando(InformeLeccion(leccion: Self.leccion, resultado: .interrumpida), fecha: "x") == completa)
  }
}
