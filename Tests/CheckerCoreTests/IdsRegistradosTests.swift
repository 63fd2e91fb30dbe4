import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// Issue 29.7: a hidden test registered with an id `leccion.json` lacks is an authoring problem,
/// said once and before compiling.
@Suite("Ids de las pruebas ocultas frente a leccion.json, sin compilar")
struct IdsRegistradosTests {
  @Test("Lee los ids literales de Prueba(\"…\"), no los de un comentario, otro tipo o un id calculado")
  func lectura() {
    #expect(IdsRegistrados.ids(en: #"  TallerArnes.Prueba("sumaUno") {"#) == ["sumaUno"])
    #expect(IdsRegistrados.ids(en: #"Prueba( "a"), Prueba("b")"#) == ["a", "b"])
    #expect(IdsRegistrados.ids(en: #"  // Prueba("comentada") {"#).isEmpty)
    #expect(IdsRegistrados.ids(en: #"MiPrueba("otra")"#).isEmpty)
    #expect(IdsRegistrados.ids(en: #"Prueba(idDePrueba(defecto)) {"#).isEmpty)
    #expect(IdsRegistrados.ids(en: #"Prueba("caso\(n)") {"#).isEmpty)
  }

  @Test("Un id sin declarar se dice una vez, con el archivo, la línea y la entrada que falta, y la lección no se compila")
  func sinDeclarar() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir(
      "Tests/Exercises/Leccion01/Pruebas.swift",
      "let pruebas = [\n  Prueba(\"subeUno\") {},\n  Prueba(\"bajaUno\") {},\n  Prueba(\"nueva\") {},\n  Prueba(\"nueva\") {},\n]\n")
    let hallazgos = try temporal.hallazgos().filter { $0.clase == .pruebaSinDeclarar }
    #expect(hallazgos.map(\.detalle) == [
      "las pruebas ocultas registran 'nueva' (Tests/Exercises/Leccion01/Pruebas.swift:4), que leccion.json no declara, "
        + "así que ninguna fuente de la lección se compila hasta que lo esté. Añade a `pruebas`: { \"id\": \"nueva\", "
        + "\"nombre\": \"Qué comprueba, en español\", \"pistas\": [\"La primera pista.\"] } (o corrige el id en la prueba)",
    ])
    #expect(hallazgos.first?.codigo == .fallo)
    let verificador = try temporal.verificador()
    let leccion = try #require(verificador.catalogo.leccion(numero: 1))
    let verificacion = verificador.verificar(leccion)
    #expect(verificacion.pasos.allSatisfy { paso in paso.hallazgos.allSatisfy { $0.clase != .noCompila } })
    #expect(!verificacion.pasos.contains { $0.nombre == "Plantilla" || $0.nombre == "Solucion" })
  }
}
