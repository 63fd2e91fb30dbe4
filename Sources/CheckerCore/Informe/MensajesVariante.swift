import Motor

/// What `checker nueva-variante` says, in Spanish.
enum MensajesVariante {
  static func creada(_ carpeta: String, leccion: Leccion, resultado: NuevaVariante.Resultado) -> String {
    var lineas = ["Variante '\(carpeta)' creada a partir de tu copia de trabajo:"]
    lineas += resultado.archivos.map { "  " + $0 }
    if !resultado.quita.isEmpty {
      lineas.append("  quita: " + resultado.quita.joined(separator: ", ") + " (no están en tu copia)")
    }
    lineas.append("  y su entrada en \(leccion.carpeta)/leccion.json.")
    lineas.append("")
    if carpeta.hasPrefix("error-") {
      lineas.append(
        "Completa su entrada: en `pruebas`, las que hace fallar, y en `primero`, lo que debe leer antes el alumno "
          + "(quita la marca \(Leccion.marcaPendiente)). `swift run -q checker verificar leccion\(leccion.numero)` "
          + "te dice qué falla de verdad.")
    } else {
      lineas.append("`swift run -q checker verificar leccion\(leccion.numero)` comprueba que pasa todas las pruebas.")
    }
    lineas.append(
      "Tu copia de trabajo sigue igual; `swift run -q checker reiniciar leccion\(leccion.numero)` la devuelve a la plantilla.")
    return lineas.joined(separator: "\n")
  }

  static func error(_ error: ErrorNuevaVariante) -> String {
    switch error {
    case .nombre(let nombre): MensajesFormato.nombreVariante(nombre)
    case .yaExiste(let ruta): "'\(ruta)/' ya existe; no se ha tocado nada (elige otro nombre o bórrala antes)"
    case .yaDeclarada(let nombre): "leccion.json ya declara una variante '\(nombre)'; elige otro nombre"
    case .sinMetadatos(let ruta): "falta '\(ruta)'"
    case .igualASolucion(let ruta):
      "'\(ruta)/' es igual a Solucion/: no hay nada que guardar. Copia la solución a tu copia de trabajo, escribe en ella "
        + "el error (o la otra solución) y vuelve a ejecutar la orden"
    case .metadatosIlegibles(let ruta): "no sé añadir la entrada a '\(ruta)' sin romperlo; añádela a mano"
    case .escritura(let detalle): "no se pudo escribir la variante (\(detalle)); no se ha dejado nada a medias"
    }
  }
}
