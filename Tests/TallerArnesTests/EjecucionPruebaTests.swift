import ComposableArchitecture
import Foundation
import Testing

@testable import TallerArnes

/// Reports a `TestStore`-style failure through the installed reporters (what the runtime does).
func reportarFallo(_ mensaje: String) {
  let issue = ReportedIssue(
    kind: .failure, message: mensaje, fileID: "Leccion/Prueba.swift", filePath: "/x/Prueba.swift",
    line: 1, column: 1)
  for reporter in IssueReporters.current { reporter.report(issue) }
}

@Suite("Ejecución de una prueba del arnés")
@MainActor struct EjecucionPruebaTests {
  @Test("Una prueba sin fallos pasa")
  func pasa() async {
    let resultado = await Prueba("ok") { esperar(1 + 1 == 2, "La suma falla.") }.ejecutar()
    #expect(resultado.pasa)
    #expect(resultado.mensajes.isEmpty)
    #expect(resultado.id == "ok")
  }

  @Test("esperar y esperarIgual anotan su mensaje y la prueba sigue")
  func asercionesSiguen() async {
    let resultado = await Prueba("x") {
      esperar(false, "Primero.")
      esperarIgual(2, 3, "La cuenta no cuadra.")
    }.ejecutar()
    #expect(
      resultado.mensajes == ["Primero.", "La cuenta no cuadra.\n\n    − 3\n    + 2\n\n(Esperado: −, Real: +)"])
  }

  @Test("requerir detiene la prueba y su mensaje aparece una sola vez")
  func requerirDetiene() async {
    let resultado = await Prueba("x") {
      let valor: Int? = nil
      _ = try requerir(valor, "Falta el valor.")
      esperar(false, "No debería llegar aquí.")
    }.ejecutar()
    #expect(resultado.mensajes == ["Falta el valor."])
  }

  @Test("Un error lanzado por la prueba es un fallo")
  func errorLanzado() async {
    struct Roto: Error {}
    let resultado = await Prueba("x") { throw Roto() }.ejecutar()
    #expect(resultado.mensajes.count == 1)
    #expect(resultado.mensajes.first?.hasPrefix("La prueba lanzó un error que nadie atrapó: ") == true)
  }

  @Test("Los fallos del TestStore y los avisos del runtime son fallos, literales")
  func problemasDelRuntime() async {
    let resultado = await Prueba("x") {
      reportarFallo("Estado distinto:\n  − a\n  + b")
      reportIssue("Aviso del runtime.")
    }.ejecutar()
    #expect(resultado.mensajes == ["Estado distinto:\n  − a\n  + b", "Aviso del runtime."])
  }

  @Test("Las comprobaciones de fin de prueba se ejecutan al terminar el cuerpo y se recogen")
  func finDePrueba() async {
    let resultado = await Prueba("x") {
      EndOfTestChecks.current?.register { reportarFallo("Quedó una acción sin recibir.") }
      esperar(false, "Antes del final.")
    }.ejecutar()
    #expect(resultado.mensajes == ["Antes del final.", "Quedó una acción sin recibir."])
  }

  @Test("esperarAviso acepta el aviso que coincide y no lo cuenta como fallo")
  func avisoEsperado() async {
    let resultado = await Prueba("x") {
      await esperarAviso(contiene: "cero") { reportIssue("La cuenta ya es cero.") }
    }.ejecutar()
    #expect(resultado.pasa)
  }

  @Test("esperarAviso falla si no hubo aviso, y deja pasar los avisos que no coinciden")
  func avisoAusente() async {
    let sinAviso = await Prueba("x") { await esperarAviso(contiene: "cero") {} }.ejecutar()
    #expect(
      sinAviso.mensajes == [
        "Se esperaba un aviso del runtime que contuviera 'cero', pero no hubo ningún aviso."
      ])
    let otro = await Prueba("x") {
      await esperarAviso(contiene: "cero") { reportIssue("Otra cosa.") }
    }.ejecutar()
    #expect(
      otro.mensajes == [
        "Otra cosa.",
        "Se esperaba un aviso del runtime que contuviera 'cero', pero los avisos fueron:\n• Otra cosa.",
      ])
  }

  @Test("esperarAviso no se traga los fallos del TestStore")
  func avisoConFallo() async {
    let resultado = await Prueba("x") {
      await esperarAviso(contiene: "cero") {
        reportIssue("Es cero.")
        reportarFallo("Diferencia de estado.")
      }
    }.ejecutar()
    #expect(resultado.mensajes == ["Diferencia de estado."])
  }

  @Test("sinAvisos falla con la lista de avisos vistos")
  func sinAvisosFalla() async {
    let limpio = await Prueba("x") { await sinAvisos {} }.ejecutar()
    #expect(limpio.pasa)
    let sucio = await Prueba("x") { await sinAvisos { reportIssue("Uno.") } }.ejecutar()
    #expect(sucio.mensajes == ["No se esperaba ningún aviso del runtime, pero hubo 1:\n• Uno."])
  }
}

