import Foundation

extension Revisor {
  /// One build of a whole-lesson product and, if it compiles, one run of its hidden tests and
  /// compile-time checks.
  struct Pasada {
    /// What it found (without the analyzers' findings or the course's changes, which do not depend
    /// on the build).
    var informe: InformeLeccion
    /// The build's `Modules` folder when it built; `nil` otherwise.
    var modulos: URL?
  }

  /// Builds `leccion`'s product into a private copy of its binary (``BinarioPrivado``), then runs
  /// the hidden tests and, at the same time, the compile-time checks.
  func compilarYProbar(_ leccion: Leccion, metadatos: MetadatosLeccion, opciones: Construccion.Opciones) -> Pasada {
    var sello: Double?
    var interfaz: Int?
    func informe(_ resultado: InformeLeccion.Resultado, modulos: URL? = nil) -> Pasada {
      var informe = InformeLeccion(leccion: leccion, fuente: opciones.fuente, resultado: resultado, sello: sello)
      informe.interfaz = interfaz
      return Pasada(informe: informe, modulos: modulos)
    }
    // NB: the run's private folder holds its own copy of the test binary (see `BinarioPrivado`).
    let privada = CarpetaTemporal.crear()
    let ficha = registro.alInterrumpir { try? FileManager.default.removeItem(at: privada) }
    defer {
      registro.quitarLimpieza(ficha)
      try? FileManager.default.removeItem(at: privada)
    }
    let productos: Construccion.Productos
    do {
      let apartado = try BinarioPrivado.construir(
        scratch: opciones.carpetaTemporal ?? taller.carpetaConstruccion, carpeta: privada,
        leccion: leccion, fuente: opciones.fuente, taller: taller
      ) {
        try construirLeccion(leccion, opciones: opciones)
      }
      sello = apartado.sello
      switch apartado.resultado {
      case .exito(let hechos): productos = hechos
      case .fallo(let fallo):
        // NB: Ctrl-C during the build with the broken exercises set aside makes it give up (`nil`):
        // that is an interruption, not the «no compila» of the first build (issue 46.3).
        guard var parcial = revisarSinLosEjerciciosRotos(leccion, metadatos: metadatos, fallo: fallo, opciones: opciones)
        else { return informe(registro.interrumpido ? .interrumpida : .noCompila(fallo)) }
        parcial.sello = sello
        return Pasada(informe: parcial, modulos: nil)
      case .interrumpido: return informe(.interrumpida)
      }
      if let problema = apartado.problemaFuentes { return informe(.rechazada(problema)) }
    } catch let error as ErrorEnsamblado {
      return informe(.errorInterno(.ensamblado(error)))
    } catch {
      return informe(.errorInterno(.swiftNoArranca(ruta: toolchain.swift)))
    }
    let garantias = Garantia.todas(en: taller.raiz.appendingPathComponent(leccion.carpetaNoCompila))
    let revisorGarantias = RevisorGarantias(
      toolchain: toolchain, entorno: entorno, directorio: taller.raiz,
      limiteSegundos: 120 * factorTiempo, registro: registro, cacheModulos: productos.cacheModulos,
      banderasClang: BanderasClang.deLaConstruccion(modulos: productos.modulos, modulo: leccion.modulo))
    let validas = garantias.compactMap { try? $0.get() }
    let construida = interfaces?.identificar(productos.modulos.appendingPathComponent(leccion.modulo + ".swiftmodule"))
    interfaz = construida
    let (comprobadasAntes, ejecucion) = EnParalelo.aLaVez {
      comprobarGarantias(validas, revisor: revisorGarantias, modulos: productos.modulos, interfaz: construida)
    } _: {
      EjecutorPruebas(taller: taller, entorno: entorno, registro: registro)
        .ejecutar(binario: productos.binario, metadatos: metadatos, limiteSegundos: limitePorPrueba(leccion))
    }
    if ejecucion.interrumpido || registro.interrumpido { return informe(.interrumpida) }
    var resultadosGarantias: [ResultadoGarantia] = []
    var comprobadas = (comprobadasAntes ?? [])[...]
    for garantia in garantias {
      switch garantia {
      case .success: if let siguiente = comprobadas.popFirst() { resultadosGarantias.append(siguiente) }
      case .failure(let problema):
        resultadosGarantias.append(
          ResultadoGarantia(id: problema.id, nombre: problema.id, pista: "", estado: .invalida(problema.causa)))
      }
    }
    return informe(.ejecutada(ejecucion, garantias: resultadosGarantias), modulos: productos.modulos)
  }

  /// Whether a hidden test of `informe` ended by `SIGSEGV`, `SIGBUS` or `SIGABRT` without a line of
  /// the Swift runtime (`Fatal error:`, `Could not cast…`): how a binary linked from objects of two
  /// versions of the lesson crashes (``Construccion/olvidarModulos(_:modulos:)``). A Swift trap
  /// (`SIGILL`/`SIGTRAP`: `!` on `nil`, an index out of range) never counts.
  static func caidaSinMensaje(_ informe: InformeLeccion) -> Bool {
    guard case .ejecutada(let ejecucion, _) = informe.resultado else { return false }
    return ejecucion.resultados.contains { resultado in
      guard case .detenido(.senal(let senal), _, let fatales) = resultado.causa else { return false }
      return [SIGSEGV, SIGBUS, SIGABRT].contains(senal) && fatales.isEmpty
    }
  }
}
