// swift-tools-version:6.0
// Taller TCA: un cuaderno de ejercicios sin conexión para aprender The Composable Architecture.
// Cero dependencias de paquetes: solo la toolchain de Swift.
import Foundation
import PackageDescription

// MARK: - El curso

/// The course, one line per lesson. `NN` is permanent and names the module (`LeccionNN`);
/// `checker nueva-leccion` appends a line here. SwiftPM caches this manifest by its text, so a
/// lesson folder that is not listed here stays invisible: the integrity suite checks list == folders.
let lecciones: [Leccion] = [
  leccion(1, "reducer-macro"),
  leccion(2, "reducer-enum", casosDelAlumno: true),
  leccion(3, "bindable-action"),
  leccion(4, "view-action"),
  leccion(5, "diagnosticos-desplazados", porEjercicio: true),
]

// MARK: - Cómo se traduce una lección en targets
// >>> lógica de las lecciones: idéntica, byte a byte, en Fixtures/Taller/Package.swift (lo comprueba
// FormatoTests.manifiestoCompartido); cámbiala aquí y cópiala allí.

/// One lesson of the course as the manifest sees it.
struct Leccion {
  /// Permanent lesson number (`3` for `Leccion03`).
  let numero: Int
  /// Folder suffix under `Lessons/` (`Lessons/03-bindable-action`).
  let slug: String
  /// A per-exercise lesson (`ejercicios` in its `leccion.json`): its working copy starts NOT
  /// compiling on purpose, so by default the module is built from `Solucion/` (a fresh clone's
  /// `swift build` and Xcode stay green). The checker compiles each exercise of the working copy
  /// on its own and points the module at its assembly under `.build/` with `TALLER_FUENTE`.
  var porEjercicio = false
  /// The student writes enum cases that the hidden tests build values of (lesson 2's
  /// `Destino.State`/`Destino.Action`). Against the stub those enums have no cases, so each value
  /// the tests build is of an uninhabited type and the compiler warns «will never be executed» at
  /// every use: warnings of a file the student never edits. They are silenced in the hidden-test
  /// target only (the student's module keeps every warning).
  var casosDelAlumno = false

  /// `Leccion03`.
  var modulo: String { "Leccion" + (numero < 10 ? "0\(numero)" : "\(numero)") }
  /// `03`.
  var nn: String { numero < 10 ? "0\(numero)" : "\(numero)" }
  /// `Lessons/03-bindable-action`.
  var carpeta: String { "Lessons/\(nn)-\(slug)" }

  /// Where the student module's sources come from. `TALLER_FUENTE=03:solucion` (or `plantilla`)
  /// switches lesson 03 to that folder of `Lessons/`; any other name (`03:error-setter`) is a variant,
  /// built from `.build/fuentes/leccion03/error-setter`, where the checker assembles it (`Solucion/`
  /// plus the variant's own files: format 2). Several lessons may be given separated by commas.
  /// Unset (the normal case) means the student's working copy `Sources/Workbook/LeccionNN`.
  /// NB: the manifest never writes (on macOS SwiftPM evaluates it in a sandbox that forbids it);
  /// `swift run checker ensamblar leccion3 error-setter` assembles a variant by hand.
  var fuente: String {
    for elegido in fuentesElegidas where elegido.numero == numero {
      switch elegido.fuente {
      case "plantilla": return "\(carpeta)/Plantilla"
      case "solucion": return "\(carpeta)/Solucion"
      default:
        // Una ruta (contiene `/`): el ensamblado de una lección por ejercicios bajo `.build/`.
        if elegido.fuente.contains("/") { return elegido.fuente }
        let ensamblada = ".build/fuentes/leccion\(nn)/\(elegido.fuente)"
        if !FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + ensamblada) {
          FileHandle.standardError.write(Data("""
            TALLER_FUENTE=\(numero):\(elegido.fuente): la variante no está ensamblada en \(ensamblada)/.
              Ensámblala (Solucion/ + Variantes/\(elegido.fuente)/) con:
                swift run checker ensamblar leccion\(numero) \(elegido.fuente)   (sin TALLER_FUENTE)
              y vuelve a compilar; repítelo tras cambiar Solucion/ o la variante.\n
            """.utf8))
        }
        return ensamblada
      }
    }
    return porEjercicio ? "\(carpeta)/Solucion" : "Sources/Workbook/\(modulo)"
  }
}

func leccion(
  _ numero: Int, _ slug: String, porEjercicio: Bool = false, casosDelAlumno: Bool = false
) -> Leccion {
  Leccion(numero: numero, slug: slug, porEjercicio: porEjercicio, casosDelAlumno: casosDelAlumno)
}

