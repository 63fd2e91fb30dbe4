import Foundation

extension Revisor {
  /// When a student's ordinary lesson does not compile, the report of the exercises that do
  /// (issue 33.5): the working copy is copied under `.build/ensamblado/`, the files of every exercise
  /// with an error replaced by `Plantilla/`'s, and built and tested there; the broken exercises'
  /// tests are reported «no compila» unrun, with their errors at the student's own paths.
  ///
  /// A round whose build fails in another exercise's files (a file that used what the broken one
  /// declared) puts that exercise aside too, at most once per exercise.
  /// - Returns: `nil` (the ordinary «no compila» report) unless the lesson declares
  ///   ``MetadatosLeccion/archivosPorEjercicio``, the source is the working copy, every error is in
  ///   some exercise's files, no file is a symbolic link, and some exercise is left compiling.
  func revisarSinLosEjerciciosRotos(
    _ leccion: Leccion, metadatos: MetadatosLeccion, fallo: FalloCompilacion, opciones: Construccion.Opciones
  ) -> InformeLeccion? {
    guard opciones.fuente == .copiaDeTrabajo, fallo.tipo == .alumno,
      let grupos = metadatos.archivosPorEjercicio, !grupos.isEmpty
    else { return nil }
    let propia = leccion.carpetaFuente(.copiaDeTrabajo)
    // NB: a copy would follow a link and grade what it points at (such as `Solucion/`).
    guard ArchivosCarpeta.primerEnlace(taller.raiz.appendingPathComponent(propia)) == nil else { return nil }
    let ensamblado = EnsambladoEjercicios(taller: taller, leccion: leccion)
    let destino = ensamblado.carpeta(opciones)
    let relativa = taller.rutaRelativa(destino)
    var rotos: [Int: [DiagnosticoCompilador]] = [:]
    var explicaciones: [Int: [DiagnosticoConocido?]] = [:]
    var actual = fallo
    for _ in grupos {
      var nuevos: [Int: [Int]] = [:]
      for (indice, error) in actual.errores.enumerated() {
        // NB: `Construccion` already names the working copy's files, not their copies.
        let nombre = String(error.archivo.dropFirst(propia.count + 1))
        let suyos = grupos.filter { $0.archivos.contains(nombre) }.map(\.ejercicio)
        guard !suyos.isEmpty else { return nil }
        for numero in suyos where rotos[numero] == nil { nuevos[numero, default: []].append(indice) }
      }
      guard !nuevos.isEmpty else { return nil }
      for (numero, indices) in nuevos {
        rotos[numero] = indices.map { actual.errores[$0] }
        explicaciones[numero] = indices.map { actual.explicaciones[$0] }
      }
      let apartados = Set(grupos.filter { rotos[$0.ejercicio] != nil }.flatMap(\.archivos))
      guard grupos.contains(where: { rotos[$0.ejercicio] == nil }) else { return nil }
      do {
        try ensamblado.escribir(apartando: apartados, en: destino)
      } catch {
        return nil
      }
      let construccion = Construccion(taller: taller, toolchain: toolchain, entorno: entornoConstruccion(reevaluar: true))
      guard
        let resultado = try? construccion.construir(
          leccion, opciones: opciones, tabla: tabla(para: leccion), registro: registro, carpetaFuente: relativa)
      else { return nil }
      switch resultado {
      case .interrumpido: return InformeLeccion(leccion: leccion, fuente: opciones.fuente, resultado: .interrumpida)
      case .fallo(let otro):
        guard otro.tipo == .alumno else { return nil }
        actual = otro
      case .exito(let productos):
        let compilados = grupos.map { grupo in
          EjercicioCompilado(
            ejercicio: EjercicioDeclarado(
              numero: grupo.ejercicio, titulo: grupo.titulo, archivos: grupo.archivos,
              pruebas: metadatos.pruebas.filter { $0.ejercicio == grupo.ejercicio }.map(\.id),
              diagnostico: "", explicacion: "", dondeMirar: ""),
            errores: rotos[grupo.ejercicio] ?? [], explicaciones: explicaciones[grupo.ejercicio] ?? [])
        }
        guard
          let ejecucion = ejecutar(
            leccion, metadatos: metadatos, binario: productos.binario, apartadas: Self.apartadas(compilados))
        else { return InformeLeccion(leccion: leccion, fuente: opciones.fuente, resultado: .interrumpida) }
        return InformeLeccion(
          leccion: leccion, fuente: opciones.fuente, resultado: .ejecutada(ejecucion, garantias: []),
          ejercicios: compilados)
      }
    }
    return nil
  }
}
