import Motor

extension Ordenes {
  /// `checker nueva-leccion "Título"`: scaffolds the next lesson with ``Andamiaje``.
  func nuevaLeccion(_ titulo: String, slug: String? = nil, porEjercicio: Bool = false) -> CodigoSalida {
    let resultado: Andamiaje.Resultado
    do {
      resultado = try Andamiaje(taller: taller, catalogo: catalogo)
        .crear(titulo: titulo, slug: slug, porEjercicio: porEjercicio)
    } catch let error as ErrorAndamiaje where [.tituloVacio, .slugInvalido(slug ?? "")].contains(error) {
      aplicacion.errores("error: " + error.description + "\n")
      return .uso
    } catch {
      aplicacion.errores("error interno: \(error)\n")
      return .interno
    }
    var lineas = [estilo.negrita(MensajesOrdenes.leccionCreada(resultado.leccion, titulo: resultado.leccion.titulo)), ""]
    lineas += resultado.archivos.filter { $0 != "Package.swift" }.map { "  " + $0 }
    lineas.append("  " + MensajesOrdenes.lineaAnadida(resultado.lineaManifiesto))
    lineas += ["", MensajesOrdenes.siguientesPasos(resultado.leccion)]
    aplicacion.salida(lineas.joined(separator: "\n") + "\n")
    return .exito
  }
}

extension Ordenes {
  /// `checker nueva-variante leccionN <carpeta>`: keeps the working copy as a variant with
  /// ``NuevaVariante``. Exits 1 (writing nothing) when it cannot.
  func nuevaVariante(_ numero: Int, carpeta: String) -> CodigoSalida {
    guard let leccion = leccion(numero) else { return .uso }
    do {
      let resultado = try NuevaVariante(taller: taller).crear(leccion, carpeta: carpeta)
      aplicacion.salida(MensajesVariante.creada(carpeta, leccion: leccion, resultado: resultado) + "\n")
      return .exito
    } catch {
      aplicacion.errores("error: " + MensajesVariante.error(error) + "\n")
      return .fallo
    }
  }
}
