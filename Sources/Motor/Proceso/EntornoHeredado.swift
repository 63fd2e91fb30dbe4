/// What of the checker's environment a child process inherits.
///
/// Run from Xcode (the `checker` scheme), the checker's environment carries what Xcode injects into
/// the processes it debugs: `DYLD_INSERT_LIBRARIES` (its debugging and sanitizer libraries),
/// `DYLD_LIBRARY_PATH` / `DYLD_FRAMEWORK_PATH` (its build folders), `__XCODE_*` and `__XPC_*`
/// (its launch services). Handed on, they would load Xcode's libraries into `swift build`, `swiftc`
/// and every hidden-test process, so no child inherits them. Nothing else is removed: SwiftPM
/// caches its manifest evaluation by environment, and from a terminal the environment must stay the
/// outer `swift run`'s (none of these variables is set there).
public enum EntornoHeredado {
  /// The prefixes of the variables that never reach a child.
  public static let prefijosExcluidos = ["DYLD_", "__XCODE_", "__XPC_"]

  /// `entorno` without the variables of ``prefijosExcluidos``.
  public static func paraHijo(_ entorno: [String: String]) -> [String: String] {
    entorno.filter { variable in !prefijosExcluidos.contains { variable.key.hasPrefix($0) } }
  }
}
