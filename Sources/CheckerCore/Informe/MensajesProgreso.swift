import Motor

/// Spanish messages about progress.
enum MensajesProgreso {
  static func corrupto(_ ruta: String, respaldo: String?) -> String {
    let detalle = respaldo.map { "; se guardó una copia en '\($0)' y se empieza de nuevo" }
      ?? "; se ignora y se rehará al guardar"
    return "aviso: el archivo de progreso '\(ruta)' está dañado\(detalle). Tu código no se ha tocado."
  }

  /// A damaged progress file.
  static func corrupto(_ aviso: ProgresoDanado) -> String { corrupto(aviso.ruta, respaldo: aviso.respaldo) }

  /// Progress could not be saved; what was printed is still right.
  static func noSeGuardo(_ error: any Error) -> String {
    "aviso: no se guardó el progreso (lo demás que ves es correcto): "
      + FalloAlmacenamiento.desde(error, ruta: ".taller").description
      + " Tu código no se ha tocado y el progreso anterior sigue como estaba."
  }
}
