import Foundation
import SoporteProcesos
import Testing

@testable import Motor

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Lanzador de procesos (posix_spawn)")
struct LanzadorTests {
  func orden(_ programa: String, _ argumentos: [String], limite: Double? = nil, salida: Int = 64 * 1024) -> ProcesoHijo {
    ProcesoHijo(
      ejecutable: programa, argumentos: argumentos, entorno: ["PATH": "/usr/bin:/bin"],
      directorio: FileManager.default.temporaryDirectory.path, limiteSegundos: limite, limiteSalida: salida)
  }

  @Test("Argumentos como lista, sin shell: los espacios y comillas llegan tal cual")
  func argumentos() throws {
    let resultado = try Lanzador.ejecutar(orden("/bin/echo", ["a b", "'c'", "$HOME"]))
    #expect(resultado.terminacion == .salida(0))
    #expect(resultado.textoSalida == "a b 'c' $HOME\n")
  }

  @Test("Lo que Xcode inyecta (DYLD_*, __XCODE_*, __XPC_*) no llega al hijo; lo demás, sí")
  func sinInyeccionesDeXcode() throws {
    var conXcode = orden("/usr/bin/env", [])
    conXcode.entorno.merge([
      "DYLD_INSERT_LIBRARIES": "/Applications/Xcode.app/libViewDebuggerSupport.dylib",
      "DYLD_LIBRARY_PATH": "/Users/ana/DerivedData/Build/Products/Debug",
      "DYLD_FRAMEWORK_PATH": "/Users/ana/DerivedData/Build/Products/Debug",
      "__XCODE_BUILT_PRODUCTS_DIR_PATHS": "/Users/ana/DerivedData",
      "__XPC_DYLD_LIBRARY_PATH": "/Users/ana/DerivedData",
      "TALLER_FACTOR_TIEMPO": "2", "MI_DYLD_": "se queda",
    ]) { $1 }
    let variables = Set(try Lanzador.ejecutar(conXcode).textoSalida.split(separator: "\n").map(String.init))
    #expect(variables == ["PATH=/usr/bin:/bin", "TALLER_FACTOR_TIEMPO=2", "MI_DYLD_=se queda"])
    #expect(EntornoHeredado.paraHijo(["DYLD_X": "1", "A": "2"]) == ["A": "2"])
  }

  @Test("La entrada estándar está cerrada (/dev/null)")
  func entradaCerrada() throws {
    let resultado = try Lanzador.ejecutar(orden("/bin/cat", [], limite: 10))
    #expect(resultado.exito)
    #expect(resultado.salida.isEmpty)
  }

  @Test("Una salida sin fin se drena, se recorta y el límite de tiempo la detiene")
  func salidaSinFin() throws {
    let resultado = try Lanzador.ejecutar(orden("/usr/bin/yes", [], limite: 0.5, salida: 1024))
    #expect(resultado.tiempoAgotado)
    #expect(resultado.salida.count == 1024)
    #expect(resultado.bytesDescartados > 0)
    #expect(resultado.duracion < 5)
  }

  @Test("Al agotarse el tiempo muere todo el grupo, nietos incluidos")
  func sinHuerfanos() throws {
    let resultado = try Lanzador.ejecutar(orden("/bin/sh", ["-c", "sleep 100 & echo $!; wait"], limite: 0.5))
    #expect(resultado.tiempoAgotado)
    let nieto = try #require(pid_t(resultado.textoSalida.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(try procesoTermino(nieto))
  }

  @Test("Al terminar el hijo, lo que dejó en su grupo también muere")
  func nietoTrasSalir() throws {
    let resultado = try Lanzador.ejecutar(orden("/bin/sh", ["-c", "sleep 100 & echo $!"], limite: 10))
    #expect(resultado.exito)
    #expect(!resultado.tiempoAgotado)
    let nieto = try #require(pid_t(resultado.textoSalida.trimmingCharacters(in: .whitespacesAndNewlines)))
    #expect(try procesoTermino(nieto))
  }

  @Test("Señales y códigos de salida")
  func terminaciones() throws {
    #expect(try Lanzador.ejecutar(orden("/bin/sh", ["-c", "exit 3"])).terminacion == .salida(3))
    #expect(try Lanzador.ejecutar(orden("/bin/sh", ["-c", "kill -ABRT $$"])).terminacion == .senal(SIGABRT))
  }

  @Test("Un programa inexistente es un error, no un cuelgue")
  func inexistente() {
    #expect(throws: ErrorProceso.self) { try Lanzador.ejecutar(orden("/no/existe", [])) }
  }

  @Test("Tras una interrupción no se lanzan más hijos")
  func interrumpido() {
    let registro = RegistroHijos()
    registro.interrumpir()
    #expect(throws: ErrorProceso.interrumpido) { try Lanzador.ejecutar(orden("/bin/echo", ["x"]), registro: registro) }
  }

  @Test("Solo una salida, una muerte o un volcado terminan al hijo; detenido o continuado sigue vivo (Darwin)")
  func estadosDelHijo() {
    #expect(Lanzador.esFinal(senal: SIGCHLD, codigo: Lanzador.CodigoHijo.salio))
    #expect(Lanzador.esFinal(senal: SIGCHLD, codigo: Lanzador.CodigoHijo.matado))
    #expect(Lanzador.esFinal(senal: SIGCHLD, codigo: Lanzador.CodigoHijo.volcado))
    #expect(!Lanzador.esFinal(senal: SIGCHLD, codigo: Lanzador.CodigoHijo.detenido))
    #expect(!Lanzador.esFinal(senal: SIGCHLD, codigo: Lanzador.CodigoHijo.continuado))
    // `waitid` con WNOHANG sin novedad deja la estructura a cero.
    #expect(!Lanzador.esFinal(senal: 0, codigo: 0))
  }

  @Test("Un hijo detenido (SIGSTOP) no cuelga la espera: termina al agotar el límite, dentro del margen de gracia")
  func hijoDetenido() throws {
    let resultado = try Lanzador.ejecutar(orden("/bin/sh", ["-c", "echo antes; kill -STOP $$; echo nunca"], limite: 1))
    #expect(resultado.tiempoAgotado)
    #expect(resultado.terminacion == .senal(SIGKILL))
    #expect(resultado.textoSalida == "antes\n")
    #expect(resultado.duracion < 1 + 2 * Double(Lanzador.gracia) / 1e9)
  }

  @Test("Localiza swift en el PATH, sin shell")
  func toolchain() {
    #expect(Toolchain.buscar("sh", entorno: ["PATH": "/nada:/bin"]) == "/bin/sh")
    #expect(Toolchain.buscar("sh", entorno: ["PATH": ""]) == nil)
    #expect(throws: ErrorToolchain.sinSwift) { try Toolchain.localizar(entorno: ["PATH": "/nada"]) }
  }
}

/// Whether `pid` is gone (or a zombie waiting for a parent that is not us), polling up to 5 s.
func procesoTermino(_ pid: pid_t) throws -> Bool {
  for _ in 0..<100 {
    if kill(pid, 0) != 0 && errno == ESRCH { return true }
    if esZombi(pid) { return true }
    usleep(50_000)
  }
  return false
}
