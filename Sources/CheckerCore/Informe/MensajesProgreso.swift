import Motor

/// Spanish messages about progress.
enum MensajesProgreso {
  static func corrupto(_ ruta: String, respaldo: String?) -> String {
    let detalle = respaldo.map { "; se guardó una copia en '\($0)' y se empieza de nuevo" }
      ?? "; se ignora y se rehará al guardar"
    return "aviso: el archivo de progreso '\(ruta)' está dañado\(detalle). Tu código no se ha tocado."
  }

  /// A damaged progress file.
  static func corrupto(_ aviso: ProgresoDanado) -> String {
    if let formato = aviso.formatoNuevo { return formatoNuevo(aviso.ruta, formato: formato) }
    if aviso.carpetaEsArchivo { return carpetaEsArchivo }
    if aviso.ilegible { return ilegible(aviso.ruta) }
    return corrupto(aviso.ruta, respaldo: aviso.respaldo)
  }

  /// The progress file exists but cannot be read (a folder in its place, no permission).
  static func ilegible(_ ruta: String) -> String {
    "aviso: el archivo de progreso '\(ruta)' no se puede leer (¿una carpeta con ese nombre, o sin permiso "
      + "de lectura?), así que el curso sale sin progreso y no se puede guardar el nuevo. Apártalo "
      + "(`mv .taller/progreso.json .taller/progreso-apartado`) y vuelve a ejecutar el checker: se crea "
      + "uno nuevo. Tu código no se ha tocado."
  }

  /// `.taller` is a file.
  static let carpetaEsArchivo =
    "aviso: '.taller' es un archivo, no una carpeta, así que tu progreso no se puede leer ni guardar "
    + "(el resumen sale vacío). Cámbiale el nombre (`mv .taller .taller-viejo`) y vuelve a ejecutar el "
    + "checker: la carpeta se crea sola. Tu código no se ha tocado."

  /// A progress file written by a newer checker.
  static func formatoNuevo(_ ruta: String, formato: Int) -> String {
    "aviso: el archivo de progreso '\(ruta)' es de una versión más nueva del taller (formato \(formato); "
      + "este checker escribe el \(Progreso.formatoActual)). Se lee lo que este checker entiende y, al "
      + "guardar, se conserva todo lo demás. Actualiza el taller (`git pull`) para verlo entero."
  }

  /// Progress could not be saved; what was printed is still right.
  static func noSeGuardo(_ error: any Error) -> String {
    "aviso: no se guardó el progreso (lo demás que ves es correcto): "
      + FalloAlmacenamiento.desde(error, ruta: ".taller").description
      + " Tu código no se ha tocado y el progreso anterior sigue como estaba."
  }
}
