import Foundation

/// The checks of a lesson that need no build: its metadata, its folders and files, the `// TODO:`
/// marks, leftovers of `nueva-leccion` and, with `CI=true`, the published working copy.
struct VerificacionArchivos {
  var taller: Taller
  var catalogo: Catalogo
  /// `CI=true`: the working copy must equal `Plantilla/` byte for byte.
  var ci: Bool

  /// What a lesson folder may contain.
  static let permitidas: Set<String> = ["README.md", "leccion.json", "Plantilla", "Solucion", "Variantes", "NoCompila"]

  func url(_ relativa: String) -> URL { taller.raiz.appendingPathComponent(relativa) }

  /// Every finding of the static checks of `leccion`, in a stable order.
  func hallazgos(_ leccion: Leccion) -> [Hallazgo] {
    var hallazgos: [Hallazgo] = []
    func anotar(_ clase: Hallazgo.Clase, _ motivo: Hallazgo.Motivo) {
      hallazgos.append(Hallazgo(leccion: leccion.numero, clase: clase, motivo: motivo))
    }
    let delCurso = ValidacionCatalogo.lista(catalogo)
    for problema in ValidacionCatalogo.problemas(catalogo, genericos: TablaDiagnosticos.genericos)
    where problema.leccion == leccion.numero && !delCurso.contains(problema) {
      anotar(.metadatos, .catalogo(problema.tipo))
    }
    let carpeta = url(leccion.carpeta)
    guard ArchivosCarpeta.esCarpeta(carpeta) else { return hallazgos }
    let genericos = TablaDiagnosticos.genericos
    for problema in ValidacionEjercicios.problemas(leccion, taller: taller, catalogo: catalogo, genericos: genericos)
      + ValidacionArchivosPorEjercicio.problemas(leccion, taller: taller) {
      anotar(.metadatos, .catalogo(problema))
    }
    if let declaradas = leccion.metadatos?.pruebas.map(\.id) {
      var vistas = Set<String>()
      for registro in IdsRegistrados.leer(url(leccion.carpetaPruebas))
      where !declaradas.contains(registro.id) && vistas.insert(registro.id).inserted {
        let donde = "\(leccion.carpetaPruebas)/\(registro.archivo):\(registro.linea)"
        anotar(.pruebaSinDeclarar, .pruebaSinDeclarar(id: registro.id, donde: donde))
      }
    }

    let readme = carpeta.appendingPathComponent("README.md")
    if let datos = FileManager.default.contents(atPath: readme.path) {
      if String(decoding: datos, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
        anotar(.archivos, .readmeVacio)
      }
    } else {
      anotar(.archivos, .sinReadme)
    }
    for entrada in ArchivosCarpeta.entradas(carpeta) where !Self.permitidas.contains(entrada) {
      anotar(.archivos, .sobranteEnLeccion(ruta: leccion.carpeta + "/" + entrada))
    }

    let plantilla = carpeta.appendingPathComponent("Plantilla")
    let solucion = carpeta.appendingPathComponent("Solucion")
    let archivosPlantilla = ArchivosCarpeta.listar(plantilla)
    let archivosSolucion = ArchivosCarpeta.listar(solucion)
    for (nombre, carpetaFuente, archivos) in [("Plantilla", plantilla, archivosPlantilla), ("Solucion", solucion, archivosSolucion)] {
      if !ArchivosCarpeta.esCarpeta(carpetaFuente) {
        anotar(.archivos, .faltaCarpeta(ruta: leccion.carpeta + "/" + nombre))
      } else if !archivos.contains(where: { $0.hasSuffix(".swift") }) {
        anotar(.archivos, .carpetaVacia(ruta: leccion.carpeta + "/" + nombre))
      }
      for archivo in archivos where !archivo.hasSuffix(".swift") {
        anotar(.archivos, .noEsSwift(ruta: "\(leccion.carpeta)/\(nombre)/\(archivo)"))
      }
    }
    // NB: only `.swift` files are compared; any other file was already reported as stray.
    let swiftPlantilla = archivosPlantilla.filter { $0.hasSuffix(".swift") }
    let swiftSolucion = archivosSolucion.filter { $0.hasSuffix(".swift") }
    if ArchivosCarpeta.esCarpeta(plantilla) && ArchivosCarpeta.esCarpeta(solucion) {
      for archivo in swiftPlantilla where !swiftSolucion.contains(archivo) {
        anotar(.archivos, .soloEn(archivo: archivo, esta: "Plantilla", falta: "Solucion"))
      }
      for archivo in swiftSolucion where !swiftPlantilla.contains(archivo) {
        anotar(.archivos, .soloEn(archivo: archivo, esta: "Solucion", falta: "Plantilla"))
      }
    }
    hallazgos += variantes(leccion, solucion: swiftSolucion)
    let noCompila = carpeta.appendingPathComponent("NoCompila")
    for archivo in ArchivosCarpeta.listar(noCompila) where !archivo.hasSuffix(".swift") || archivo.contains("/") {
      anotar(.archivos, .noEsSwift(ruta: "\(leccion.carpeta)/NoCompila/\(archivo)"))
    }

    for archivo in swiftPlantilla where swiftSolucion.contains(archivo) {
      let textoPlantilla = FileManager.default.contents(atPath: plantilla.appendingPathComponent(archivo).path)
      let textoSolucion = FileManager.default.contents(atPath: solucion.appendingPathComponent(archivo).path)
      if textoPlantilla != textoSolucion,
        !String(decoding: textoPlantilla ?? Data(), as: UTF8.self).contains("// TODO:")
      {
        anotar(.todo, .sinTodo(archivo: archivo))
      }
    }

    if !ArchivosCarpeta.esCarpeta(url(leccion.carpetaPruebas))
      || !FileManager.default.fileExists(atPath: url(leccion.carpetaPruebas + "/main.swift").path)
    {
      anotar(.archivos, .faltaPruebasOcultas(carpeta: leccion.carpetaPruebas))
    }
    for ruta in pendientes(leccion) { anotar(.pendiente, .pendiente(ruta: ruta)) }
    hallazgos += copiaDeTrabajo(leccion, plantilla: plantilla)
    return hallazgos
  }

