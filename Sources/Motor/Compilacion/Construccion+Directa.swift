import Foundation

extension Construccion {
  /// The build of ``ConstruccionDirecta`` when it applies and ends in a binary or in a compile error
  /// of the student's module or of the hidden tests against it (or runs out of time); `nil` when the
  /// build must go through `swift build` (no current plan, or any other failure). Only for the
  /// working copy or a lesson folder, never an assembled source (see ``construir(_:opciones:tabla:registro:carpetaFuente:)``).
  func construirDirecto(
    _ directa: ConstruccionDirecta, opciones: Opciones, tabla: TablaDiagnosticos, registro: RegistroHijos
  ) -> Resultado? {
    guard let comandos = directa.comandos() else { return nil }
    switch directa.ejecutar(comandos, limiteSegundos: opciones.limiteSegundos, registro: registro) {
    case .abandonado:
      return nil
    case .interrumpido:
      return .interrumpido
    case .binario(let binario, let duracion):
      let carpeta = binario.deletingLastPathComponent()
      return .exito(
        Productos(
          binario: binario, modulos: carpeta.appendingPathComponent("Modules"),
          cacheModulos: carpeta.appendingPathComponent("ModuleCache"), duracion: duracion, camino: .directo))
    case .fallo(let resultado, let salida):
      var fallo = FalloCompilacion.clasificar(
        salida: salida, taller: taller, leccion: directa.leccion, fuente: opciones.fuente, tabla: tabla)
      if resultado.tiempoAgotado {
        fallo.tipo = .tiempo
        return .fallo(fallo)
      }
      return fallo.tipo == .alumno || fallo.tipo == .pruebas ? .fallo(fallo) : nil
    }
  }
}

extension ConstruccionDirecta {
  /// Saves the ``RegistroPlan`` of the build SwiftPM has just finished with exit 0 (nothing when its
  /// manifest cannot be read: the next build goes through SwiftPM again).
  func registrarPlan() {
    guard let manifiesto = ManifiestoLlbuild.leer(RegistroPlan.manifiesto(scratch)),
      let comandos = ComandosLeccion.buscar(leccion, en: manifiesto, carpetaConstruccion: scratch)
    else { return }
    RegistroPlan.actual(comandos: comandos, taller: taller, entorno: entorno, swift: toolchain.swift)
      .guardar(scratch, leccion)
  }
}
