import Foundation
import TallerComun

/// Everything wrong with the course's metadata, found without building anything: what `checker
/// verificar` and the integrity suite check before they build. Returns typed problems
/// (``ProblemaCatalogo``); the command-line layer words them.
public enum ValidacionCatalogo {
  /// Every problem of `catalogo`, course-wide first, then per lesson in number order.
  /// `genericos` are the known-diagnostic entries valid in every lesson (checked with the lessons').
  public static func problemas(_ catalogo: Catalogo, genericos: [DiagnosticoConocido]) -> [ProblemaCatalogo] {
    var problemas = lista(catalogo)
    let tabla = TablaDiagnosticos(catalogo: catalogo, leccion: nil, genericos: genericos)
    var posiciones: [Int: Int] = [:]
    for leccion in catalogo.lecciones.sorted(by: { $0.numero < $1.numero }) {
      func anotar(_ tipo: ProblemaCatalogo.Tipo) { problemas.append(ProblemaCatalogo(leccion: leccion.numero, tipo)) }
      guard let metadatos = leccion.metadatos else {
        anotar(.metadatosIlegibles(leccion.problemaMetadatos))
        continue
      }
      if let otra = posiciones[metadatos.posicion] { anotar(.posicionRepetida(metadatos.posicion, otra: otra)) }
      posiciones[metadatos.posicion] = leccion.numero
      metadatosDe(leccion, metadatos).forEach(anotar)
      ValidacionErroresTipicos.problemas(metadatos).forEach(anotar)
      let garantias = Garantia.todas(en: catalogo.taller.raiz.appendingPathComponent(leccion.carpetaNoCompila))
      for case .failure(let problema) in garantias { anotar(.garantiaInservible(problema)) }
      let ids = garantias.compactMap { try? $0.get().id }
      variantes(leccion, metadatos, garantias: ids, tabla: tabla, taller: catalogo.taller).forEach(anotar)
      for id in metadatos.garantiasRotasEnPlantilla ?? [] where !ids.contains(id) {
        anotar(.garantiaRotaDesconocida(id))
      }
    }
    var vistos = Set<String>()
    for entrada in tabla.entradas {
      if !vistos.insert(entrada.id).inserted {
        problemas.append(ProblemaCatalogo(leccion: nil, .diagnosticoRepetido(id: entrada.id)))
      }
      // NB: a generic entry's text is the command-line layer's (`MensajesDiagnosticos`).
      let sinTexto = entrada.explicacion.isEmpty && !genericos.contains { $0.id == entrada.id }
      if entrada.patrones.contains(where: \.isEmpty) || sinTexto {
        problemas.append(ProblemaCatalogo(leccion: nil, .diagnosticoIncompleto(id: entrada.id)))
      }
    }
    return problemas
  }

  /// `Package.swift`'s list against the `Lessons/NN-*` folders.
  public static func lista(_ catalogo: Catalogo) -> [ProblemaCatalogo] {
    var problemas: [ProblemaCatalogo] = []
    let carpetas = ((try? FileManager.default.contentsOfDirectory(atPath: catalogo.taller.carpetaLecciones.path)) ?? [])
      .filter { nombre in
        let prefijo = nombre.prefix { $0.isNumber }
        return !prefijo.isEmpty && nombre.dropFirst(prefijo.count).hasPrefix("-")
      }
    let esperadas = Set(catalogo.lecciones.map { String($0.carpeta.dropFirst("Lessons/".count)) })
    for carpeta in carpetas.sorted() where !esperadas.contains(carpeta) {
      problemas.append(ProblemaCatalogo(leccion: nil, .carpetaSinListar(carpeta: "Lessons/" + carpeta)))
    }
    for leccion in catalogo.lecciones where !carpetas.contains(String(leccion.carpeta.dropFirst("Lessons/".count))) {
      problemas.append(ProblemaCatalogo(leccion: leccion.numero, .carpetaAusente(carpeta: leccion.carpeta)))
    }
    var numeros = Set<Int>()
    for linea in catalogo.lista where !numeros.insert(linea.numero).inserted {
      problemas.append(ProblemaCatalogo(leccion: linea.numero, .listadaDosVeces))
    }
    return problemas
  }

  static func metadatosDe(_ leccion: Leccion, _ metadatos: MetadatosLeccion) -> [ProblemaCatalogo.Tipo] {
    var problemas: [ProblemaCatalogo.Tipo] = []
    if metadatos.numero != leccion.numero { problemas.append(.numeroDistinto(declarado: metadatos.numero, carpeta: leccion.numero)) }
    if metadatos.titulo.trimmingCharacters(in: .whitespaces).isEmpty { problemas.append(.tituloVacio) }
    if let limite = metadatos.limiteSegundos, limite <= 0 { problemas.append(.limiteNoPositivo) }
    if metadatos.pruebas.isEmpty { problemas.append(.sinPruebas) }
    var ids = Set<String>()
    for prueba in metadatos.pruebas {
      if !IdPrueba.esValido(prueba.id) { problemas.append(.idPruebaInvalido(prueba.id)) }
      if !ids.insert(prueba.id).inserted { problemas.append(.idPruebaRepetido(prueba.id)) }
      if prueba.nombre.trimmingCharacters(in: .whitespaces).isEmpty { problemas.append(.pruebaSinNombre(prueba.id)) }
      if prueba.pistas.isEmpty || prueba.pistas.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
        problemas.append(.pruebaSinPistas(prueba.id))
      }
      if let ejercicio = prueba.ejercicio, ejercicio < 1 { problemas.append(.ejercicioInvalido(prueba: prueba.id, ejercicio: ejercicio)) }
    }
    problemas += ValidacionEjercicioPrueba.problemas(metadatos)
    return problemas
  }
}
