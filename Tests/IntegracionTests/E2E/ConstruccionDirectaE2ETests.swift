import CheckerCore
import Foundation
@testable import Motor
import Testing

extension Construcciones {
  /// The direct inner build (SwiftPM's planned commands run by the checker) against `swift build`,
  /// in the fixture copy's own `.build`: same verdicts, and SwiftPM whenever the plan may be stale.
  @Suite("Compilación directa de la lección con los mandatos del plan de SwiftPM")
  struct ConstruccionDirectaE2ETests {
    let taller = Taller(raiz: TallerE2E.copia)
    let toolchain: Toolchain
    let leccion: Leccion
    let tabla: TablaDiagnosticos

    init() throws {
      try TallerE2E.preparar()
      toolchain = try Toolchain.localizar(entorno: TallerE2E.entorno())
      let catalogo = try Catalogo.cargar(taller)
      leccion = try #require(catalogo.leccion(numero: 1))
      tabla = TablaDiagnosticos(catalogo: catalogo, leccion: leccion, genericos: TablaDiagnosticos.genericos)
    }

    var contador: URL { taller.raiz.appendingPathComponent("Sources/Workbook/Leccion01/Contador.swift") }
    var opciones: Construccion.Opciones { Construccion.Opciones(limiteSegundos: 900 * TallerE2E.factor) }

    func construccion(_ extra: [String: String] = [:]) -> Construccion {
      Construccion(taller: taller, toolchain: toolchain, entorno: TallerE2E.entorno(extra))
    }

    /// The direct build of the working copy as it is now (`nil`: it would hand over to SwiftPM),
    /// with the content check ``Construccion/construir(_:opciones:tabla:registro:carpetaFuente:)``
    /// makes before either path.
    func directa() -> Construccion.Resultado? {
      let constructor = construccion()
      let directa = ConstruccionDirecta(
        taller: taller, toolchain: toolchain, entorno: constructor.entorno, leccion: leccion,
        scratch: taller.carpetaConstruccion, carpetaModulo: leccion.carpetaCopiaTrabajo)
      let contenido = ContenidoConstruido(carpetaConstruccion: taller.carpetaConstruccion, taller: taller, leccion: leccion)
      let instantanea = contenido.renovarFechas([leccion.carpetaCopiaTrabajo, leccion.carpetaPruebas]).instantanea
      let resultado = constructor.construirDirecto(directa, opciones: opciones, tabla: tabla, registro: RegistroHijos())
      if resultado != nil { contenido.anotar(instantanea) }
      return resultado
    }

