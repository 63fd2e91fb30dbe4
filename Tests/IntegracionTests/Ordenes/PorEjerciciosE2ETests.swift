import CheckerCore
import Motor
import Foundation
import Testing

extension Construcciones {
  /// A per-exercise lesson end to end with the real `checker` binary: `nueva-leccion --diagnosticos`,
  /// the report of an exercise that does not compile (exit 2), the Solucion in place (exit 0) and
  /// `verificar`.
  @Suite("Lección por ejercicios de extremo a extremo")
  struct PorEjerciciosE2ETests {
    init() throws { try TallerVerificacion.preparar() }

    var copia: URL { TallerVerificacion.copia }

    @Test("nueva-leccion --diagnosticos: el ejercicio empieza sin compilar, el informe lo explica y la solución lo completa")
    func porEjercicios() throws {
      let creada = try TallerE2E.checker(["nueva-leccion", "--diagnosticos", "Leer errores"])
      #expect(creada.codigo == 0, "\(creada.todo)")
      let manifiesto = try String(contentsOf: copia.appendingPathComponent("Package.swift"), encoding: .utf8)
      #expect(manifiesto.contains("  leccion(9, \"leer-errores\", porEjercicio: true),\n]"))

      let alumno = try TallerE2E.checker(["leccion9"])
      #expect(alumno.codigo == 2, "\(alumno.todo)")
      for esperado in [
        "Ejercicios que no compilan\n1 de 1 ejercicios no compila todavía:\n",
        "✗ Ejercicio 1 · Ejercicio de ejemplo\n",
        "Sources/Workbook/Leccion09/Ejercicio.swift:12:12: error: cannot find 'respuestaEsperada' in scope\n",
        "  Explicación: ",
        "  Dónde mirar: ",
        "    no compila: el ejercicio 1 no compila todavía",
        "0/1 pruebas",
      ] {
        #expect(alumno.stdout.contains(esperado), "falta «\(esperado)» en:\n\(alumno.todo)")
      }

      try TallerE2E.copiarSobreCopiaDeTrabajo("09-leer-errores", "Solucion", modulo: "Leccion09")
      let resuelta = try TallerE2E.checker(["leccion9"])
      #expect(resuelta.codigo == 0, "\(resuelta.todo)")
      #expect(!resuelta.stdout.contains("Ejercicios que no compilan"))
      #expect(resuelta.stdout.contains("1/1 pruebas"))

      // Issue 46.2: `.build/ensamblado` damaged (a file where the folder was) is rebuilt, never
      // reported as the student's error.
      let ensamblado = copia.appendingPathComponent(".build/ensamblado")
      try? FileManager.default.removeItem(at: ensamblado)
      try Data("dañado\n".utf8).write(to: ensamblado)
      let reparada = try TallerE2E.checker(["leccion9"])
      #expect(reparada.codigo == 0, "\(reparada.todo)")
      #expect(reparada.stdout.contains("1/1 pruebas"), "\(reparada.todo)")
      #expect(ArchivosCarpeta.esCarpeta(ensamblado))

      let verificada = try TallerE2E.checker(["verificar", "leccion9"], entorno: [Verificador.variableCarpeta: ".build"])
      #expect(verificada.stdout.contains("  ✓ Plantilla: ninguno de sus 1 ejercicios compila"), "\(verificada.todo)")
      #expect(verificada.stdout.contains("  ✓ Solucion: pasa la única prueba"), "\(verificada.todo)")
    }
  }
}
