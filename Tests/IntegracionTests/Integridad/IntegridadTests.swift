import Motor
import Foundation
import Testing

/// The workbook integrity suite (issue 2, item 6) over every lesson of the real catalog, through
/// the same ``Verificador`` as `checker verificar`: every finding becomes one issue whose text
/// names the lesson and what failed (`lección 3 · Solucion: la prueba 'x' («…») falla: …`).
///
/// Split in two (``RepartoIntegridad``): most of the course here, beside ``Construcciones``, and the
/// rest in `Construcciones.IntegridadTests`, one of the serialized building suites. Both types have
/// the same name on purpose: `swift test --filter IntegridadTests` (or `--skip`) takes both parts.
@Suite("Integridad del taller")
struct IntegridadTests {
  @Test("El curso: Package.swift lista exactamente las carpetas Lessons/NN-* y la tabla de diagnósticos es coherente")
  func curso() throws {
    let verificador = try Integridad.verificador()
    #expect(!verificador.catalogo.lecciones.isEmpty, "El catálogo real no tiene lecciones: ¿se puede leer Package.swift?")
    #expect(
      HuellasCurso.leer(Integridad.taller) != nil,
      "Falta \(HuellasCurso.archivo) o no se puede leer: créalo con `swift run -q checker huellas`.")
    Integridad.registrar(verificador.curso())
  }

  @Test("Las primeras lecciones: metadatos, archivos, TODO, plantilla que falla todo, solución y alternativas que pasan todo, errores como se declaran")
  func leccionesAparte() async throws {
    try await Integridad.verificarParte(aparte: true, trabajador: 0)
  }
}

extension Construcciones {
  /// The rest of the course's integrity (``RepartoIntegridad``), serialized with the end-to-end suites.
  @Suite("Integridad del taller: las últimas lecciones")
  struct IntegridadTests {
    @Test("Las últimas lecciones: metadatos, archivos, TODO, plantilla que falla todo, solución y alternativas que pasan todo, errores como se declaran")
    func leccionesDentro() async throws {
      try await Integridad.verificarParte(aparte: false, trabajador: 1)
    }
  }
}

extension Integridad {
  /// Verifies one part of the course's split with one worker in `.build/verificacion/trabajador-<k+1>`
  /// (the folders `checker verificar` uses, so both reuse each other's builds) and records every finding.
  /// With ``Verificador/variableCarpeta`` set, both parts build in that one folder (SwiftPM's lock
  /// then makes them take turns). The verification runs on a thread of its own (``enHiloPropio(_:)``).
  ///
  /// Only the lessons whose seal does not match their inputs are verified (``Integridad/pendientes``,
  /// decided once for both parts); each one that passes is sealed (``Sellador/sellar(_:)``).
  static func verificarParte(aparte: Bool, trabajador: Int) async throws {
    let verificador = try Integridad.verificador()
    let decisiones = Integridad.pendientes
    let porProbar = decisiones.filter { !$0.omitir }.map(\.leccion)
    let reparto = RepartoIntegridad.repartir(porProbar) { verificador.plan($0).count }
    let lecciones = aparte ? reparto.aparte : reparto.dentro
    let carpeta = verificador.carpetaDeTrabajador(trabajador)
    let verificaciones = await enHiloPropio {
      verificador.verificar(
        lecciones, paralelas: 1, carpetaDeTrabajador: carpeta.map { carpeta in { @Sendable _ in carpeta } })
    }
    #expect(verificaciones.map(\.leccion.numero) == lecciones.map(\.numero), "no se verificaron todas las lecciones")
    for verificacion in verificaciones {
      Integridad.registrar(verificacion.hallazgos)
      guard verificacion.hallazgos.isEmpty, !verificacion.interrumpida,
        let pendiente = decisiones.first(where: { $0.leccion == verificacion.leccion })
      else { continue }
      Integridad.sellar(pendiente)
    }
  }
}

extension Integridad {
  /// Runs `trabajo` (minutes of blocking builds) on a thread of its own and waits for it without
  /// holding a thread of Swift's cooperative pool.
  ///
  /// NB: the pool has one thread per core. A synchronous test holds one of them for as long as it
  /// runs; with two such tests at once on two cores (this suite beside ``Construcciones``), effects
  /// that run on the shared pool (the runtime's macOS 14 path, forced in its tests) could not run
  /// at all, and those tests ran out of their patience (measured: 72–113 s instead of 9 s, and
  /// failures in `TestClockAdvanceTests` and `TCANavegacionTests`).
  static func enHiloPropio<T: Sendable>(_ trabajo: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuacion in
      Thread { continuacion.resume(returning: trabajo()) }.start()
    }
  }
}
