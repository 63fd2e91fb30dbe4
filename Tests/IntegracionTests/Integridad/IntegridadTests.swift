import CheckerCore
import Motor
import Foundation
import Testing

extension Construcciones {
  /// The workbook integrity suite (issue 2, item 6) over every lesson of the real catalog, through
  /// the same ``Verificador`` as `checker verificar`: every finding becomes one issue whose text
  /// names the lesson and what failed (`lección 3 · Solucion: la prueba 'x' («…») falla: …`).
  @Suite("Integridad del cuaderno")
  struct IntegridadTests {
    @Test("El curso: Package.swift lista exactamente las carpetas Lessons/NN-* y la tabla de diagnósticos es coherente")
    func curso() throws {
      let verificador = try Integridad.verificador()
      #expect(!verificador.catalogo.lecciones.isEmpty, "El catálogo real no tiene lecciones: ¿se puede leer Package.swift?")
      Integridad.registrar(verificador.curso())
    }

    @Test("Cada lección: metadatos, archivos, TODO, plantilla que falla todo, solución y alternativas que pasan todo, errores como se declaran")
    func lecciones() throws {
      let verificador = try Integridad.verificador()
      let lecciones = verificador.catalogo.lecciones
      // NB: two lessons at a time (see `Verificador.paralelas`), each worker in its own scratch path
      // for every lesson it takes (the same ones as `checker verificar`): the runtime is compiled
      // twice, not once per lesson.
      let verificaciones = verificador.verificarVarias(lecciones)
      #expect(verificaciones.map(\.leccion.numero) == lecciones.map(\.numero), "no se verificaron todas las lecciones")
      for verificacion in verificaciones { Integridad.registrar(verificacion.hallazgos) }
    }
  }
}
