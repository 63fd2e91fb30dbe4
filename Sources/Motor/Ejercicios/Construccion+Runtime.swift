import Foundation

extension Construccion {
  /// Builds only the runtime module (`swift build --target ComposableArchitecture`), which a
  /// per-exercise lesson's exercises are compiled against one by one.
  /// - Returns: On success, ``Productos/modulos`` is the folder with `ComposableArchitecture`'s
  ///   `.swiftmodule` (``Productos/binario`` is unused).
  /// - Throws: ``ErrorProceso`` if `swift` cannot be started.
  public func construirRuntime(
    opciones: Opciones, tabla: TablaDiagnosticos, leccion: Leccion, registro: RegistroHijos = .compartido
  ) throws -> Resultado {
    let argumentos = ["build", "--target", "ComposableArchitecture", "--package-path", taller.raiz.path]
      + argumentosCarpeta(opciones.carpetaTemporal)
    var entorno = self.entorno
    entorno.removeValue(forKey: "TALLER_FUENTE")
    let hijo = ProcesoHijo(
      ejecutable: toolchain.swift, argumentos: argumentos, entorno: entorno, directorio: taller.raiz.path,
      limiteSegundos: opciones.limiteSegundos, limiteSalida: 4 * 1024 * 1024)
    let resultado: ResultadoProceso
    do {
      resultado = try Lanzador.ejecutar(hijo, registro: registro)
    } catch ErrorProceso.interrumpido {
      return .interrumpido
    }
    if resultado.interrumpido { return .interrumpido }
    guard resultado.exito, !resultado.tiempoAgotado else {
      var fallo = FalloCompilacion.clasificar(
        salida: resultado.textoSalida + "\n" + resultado.textoErrores, taller: taller, leccion: leccion,
        fuente: opciones.fuente, tabla: tabla)
      if resultado.tiempoAgotado { fallo.tipo = .tiempo }
      return .fallo(fallo)
    }
    let binarios = carpetaBinarios(leccion, opciones, entorno: entorno, registro: registro)
    return .exito(
      Productos(
        binario: binarios, modulos: binarios.appendingPathComponent("Modules"),
        cacheModulos: binarios.appendingPathComponent("ModuleCache"), duracion: resultado.duracion))
  }
}