extension Leccion {
  /// Whether the folders its targets point at exist. Reading the package's own folder is allowed
  /// by the macOS manifest sandbox. SwiftPM caches this manifest by text and environment, not by
  /// folders: the checker passes `TALLER_CARPETAS_AUSENTES` so a cached result is never reused.
  var carpetasPresentes: Bool {
    [fuente, "Tests/Exercises/\(modulo)"].allSatisfy {
      FileManager.default.fileExists(atPath: Context.packageDirectory + "/" + $0)
    }
  }
}

/// Parsed `TALLER_FUENTE` (`NN:fuente[,NN:fuente…]`).
let fuentesElegidas: [(numero: Int, fuente: String)] =
  (ProcessInfo.processInfo.environment["TALLER_FUENTE"] ?? "")
  .split(separator: ",")
  .compactMap { parte in
    let trozos = parte.split(separator: ":", maxSplits: 1).map(String.init)
    guard trozos.count == 2, let numero = Int(trozos[0]) else { return nil }
    return (numero, trozos[1])
  }

/// The lesson module (built from ``Leccion/fuente``) and its hidden-test executable.
///
/// Each target names the folder that always holds its sources (`Sources/Workbook`,
/// `Tests/Exercises`) as `path` and its own folder in `sources`. SwiftPM caches an evaluated
/// manifest by its text, location and environment (`~/.cache/org.swift.swiftpm/manifests`), never by
/// the folders it looked at: the student's `swift run checker` may reuse an evaluation from before a
/// lesson folder was deleted. With the folder as `path` that evaluation makes SwiftPM reject the whole
/// package («invalid custom path»); as a `sources` entry it only leaves that target empty (a
/// warning), and the checker explains the missing folder. The folder's neighbours are excluded
/// (``vecinos(de:)``) so that SwiftPM does not warn of them as unhandled files. No explicit product:
/// a root package's
/// executable target is a product anyway (`swift build --product PruebasLeccionNN`), and an explicit
/// product of an empty target is an error.
func objetivos(_ leccion: Leccion) -> [Target] {
  let pruebas = "Pruebas\(leccion.modulo)"
  let fuente = dividir(leccion.fuente)
  return [
    .target(
      name: leccion.modulo, dependencies: ["ComposableArchitecture", "SwiftUIDeImitacion"], path: fuente.carpeta,
      exclude: vecinos(de: fuente) + ajenos(en: fuente), sources: [fuente.nombre], swiftSettings: ajustesLecciones),
    .executableTarget(
      name: pruebas,
      dependencies: [.target(name: leccion.modulo), "ComposableArchitecture", "TallerArnes", "SwiftUIDeImitacion"],
      path: "Tests/Exercises", exclude: vecinos(de: ("Tests/Exercises", leccion.modulo)),
      sources: [leccion.modulo],
      swiftSettings: leccion.casosDelAlumno ? [.unsafeFlags(["-suppress-warnings"])] : []
    ),
  ]
}

/// What else `carpeta` holds besides `nombre` (other lessons, `README.md`), for `exclude`; hidden
/// entries are left out (SwiftPM skips them anyway).
func vecinos(de fuente: (carpeta: String, nombre: String)) -> [String] {
  let contenido = (try? FileManager.default.contentsOfDirectory(
    atPath: Context.packageDirectory + "/" + fuente.carpeta)) ?? []
  return contenido.filter { $0 != fuente.nombre && !$0.hasPrefix(".") }.sorted()
}

/// The files under `carpeta/nombre` that are not Swift sources (an editor's `Contador.swift.orig`,
/// `.rej`, `~` backups, a student's `notas.txt`), relative to `carpeta`, for `exclude`: SwiftPM passes
/// every file of an explicit `sources` folder to the compiler («unexpected input file»). Hidden
/// entries (`.DS_Store`, `.swp`) are skipped by SwiftPM anyway. NB: SwiftPM caches this evaluation
/// by text and environment, so the checker names these files in `TALLER_AJENOS` for its builds.
func ajenos(en fuente: (carpeta: String, nombre: String)) -> [String] {
  let raiz = Context.packageDirectory + "/" + fuente.carpeta + "/" + fuente.nombre
  guard let enumerador = FileManager.default.enumerator(atPath: raiz) else { return [] }
  var ajenos: [String] = []
  while let relativo = enumerador.nextObject() as? String {
    let nombre = (relativo as NSString).lastPathComponent
    if nombre.hasPrefix(".") {
      enumerador.skipDescendants()
      continue
    }
    var esCarpeta: ObjCBool = false
    if FileManager.default.fileExists(atPath: raiz + "/" + relativo, isDirectory: &esCarpeta), !esCarpeta.boolValue,
      !nombre.hasSuffix(".swift")
    {
      ajenos.append(fuente.nombre + "/" + relativo)
    }
  }
  return ajenos.sorted()
}