    /// SwiftPM's build of the working copy as it is now: without the record, in the same environment
    /// (another environment would make SwiftPM plan again, and the plan recorded would be stale).
    func conSwiftPM() throws -> Construccion.Resultado {
      olvidarPlan()
      let resultado = try construccion().construir(leccion, opciones: opciones, tabla: tabla)
      if case .exito(let productos) = resultado { #expect(productos.camino == .swiftpm) }
      return resultado
    }

    func olvidarPlan() {
      try? FileManager.default.removeItem(at: RegistroPlan.archivo(taller.carpetaConstruccion, leccion))
    }

    /// Whether the next build of the working copy would take the direct path.
    func directaAplicable() -> Bool {
      ConstruccionDirecta(
        taller: taller, toolchain: toolchain, entorno: TallerE2E.entorno(), leccion: leccion,
        scratch: taller.carpetaConstruccion, carpetaModulo: leccion.carpetaCopiaTrabajo
      ).comandos() != nil
    }

    /// Writes the working copy: the fixture's solution plus `extra`, or with `cambiar` applied.
    func escribirCopia(extra: String = "", cambiar: (String) -> String = { $0 }) throws {
      let solucion = try String(
        contentsOf: taller.raiz.appendingPathComponent("Lessons/01-contador/Solucion/Contador.swift"), encoding: .utf8)
      try (cambiar(solucion) + extra).write(to: contador, atomically: true, encoding: .utf8)
    }

    /// A SwiftPM build of the solution, so the plan is recorded.
    func registrarPlan() throws {
      try escribirCopia()
      let resultado = try conSwiftPM()
      guard case .exito = resultado else {
        Issue.record("la solución debería compilar: \(resultado)")
        return
      }
    }

    func fallo(_ resultado: Construccion.Resultado?) -> FalloCompilacion? {
      if case .fallo(let fallo) = resultado { return fallo }
      return nil
    }

    @Test("Con el plan al día, el camino directo da lo mismo que SwiftPM: éxito, error del alumno y símbolo que falta a las pruebas")
    func mismosVeredictos() throws {
      try registrarPlan()
      try escribirCopia(extra: "\npublic let novedadDeLaInterfaz = 1\n")
      guard case .exito(let productos) = directa() else {
        Issue.record("tras un cambio de interfaz, el camino directo debería compilar")
        return
      }
      #expect(productos.camino == .directo)
      #expect(FileManager.default.isExecutableFile(atPath: productos.binario.path))
      let informe = Revisor(
        taller: taller, catalogo: try Catalogo.cargar(taller), toolchain: toolchain, entorno: TallerE2E.entorno(),
        registro: RegistroHijos()
      ).revisar(leccion, opciones: opciones)
      guard case .ejecutada(let ejecucion, _) = informe.resultado else {
        Issue.record("debería ejecutarse: \(informe.resultado)")
        return
      }
      #expect(ejecucion.resultados.count == 3 && ejecucion.resultados.allSatisfy(\.pasa))

      let casos: [(String, FalloCompilacion.Tipo, (String) -> String)] = [
        ("error del alumno", .alumno, { $0.replacingOccurrences(of: "cuenta -= 1", with: "cuenta -= \"uno\"") }),
        ("símbolo que falta", .pruebas, { $0.replacingOccurrences(of: "public mutating func sumar()", with: "public mutating func incrementar()") }),
      ]
      for (nombre, tipo, cambio) in casos {
        try registrarPlan()
        try escribirCopia(cambiar: cambio)
        let directo = try #require(fallo(directa()), "\(nombre): el camino directo debería dar el fallo de compilación")
        let swiftpm = try #require(fallo(try conSwiftPM()), "\(nombre): SwiftPM debería fallar")
        #expect(directo.tipo == tipo, "\(nombre)")
        #expect(directo.tipo == swiftpm.tipo, "\(nombre)")
        #expect(directo.errores == swiftpm.errores, "\(nombre)")
        #expect(directo.explicaciones == swiftpm.explicaciones, "\(nombre)")
        #expect(!directo.errores.isEmpty, "\(nombre)")
      }
    }

    @Test("El informe y el código de salida del checker son los mismos por los dos caminos")
    func mismoInforme() throws {
      for cambio in ["cuenta -= \"uno\"", "cuenta -= 2", "cuenta -= 1 // igual"] {
        try registrarPlan()
        try escribirCopia { $0.replacingOccurrences(of: "cuenta -= 1", with: cambio) }
        #expect(directaAplicable(), "\(cambio)")
        let directo = try TallerE2E.checker(["leccion1"], entorno: ["NO_COLOR": "1"])
        olvidarPlan()
        let swiftpm = try TallerE2E.checker(["leccion1"], entorno: ["NO_COLOR": "1"])
        #expect(directo.codigo == swiftpm.codigo, "\(cambio)")
        #expect(directo.stdout == swiftpm.stdout, "\(cambio)\n\(directo.todo)\n---\n\(swiftpm.todo)")
      }
    }

    @Test("Vuelve a SwiftPM si cambia Package.swift, una fuente del runtime, una prueba oculta, la lista de archivos de la lección o se pide")
    func vuelveASwiftPM() throws {
      let cambios: [(String, () throws -> Void)] = [
        ("Package.swift", { try agregar("\n// cambio\n", a: "Package.swift") }),
        ("runtime", { try agregar("\n// cambio\n", a: "Sources/ComposableArchitecture/Store/Store.swift") }),
        ("arnés", { try agregar("\n// cambio\n", a: "Sources/TallerArnes/Prueba.swift") }),
        ("prueba oculta", { try agregar("\n// cambio\n", a: "Tests/Exercises/Leccion01/PruebasContador.swift") }),
        ("archivo nuevo", { try "public let otro = 2\n".write(
          to: contador.deletingLastPathComponent().appendingPathComponent("Otro.swift"), atomically: true, encoding: .utf8) }),
      ]
      for (nombre, cambiar) in cambios {
        try registrarPlan()
        try escribirCopia(extra: "\npublic let marca = 1\n")
        #expect(directa() != nil, "\(nombre): antes del cambio, el camino directo vale")
        try cambiar()
        #expect(directa() == nil, "\(nombre): tras el cambio, debería compilar SwiftPM")
        try TallerE2E.preparar()
      }
      try registrarPlan()
      let forzada = ConstruccionDirecta(
        taller: taller, toolchain: toolchain, entorno: TallerE2E.entorno([ConstruccionDirecta.variable: "swiftpm"]),
        leccion: leccion, scratch: taller.carpetaConstruccion, carpetaModulo: leccion.carpetaCopiaTrabajo)
      #expect(forzada.comandos() == nil)
    }

    @Test("Un runtime nuevo (un `git pull`) nunca se califica con el viejo: SwiftPM lo compila y la lección lo usa")
    func runtimeNuevo() throws {
      try registrarPlan()
      try agregar("\npublic func novedadDelRuntime() -> Int { 42 }\n", a: "Sources/ComposableArchitecture/Store/Store.swift")
      try escribirCopia(extra: "\npublic let usaNovedad = novedadDelRuntime()\n")
      #expect(directa() == nil)
      let resultado = try construccion().construir(leccion, opciones: opciones, tabla: tabla)
      guard case .exito(let productos) = resultado else {
        Issue.record("con el runtime nuevo, la lección debería compilar: \(resultado)")
        return
      }
      #expect(productos.camino == .swiftpm)
      try TallerE2E.preparar()
    }

    @Test("En la carpeta de ensamblado de `verificar` (la misma para cada fuente) compila siempre SwiftPM, y un error se atribuye al archivo de la variante")
    func ensambladoDeVerificar() throws {
      let variante = taller.raiz.appendingPathComponent("Lessons/01-contador/Variantes/error-roto")
      try FileManager.default.createDirectory(at: variante, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: variante) }
      let solucion = try String(
        contentsOf: taller.raiz.appendingPathComponent("Lessons/01-contador/Solucion/Contador.swift"), encoding: .utf8)
      try solucion.replacingOccurrences(of: "cuenta -= 1", with: "cuenta -= \"uno\"")
        .write(to: variante.appendingPathComponent("Contador.swift"), atomically: true, encoding: .utf8)
      func construir(_ fuente: FuenteLeccion) throws -> Construccion.Resultado {
        var opciones = self.opciones
        opciones.fuente = fuente
        opciones.ensamblarEn = "verificacion"
        return try construccion().construir(leccion, opciones: opciones, tabla: tabla)
      }
      olvidarPlan()
      let caminos = try [FuenteLeccion.plantilla, .solucion, .variante("alternativa-max")].map { fuente -> Construccion.Camino? in
        guard case .exito(let productos) = try construir(fuente) else { return nil }
        return productos.camino
      }
      // NB: regression (4 Dec 2026): a direct build of an assembled source once graded a variant
      // with crashing tests; a checked working copy still goes direct after SwiftPM's first build.
      #expect(caminos == [.swiftpm, .swiftpm, .swiftpm])
      let roto = try #require(fallo(try construir(.variante("error-roto"))))
      #expect(roto.tipo == .alumno)
      #expect(roto.errores.map(\.archivo) == ["Lessons/01-contador/Variantes/error-roto/Contador.swift"])
    }

    func agregar(_ texto: String, a relativo: String) throws {
      let url = taller.raiz.appendingPathComponent(relativo)
      let actual = try String(contentsOf: url, encoding: .utf8)
      try (actual + texto).write(to: url, atomically: true, encoding: .utf8)
    }
  }
}