@Suite("La bitácora de acciones del arnés")
struct BitacoraAccionesTests {
  @Test("Anota cada acción en orden, de la prueba y de los efectos; ningunaDesde falla con las que llegaron tras la marca")
  func bitacora() async {
    let resultado = await Prueba("x") {
      let bitacora = BitacoraAcciones<Int>()
      let store = TestStore(initialState: 0) {
        anotando(en: bitacora, Reduce<Int, Int> { state, action in
          state += action
          return action == 1 ? .send(2) : .none
        })
      }
      await store.send(1) { $0 = 1 }
      await store.receive(2) { $0 = 3 }
      let marca = bitacora.marca
      #expect(bitacora.ningunaDesde(marca, "Nada todavía."))
      await store.send(5) { $0 = 8 }
      #expect(!bitacora.ningunaDesde(marca, "Nada más."))
      #expect(Array(bitacora.desde(marca)) == [5])
      #expect(bitacora.instantes.count == 3 && bitacora.instantes == bitacora.instantes.sorted())
      #expect(bitacora.acciones == [1, 2, 5])
    }.ejecutar()
    #expect(resultado.mensajes == ["Nada más.\nLlegó después esta acción:\n    5"])
  }
}

@Suite("El vigilante de tiempo del arnés con límites extremos")
struct VigilanteExtremosTests {
  @Test("Un límite enorme se queda en un día y se puede armar; infinito, cero o texto no arman nada")
  func extremos() {
    let canal = CanalEventos(ruta: nil)
    let enorme = Vigilante(entorno: [Vigilante.variable: "1e300"], canal: canal)
    #expect(enorme?.limite == Vigilante.limiteMaximo)
    enorme?.vigilar("x")  // NB: before the clamp, arming this trapped (DispatchTime overflow).
    enorme?.detener()
    for texto in ["inf", "0", "-5", "abc", "nan"] {
      #expect(Vigilante(entorno: [Vigilante.variable: texto], canal: canal) == nil, "\(texto)")
    }
  }
}

@Suite("La espera del vigilante por la traza de un bucle")
struct VigilanteEsperaTrazaTests {
  @Test(
    "Escala con TALLER_FACTOR_TIEMPO (10 s a factor 1): con carga, el backtracer tardó más de los 4 s fijos de antes",
    arguments: [(nil, 10.0), ("1", 10), ("3", 30), ("2,5", 25), ("abc", 10)])
  func escala(factor: String?, segundos: Double) throws {
    var entorno = [Vigilante.variable: "1"]
    entorno["TALLER_FACTOR_TIEMPO"] = factor
    let vigilante = try #require(Vigilante(entorno: entorno, canal: CanalEventos(ruta: nil)))
    #expect(vigilante.esperaTraza == segundos)
  }
}

