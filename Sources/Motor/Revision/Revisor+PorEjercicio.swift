import Foundation

extension Revisor {
  /// Checks a per-exercise lesson (``MetadatosLeccion/ejercicios``): builds the runtime, compiles
  /// each exercise on its own, builds the hidden tests against the assembled module and runs only
  /// the tests of the exercises that compiled. The others' tests fail «no compila» unrun, so
  /// progress only counts tests run against the student's own compiling files.
  func revisarPorEjercicio(
    _ leccion: Leccion, metadatos: MetadatosLeccion, ejercicios: [EjercicioDeclarado],
    opciones: Construccion.Opciones
  ) -> InformeLeccion {
    func informe(_ resultado: InformeLeccion.Resultado, _ compilados: [EjercicioCompilado] = []) -> InformeLeccion {
      InformeLeccion(leccion: leccion, fuente: opciones.fuente, resultado: resultado, ejercicios: compilados)
    }
    let construccion = Construccion(taller: taller, toolchain: toolchain, entorno: entornoConstruccion(reevaluar: true))
    let tabla = tabla(para: leccion)
    let runtime: Construccion.Resultado
    do {
      runtime = try construccion.construirRuntime(opciones: opciones, tabla: tabla, leccion: leccion, registro: registro)
    } catch {
      return informe(.errorInterno(.swiftNoArranca(ruta: toolchain.swift)))
    }
    let modulos: URL
    switch runtime {
    case .exito(let productos): modulos = productos.modulos
    case .fallo(let fallo): return informe(.noCompila(fallo))
    case .interrumpido: return informe(.interrumpida)
    }
    let ensamblado = EnsambladoEjercicios(taller: taller, leccion: leccion)
    let destino = ensamblado.carpeta(opciones)
    let compilador = CompiladorEjercicios(
      taller: taller, toolchain: toolchain, entorno: entorno, limiteSegundos: 300 * factorTiempo,
      registro: registro)
    var compilados: [EjercicioCompilado] = []
    for ejercicio in ejercicios {
      let archivos = ejercicio.archivos.map { ensamblado.archivo($0, fuente: opciones.fuente) }
      guard
        let compilado = compilador.compilar(
          ejercicio, archivos: archivos, leccion: leccion, modulos: modulos,
          carpeta: destino.deletingLastPathComponent().appendingPathComponent("objetos\(leccion.nn)"), tabla: tabla)
      else { return informe(.interrumpida) }
      compilados.append(compilado)
    }
    let apartadas = Self.apartadas(compilados)
    guard compilados.contains(where: \.compila) else {
      let resultados = metadatos.pruebas.compactMap { prueba in
        apartadas[prueba.id].map { ResultadoPruebaOculta(id: prueba.id, estado: .fallo, causa: .ejercicioSinCompilar(numero: $0)) }
      }
      return informe(.ejecutada(EjecucionLeccion(resultados: resultados), garantias: []), compilados)
    }
    do {
      try ensamblado.escribir(compilados, fuente: opciones.fuente, en: destino)
    } catch {
      return informe(.errorInterno(.sinEnsamblado(ruta: taller.rutaRelativa(destino), detalle: "\(error)")), compilados)
    }
    let relativa = taller.rutaRelativa(destino)
    let resultado: Construccion.Resultado
    do {
      resultado = try construccion.construir(
        leccion, opciones: opciones, tabla: tabla, registro: registro, carpetaFuente: relativa)
    } catch {
      return informe(.errorInterno(.swiftNoArranca(ruta: toolchain.swift)), compilados)
    }
    let binario: URL
    switch resultado {
    case .exito(let productos): binario = productos.binario
    case .fallo(let fallo): return informe(.noCompila(fallo), compilados)
    case .interrumpido: return informe(.interrumpida, compilados)
    }
    guard let ejecucion = ejecutar(leccion, metadatos: metadatos, binario: binario, apartadas: apartadas) else {
      return informe(.interrumpida, compilados)
    }
    return informe(.ejecutada(ejecucion, garantias: []), compilados)
  }

  /// The tests of the exercises in `compilados` that do not compile, each with its exercise's number.
  static func apartadas(_ compilados: [EjercicioCompilado]) -> [String: Int] {
    Dictionary(
      compilados.filter { !$0.compila }.flatMap { roto in roto.ejercicio.pruebas.map { ($0, roto.ejercicio.numero) } },
      uniquingKeysWith: { primero, _ in primero })
  }

  /// Runs the tests of `metadatos` except `apartadas` (test id → exercise that does not compile),
  /// which fail «no compila» without running; all in `metadatos`'s order. `nil` when interrupted.
  func ejecutar(
    _ leccion: Leccion, metadatos: MetadatosLeccion, binario: URL, apartadas: [String: Int]
  ) -> EjecucionLeccion? {
    var aEjecutar = metadatos
    aEjecutar.pruebas = metadatos.pruebas.filter { apartadas[$0.id] == nil }
    let ejecucion = EjecutorPruebas(taller: taller, entorno: entorno, registro: registro)
      .ejecutar(binario: binario, metadatos: aEjecutar, limiteSegundos: limitePorPrueba(leccion))
    if ejecucion.interrumpido || registro.interrumpido { return nil }
    // NB: the binary registers every test; those set aside are not run, and their "registered but
    // not declared" notices are expected, not internal problems.
    let problemas = ejecucion.problemas.filter { problema in
      !apartadas.keys.contains { problema == .pruebaNoDeclarada(id: $0) }
    }
    let ejecutadas = Dictionary(uniqueKeysWithValues: ejecucion.resultados.map { ($0.id, $0) })
    let resultados = metadatos.pruebas.compactMap { prueba -> ResultadoPruebaOculta? in
      if let numero = apartadas[prueba.id] {
        return ResultadoPruebaOculta(id: prueba.id, estado: .fallo, causa: .ejercicioSinCompilar(numero: numero))
      }
      return ejecutadas[prueba.id]
    }
    return EjecucionLeccion(resultados: resultados, problemas: problemas)
  }
}
