import Foundation

/// The flags of a SwiftPM build that decide the hash of its Clang module cache, so that
/// `swiftc -typecheck` of a compile-time check reuses the modules the build already compiled.
///
/// `swiftc` files Clang modules (`Foundation`'s C parts, `Glibc`, `Dispatch`…) under
/// `ModuleCache/<hash>/`, where the hash covers the Clang options. SwiftPM's debug builds add
/// `-g` and a few `-Xcc` options (on Linux with Swift 6.3: `-Xcc -fPIC -Xcc -g -Xcc
/// -fno-omit-frame-pointer`); a typecheck without them hashes differently and compiles every Clang
/// module again. Measured on a fresh clone (2 idle cores): the first guarantee of lesson 1 took
/// 4.0 s with a cache of its own and 0.14 s reusing the build's.
///
/// The flags are read from the build itself (its llbuild manifest, `<scratch>/debug.yaml`, the
/// `args` of the lesson module's compile command), never guessed per platform. When the manifest is
/// missing or reads differently (another SwiftPM, another build system), there are no extra flags
/// and the typecheck only takes longer.
public enum BanderasClang {
  /// `<scratch>/debug.yaml` for a build whose products are in `binarios`
  /// (`<scratch>/<triple>/debug`, or the `<scratch>/debug` link to it).
  public static func manifiesto(binarios: URL) -> URL {
    binarios.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("debug.yaml")
  }

  /// The Clang-relevant flags of `modulo`'s compile command in the build whose `.swiftmodule` files
  /// are in `modulos` (`<scratch>/<triple>/debug/Modules`): ``leer(manifiesto:modulo:)`` on
  /// ``manifiesto(binarios:)`` of its parent.
  public static func deLaConstruccion(modulos: URL, modulo: String) -> [String] {
    leer(manifiesto: manifiesto(binarios: modulos.deletingLastPathComponent()), modulo: modulo)
  }

  /// The Clang-relevant flags of `modulo`'s compile command in `manifiesto`; `[]` if the file, the
  /// command or its arguments cannot be read.
  public static func leer(manifiesto: URL, modulo: String) -> [String] {
    guard let texto = try? String(contentsOf: manifiesto, encoding: .utf8) else { return [] }
    return deManifiesto(texto, modulo: modulo)
  }

  /// ``leer(manifiesto:modulo:)`` on the manifest's text: the first `args: [...]` line that compiles
  /// `modulo` (`"-module-name","<modulo>"`), decoded as the JSON array it is, through
  /// ``relevantes(_:)``.
  public static func deManifiesto(_ texto: String, modulo: String) -> [String] {
    // NB: the manifest is half a megabyte; Foundation's search finds the few lines with the module's
    // name instead of splitting every line into a `Substring` (that cost 35 ms per call in a debug build).
    let marca = "\"-module-name\",\"\(modulo)\""
    var desde = texto.startIndex
    while let encontrada = texto.range(of: marca, range: desde..<texto.endIndex) {
      let linea = texto.lineRange(for: encontrada)
      desde = linea.upperBound
      let recortada = texto[linea].drop { $0 == " " }.trimmingCharacters(in: .newlines)
      guard recortada.hasPrefix("args: [") else { continue }
      let lista = recortada.dropFirst("args: ".count)
      guard let argumentos = try? JSONDecoder().decode([String].self, from: Data(lista.utf8)) else { return [] }
      return relevantes(argumentos)
    }
    return []
  }

  /// The flags of a compile command that reach the Clang importer: `-g` and every `-Xcc <valor>`
  /// pair, in their order.
  public static func relevantes(_ argumentos: [String]) -> [String] {
    var resultado: [String] = []
    var indice = argumentos.startIndex
    while indice < argumentos.endIndex {
      let argumento = argumentos[indice]
      if argumento == "-g" {
        resultado.append(argumento)
      } else if argumento == "-Xcc", indice + 1 < argumentos.endIndex {
        resultado += [argumento, argumentos[indice + 1]]
        indice += 1
      }
      indice += 1
    }
    return resultado
  }
}
