import Motor

extension Aplicacion {
  /// The toolchain of `PATH` (``Toolchain/localizar(entorno:)``), or `nil` after printing
  /// ``MensajesChecker/sinSwift`` on stderr: the one place every command that builds finds it (the
  /// caller then exits 70).
  func toolchain() -> Toolchain? {
    guard let toolchain = try? Toolchain.localizar(entorno: entorno) else {
      errores(MensajesChecker.sinSwift + "\n")
      return nil
    }
    return toolchain
  }
}
