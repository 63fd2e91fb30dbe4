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
    var entornoConstruccion = entorno
    entornoConstruccion["TALLER_CARPETAS_AUSENTES"] = leccionesIncompletas()
    let construccion = Construccion(taller: taller, toolchain: toolchain, entorno: entornoConstruccion)
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
    let sinCompilar = Set(compilados.filter { !$0.compila }.flatMap(\.ejercicio.pruebas))
    func noEjecutadas() -> [ResultadoPruebaOculta] {
      metadatos.pruebas.filter { sinCompilar.contains($0.id) }.map { prueba in
        let numero = compilados.first { $0.ejercicio.pruebas.contains(prueba.id) }?.ejercicio.numero ?? 0
        return ResultadoPruebaOculta(id: prueba.id, estado: .fallo, causa: .ejercicioSinCompilar(numero: numero))
      }
    }
    guard compilados.contains(where: \.compila) else {
      return informe(.ejecutada(EjecucionLeccion(resultados: noEjecutadas()), garantias: []), compilados)
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
    var aEjecutar = metadatos
    aEjecutar.pruebas = metadatos.pruebas.filter { !sinCompilar.contains($0.id) }
    let ejecucion = EjecutorPruebas(taller: taller, entorno: entorno, registro: registro)
      .ejecutar(binario: binario, metadatos: aEjecutar, limiteSegundos: limitePorPrueba(leccion))
    if ejecucion.interrumpido || registro.interrumpido { return informe(.interrumpida, compilados) }
    // NB: the binary registers every test; those of exercises that do not compile are not run,
    // and their "registered but not declared" notices are expected, not internal problems.
    let problemas = ejecucion.problemas.filter { problema in
      !sinCompilar.contains { problema == .pruebaNoDeclarada(id: $0) }
    }
    let ejecutadas = Dictionary(uniqueKeysWithValues: ejecucion.resultados.map { ($0.id, $0) })
    let pendientes = Dictionary(uniqueKeysWithValues: noEjecutadas().map { ($0.id, $0) })
    let resultados = metadatos.pruebas.compactMap { ejecutadas[$0.id] ?? pendientes[$0.id] }
    return informe(.ejecutada(EjecucionLeccion(resultados: resultados, problemas: problemas), garantias: []), compilados)
  }
}
