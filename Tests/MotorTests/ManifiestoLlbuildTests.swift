import Foundation
@testable import Motor
import Testing

/// The llbuild manifest reader and the commands of one lesson in it (the direct inner build).
@Suite("Manifiesto de llbuild y mandatos de una lección")
struct ManifiestoLlbuildTests {
  /// The shape SwiftPM 6.3 writes on Linux, shortened to one lesson, the runtime and one unrelated
  /// target; the root has a space and an accent, as JSON escapes them.
  static let linux = """
    client:
      name: basic
      file-system: device-agnostic
    tools: {}
    targets:
      "Leccion01-x86_64-unknown-linux-gnu-debug.module": ["<Leccion01-x86_64-unknown-linux-gnu-debug.module>"]
      "main": ["<Leccion01-x86_64-unknown-linux-gnu-debug.module>"]
    default: "main"
    nodes:
      "/r/Mi A\\u00f1o/Sources/ComposableArchitecture/":
        is-directory-structure: true
        content-exclusion-patterns: [".git",".build"]
    commands:
      "/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/sources":
        tool: write-auxiliary-file
        inputs: ["<sources-file-list>","/r/Mi A\\u00f1o/Sources/Workbook/Leccion01/Contador.swift"]
        outputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/sources"]
        description: "Write auxiliary file …"
      "/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/Leccion01.swiftmodule.o":
        tool: shell
        inputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/Leccion01.swiftmodule"]
        outputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/Leccion01.swiftmodule.o"]
        description: "Wrapping AST for Leccion01 for debugging"
        args: ["/s/swiftc","-modulewrap","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/Leccion01.swiftmodule","-o","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/Leccion01.swiftmodule.o"]
      "/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/PruebasLeccion01.build/PruebasLeccion01.swiftmodule.o":
        tool: shell
        inputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/PruebasLeccion01.swiftmodule"]
        outputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/PruebasLeccion01.build/PruebasLeccion01.swiftmodule.o"]
        args: ["/s/swiftc","-modulewrap","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/PruebasLeccion01.swiftmodule"]
      "<ComposableArchitecture-x86_64-unknown-linux-gnu-debug.module>":
        tool: phony
        inputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/ComposableArchitecture.build/Store.swift.o"]
        outputs: ["<ComposableArchitecture-x86_64-unknown-linux-gnu-debug.module>"]
      "C.ComposableArchitecture-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/r/Mi A\\u00f1o/Sources/ComposableArchitecture/Store.swift","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/swift-version-1.txt"]
        outputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/ComposableArchitecture.build/Store.swift.o","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/ComposableArchitecture.swiftmodule"]
        args: ["/s/swiftc","-module-name","ComposableArchitecture"]
      "/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/swift-version-1.txt":
        tool: write-auxiliary-file
        inputs: ["<swift-get-version>","/s/swiftc"]
        outputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/swift-version-1.txt"]
        always-out-of-date: "true"
      "C.Leccion01-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/r/Mi A\\u00f1o/Sources/Workbook/Leccion01/Contador.swift","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/ComposableArchitecture.swiftmodule","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/sources"]
        outputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/Contador.swift.o","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/Leccion01.swiftmodule"]
        description: "Compiling Swift Module 'Leccion01' (1 sources)"
        args: ["/s/swiftc","-module-name","Leccion01","-incremental","-c","@/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/sources","-parseable-output"]
      "C.PruebasLeccion01-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/r/Mi A\\u00f1o/Tests/Exercises/Leccion01/Pruebas.swift","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/Leccion01.swiftmodule"]
        outputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/PruebasLeccion01.build/Pruebas.swift.o","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/PruebasLeccion01.swiftmodule"]
        args: ["/s/swiftc","-module-name","PruebasLeccion01"]
      "C.PruebasLeccion01-x86_64-unknown-linux-gnu-debug.exe":
        tool: shell
        inputs: ["<ComposableArchitecture-x86_64-unknown-linux-gnu-debug.module>","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/Contador.swift.o","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Leccion01.build/Leccion01.swiftmodule.o","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/PruebasLeccion01.build/Pruebas.swift.o"]
        outputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/PruebasLeccion01"]
        args: ["/s/swiftc","-o","/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/PruebasLeccion01"]
      "C.Motor-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        inputs: ["/r/Mi A\\u00f1o/Sources/Motor/Motor.swift"]
        outputs: ["/r/Mi A\\u00f1o/.build/x86_64-unknown-linux-gnu/debug/Modules/Motor.swiftmodule"]
        args: ["/s/swiftc","-module-name","Motor"]

    """

