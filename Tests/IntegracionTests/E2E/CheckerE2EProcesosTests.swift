import CheckerCore
import Motor
import Foundation
import SoporteProcesos
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Construcciones {
  /// Crashes, time-outs, output, JSON, `todas`, concurrent runs and Ctrl-C, end to end.
  @Suite("El checker de extremo a extremo: procesos")
  struct CheckerE2EProcesosTests {
    init() throws { try TallerE2E.preparar() }

    @Test("--json: solo JSON en stdout; cada fallo aislado con su motivo (3, 4, 5)")
    func fallosAislados() throws {
      let salida = try TallerE2E.checker(["leccion2", "--json"])
      #expect(salida.codigo == 1, "\(salida.todo)")
      #expect(salida.stderr.contains("Compilando la lección 2…"))
      let documento = try JSONDecoder().decode(DocumentoJSON.self, from: Data(salida.stdout.utf8))
      #expect(documento.version == 2)
      #expect(documento.status == "fail")
      let porId = Dictionary(uniqueKeysWithValues: documento.tests.map { ($0.id, $0) })
      #expect(documento.tests.map(\.id) == ["pasa", "fatal", "indice", "nilForzado", "salida0", "aborta", "bucle", "efectoEterno", "imprimeSinFin", "salidaGrande", "division", "entradaCerrada"])
      #expect(porId["pasa"]?.status == "pass")
      #expect(porId["entradaCerrada"]?.status == "pass")
      for id in ["fatal", "indice", "nilForzado", "salida0", "aborta"] {
        #expect(porId[id]?.motivo == "crash", "\(id)")
        #expect(porId[id]?.message?.hasPrefix("El programa se detuvo durante esta prueba: ") == true, "\(id)")
        #expect(porId[id]?.message?.contains("Current stack trace") == false, "\(id)")
      }
      #expect(porId["fatal"]?.message?.contains("Fatal error: el alumno dejó un fatalError") == true)
      #expect(porId["indice"]?.message?.contains("Fatal error: Index out of range") == true)
      // 16.5: the crash inside the standard library points at the student's line (runtime backtrace).
      #expect(
        porId["indice"]?.message?.hasSuffix(
          "Ocurrió en tu código: Sources/Workbook/Leccion02/Fallos.swift:6, en `static Fallos.fueraDeRango()`.") == true,
        "\(porId["indice"]?.message ?? "")")
      #expect(porId["fatal"]?.message?.contains("Ocurrió en tu código: Sources/Workbook/Leccion02/Fallos.swift:5") == true)
      #expect(porId["indice"]?.output?.contains("Backtrace took") != true)
      // The issue's example: a division by zero stops in the standard library's IntegerTypes.swift.
      #expect(porId["division"]?.motivo == "crash")
      #expect(porId["division"]?.message?.contains("Fatal error: Division by zero") == true, "\(porId["division"]?.message ?? "")")
      #expect(
        porId["division"]?.message?.contains("Ocurrió en tu código: Sources/Workbook/Leccion02/Fallos.swift:31") == true,
        "\(porId["division"]?.message ?? "")")
      #expect(porId["nilForzado"]?.message?.contains("Unexpectedly found nil") == true)
      #expect(porId["salida0"]?.message?.contains("exit(0)") == true)
      #expect(porId["aborta"]?.message?.contains("señal 6") == true)
      for id in ["bucle", "efectoEterno", "imprimeSinFin"] {
        #expect(porId[id]?.motivo == "tiempo", "\(id)")
        #expect(porId[id]?.message?.hasPrefix("tiempo agotado (") == true, "\(id)")
      }
      // #33.6: the harness's watchdog has the backtracer say where a loop was stuck. NB: the signal can
      // stop the loop at an instruction without a line in the debug info (Swift 6.0.3: about one run in
      // twelve); then the message names the file and the function, never another line.
      let dondeBucle = ["Fallos.swift:12, ", "Fallos.swift, "].map {
        "Cuando se acabó el tiempo, la prueba seguía en tu código: Sources/Workbook/Leccion02/\($0)"
          + "en `static Fallos.girarSinFin()` (¿un bucle que no termina?)."
      }
      #expect(
        dondeBucle.contains { porId["bucle"]?.message?.hasSuffix($0) == true },
        "\(porId["bucle"]?.message ?? "")")
      #expect(porId["bucle"]?.output == nil, "la traza no es salida del alumno")
      // NB: a loop caught inside `print` (in libc, built without frame pointers) may not unwind to
      // the student's frame; then the message has no location, never a wrong one.
      #expect(porId["imprimeSinFin"]?.message?.contains("Fallos.swift:") != true || porId["imprimeSinFin"]?.message?.contains("Fallos.swift:21") == true)
      #expect(porId["salidaGrande"]?.motivo == "fallo")
      #expect(porId["salidaGrande"]?.output?.hasSuffix("… (recortado)") == true)
      #expect(porId["salidaGrande"]?.output?.count == DocumentoJSON.limiteOutput)
      for id in ["bucle", "efectoEterno", "imprimeSinFin"] {
        #expect(porId[id]?.output?.contains("tiempo agotado") != true, "\(id): el texto del vigilante no es salida del alumno")
      }
      #expect(porId["fatal"]?.pista == "Quita el `fatalError`.")
    }

    @Test("todas: cada lección aislada, tabla final y el código más grave (1, 10)")
    func todas() throws {
      let salida = try TallerE2E.checker(["todas"])
      #expect(salida.codigo == 70, "\(salida.todo)")
      let tabla = try #require(salida.stdout.components(separatedBy: "Resumen\n").last)
      #expect(tabla.contains("Lección 1 · Un contador de prueba"))
      #expect(tabla.contains("✗ 1/3"))
      #expect(tabla.contains("Lección 3 · Un semáforo que no compila"))
      #expect(tabla.contains("no compila"))
      #expect(tabla.contains("tus tipos no coinciden con las pruebas"))
      #expect(tabla.contains("✓ 1/1"))
      #expect(tabla.contains("error interno"))
    }

    @Test("Dos checkers a la vez no pierden ninguna actualización del progreso (9)")
    func dosALaVez() throws {
      let grupo = DispatchGroup()
      let codigos = CodigosConcurrentes()
      for leccion in ["leccion1", "leccion6"] {
        DispatchQueue.global().async(group: grupo) {
          codigos.anotar(leccion, (try? TallerE2E.checker([leccion]))?.codigo)
        }
      }
      grupo.wait()
      #expect(codigos.todos == ["leccion1": 1, "leccion6": 70])
      let progreso = AlmacenProgreso(taller: Taller(raiz: TallerE2E.copia)).leer().progreso
      #expect(Set(progreso.lecciones.keys) == ["01", "06"])
    }

    @Test("Un progreso dañado se avisa y se respalda; el informe sigue (9)")
    func progresoDanado() throws {
      let carpeta = TallerE2E.copia.appendingPathComponent(".taller")
      try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
      try Data("no es json".utf8).write(to: carpeta.appendingPathComponent("progreso.json"))
      let salida = try TallerE2E.checker(["leccion1"])
      #expect(salida.codigo == 1)
      #expect(salida.stderr.contains("está dañado; se guardó una copia en"), "\(salida.todo)")
      let respaldos = try FileManager.default.contentsOfDirectory(atPath: carpeta.appendingPathComponent("respaldos").path)
      #expect(respaldos.count == 1)
      #expect(AlmacenProgreso(taller: Taller(raiz: TallerE2E.copia)).leer().progreso.lecciones["01"]?.aprobadas == 1)
    }

    @Test("Ctrl-C: mata los grupos de sus hijos (nietos incluidos) y sale con 130 (4)")
    func interrupcion() throws {
      let pids = TallerE2E.copia.appendingPathComponent(".pids-e2e")
      try? FileManager.default.removeItem(at: pids)
      let resultado = Caja()
      let grupo = DispatchGroup()
      DispatchQueue.global().async(group: grupo) {
        resultado.salida = try? TallerE2E.checker(["leccion5"], entorno: ["E2E_PIDS": pids.path])
      }
      var texto: String?
      for _ in 0..<Int(6000 * TallerE2E.factor) where texto == nil {
        texto = try? String(contentsOf: pids, encoding: .utf8)
        if texto == nil { usleep(100_000) }
      }
      let numeros = try #require(texto, "la prueba nunca arrancó").split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
      try #require(numeros.count == 3)
      #expect(kill(numeros[2], SIGINT) == 0)
      grupo.wait()
      let salida = try #require(resultado.salida)
      #expect(salida.codigo == 130, "\(salida.todo)")
      #expect(salida.stderr.contains("Interrumpido"))
      #expect(procesoTermino(numeros[0]), "la prueba sigue viva")
      #expect(procesoTermino(numeros[1]), "el nieto sigue vivo")
    }
  }
}

/// Results written from other threads.
private final class CodigosConcurrentes: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var valores: [String: Int32] = [:]
  func anotar(_ clave: String, _ valor: Int32?) { cerrojo.withLock { valores[clave] = valor } }
  var todos: [String: Int32] { cerrojo.withLock { valores } }
}

private final class Caja: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var guardada: TallerE2E.Salida?
  var salida: TallerE2E.Salida? {
    get { cerrojo.withLock { guardada } }
    set { cerrojo.withLock { guardada = newValue } }
  }
}

/// Whether `pid` is gone (or a zombie nobody of ours will reap), polling up to 5 s.
func procesoTermino(_ pid: pid_t) -> Bool {
  for _ in 0..<100 {
    if kill(pid, 0) != 0 && errno == ESRCH { return true }
    if esZombi(pid) { return true }
    usleep(50_000)
  }
  return false
}
