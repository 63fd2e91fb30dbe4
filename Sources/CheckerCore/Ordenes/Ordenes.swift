import Motor

/// The student and instructor commands beyond checking a lesson: `pista`, `reiniciar`,
/// `solucion`, `vigilar`, `verificar` and `nueva-leccion`. Each one lives in its own file; this
/// type only dispatches and holds what they share.
struct Ordenes {
  var aplicacion: Aplicacion
  var taller: Taller
  var catalogo: Catalogo
  var estilo: Estilo

  func ejecutar(_ comando: Orden) -> CodigoSalida {
    switch comando {
    case .pista(let numero, let todas): return pista(numero, todas: todas)
    case .reiniciar(let numero, let si): return reiniciar(numero, si: si)
    case .reiniciarProgreso(let numero, let si): return reiniciarProgreso(numero, si: si)
    case .solucion(let numero, let si): return solucion(numero, si: si)
    case .vigilar(let numero): return vigilar(numero)
    case .verificar(let numero, let cambiadas): return verificar(numero, cambiadas: cambiadas)
    case .verificarMutantes(let numero, let cambiadas): return verificarMutantes(numero, cambiadas: cambiadas)
    case .nuevaLeccion(let titulo, let slug): return nuevaLeccion(titulo, slug: slug)
    case .nuevaLeccionPorEjercicios(let titulo, let slug): return nuevaLeccion(titulo, slug: slug, porEjercicio: true)
    case .migrarFormato(let numero): return migrarFormato(numero)
    case .ensamblar(let numero, let variante): return ensamblar(numero, variante: variante)
    case .nuevaVariante(let numero, let carpeta): return nuevaVariante(numero, carpeta: carpeta)
    case .huellas: return huellas()
    case .resumen, .leccion, .todas, .ayuda: return .interno
    }
  }

  /// The answer to a confirmation.
  enum Confirmacion {
    /// Go ahead.
    case si
    /// The person answered no (exit 1).
    case no
    /// No terminal and no `--si` (exit 64, message already printed).
    case sinTerminal
  }

  /// Asks `pregunta` unless `si`; without a terminal prints the usage error that names `orden`.
  func confirmar(_ pregunta: String, si: Bool, orden: String) -> Confirmacion {
    if si { return .si }
    guard let respuesta = aplicacion.preguntar(pregunta) else {
      aplicacion.errores(MensajesUso.error(.sinTerminal(orden), lecciones: []))
      return .sinTerminal
    }
    return respuesta ? .si : .no
  }

  /// The confirmation's exit status when it did not say yes.
  func codigo(_ confirmacion: Confirmacion) -> CodigoSalida {
    switch confirmacion {
    case .si: .exito
    case .no: .fallo
    case .sinTerminal: .uso
    }
  }

  /// The lesson with `numero` (the parser already checked it exists).
  func leccion(_ numero: Int) -> Leccion? { catalogo.leccion(numero: numero) }

  /// Reads the saved progress, printing a corrupt-file warning on stderr.
  func progreso() -> Progreso {
    let lectura = AlmacenProgreso(taller: taller).leer()
    if let aviso = lectura.aviso { aplicacion.errores(MensajesProgreso.corrupto(aviso) + "\n") }
    return lectura.progreso
  }
}