/// The watchdog ends a timed-out test's process as soon as the backtracer's child has finished,
/// not after its whole wait (measured: a busy loop ran 10 s past a 0.07 s backtrace; 30 s in CI).
@Suite("El vigilante espera al backtracer, no su espera entera")
struct EsperaBacktracerTests {
  /// Starts `/bin/sh -c <orden>` as a child of this process.
  func hijo(_ orden: String) throws -> Process {
    let proceso = Process()
    proceso.executableURL = URL(fileURLWithPath: "/bin/sh")
    proceso.arguments = ["-c", orden]
    try proceso.run()
    return proceso
  }

  /// No waited-for child used CPU meanwhile (other tests of this process reap theirs).
  let sinReaper: () -> Int64 = { 0 }

  #if os(Linux)
    /// This process's children (read from `/proc`) among `pids`: other tests start children too.
    func entre(_ pids: @escaping () -> Set<pid_t>) -> () -> Set<pid_t>? {
      { EsperaBacktracer.hijos().map { $0.intersection(pids()) } }
    }

    @Test("Un hijo nuevo que aparece y termina acaba la espera antes del límite; uno de antes no cuenta")
    func hijoQueTermina() throws {
      let viejo = try hijo("sleep 30")
      defer { viejo.terminate() }
      let previos: Set<pid_t> = try #require(EsperaBacktracer.hijos(), "/proc/self/task/*/children")
      let antes = EsperaBacktracer.Antes(hijos: previos, tiempoHijos: 0)
      #expect(antes.hijos?.contains(viejo.processIdentifier) == true)
      let nuevo = try hijo("sleep 0.2")
      let mios = entre { [viejo.processIdentifier, nuevo.processIdentifier] }
      #expect(EsperaBacktracer.esperar(antes, limite: 60, listar: mios, tiempoHijos: sinReaper), "el hijo nuevo terminó")
      #expect(EsperaBacktracer.terminado(nuevo.processIdentifier))
      #expect(!EsperaBacktracer.terminado(viejo.processIdentifier), "el hijo de antes sigue vivo")
    }

    @Test("Un hijo nuevo que sigue vivo, o ningún hijo nuevo, agotan el límite")
    func hijoQueSigue() throws {
      let previos: Set<pid_t> = try #require(EsperaBacktracer.hijos(), "/proc/self/task/*/children")
      let antes = EsperaBacktracer.Antes(hijos: previos, tiempoHijos: 0)
      #expect(!EsperaBacktracer.esperar(antes, limite: 0.3, listar: entre { [] }, tiempoHijos: sinReaper), "sin hijo nuevo")
      let vivo = try hijo("sleep 30")
      defer { vivo.terminate() }
      #expect(
        !EsperaBacktracer.esperar(
          antes, limite: 0.3, listar: entre { [vivo.processIdentifier] }, tiempoHijos: sinReaper),
        "el hijo nuevo no terminó")
    }
  #endif

  @Test("Un hijo esperado que gastó CPU (el backtracer que el runtime recoge) acaba la espera")
  func hijoRecogido() throws {
    let antes = EsperaBacktracer.Antes(hijos: nil, tiempoHijos: 1_000)
    var lecturas = [1_000, 1_000, 71_000] as [Int64]
    #expect(
      EsperaBacktracer.esperar(antes, limite: 60, listar: { nil }, tiempoHijos: { lecturas.count > 1 ? lecturas.removeFirst() : lecturas[0] }))
    #expect(lecturas == [71_000], "esperó hasta la tercera lectura")
    let real = EsperaBacktracer.tiempoHijosEsperados()
    let proceso = try hijo("i=0; while [ $i -lt 20000 ]; do i=$((i+1)); done")
    proceso.waitUntilExit()
    #expect(EsperaBacktracer.tiempoHijosEsperados() > real, "getrusage cuenta el hijo recogido")
  }
}
