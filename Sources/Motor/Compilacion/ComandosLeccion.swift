import Foundation

/// The commands of an llbuild manifest that build one lesson's hidden-test binary, in order, and
/// what else that binary is made from.
///
/// The lesson's own commands are the module of `LeccionNN` (`C.LeccionNN-<triple>-debug.module`), its
/// `-modulewrap` (Linux), the module of `PruebasLeccionNN`, its `-modulewrap`, and the link
/// (`C.PruebasLeccionNN-<triple>-debug.exe`). Everything else the link needs, walked back from its
/// inputs through the commands that produce them (the runtime, the harness, `TallerComun`), is
/// *prebuilt*: ``ConstruccionDirecta`` does not rebuild it and only goes ahead when none of its
/// source files changed since SwiftPM last built the lesson (``RegistroPlan``).
public struct ComandosLeccion: Sendable, Equatable {
  /// The lesson module's compile command.
  public var modulo: ManifiestoLlbuild.Comando
  /// The hidden-test module's compile command.
  public var pruebas: ManifiestoLlbuild.Comando
  /// The `-modulewrap` commands of both modules (none on macOS).
  public var envolturas: [ManifiestoLlbuild.Comando]
  /// The link of the hidden-test executable.
  public var enlace: ManifiestoLlbuild.Comando
  /// Every file outside the build folder the binary is made from except the student's module
  /// sources, sorted: the sources of the prebuilt targets, the hidden tests, the compiler.
  public var fuentesPrevias: [String]

  /// The fingerprint (``HuellaArchivo``) of every command the binary depends on, the lesson's and the
  /// prebuilt ones: key, arguments, inputs and outputs. SwiftPM may rewrite the manifest without changing
  /// the plan (another environment makes it plan again); what matters is whether these commands changed.
  public var huellaPlan: String

  /// The binary the link writes.
  public var binario: String? { enlace.salidas.first }

  /// Finds `leccion`'s commands in `manifiesto`; `nil` when any is missing or ambiguous.
  /// - Parameter carpetaConstruccion: The scratch folder: nodes under it are build products.
  public static func buscar(
    _ leccion: Leccion, en manifiesto: ManifiestoLlbuild, carpetaConstruccion: URL
  ) -> ComandosLeccion? {
    func unico(_ prefijo: String, _ sufijo: String) -> ManifiestoLlbuild.Comando? {
      let hallados = manifiesto.comandos.filter {
        $0.herramienta == "shell" && $0.clave.hasPrefix(prefijo) && $0.clave.hasSuffix(sufijo)
      }
      return hallados.count == 1 ? hallados[0] : nil
    }
    guard let modulo = unico("C.\(leccion.modulo)-", "-debug.module"),
      let pruebas = unico("C.\(leccion.producto)-", "-debug.module"),
      let enlace = unico("C.\(leccion.producto)-", "-debug.exe"), enlace.salidas.count == 1
    else { return nil }
    let modulos = Set((modulo.salidas + pruebas.salidas).filter { $0.hasSuffix(".swiftmodule") })
    let envolturas = manifiesto.comandos.filter {
      $0.argumentos.contains("-modulewrap") && $0.entradas.contains { modulos.contains($0) }
    }
    let propios = Set([modulo, pruebas, enlace].map(\.clave) + envolturas.map(\.clave))
    // NB: the student's own files change at every check; they are what the direct build is for.
    let delAlumno = Set(fuentesSwift(modulo))
    let (fuentes, previos) = previas(
      desde: enlace, propios: propios, manifiesto: manifiesto,
      construccion: [carpetaConstruccion.path, carpetaConstruccion.resolvingSymlinksInPath().path])
    let todos = [modulo, pruebas, enlace] + envolturas + previos.sorted { $0.clave < $1.clave }
    let texto = todos.map { ([$0.clave, $0.herramienta] + $0.argumentos + ["<-"] + $0.entradas + ["->"] + $0.salidas) }
      .map { $0.joined(separator: "\u{1F}") }.joined(separator: "\u{1E}")
    return ComandosLeccion(
      modulo: modulo, pruebas: pruebas, envolturas: envolturas, enlace: enlace,
      fuentesPrevias: fuentes.filter { !delAlumno.contains($0) }, huellaPlan: HuellaArchivo.de(Data(texto.utf8)))
  }

  /// The commands in the order they must run: module, its wrap, tests, their wrap, link.
  public var enOrden: [ManifiestoLlbuild.Comando] {
    let delModulo = envolturas.filter { envoltura in modulo.salidas.contains { envoltura.entradas.contains($0) } }
    let deLasPruebas = envolturas.filter { !delModulo.contains($0) }
    return [modulo] + delModulo + [pruebas] + deLasPruebas + [enlace]
  }

  /// The `.swift` inputs of a compile command.
  public static func fuentesSwift(_ comando: ManifiestoLlbuild.Comando) -> [String] {
    comando.entradas.filter { $0.hasSuffix(".swift") }
  }

  /// Walks back from `comando`'s inputs through the commands that produce them, skipping
  /// `propios`: the inputs of those commands that are files outside every `construccion` path, and
  /// the commands themselves.
  static func previas(
    desde comando: ManifiestoLlbuild.Comando, propios: Set<String>, manifiesto: ManifiestoLlbuild,
    construccion: [String]
  ) -> (fuentes: [String], comandos: [ManifiestoLlbuild.Comando]) {
    var productor: [String: ManifiestoLlbuild.Comando] = [:]
    for candidato in manifiesto.comandos {
      for salida in candidato.salidas { productor[salida] = candidato }
    }
    var pendientes = comando.entradas
    for propio in manifiesto.comandos where propios.contains(propio.clave) { pendientes += propio.entradas }
    var vistos = Set<String>()
    var fuentes = Set<String>()
    var comandos: [String: ManifiestoLlbuild.Comando] = [:]
    while let nodo = pendientes.popLast() {
      guard vistos.insert(nodo).inserted else { continue }
      guard let origen = productor[nodo] else {
        if !nodo.hasPrefix("<"), !construccion.contains(where: { nodo.hasPrefix($0 + "/") }) { fuentes.insert(nodo) }
        continue
      }
      if propios.contains(origen.clave) { continue }
      comandos[origen.clave] = origen
      pendientes += origen.entradas
    }
    return (fuentes.sorted(), Array(comandos.values))
  }
}
