import Foundation

extension Revisor {
  /// When a student's ordinary lesson does not compile, the report of the exercises that do
  /// (issue 33.5): the working copy is copied under `.build/ensamblado/`, the files of every exercise
  /// with an error replaced by `Plantilla/`'s, and built and tested there; the broken exercises'
  /// tests are reported «no compila» unrun, with their errors at the student's own paths.
  ///
  /// Every error shown must be one the student's own build reported: if the build with the broken
  /// exercises set aside fails too (a template that redeclares what the student moved to another
  /// file, a file that used what a set-aside one declared), those errors exist only in the assembled
  /// copy, and the ordinary report is given instead (issue 46.4).
  /// - Returns: `nil` (the ordinary «no compila» report) unless the lesson declares
  ///   ``MetadatosLeccion/archivosPorEjercicio``, the source is the working copy, every error is in
  ///   some exercise's files, no file is a symbolic link, some exercise is left, and the lesson
  ///   builds with the broken exercises set aside.
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
    for (error, explicacion) in zip(fallo.errores, fallo.explicaciones) {
      // NB: `Construccion` already names the working copy's files, not their copies.
      let nombre = String(error.archivo.dropFirst(propia.count + 1))
      let suyos = grupos.filter { $0.archivos.contains(nombre) }.map(\.ejercicio)
      guard !suyos.isEmpty else { return nil }
      for numero in suyos {
        rotos[numero, default: []].append(error)
        explicaciones[numero, default: []].append(explicacion)
      }
    }
    guard !rotos.isEmpty, grupos.contains(where: { rotos[$0.ejercicio] == nil }) else { return nil }
    let apartados = Set(grupos.filter { rotos[$0.ejercicio] != nil }.flatMap(\.archivos))
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
    // NB: errors of the assembled copy are not the student's (issue 46.4).
    case .fallo: return nil
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
}
