import Foundation
import SoporteProcesos
import Motor
import Testing

/// Whether `git` is on the `PATH` (the Swift 6.0 root of `.ci/run` has none).
enum GitParaCalificar {
  static let hay = Toolchain.buscar("git", entorno: TallerE2E.entorno()) != nil
}

/// `Clase/calificar.sh` in a repository of its own, with a fake `swift` whose
/// `checker todas --json` passes lesson 1 only while its hidden test says `trampa` (what an edited
/// hidden test would do): the class path grades with the course's files (#31.2, #31.3).
@Suite(
  "calificar.sh: archivos del curso restaurados y resultados que no se falsifican",
  .enabled(if: GitParaCalificar.hay, "necesita git en el PATH (sin git, se salta y así lo dice el informe)"))
struct CalificarTests {

  /// A course repository with `calificar.sh`, one lesson and a fake `swift` in `bin/`.
  struct Repositorio {
    let raiz: URL

    init() throws {
      raiz = FileManager.default.temporaryDirectory.appendingPathComponent("calificar-\(UUID().uuidString)/Mi curso")
      let script = TallerE2E.raizPaquete.appendingPathComponent("Clase/calificar.sh")
      try escribir("Clase/calificar.sh", try String(contentsOf: script, encoding: .utf8), ejecutable: true)
      try escribir("Package.swift", "// manifiesto\n")
      try escribir("Lessons/01-uno/leccion.json", "{}\n")
      try escribir("Tests/Exercises/Leccion01/Pruebas.swift", "original\n")
      try escribir("Sources/Workbook/Leccion01/Codigo.swift", "// del alumno\n")
      try escribir("bin/swift", """
        #!/bin/sh
        # `swift run -q checker todas --json`, falso: la lección 1 pasa si su prueba dice «trampa».
        if grep -q trampa Tests/Exercises/Leccion01/Pruebas.swift; then c=true; else c=false; fi
        printf '{"version":2,"status":"pass","lecciones":[{"leccion":1,"titulo":"Uno","aprobadas":1,"total":1,"completada":%s}]}\\n' "$c"

        """, ejecutable: true)
      for orden in [["init", "-q"], ["add", "-A"], ["-c", "user.name=Curso", "-c", "user.email=c@x", "commit", "-q", "-m", "curso"]] {
        let resultado = try git(orden)
        try #require(resultado.exito, "\(resultado.textoErrores)")
      }
    }

    func escribir(_ relativa: String, _ texto: String, ejecutable: Bool = false) throws {
      let url = raiz.appendingPathComponent(relativa)
      if ejecutable { return try escribirPrograma(texto, en: url) }
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(texto.utf8).write(to: url)
    }

    func git(_ argumentos: [String]) throws -> ResultadoProceso {
      try Lanzador.ejecutar(
        ProcesoHijo(ejecutable: "/usr/bin/env", argumentos: ["git"] + argumentos, entorno: entorno(), directorio: raiz.path, limiteSegundos: 60))
    }

    func entorno(_ extra: [String: String] = [:]) -> [String: String] {
      var entorno = ["PATH": raiz.path + "/bin:/usr/bin:/bin:/usr/local/bin", "HOME": raiz.path, "LANG": "C.UTF-8"]
      entorno.merge(extra) { $1 }
      return entorno
    }

    func calificar(_ argumentos: [String], _ extra: [String: String] = [:]) throws -> ResultadoProceso {
      try Lanzador.ejecutar(
        ProcesoHijo(
          ejecutable: raiz.appendingPathComponent("Clase/calificar.sh").path, argumentos: argumentos,
          entorno: entorno(extra), directorio: raiz.path, limiteSegundos: 120))
    }