/// `Sources/Workbook/Leccion03` → (`Sources/Workbook`, `Leccion03`); a path without `/` is its own name.
func dividir(_ ruta: String) -> (carpeta: String, nombre: String) {
  guard let barra = ruta.lastIndex(of: "/") else { return (".", ruta) }
  return (String(ruta[..<barra]), String(ruta[ruta.index(after: barra)...]))
}
/// `TALLER_SIN_SWIFTUI=1` (the checker sets it on macOS to build a lesson with views) compiles the
/// lesson modules with `-D TALLER_SIN_SWIFTUI`, which leaves out their SwiftUI views
/// (`#if canImport(SwiftUI) && !TALLER_SIN_SWIFTUI`): hidden tests and type-guarantee snippets never
/// load SwiftUI. Xcode and a plain `swift build` compile the views.
let ajustesLecciones: [SwiftSetting] =
  ProcessInfo.processInfo.environment["TALLER_SIN_SWIFTUI"] == "1" ? [.define("TALLER_SIN_SWIFTUI")] : []
// <<< fin de la lógica de las lecciones

// MARK: - Targets

var targets: [Target] = [
  // Lo que el runtime, el arnés y el checker leen igual: TALLER_FACTOR_TIEMPO, la regla de los ids.
  .target(name: "TallerComun"),
  // El runtime didáctico: los nombres públicos de TCA, escritos por nosotros.
  .target(name: "ComposableArchitecture", dependencies: ["TallerComun"]),
  // El arnés que enlazan las pruebas ocultas: registro, protocolo listar/ejecutar, eventos JSON.
  .target(name: "TallerArnes", dependencies: ["ComposableArchitecture", "TallerComun"]),
  // Un SwiftUI de imitación, sin pantalla: las vistas de las lecciones se compilan con él donde no hay
  // SwiftUI (Linux, el checker en macOS) y las pruebas ocultas leen sus controles y pulsan sus botones.
  .target(name: "SwiftUIDeImitacion"),
  // El motor del checker: catálogo, compilación, procesos de prueba, garantías, progreso. Devuelve
  // valores tipados, sin frases ni códigos de salida; no depende de ninguna lección (una lección rota
  // no puede romperlo).
  .target(name: "Motor", dependencies: ["TallerComun"]),
  // La capa de órdenes: órdenes, informes, todos los Mensajes*, códigos de salida, Ctrl-C.
  .target(name: "CheckerCore", dependencies: ["Motor", "TallerComun"]),
  // NB: el checker no usa el runtime ni el arnés; dependen de él solo para que el primer
  // `swift run checker` de un clon nuevo los compile a la vez que el checker, en vez de después
  // (en la primera comprobación): medido en un clon nuevo con 2 núcleos libres, 51 s → 45 s.
  // La comprobación no los vuelve a compilar: comparten `.build` y entorno con ella.
  .executableTarget(name: "Checker", dependencies: ["CheckerCore", "Motor", "ComposableArchitecture", "TallerArnes"]),

  // Nuestras pruebas (Swift Testing).
  .testTarget(name: "ComposableArchitectureTests", dependencies: ["ComposableArchitecture", "Motor"]),
  .testTarget(name: "TallerArnesTests", dependencies: ["TallerArnes", "ComposableArchitecture", "TallerComun"]),
  .testTarget(name: "CheckerCoreTests", dependencies: ["CheckerCore", "Motor", "TallerComun", "SoporteProcesos"]),
  // El motor solo (sin CheckerCore): lo que no depende de textos ni de órdenes.
  .testTarget(name: "MotorTests", dependencies: ["Motor", "TallerComun", "SoporteProcesos"]),
  // Todo lo que lanza `swift build`: integridad del cuaderno y pruebas de extremo a extremo.
  .testTarget(name: "IntegracionTests", dependencies: ["CheckerCore", "Motor", "TallerComun", "SoporteProcesos"]),
  // Estado de procesos para nuestras pruebas (zombis, descendientes): `/proc` en Linux, `ps` en macOS.
  .target(name: "SoporteProcesos", path: "Tests/SoporteProcesos"),
]

let products: [Product] = [
  .executable(name: "checker", targets: ["Checker"]),
  .library(name: "ComposableArchitecture", targets: ["ComposableArchitecture"]),
]

// NB: a renamed or deleted lesson folder leaves that lesson out instead of making SwiftPM reject
// the whole package («invalid custom path»); the checker names the folder and the fix.
for leccion in lecciones where leccion.carpetasPresentes {
  targets += objetivos(leccion)
}

let package = Package(
  name: "TallerTCA",
  platforms: [.macOS(.v14)],
  products: products,
  targets: targets,
  swiftLanguageModes: [.v6]
)
