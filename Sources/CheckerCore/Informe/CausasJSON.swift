import Motor

/// The stable machine codes of `--json` (`causa`): one per reason a test, a compile-time check or a
/// whole lesson did not pass, so a program can tell a time-out from a crash from a missing symbol
/// without reading Spanish. Lower-case ASCII with hyphens; documented in CONTRIBUTING.md («Códigos de
/// `--json`»). A code, once published, keeps its meaning; new reasons get new codes.
public enum CausasJSON {
  /// The code of a test that did not pass.
  public static func prueba(_ resultado: ResultadoPruebaOculta) -> String? {
    if resultado.pasa { return nil }
    guard let causa = resultado.causa else {
      // A result built without a cause (only our own tests do): the coarse outcome.
      return switch resultado.estado {
      case .pasa: nil
      case .fallo: "fallo"
      case .crash: "detenida"
      case .tiempo: "tiempo-agotado"
      case .ausente: "no-registrada"
      }
    }
    return switch causa {
    case .fallo: "fallo"
    case .tiempoAgotado: "tiempo-agotado"
    case .detenido(.senal, _, _): "senal"
    case .detenido(.salida, let trasResultado, _): trasResultado ? "salida-tras-resultado" : "salida-prematura"
    case .resultadoFalsificado: "resultado-falsificado"
    case .noRegistrada: "no-registrada"
    case .binarioNoArranca: "binario-no-arranca"
    case .ejercicioSinCompilar: "ejercicio-no-compila"
    }
  }

  /// The code of a compile-time check that does not hold or could not be run.
  public static func garantia(_ estado: ResultadoGarantia.Estado) -> String? {
    switch estado {
    case .cumple: nil
    case .rota(.compila): "garantia-compila"
    case .rota(.otroError): "garantia-otro-error"
    case .invalida(let causa):
      switch causa {
      case .ilegible: "garantia-ilegible"
      case .faltanCampos: "garantia-faltan-campos"
      case .lineaInvalida: "garantia-linea-invalida"
      case .swiftcNoArranca: "swiftc-no-arranca"
      case .swiftcSinTiempo: "swiftc-sin-tiempo"
      case .interrumpida: "interrumpida"
      case .toolchainDistinta: "toolchain-distinta"
      }
    }
  }

  /// The code of a lesson where no test ran (`status: error`); `nil` when tests ran.
  public static func leccion(_ resultado: InformeLeccion.Resultado) -> String? {
    switch resultado {
    case .ejecutada: nil
    case .interrumpida: "interrumpida"
    case .noCompila(let fallo): compilacion(fallo)
    case .errorInterno(let error):
      switch error {
      case .sinMetadatos: "sin-metadatos"
      case .swiftNoArranca: "swift-no-arranca"
      case .ensamblado: "variante-sin-ensamblar"
      case .sinEnsamblado: "ensamblado-no-escrito"
      }
    case .rechazada(let rechazo):
      switch rechazo {
      case .faltaCarpetaLeccion: "falta-carpeta-leccion"
      case .faltanPruebasOcultas: "faltan-pruebas-ocultas"
      case .faltaCopiaDeTrabajo: "falta-copia-de-trabajo"
      case .copiaDeTrabajoVacia: "copia-de-trabajo-vacia"
      case .archivoMain: "archivo-main"
      case .copiaDeTrabajoEnlazada: "copia-de-trabajo-enlazada"
      case .fuentesCambiadas: "fuentes-cambiadas"
      }
    }
  }

  /// The code of a failed build: whose code does not compile. A hidden-test build that fails on a
  /// symbol the student's module lacks is `simbolo-ausente` (the symbols go in `simbolos`).
  public static func compilacion(_ fallo: FalloCompilacion) -> String {
    switch fallo.tipo {
    case .alumno: "no-compila"
    case .pruebas: simbolos(fallo).isEmpty ? "pruebas-no-compilan" : "simbolo-ausente"
    case .taller: "taller-no-compila"
    case .desconocido: "compilacion-desconocida"
    case .tiempo: "compilacion-sin-tiempo"
    case .manifiesto: "manifiesto-no-compila"
    case .compiladorDetenido: "compilador-detenido"
    case .construccionBorrada: "construccion-borrada"
    }
  }

  /// The symbols the hidden tests expect and the student's module lacks (`Contador.Action.tick`),
  /// for a build that failed in the hidden tests; empty otherwise.
  public static func simbolos(_ fallo: FalloCompilacion) -> [String] {
    guard fallo.tipo == .pruebas else { return [] }
    var vistos: [String] = []
    for simbolo in fallo.errores.compactMap({ SimboloAusente.extraer($0.mensaje) }) where !vistos.contains(simbolo) {
      vistos.append(simbolo)
    }
    return vistos
  }

  /// Every code, for CONTRIBUTING.md and its test.
  public static let todas = [
    "fallo", "tiempo-agotado", "senal", "salida-prematura", "salida-tras-resultado", "detenida",
    "resultado-falsificado", "no-registrada", "binario-no-arranca", "ejercicio-no-compila",
    "garantia-compila", "garantia-otro-error", "garantia-ilegible", "garantia-faltan-campos",
    "garantia-linea-invalida", "swiftc-no-arranca", "swiftc-sin-tiempo", "interrumpida",
    "toolchain-distinta", "no-compila", "pruebas-no-compilan", "simbolo-ausente", "taller-no-compila",
    "compilacion-desconocida", "compilacion-sin-tiempo", "manifiesto-no-compila", "sin-metadatos",
    "swift-no-arranca", "variante-sin-ensamblar", "ensamblado-no-escrito", "falta-carpeta-leccion",
    "falta-copia-de-trabajo", "fuentes-cambiadas",
  ]
}