    func leer(_ relativa: String) -> String? {
      FileManager.default.contents(atPath: raiz.appendingPathComponent(relativa).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func limpiar() { try? FileManager.default.removeItem(at: raiz.deletingLastPathComponent()) }
  }

  @Test("Con TALLER_CURSO_REF, una prueba oculta cambiada y un archivo añadido vuelven a los del curso; el código del alumno no se toca")
  func restaura() throws {
    let repositorio = try Repositorio()
    defer { repositorio.limpiar() }
    try repositorio.escribir("Tests/Exercises/Leccion01/Pruebas.swift", "trampa\n")
    try repositorio.escribir("Tests/Exercises/Leccion01/Extra.swift", "trampa\n")
    try repositorio.escribir("Sources/Workbook/Leccion01/Codigo.swift", "// resuelto\n")
    // Sin restaurar (fuera de GitHub Actions y sin TALLER_CURSO_REF), la prueba cambiada aprueba: es
    // lo que el checker evita con las huellas del curso.
    let sinRestaurar = ["TALLER_RESULTADOS": repositorio.raiz.path + "/.build/sin-restaurar.json"]
    #expect(try repositorio.calificar(["leccion", "1"], sinRestaurar).terminacion == .salida(0))
    let todas = try repositorio.calificar(["todas"], ["TALLER_CURSO_REF": "HEAD"])
    #expect(todas.exito, "\(todas.textoErrores)")
    #expect(todas.textoSalida.contains("| 1 | Uno | 1/1 | 0/10 |"))
    let calificada = try repositorio.calificar(["leccion", "1"], ["TALLER_CURSO_REF": "HEAD"])
    #expect(calificada.terminacion == .salida(1), "\(calificada.textoSalida)\(calificada.textoErrores)")
    #expect(calificada.textoSalida.contains("✗ Lección 1 sin completar"))
    #expect(repositorio.leer("Tests/Exercises/Leccion01/Pruebas.swift") == "original\n")
    #expect(repositorio.leer("Tests/Exercises/Leccion01/Extra.swift") == nil)
    #expect(repositorio.leer("Sources/Workbook/Leccion01/Codigo.swift") == "// resuelto\n")
    #expect(try repositorio.git(["diff", "--cached", "--quiet"]).exito, "el índice queda como estaba")
  }

  @Test("En GitHub Actions, sin TALLER_CURSO_REF, se restaura desde el primer commit")
  func primerCommit() throws {
    let repositorio = try Repositorio()
    defer { repositorio.limpiar() }
    try repositorio.escribir("Tests/Exercises/Leccion01/Pruebas.swift", "trampa\n")
    _ = try repositorio.git(["-c", "user.name=A", "-c", "user.email=a@x", "commit", "-q", "-am", "alumno"])
    let calificada = try repositorio.calificar(["todas"], ["GITHUB_ACTIONS": "true", "RUNNER_TEMP": repositorio.raiz.path + "/runner"])
    #expect(calificada.exito, "\(calificada.textoErrores)")
    #expect(calificada.textoSalida.contains("Archivos del curso restaurados desde"))
    #expect(calificada.textoSalida.contains("| 1 | Uno | 1/1 | 0/10 |"))
  }

  @Test("Un TALLER_CURSO_REF que no existe: salida 70 con la causa y el arreglo, sin calificar")
  func refInexistente() throws {
    let repositorio = try Repositorio()
    defer { repositorio.limpiar() }
    let calificada = try repositorio.calificar(["todas"], ["TALLER_CURSO_REF": "v9-no-existe"])
    #expect(calificada.terminacion == .salida(70))
    #expect(calificada.textoErrores.contains("'v9-no-existe' no es un commit de este repositorio"))
    #expect(calificada.textoErrores.contains("fetch-depth: 0"))
  }

  @Test("Un resultados.json subido al repositorio y uno sin firma en la ruta de los resultados: se vuelve a calificar")
  func falsificados() throws {
    let repositorio = try Repositorio()
    defer { repositorio.limpiar() }
    let falso = #"{"version":2,"lecciones":[{"leccion":1,"titulo":"x","aprobadas":1,"total":1,"completada":true}]}"#
    try repositorio.escribir("resultados.json", falso + "\n")
    try repositorio.escribir(".build/taller-resultados.json", falso + "\n")
    let calificada = try repositorio.calificar(["leccion", "1"])
    #expect(calificada.terminacion == .salida(1), "\(calificada.textoSalida)\(calificada.textoErrores)")
  }
}
