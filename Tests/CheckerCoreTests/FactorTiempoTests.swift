import TallerComun
import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("TALLER_FACTOR_TIEMPO: un solo lector para el runtime y el checker")
struct FactorTiempoTests {
  @Test(
    "Coma o punto decimal; inf, negativos, cero y texto son inválidos (se usa 1)",
    arguments: [
      ("2,5", FactorTiempo.valor(2.5)), ("2.5", .valor(2.5)), (" 3 ", .valor(3)), ("inf", .invalido("inf")),
      ("-1", .invalido("-1")), ("0", .invalido("0")), ("abc", .invalido("abc")), ("nan", .invalido("nan")),
      ("", .porDefecto), ("-0", .invalido("-0")), ("0x10", .invalido("0x10")), ("1e2", .valor(100)),
      ("1e9", .recortado("1e9")), ("1e308", .recortado("1e308")), ("100,5", .recortado("100,5")),
    ])
  func lectura(texto: String, esperado: FactorTiempo) {
    #expect(FactorTiempo(texto: texto) == esperado)
  }

  @Test("Sin la variable, el factor es 1")
  func ausente() {
    #expect(FactorTiempo(entorno: [:]) == .porDefecto)
    #expect(FactorTiempo(entorno: [:]).multiplicador == 1)
  }

  @Test(
    "El límite por prueba del checker usa el mismo factor que las esperas del runtime",
    arguments: [("2,5", 2.5), ("2.5", 2.5), ("inf", 1), ("-1", 1), ("abc", 1), ("1e9", 100), ("1e308", 100), ("0x10", 1)])
  func revisor(texto: String, factor: Double) {
    let taller = Taller(raiz: URL(fileURLWithPath: "/taller"))
    let revisor = Revisor(
      taller: taller, catalogo: Catalogo(taller: taller, lecciones: []),
      toolchain: Toolchain(swift: "/s", swiftc: ["/c"]), entorno: [FactorTiempo.variable: texto],
      diagnosticosGenericos: [])
    #expect(revisor.factorTiempo == factor)
    let leccion = Leccion(numero: 1, slug: "uno", metadatos: nil)
    #expect(revisor.limitePorPrueba(leccion) == Revisor.limitePorDefecto * factor)
  }

  @Test("El aviso del checker dice el valor y que se usa 1, o el máximo")
  func aviso() {
    #expect(
      MensajesChecker.factorTiempoInvalido("abc")
        == "aviso: TALLER_FACTOR_TIEMPO=abc no es un número positivo (por ejemplo 2 o 2,5); se usa 1.")
    #expect(
      MensajesChecker.factorTiempoRecortado("1e9")
        == "aviso: TALLER_FACTOR_TIEMPO=1e9 es mayor que el máximo, 100; se usa 100.")
  }

  @Test("Un factor enorme no desborda nada: los hijos reciben el máximo y los límites son finitos", arguments: ["1e9", "1e308"])
  func enorme(texto: String) {
    let taller = Taller(raiz: URL(fileURLWithPath: "/taller"))
    let ejecutor = EjecutorPruebas(taller: taller, entorno: [FactorTiempo.variable: texto])
    let entorno = ejecutor.entornoHijo(eventos: URL(fileURLWithPath: "/tmp/e"), limite: 5 * FactorTiempo.maximo, orden: [])
    #expect(entorno[FactorTiempo.variable] == "100")
    #expect(FactorTiempo(entorno: entorno) == .valor(100))
    #expect(UInt64(exactly: (5 * FactorTiempo(texto: texto).multiplicador * 1e9).rounded()) != nil)
  }
}

@Suite("La gracia del checker tras el límite de una prueba")
struct GraciaTrazaTests {
  @Test(
    "Siempre más que la espera del arnés por su traza, al mismo factor (antes 5 s fijos frente a 4 s)",
    arguments: [(nil, 12.0), ("3", 36), ("2,5", 30), ("0", 12)])
  func gracia(factor: String?, segundos: Double) {
    var entorno: [String: String] = [:]
    entorno[FactorTiempo.variable] = factor
    let ejecutor = EjecutorPruebas(taller: Taller(raiz: URL(fileURLWithPath: "/taller")), entorno: entorno)
    #expect(ejecutor.gracia == segundos)
    let multiplicador = FactorTiempo(entorno: entorno).multiplicador
    #expect(ejecutor.gracia > EsperaTraza.harness(factor: multiplicador))
    #expect(EjecutorPruebas(taller: ejecutor.taller, entorno: entorno, gracia: 0.5).gracia == 0.5)
  }
}

@Suite("La regla de los ids de prueba, compartida por el arnés y verificar")
struct IdPruebaTests {
  @Test("ASCII, dígitos, '_' y '-'; nada vacío, acentuado ni con espacios")
  func regla() {
    #expect(["subeUno", "baja_2", "a-b", "X"].allSatisfy(IdPrueba.esValido))
    #expect(!["", "añade", "con espacio", "a/b", "ı"].contains(where: IdPrueba.esValido))
  }
}
