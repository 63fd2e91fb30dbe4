import Motor

/// The Spanish wording of the engine's typed results: the one place where a test's cause, an
/// internal problem or a compile-time check's state becomes a sentence.
extension MensajesChecker {
  // MARK: Pruebas

  /// What to show under `✗` for `resultado`: the harness's failure messages verbatim, or the
  /// checker's explanation of its cause.
  public static func mensajes(_ resultado: ResultadoPruebaOculta) -> [String] {
    guard let causa = resultado.causa, causa != .fallo else { return resultado.mensajes }
    let marco = resultado.marco.map {
      if case .tiempoAgotado = causa { return MensajesInforme.atascadaEnTuCodigo($0) }
      return MensajesInforme.enTuCodigo($0)
    }
    return [[explicacion(causa, id: resultado.id), marco].compactMap { $0 }.joined(separator: "\n")]
  }

  /// The explanation of why test `id` did not pass (for ``CausaPrueba/fallo``, a summary: the
  /// harness's own messages say more).
  static func explicacion(_ causa: CausaPrueba, id: String) -> String {
    switch causa {
    case .fallo: "la prueba falló"
    case .tiempoAgotado(let limite): tiempoAgotado(limite)
    case .detenido(let terminacion, let trasResultado, let fatales):
      detenido(terminacion, trasResultado: trasResultado, fatales: fatales)
    case .resultadoFalsificado: resultadoFalsificado
    case .noRegistrada: pruebaNoRegistrada(id)
    case .binarioNoArranca(let ruta): binarioNoArranca(ruta)
    case .ejercicioSinCompilar(let numero): MensajesEjercicios.pruebaSinCompilar(numero)
    }
  }

  /// The student's output during `resultado`, with a note when the cap dropped bytes.
  public static func salida(_ resultado: ResultadoPruebaOculta) -> String {
    var texto = resultado.salida
    if resultado.bytesDescartados > 0 {
      if !texto.hasSuffix("\n") { texto += "\n" }
      texto += salidaRecortada(resultado.bytesDescartados)
    }
    return texto
  }

  // MARK: Problemas internos

  /// One internal problem of a run, in one or more sentences.
  public static func problema(_ problema: ProblemaInterno) -> [String] {
    switch problema {
    case .ejecucion(let problema): [self.problema(problema)]
    case .prueba(let resultado): mensajes(resultado)
    case .garantia(let id, let causa): ["\(id): " + problemaGarantia(ProblemaGarantia(id: id, causa: causa))]
    }
  }

  /// A problem of a run as a whole.
  static func problema(_ problema: ProblemaEjecucion) -> String {
    switch problema {
    case .pruebaNoDeclarada(let id): pruebaNoDeclarada(id)
    case .listadoFallido(let detalle): listadoFallido(detalle)
    case .binarioNoArranca(let ruta): binarioNoArranca(ruta)
    }
  }

  // MARK: Garantías de tipos

  /// Why a compile-time check cannot be used; header problems name the file
  /// (`NoCompila/<id>.swift: …`).
  static func problemaGarantia(_ problema: ProblemaGarantia) -> String {
    let archivo = "NoCompila/\(problema.id).swift: "
    return switch problema.causa {
    case .ilegible: archivo + "no se puede leer el archivo"
    case .faltanCampos(let campos): archivo + "faltan campos en la cabecera: " + campos.joined(separator: ", ")
    case .lineaInvalida: archivo + "'linea' debe ser un número positivo o un rango como 11-13"
    case .swiftcNoArranca: swiftcNoArranca
    case .swiftcSinTiempo: swiftcSinTiempo
    case .interrumpida: interrumpido
    case .toolchainDistinta(let swift, let swiftc, let linea):
      toolchainDistinta("no se pudo comprobar", swift: swift, swiftc: swiftc, causa: linea)
    }
  }

  /// How a compile-time check does not hold.
  static func rotura(_ rotura: RoturaGarantia) -> String {
    switch rotura {
    case .compila: garantiaCompila
    case .otroError(let esperados, let lineas, let vistos):
      garantiaOtroError(esperados: esperados, lineas: lineas, vistos: vistos)
    }
  }

  /// The detail of a check that does not hold or could not be run (`nil` when it holds).
  static func detalle(_ estado: ResultadoGarantia.Estado, id: String) -> String? {
    switch estado {
    case .cumple: nil
    case .rota(let rotura): self.rotura(rotura)
    case .invalida(let causa): problemaGarantia(ProblemaGarantia(id: id, causa: causa))
    }
  }
}

extension MensajesChecker {
  // MARK: Revisión

  /// Why a lesson could not be checked (without the «error interno: » prefix).
  public static func errorRevision(_ error: ErrorRevision, leccion: Leccion) -> String {
    switch error {
    case .sinMetadatos: sinMetadatos(leccion)
    case .swiftNoArranca(let ruta): swiftNoArranca(ruta)
    case .ensamblado(let error): error.description
    case .sinEnsamblado(let ruta, let detalle): MensajesEjercicios.sinEnsamblado(ruta, detalle)
    }
  }

  /// Why a lesson was not checked, with the fix.
  public static func rechazo(_ rechazo: Rechazo, leccion: Leccion) -> String {
    switch rechazo {
    case .faltaCarpetaLeccion: faltaCarpetaLeccion(leccion)
    case .faltanPruebasOcultas: faltanPruebasOcultas(leccion)
    case .faltaCopiaDeTrabajo: faltaCopiaDeTrabajo(leccion)
    case .copiaDeTrabajoVacia: copiaDeTrabajoVacia(leccion)
    case .archivoMain(let ruta): archivoMain(ruta)
    case .copiaDeTrabajoEnlazada(let ruta, let destino): copiaDeTrabajoEnlazada(leccion, ruta: ruta, destino: destino)
    case .fuentesCambiadas(let modulo, let esperada, let encontrada):
      fuentesCambiadas(modulo: modulo, esperada: esperada, encontrada: encontrada)
    }
  }
}

extension ProblemaGarantia: CustomStringConvertible {
  /// What is wrong, in Spanish, without the file name.
  public var detalle: String {
    let texto = MensajesChecker.problemaGarantia(self)
    let archivo = "NoCompila/\(id).swift: "
    return texto.hasPrefix(archivo) ? String(texto.dropFirst(archivo.count)) : texto
  }

  /// `NoCompila/<id>.swift: <detalle>` (or the detail alone when the header is fine).
  public var description: String { MensajesChecker.problemaGarantia(self) }
}

extension InformeLeccion {
  /// The internal problems in Spanish, one sentence each.
  public var textosProblemasInternos: [String] { problemasInternos.flatMap(MensajesChecker.problema) }
}
