import Foundation
import SoporteProcesos
import Testing

@testable import Motor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// ``EjecutorPruebas`` against a fake hidden-test binary: a shell script that speaks the harness's
/// protocol (`--listar`, `--ejecutar <id>` in `TALLER_ORDEN`, events in `TALLER_EVENTOS`, the secret on descriptor 3)
/// and records in its folder when each test starts and ends.
@Suite("Ejecutor de pruebas ocultas: procesos en paralelo")
struct PruebasParalelasTests {
  /// A fresh folder with the fake binary `pruebas.sh`. Test `<id>` sleeps `ESPERA_<id>` seconds
  /// (`sleep` in its own process group, as a test's child would be), marks itself running with a
  /// folder `activa.<id>` and writes how many were running when it started (`<id>.vistas`).
  func binarioFalso() throws -> URL {
    let carpeta = FileManager.default.temporaryDirectory
      .appendingPathComponent("reparto-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    let guion = """
      #!/bin/sh
      set -- $TALLER_ORDEN
      if [ "$1" = "--listar" ]; then
        printf '{"formato":1,"tipo":"lista","ids":["a","b","c","d"]}\\n' > "$TALLER_EVENTOS"
        exit 0
      fi
      id="$2"
      d="$CARPETA"
      secreto=$(cat <&3)
      echo $$ > "$d/$id.pid"
      mkdir "$d/activa.$id"
      ls "$d" | grep -c '^activa\\.' > "$d/$id.vistas"
      eval espera=\\$ESPERA_$id
      sleep "$espera" &
      echo $! > "$d/$id.hijo"
      wait
      rmdir "$d/activa.$id"
      echo "$id" >> "$d/terminadas"
      printf '{"formato":1,"tipo":"resultado","id":"%s","estado":"pasa","firma":"%s"}\\n' "$id" "$secreto" > "$TALLER_EVENTOS"
      """
    let binario = carpeta.appendingPathComponent("pruebas.sh")
    try escribirPrograma(guion, en: binario)
    return binario
  }

  func metadatos() -> MetadatosLeccion {
    MetadatosLeccion(
      numero: 99, titulo: "Reparto", posicion: 99,
      pruebas: ["a", "b", "c", "d"].map { PruebaDeclarada(id: $0, nombre: "prueba \($0)", pistas: ["p"]) })
  }

  func ejecutor(_ binario: URL, esperas: [String: String], simultaneas: Int, registro: RegistroHijos) -> EjecutorPruebas {
    var entorno = ["PATH": "/usr/bin:/bin", "CARPETA": binario.deletingLastPathComponent().path]
    entorno["TALLER_PRUEBAS_SIMULTANEAS"] = String(simultaneas)
    for (id, espera) in esperas { entorno["ESPERA_\(id)"] = espera }
    return EjecutorPruebas(
      taller: Taller(raiz: binario.deletingLastPathComponent()), entorno: entorno, registro: registro)
  }

  func leer(_ carpeta: URL, _ nombre: String) -> String {
    (try? String(contentsOf: carpeta.appendingPathComponent(nombre), encoding: .utf8)) ?? ""
  }

  @Test("El informe sigue el orden de leccion.json aunque las pruebas terminen en otro; dos a la vez, nunca más")
  func ordenYLimite() throws {
    let binario = try binarioFalso()
    let carpeta = binario.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: carpeta) }
    // NB: tres segundos para «a»: en una máquina cargada, lanzar los otros tres procesos llegó a tardar más de uno.
    let esperas = ["a": "3", "b": "0.1", "c": "0.1", "d": "0.1"]
    let ejecucion = ejecutor(binario, esperas: esperas, simultaneas: 2, registro: RegistroHijos())
      .ejecutar(binario: binario, metadatos: metadatos(), limiteSegundos: 20)
    #expect(!ejecucion.interrumpido)
    #expect(ejecucion.problemas.isEmpty)
    #expect(ejecucion.resultados.map(\.id) == ["a", "b", "c", "d"])
    #expect(ejecucion.resultados.map(\.estado) == [.pasa, .pasa, .pasa, .pasa])
    let terminadas = leer(carpeta, "terminadas").split(separator: "\n").map(String.init)
    #expect(terminadas.last == "a", "la prueba 'a' debía terminar la última: \(terminadas)")
    let vistas = ["a", "b", "c", "d"].compactMap { Int(leer(carpeta, "\($0).vistas").trimmingCharacters(in: .whitespacesAndNewlines)) }
    #expect(vistas.count == 4)
    #expect(vistas.allSatisfy { $0 <= 2 }, "más de dos pruebas a la vez: \(vistas)")
    #expect(vistas.contains(2), "las pruebas no llegaron a correr en paralelo: \(vistas)")
  }

  @Test("Cada prueba conserva su propio límite de tiempo en paralelo")
  func limitePorPrueba() throws {
    let binario = try binarioFalso()
    let carpeta = binario.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let esperas = ["a": "30", "b": "0.1", "c": "0.1", "d": "0.1"]
    let ejecucion = ejecutor(binario, esperas: esperas, simultaneas: 2, registro: RegistroHijos())
      .ejecutar(binario: binario, metadatos: metadatos(), limiteSegundos: 1)
    #expect(ejecucion.resultados.map(\.estado) == [.tiempo, .pasa, .pasa, .pasa])
  }

  @Test("Ctrl-C mata el grupo de cada prueba en marcha (y sus hijos) y no empieza ninguna más")
  func interrupcion() throws {
    let binario = try binarioFalso()
    let carpeta = binario.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let registro = RegistroHijos()
    let esperas = ["a": "100", "b": "100", "c": "100", "d": "100"]
    let hilo = ejecutor(binario, esperas: esperas, simultaneas: 2, registro: registro)
    let caja = Protegido<EjecucionLeccion?>(nil)
    let hecho = DispatchSemaphore(value: 0)
    let binarioURL = binario
    let meta = metadatos()
    Thread {
      let ejecucion = hilo.ejecutar(binario: binarioURL, metadatos: meta, limiteSegundos: 200)
      caja.con { $0 = ejecucion }
      hecho.signal()
    }.start()
    var pids: [pid_t] = []
    for _ in 0..<200 where pids.count < 4 {
      usleep(50_000)
      pids = ["a.pid", "a.hijo", "b.pid", "b.hijo"].compactMap {
        pid_t(leer(carpeta, $0).trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }
    try #require(pids.count == 4, "las dos primeras pruebas no arrancaron")
    registro.interrumpir()
    #expect(hecho.wait(timeout: .now() + 15) == .success, "el ejecutor no volvió tras la interrupción")
    let ejecucion = try #require(caja.actual)
    #expect(ejecucion.interrumpido)
    for pid in pids { #expect(try procesoTermino(pid), "el proceso \(pid) sigue vivo") }
    #expect(leer(carpeta, "c.pid").isEmpty && leer(carpeta, "d.pid").isEmpty, "empezó una prueba tras Ctrl-C")
  }
}