  static let raiz = "/r/Mi Año"
  static let construccion = URL(fileURLWithPath: raiz + "/.build")

  func leccion(_ numero: Int = 1) -> Leccion {
    Leccion(numero: numero, slug: "contador", metadatos: nil)
  }

  @Test("Lee cada mandato con su herramienta, entradas, salidas y argumentos, con las rutas decodificadas")
  func leeMandatos() throws {
    let manifiesto = try #require(ManifiestoLlbuild.analizar(Self.linux))
    #expect(manifiesto.comandos.count == 10)
    let modulo = try #require(manifiesto.comando("C.Leccion01-x86_64-unknown-linux-gnu-debug.module"))
    #expect(modulo.herramienta == "shell")
    #expect(modulo.entradas.first == Self.raiz + "/Sources/Workbook/Leccion01/Contador.swift")
    #expect(modulo.argumentos.prefix(3) == ["/s/swiftc", "-module-name", "Leccion01"])
    #expect(modulo.salidas.count == 2)
    let fase = try #require(manifiesto.comando("<ComposableArchitecture-x86_64-unknown-linux-gnu-debug.module>"))
    #expect(fase.herramienta == "phony" && fase.argumentos.isEmpty)
  }

  @Test("Los mandatos de la lección, en orden: módulo, su envoltura, pruebas, su envoltura, enlace")
  func mandatosEnOrden() throws {
    let manifiesto = try #require(ManifiestoLlbuild.analizar(Self.linux))
    let comandos = try #require(ComandosLeccion.buscar(leccion(), en: manifiesto, carpetaConstruccion: Self.construccion))
    let claves = comandos.enOrden.map { comando in
      comando.argumentos.contains("-modulewrap")
        ? "envoltura " + URL(fileURLWithPath: comando.argumentos[2]).lastPathComponent : comando.clave
    }
    #expect(claves == [
      "C.Leccion01-x86_64-unknown-linux-gnu-debug.module", "envoltura Leccion01.swiftmodule",
      "C.PruebasLeccion01-x86_64-unknown-linux-gnu-debug.module", "envoltura PruebasLeccion01.swiftmodule",
      "C.PruebasLeccion01-x86_64-unknown-linux-gnu-debug.exe",
    ])
    #expect(comandos.binario == Self.raiz + "/.build/x86_64-unknown-linux-gnu/debug/PruebasLeccion01")
  }

  @Test("Lo que no es del alumno: las fuentes del runtime, las pruebas ocultas y el compilador; ni las del alumno, ni productos, ni otros objetivos")
  func fuentesPrevias() throws {
    let manifiesto = try #require(ManifiestoLlbuild.analizar(Self.linux))
    let comandos = try #require(ComandosLeccion.buscar(leccion(), en: manifiesto, carpetaConstruccion: Self.construccion))
    #expect(comandos.fuentesPrevias == [
      "/r/Mi Año/Sources/ComposableArchitecture/Store.swift", "/r/Mi Año/Tests/Exercises/Leccion01/Pruebas.swift", "/s/swiftc",
    ])
  }

  @Test("Sin envolturas (macOS enlaza el AST de otra forma): módulo, pruebas, enlace")
  func sinEnvolturas() throws {
    // NB: fuera las dos entradas de envoltura enteras (clave y campos).
    var lineas: [String] = []
    var saltar = false
    for linea in Self.linux.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      if linea.hasPrefix("  \"") { saltar = linea.contains("swiftmodule.o\":") }
      if !saltar { lineas.append(linea) }
    }
    let manifiesto = try #require(ManifiestoLlbuild.analizar(lineas.joined(separator: "\n")))
    let comandos = try #require(ComandosLeccion.buscar(leccion(), en: manifiesto, carpetaConstruccion: Self.construccion))
    #expect(comandos.envolturas.isEmpty)
    #expect(comandos.enOrden.map(\.clave) == [
      "C.Leccion01-x86_64-unknown-linux-gnu-debug.module", "C.PruebasLeccion01-x86_64-unknown-linux-gnu-debug.module",
      "C.PruebasLeccion01-x86_64-unknown-linux-gnu-debug.exe",
    ])
  }

  @Test("Una línea fuera del subconjunto, o ningún mandato, no se interpreta a medias: nil")
  func fueraDelSubconjunto() {
    let bloque = Self.linux.replacingOccurrences(
      of: "    tool: phony\n", with: "    tool: phony\n    inputs:\n      - \"<x>\"\n")
    #expect(ManifiestoLlbuild.analizar(bloque) == nil)
    let sinComillas = Self.linux.replacingOccurrences(of: "  \"C.Motor-", with: "  C.Motor-")
    #expect(ManifiestoLlbuild.analizar(sinComillas) == nil)
    let listaRota = Self.linux.replacingOccurrences(of: "args: [\"/s/swiftc\",\"-module-name\",\"Motor\"]", with: "args: [\"/s/swiftc\",")
    #expect(ManifiestoLlbuild.analizar(listaRota) == nil)
    #expect(ManifiestoLlbuild.analizar("client:\n  name: basic\n") == nil)
    #expect(ManifiestoLlbuild.analizar("") == nil)
  }

  @Test("Sin el mandato de una lección, o con dos que encajan, no hay mandatos (se compila con SwiftPM)")
  func faltaOAmbiguo() throws {
    let manifiesto = try #require(ManifiestoLlbuild.analizar(Self.linux))
    #expect(ComandosLeccion.buscar(leccion(2), en: manifiesto, carpetaConstruccion: Self.construccion) == nil)
    let doble = Self.linux + """
        "C.Leccion01-arm64-apple-macosx-debug.module":
          tool: shell
          args: ["/s/swiftc","-module-name","Leccion01"]

      """
    let ambiguo = try #require(ManifiestoLlbuild.analizar(doble))
    #expect(ComandosLeccion.buscar(leccion(), en: ambiguo, carpetaConstruccion: Self.construccion) == nil)
  }

  @Test("Una línea de un archivo `@sources` de SwiftPM: la ruta tal cual, o entre comillas simples si tiene espacios")
  func lineaDeFuentes() {
    #expect(ConstruccionDirecta.sinComillas("/r/a/Contador.swift") == "/r/a/Contador.swift")
    #expect(ConstruccionDirecta.sinComillas("'/r/Mis Cursos/Año 1/Contador.swift'") == "/r/Mis Cursos/Año 1/Contador.swift")
    #expect(ConstruccionDirecta.sinComillas("'/r/l'\\''Hospitalet/A.swift'") == "/r/l'Hospitalet/A.swift")
    #expect(ConstruccionDirecta.sinComillas("'") == "'")
  }

  @Test("La huella del plan cambia con los mandatos de los que depende el binario, no con los de otro objetivo")
  func huellaDelPlan() throws {
    func huella(_ texto: String) throws -> String {
      let manifiesto = try #require(ManifiestoLlbuild.analizar(texto))
      return try #require(ComandosLeccion.buscar(leccion(), en: manifiesto, carpetaConstruccion: Self.construccion)).huellaPlan
    }
    let base = try huella(Self.linux)
    #expect(try huella(Self.linux) == base)
    let otroObjetivo = Self.linux.replacingOccurrences(of: "\"-module-name\",\"Motor\"]", with: "\"-module-name\",\"Motor\",\"-DX\"]")
    #expect(try huella(otroObjetivo) == base)
    let runtime = Self.linux.replacingOccurrences(
      of: "\"-module-name\",\"ComposableArchitecture\"]", with: "\"-module-name\",\"ComposableArchitecture\",\"-DX\"]")
    #expect(try huella(runtime) != base)
    let delModulo = Self.linux.replacingOccurrences(of: "\"-parseable-output\"]", with: "\"-parseable-output\",\"-DTALLER_SIN_SWIFTUI\"]")
    #expect(try huella(delModulo) != base)
  }
}