  /// Each `Variantes/*` entry is a folder of `.swift` files and patches (`.swift.diff`), an overlay
  /// on `Solucion/`: none equal to its `Solucion/` twin (ignoring trailing whitespace); in format 3 a
  /// file with a twin is a patch, and every patch applies to its twin and changes it; at least one
  /// file or one `quita`, and every `quita` names a `Solucion/` file the folder does not have.
  func variantes(_ leccion: Leccion, solucion archivosSolucion: [String]) -> [Hallazgo] {
    var hallazgos: [Hallazgo] = []
    let carpeta = url(leccion.carpeta + "/Variantes")
    let solucion = url(leccion.carpeta + "/Solucion")
    for nombre in ArchivosCarpeta.entradas(carpeta) {
      let ruta = "\(leccion.carpeta)/Variantes/\(nombre)"
      let fuente = "Variantes/\(nombre)"
      func anotar(_ motivo: Hallazgo.Motivo) {
        hallazgos.append(Hallazgo(leccion: leccion.numero, fuente: fuente, clase: .archivos, motivo: motivo))
      }
      func anotar(contentsOf motivos: [Hallazgo.Motivo]) { motivos.forEach(anotar) }
      guard ArchivosCarpeta.esCarpeta(carpeta.appendingPathComponent(nombre)) else {
        hallazgos.append(Hallazgo(leccion: leccion.numero, clase: .archivos, motivo: .varianteNoEsCarpeta(ruta: ruta)))
        continue
      }
      let archivos = ArchivosCarpeta.listar(carpeta.appendingPathComponent(nombre))
      let sufijo = OrigenArchivo.extensionParche
      for archivo in archivos where !archivo.hasSuffix(".swift") && !archivo.hasSuffix(".swift" + sufijo) {
        anotar(.noEsSwiftNiParche(ruta: "\(ruta)/\(archivo)"))
      }
      let parches = archivos.filter { $0.hasSuffix(".swift" + sufijo) }
      let propios = archivos.filter { $0.hasSuffix(".swift") } + parches.map { String($0.dropLast(sufijo.count)) }
      for archivo in propios where archivosSolucion.contains(archivo) && !parches.contains(archivo + sufijo) {
        let suyo = FileManager.default.contents(atPath: carpeta.appendingPathComponent(nombre + "/" + archivo).path) ?? Data()
        let gemelo = FileManager.default.contents(atPath: solucion.appendingPathComponent(archivo).path) ?? Data()
        if ReglasVariante.iguales(String(decoding: suyo, as: UTF8.self), String(decoding: gemelo, as: UTF8.self)) {
          anotar(.varianteIgual(ruta: "\(ruta)/\(archivo)", gemelo: "\(leccion.carpeta)/Solucion/\(archivo)"))
        } else if (leccion.metadatos?.formato ?? 0) >= 3 {
          anotar(.archivoEnteroConGemelo(ruta: "\(ruta)/\(archivo)", leccion: leccion.numero))
        }
      }
      for parche in parches {
        anotar(contentsOf: problemasDelParche(
          "\(ruta)/\(parche)", gemelo: "\(leccion.carpeta)/Solucion/\(parche.dropLast(sufijo.count))",
          enteroTambien: archivos.contains(String(parche.dropLast(sufijo.count)))))
      }
      let quita = Ensamblado.quitados(leccion, variante: nombre)
      for archivo in quita {
        if !archivosSolucion.contains(archivo) { anotar(.quitaSinGemelo(archivo: archivo, variante: nombre)) }
        if propios.contains(archivo) { anotar(.quitaYTiene(archivo: archivo, variante: nombre)) }
      }
      if propios.isEmpty && quita.isEmpty { anotar(.varianteVacia(ruta: ruta)) }
    }
    return hallazgos
  }

