import Foundation

/// Builds a lesson's hidden-test binary by running, in order, the commands SwiftPM planned for it
/// (``ComandosLeccion``), without `swift build`: what SwiftPM adds on top of them (loading the
/// package, checking the manifest, planning, stat-ing every file of the package) the outer
/// `swift run checker` has just done.
///
/// It only runs when the plan is known to be current (``aplicable(comandos:)``): the record of the
/// last successful SwiftPM build of the lesson in this scratch folder (``RegistroPlan``) matches the
/// manifest, the environment, and every source of the prebuilt targets and hidden tests; and the
/// module's sources are exactly the lesson folder's `.swift` files. It gives up (`nil`, and the caller
/// runs `swift build`) whenever anything is not as expected, including a command that fails for any
/// reason other than a compile error in the student's code or in the hidden tests compiled against it.
/// `TALLER_CONSTRUCCION=swiftpm` turns it off.
struct ConstruccionDirecta {
  /// The workbook.
  var taller: Taller
  /// The toolchain (its `swift` is part of the plan's identity).
  var toolchain: Toolchain
  /// Environment of the build, as `swift build` would have received it.
  var entorno: [String: String]
  /// The lesson.
  var leccion: Leccion
  /// The scratch folder (`.build`, or a scratch path).
  var scratch: URL
  /// The lesson module's source folder relative to the root (the working copy, or `Plantilla/`…).
  var carpetaModulo: String

  /// `TALLER_CONSTRUCCION`: `swiftpm` makes every build go through `swift build`.
  static let variable = "TALLER_CONSTRUCCION"

  /// The lesson's commands when the direct build may run them, else `nil`.
  func comandos() -> ComandosLeccion? {
    guard entorno[Self.variable] != "swiftpm", let registro = RegistroPlan.leer(scratch, leccion),
      let manifiesto = ManifiestoLlbuild.leer(RegistroPlan.manifiesto(scratch)),
      let comandos = ComandosLeccion.buscar(leccion, en: manifiesto, carpetaConstruccion: scratch),
      aplicable(comandos: comandos, registro: registro)
    else { return nil }
    return comandos
  }

  /// Whether `comandos` still describe this build: the record matches now, and the module and test
  /// sources are the folders' `.swift` files (the same list in each command's `@sources` file).
  func aplicable(comandos: ComandosLeccion, registro: RegistroPlan) -> Bool {
    guard RegistroPlan.actual(comandos: comandos, taller: taller, entorno: entorno, swift: toolchain.swift) == registro
    else { return false }
    let carpetas = [
      (comandos.modulo, carpetaModulo), (comandos.pruebas, leccion.carpetaPruebas),
    ]
    for (comando, carpeta) in carpetas {
      let raiz = taller.raiz.appendingPathComponent(carpeta)
      let esperadas = ArchivosCarpeta.listar(raiz).filter { $0.hasSuffix(".swift") }.sorted()
      let rutas = [raiz.path, raiz.resolvingSymlinksInPath().path]
      let planificadas = ComandosLeccion.fuentesSwift(comando).compactMap { ruta in
        rutas.first { ruta.hasPrefix($0 + "/") }.map { String(ruta.dropFirst($0.count + 1)) }
      }.sorted()
      guard planificadas == esperadas, planificadas.count == ComandosLeccion.fuentesSwift(comando).count,
        let lista = comando.argumentos.first(where: { $0.hasPrefix("@") }),
        let texto = try? String(contentsOfFile: String(lista.dropFirst()), encoding: .utf8),
        texto.split(separator: "\n").map(Self.sinComillas) == ComandosLeccion.fuentesSwift(comando)
      else { return false }
    }
    return true
  }

  /// A line of a `@sources` file as SwiftPM writes it: the path itself, or, when it has spaces or
  /// other characters a shell would split on, in single quotes (a quote inside as `'\''`).
  static func sinComillas(_ linea: Substring) -> String {
    guard linea.count >= 2, linea.hasPrefix("'"), linea.hasSuffix("'") else { return String(linea) }
    return linea.dropFirst().dropLast().replacingOccurrences(of: "'\\''", with: "'")
  }

  /// What one run of the commands ended in.
  enum Desenlace {
    /// Every command exited 0: the binary the link wrote.
    case binario(URL, duracion: Double)
    /// A compile command failed with its output (or ran out of time).
    case fallo(ResultadoProceso, salida: String)
    /// Ctrl-C.
    case interrumpido
    /// Something else failed (a wrap, the link, a command that could not start): use SwiftPM.
    case abandonado
  }

  /// Runs `comandos` in order under SwiftPM's own lock of `scratch` (`.lock`, taken without waiting:
  /// when another SwiftPM holds it, `abandonado`). A wrap or link whose outputs are newer than all its
  /// inputs is skipped, as llbuild would.
  func ejecutar(_ comandos: ComandosLeccion, limiteSegundos: Double?, registro: RegistroHijos) -> Desenlace {
    let inicio = Date()
    let cerrojo = scratch.appendingPathComponent(".lock").path
    guard let desenlace = CerrojoArchivo.siEstaLibre(cerrojo, {
      for comando in comandos.enOrden {
        guard let ejecutable = comando.argumentos.first else { return Desenlace.abandonado }
        let compila = comando == comandos.modulo || comando == comandos.pruebas
        if !compila && Self.alDia(comando) { continue }
        let restante = limiteSegundos.map { max(1, $0 - Date().timeIntervalSince(inicio)) }
        // NB: without `-parseable-output` swiftc prints the diagnostics as SwiftPM shows them (it
        // does not change the incremental build record).
        let hijo = ProcesoHijo(
          ejecutable: ejecutable,
          argumentos: Array(comando.argumentos.dropFirst()).filter { $0 != "-parseable-output" },
          entorno: entorno, directorio: taller.raiz.path, limiteSegundos: restante, limiteSalida: 4 * 1024 * 1024)
        guard let resultado = try? Lanzador.ejecutar(hijo, registro: registro) else { return Desenlace.abandonado }
        if resultado.interrumpido { return .interrumpido }
        if resultado.exito { continue }
        guard compila else { return .abandonado }
        return .fallo(resultado, salida: resultado.textoSalida + "\n" + resultado.textoErrores)
      }
      guard let binario = comandos.binario else { return .abandonado }
      return .binario(URL(fileURLWithPath: binario), duracion: Date().timeIntervalSince(inicio))
    }) else { return .abandonado }
    return desenlace
  }

  /// Whether every output of `comando` exists and is at least as new as every input file.
  static func alDia(_ comando: ManifiestoLlbuild.Comando) -> Bool {
    func fecha(_ ruta: String) -> Date? {
      (try? FileManager.default.attributesOfItem(atPath: ruta))?[.modificationDate] as? Date
    }
    let salidas = comando.salidas.map(fecha)
    guard !salidas.isEmpty, salidas.allSatisfy({ $0 != nil }), let antigua = salidas.compactMap({ $0 }).min() else { return false }
    return comando.entradas.filter { !$0.hasPrefix("<") }.allSatisfy { (fecha($0) ?? .distantFuture) <= antigua }
  }
}
