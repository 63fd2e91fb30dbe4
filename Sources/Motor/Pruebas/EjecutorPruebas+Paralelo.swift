import Foundation

extension EjecutorPruebas {
  /// How many test processes run at once: `TALLER_PRUEBAS_SIMULTANEAS` in ``entorno`` when it is a
  /// positive integer, else one per core (``Reparto/porNucleo``).
  public var simultaneas: Int { Reparto.simultaneos(entorno) }

  /// Runs `pruebas`, ``simultaneas`` at a time, each in its own process with its own events file
  /// (`<carpeta>/<index>.jsonl`) and the same per-test limit as when they ran one after another.
  /// A test the binary did not register (`registradas`) is `ausente` without a process.
  /// - Returns: The results in the order of `pruebas`; incomplete after an interruption.
  func ejecutarEnParalelo(
    _ pruebas: [PruebaDeclarada], registradas: [String]?, binario: URL, carpeta: URL, limiteSegundos: Double
  ) -> Reparto.Resultado<ResultadoPruebaOculta> {
    Reparto.ejecutar(pruebas.count, simultaneos: simultaneas) { indice in
      let id = pruebas[indice].id
      if let registradas, !registradas.contains(id) {
        return ResultadoPruebaOculta(id: id, estado: .ausente, causa: .noRegistrada)
      }
      let eventos = carpeta.appendingPathComponent("\(indice).jsonl")
      return ejecutarUna(id, binario: binario, eventos: eventos, limiteSegundos: limiteSegundos)
    }
  }
}
