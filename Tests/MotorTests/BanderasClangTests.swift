import Foundation
import Motor
import Testing

/// The build's Clang flags, read from its llbuild manifest, for `swiftc -typecheck` and the
/// per-exercise compiles.
@Suite("Banderas de Clang de la compilación (la caché de módulos se reutiliza)")
struct BanderasClangTests {
  /// Two compile commands as SwiftPM 6.3 writes them in `debug.yaml` (shortened).
  let manifiesto = """
    client:
      name: basic
    commands:
      "C.Motor-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        args: ["/s/swiftc","-module-name","Motor","-Onone","-g","-Xcc","-fPIC","-Xcc","-DMOTOR"]
      "C.Leccion01-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        description: "Compiling Swift Module 'Leccion01' (10 sources)"
        args: ["/s/swiftc","-module-name","Leccion01","-incremental","-Onone","-enable-testing","-DDEBUG","-g","-Xcc","-fPIC","-Xcc","-g","-package-name","taller","-Xcc","-fno-omit-frame-pointer"]
      "C.PruebasLeccion01-x86_64-unknown-linux-gnu-debug.module":
        tool: shell
        args: ["/s/swiftc","-module-name","PruebasLeccion01","-g","-Xcc","-fPIE"]
    """

  @Test("Del mandato que compila el módulo pedido, solo -g y cada par -Xcc, en su orden")
  func delManifiesto() {
    #expect(BanderasClang.deManifiesto(manifiesto, modulo: "Leccion01")
      == ["-g", "-Xcc", "-fPIC", "-Xcc", "-g", "-Xcc", "-fno-omit-frame-pointer"])
    #expect(BanderasClang.deManifiesto(manifiesto, modulo: "Motor") == ["-g", "-Xcc", "-fPIC", "-Xcc", "-DMOTOR"])
    #expect(BanderasClang.deManifiesto(manifiesto, modulo: "PruebasLeccion01") == ["-g", "-Xcc", "-fPIE"])
  }

  @Test("Una línea que nombra el módulo sin ser sus args se salta; vale la siguiente que sí lo es")
  func otraLineaAntes() {
    let texto = """
      commands:
        "C.Leccion01.module":
          inputs: ["-module-name","Leccion01"]
          args: ["/s/swiftc","-module-name","Leccion01","-g","-Xcc","-fPIC"]
      """
    #expect(BanderasClang.deManifiesto(texto, modulo: "Leccion01") == ["-g", "-Xcc", "-fPIC"])
  }

  @Test("Sin el módulo, con argumentos ilegibles o sin manifiesto: ninguna bandera")
  func sinNada() throws {
    #expect(BanderasClang.deManifiesto(manifiesto, modulo: "Leccion0").isEmpty)
    #expect(BanderasClang.deManifiesto(manifiesto, modulo: "Leccion02").isEmpty)
    #expect(BanderasClang.deManifiesto(#"    args: ["-module-name","Leccion01","-g""#, modulo: "Leccion01").isEmpty)
    #expect(BanderasClang.deManifiesto("", modulo: "Leccion01").isEmpty)
    let inexistente = FileManager.default.temporaryDirectory.appendingPathComponent("no-existe-\(UUID().uuidString).yaml")
    #expect(BanderasClang.leer(manifiesto: inexistente, modulo: "Leccion01").isEmpty)
  }

  @Test("Lee el archivo de verdad")
  func leeArchivo() throws {
    let archivo = FileManager.default.temporaryDirectory.appendingPathComponent("debug-\(UUID().uuidString).yaml")
    try Data(manifiesto.utf8).write(to: archivo)
    defer { try? FileManager.default.removeItem(at: archivo) }
    #expect(BanderasClang.leer(manifiesto: archivo, modulo: "PruebasLeccion01") == ["-g", "-Xcc", "-fPIE"])
  }

  @Test("Desde la carpeta de módulos de una compilación: el debug.yaml de su carpeta de compilación")
  func desdeModulos() throws {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("scratch \(UUID().uuidString)")
    let modulos = scratch.appendingPathComponent("x86_64-unknown-linux-gnu/debug/Modules")
    try FileManager.default.createDirectory(at: modulos, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    #expect(BanderasClang.deLaConstruccion(modulos: modulos, modulo: "Leccion01").isEmpty)
    try Data(manifiesto.utf8).write(to: scratch.appendingPathComponent("debug.yaml"))
    #expect(BanderasClang.deLaConstruccion(modulos: modulos, modulo: "Motor") == ["-g", "-Xcc", "-fPIC", "-Xcc", "-DMOTOR"])
  }

  @Test("Un -Xcc sin valor al final se descarta; lo demás, fuera")
  func relevantes() {
    #expect(BanderasClang.relevantes(["-g", "-Onone", "-Xcc", "-fPIC", "-DDEBUG", "-Xcc"]) == ["-g", "-Xcc", "-fPIC"])
    #expect(BanderasClang.relevantes(["-Xcc", "-g", "-Xcc", "-g"]) == ["-Xcc", "-g", "-Xcc", "-g"])
    #expect(BanderasClang.relevantes(["-Onone", "-swift-version", "6"]).isEmpty)
  }

  @Test("El manifiesto está dos carpetas por encima de los productos")
  func rutaManifiesto() {
    #expect(BanderasClang.manifiesto(binarios: URL(fileURLWithPath: "/t/.build/x86_64-unknown-linux-gnu/debug")).path
      == "/t/.build/debug.yaml")
    #expect(BanderasClang.manifiesto(binarios: URL(fileURLWithPath: "/t/otra carpeta/arm64-apple-macosx/debug")).path
      == "/t/otra carpeta/debug.yaml")
  }
}
