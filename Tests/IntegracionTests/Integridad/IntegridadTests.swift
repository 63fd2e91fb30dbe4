import CheckerCore
import Foundation
import Testing

extension Construcciones {
  /// The workbook integrity suite (issue 2, item 6) over the real catalog, through the same
  /// ``Verificador`` as `checker verificar`: every finding becomes one issue naming the lesson and
  /// what failed.
  @Suite("Integridad del cuaderno")
  struct IntegridadTests {
    @Test("El curso: Package.swift lista exactamente las carpetas Lessons/NN-* y la tabla de diagnósticos es coherente")
    func curso() throws {
      let verificador = try Integridad.verificador()
      #expect(!verificador.catalogo.lecciones.isEmpty, "El catálogo real no tiene lecciones: ¿se puede leer Package.swift?")
      Integridad.registrar(verificador.curso())
    }

    @Test(
      "Cada lección: metadatos, archivos, TODO, plantilla que falla todo, solución y alternativas que pasan todo, errores como se declaran",
      arguments: Integridad.numeros)
    func leccion(_ numero: Int) throws {
      let verificador = try Integridad.verificador()
      let leccion = try #require(verificador.catalogo.leccion(numero: numero))
      Integridad.registrar(verificador.verificar(leccion).hallazgos)
    }
  }
}