  /// What is wrong with the patch `ruta` of a variant (relative to the root): no `Solucion/` twin,
  /// the whole file beside it too, a hunk that cannot be read or no longer applies (with the patch's
  /// line), or a result equal to the twin.
  func problemasDelParche(_ ruta: String, gemelo: String, enteroTambien: Bool) -> [Hallazgo.Motivo] {
    guard let base = FileManager.default.contents(atPath: url(gemelo).path) else {
      return [.parcheSinGemelo(ruta: ruta)]
    }
    var problemas: [Hallazgo.Motivo] = enteroTambien ? [.parcheYArchivo(ruta: ruta)] : []
    let texto = String(decoding: FileManager.default.contents(atPath: url(ruta).path) ?? Data(), as: UTF8.self)
    let solucion = String(decoding: base, as: UTF8.self)
    do throws(ErrorParche) {
      if ReglasVariante.iguales(try Parche(texto: texto).aplicar(a: solucion), solucion) {
        problemas.append(.parcheSinCambios(ruta: ruta))
      }
    } catch {
      problemas.append(.parcheRoto(ruta: ruta, error, gemelo: gemelo))
    }
    return problemas
  }

  /// Files of the lesson (and of its hidden tests) that still hold the scaffold's mark.
  func pendientes(_ leccion: Leccion) -> [String] {
    var rutas: [String] = []
    for base in [leccion.carpeta, leccion.carpetaPruebas] {
      for archivo in ArchivosCarpeta.listar(url(base)) {
        let datos = FileManager.default.contents(atPath: url(base + "/" + archivo).path) ?? Data()
        if String(decoding: datos, as: UTF8.self).contains(Leccion.marcaPendiente) {
          rutas.append(base + "/" + archivo)
        }
      }
    }
    return rutas
  }

  /// The working copy exists, and with `CI=true` it equals `Plantilla/` byte for byte.
  func copiaDeTrabajo(_ leccion: Leccion, plantilla: URL) -> [Hallazgo] {
    let copia = url(leccion.carpetaCopiaTrabajo)
    guard ArchivosCarpeta.esCarpeta(copia) else {
      return [Hallazgo(leccion: leccion.numero, clase: .archivos, motivo: .faltaCopiaDeTrabajo(carpeta: leccion.carpetaCopiaTrabajo))]
    }
    guard ci, ArchivosCarpeta.esCarpeta(plantilla) else { return [] }
    let (distintos, soloEnCopia, soloEnPlantilla) = ArchivosCarpeta.diferencias(copia, plantilla)
    let carpeta = leccion.carpetaCopiaTrabajo
    let motivos = distintos.map { Hallazgo.Motivo.copiaDistinta(archivo: $0, carpeta: carpeta) }
      + soloEnCopia.map { Hallazgo.Motivo.copiaSobra(archivo: $0, carpeta: carpeta) }
      + soloEnPlantilla.map { Hallazgo.Motivo.copiaFalta(archivo: $0, carpeta: carpeta) }
    return motivos.map {
      Hallazgo(leccion: leccion.numero, fuente: Hallazgo.fuenteCopiaDeTrabajo, clase: .copiaDeTrabajo, motivo: $0)
    }
  }
}
