import Foundation
import Motor
import TallerComun

/// Everything wrong with the course's metadata, found without building anything: what `checker
/// verificar` and the integrity suite check before they build.
public enum ValidacionCatalogo {
  /// One problem, in Spanish.
  public struct Problema: Sendable, Equatable, CustomStringConvertible {
    /// The lesson it concerns, or `nil` for the whole course.
    public var leccion: Int?
    /// What is wrong.
    public var detalle: String

    /// `lección 3: …` or the detail alone.
    public var description: String { leccion.map { "lección \($0): \(detalle)" } ?? detalle }
  }

  /// Every problem of `catalogo`, course-wide first, then per lesson in number order.
  public static func problemas(_ catalogo: Catalogo) -> [Problema] {
    var problemas = lista(catalogo)
    let tabla = TablaDiagnosticos(catalogo: catalogo)
    var ordenes: [Int: Int] = [:]
    for leccion in catalogo.lecciones.sorted(by: { $0.numero < $1.numero }) {
      func anotar(_ detalle: String) { problemas.append(Problema(leccion: leccion.numero, detalle: detalle)) }
      guard let metadatos = leccion.metadatos else {
        anotar(leccion.problemaMetadatos?.description ?? "falta leccion.json")
        continue
      }
      if let otra = ordenes[metadatos.posicion] { anotar("'orden' \(metadatos.posicion) repetido (también en la lección \(otra))") }
      ordenes[metadatos.posicion] = leccion.numero
      metadatosDe(leccion, metadatos).forEach(anotar)
      ValidacionErroresTipicos.problemas(metadatos).forEach(anotar)
      let garantias = Garantia.todas(en: catalogo.taller.raiz.appendingPathComponent(leccion.carpetaNoCompila))
      for case .failure(let problema) in garantias { anotar(problema.description) }
      let ids = garantias.compactMap { try? $0.get().id }
      variantes(leccion, metadatos, garantias: ids, tabla: tabla, taller: catalogo.taller).forEach(anotar)
      for id in metadatos.garantiasRotasEnPlantilla ?? [] where !ids.contains(id) {
        anotar("'garantiasRotasEnPlantilla' nombra la garantía '\(id)', que no existe en NoCompila/")
      }
    }
    var vistos = Set<String>()
    for entrada in tabla.entradas {
      if !vistos.insert(entrada.id).inserted {
        problemas.append(Problema(leccion: nil, detalle: "el diagnóstico conocido '\(entrada.id)' está repetido"))
      }
      if entrada.patrones.contains(where: \.isEmpty) || entrada.explicacion.isEmpty {
        problemas.append(Problema(leccion: nil, detalle: "el diagnóstico conocido '\(entrada.id)' no tiene patrón o explicación"))
      }
    }
    return problemas
  }

  /// `Package.swift`'s list against the `Lessons/NN-*` folders.
  static func lista(_ catalogo: Catalogo) -> [Problema] {
    var problemas: [Problema] = []
    let carpetas = ((try? FileManager.default.contentsOfDirectory(atPath: catalogo.taller.carpetaLecciones.path)) ?? [])
      .filter { nombre in
        let prefijo = nombre.prefix { $0.isNumber }
        return !prefijo.isEmpty && nombre.dropFirst(prefijo.count).hasPrefix("-")
      }
    let esperadas = Set(catalogo.lecciones.map { String($0.carpeta.dropFirst("Lessons/".count)) })
    for carpeta in carpetas.sorted() where !esperadas.contains(carpeta) {
      problemas.append(
        Problema(leccion: nil, detalle: "la carpeta 'Lessons/\(carpeta)' no está en la lista de lecciones de Package.swift"))
    }
    for leccion in catalogo.lecciones where !carpetas.contains(String(leccion.carpeta.dropFirst("Lessons/".count))) {
      problemas.append(Problema(leccion: leccion.numero, detalle: "Package.swift la lista, pero falta la carpeta '\(leccion.carpeta)'"))
    }
    var numeros = Set<Int>()
    for linea in catalogo.lista where !numeros.insert(linea.numero).inserted {
      problemas.append(Problema(leccion: linea.numero, detalle: "aparece dos veces en la lista de Package.swift"))
    }
    return problemas
  }

  static func metadatosDe(_ leccion: Leccion, _ metadatos: MetadatosLeccion) -> [String] {
    var problemas: [String] = []
    if metadatos.numero != leccion.numero {
      problemas.append("leccion.json dice 'numero' \(metadatos.numero), pero la carpeta es la \(leccion.numero)")
    }
    if metadatos.titulo.trimmingCharacters(in: .whitespaces).isEmpty { problemas.append("el título está vacío") }
    if let limite = metadatos.limiteSegundos, limite <= 0 { problemas.append("'limiteSegundos' debe ser positivo") }
    if metadatos.pruebas.isEmpty { problemas.append("no declara ninguna prueba") }
    var ids = Set<String>()
    for prueba in metadatos.pruebas {
      if !IdPrueba.esValido(prueba.id) { problemas.append("el id de prueba '\(prueba.id)' no es válido (solo ASCII, dígitos, '_' o '-')") }
      if !ids.insert(prueba.id).inserted { problemas.append("el id de prueba '\(prueba.id)' está repetido") }
      if prueba.nombre.trimmingCharacters(in: .whitespaces).isEmpty { problemas.append("la prueba '\(prueba.id)' no tiene nombre") }
      if prueba.pistas.isEmpty || prueba.pistas.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
        problemas.append("la prueba '\(prueba.id)' necesita al menos una pista, y ninguna vacía")
      }
      if let ejercicio = prueba.ejercicio, ejercicio < 1 { problemas.append(MensajesFormato.ejercicioInvalido(prueba.id, ejercicio)) }
    }
    problemas += ValidacionEjercicioPrueba.problemas(metadatos)
    return problemas
  }

  static func variantes(
    _ leccion: Leccion, _ metadatos: MetadatosLeccion, garantias: [String], tabla: TablaDiagnosticos, taller: Taller
  ) -> [String] {
    var problemas: [String] = []
    let carpeta = taller.raiz.appendingPathComponent(leccion.carpeta + "/Variantes")
    let presentes = Set((try? FileManager.default.contentsOfDirectory(atPath: carpeta.path)) ?? [])
      .filter { !$0.hasPrefix(".") }
    let declaradas = metadatos.variantes ?? []
    for nombre in presentes.sorted() where !declaradas.contains(where: { $0.carpeta == nombre }) {
      problemas.append("la variante '\(nombre)' no está declarada en leccion.json")
    }
    let pruebas = Set(metadatos.pruebas.map(\.id))
    for variante in declaradas {
      let nombre = variante.carpeta
      if !presentes.contains(nombre) { problemas.append("falta la carpeta 'Variantes/\(nombre)'") }
      if !ReglasVariante.nombreValido(nombre) {
        problemas.append(MensajesFormato.nombreVariante(nombre))
      }
      if nombre.hasPrefix("alternativa-") && variante.esperado != .pasa {
        problemas.append("la variante '\(nombre)' es una alternativa: su resultado esperado debe ser 'pasa'")
      }
      if nombre.hasPrefix("error-") && variante.esperado == .pasa {
        problemas.append("la variante '\(nombre)' es un error: no puede esperar 'pasa'")
      }
      problemas += MensajesAnalisis.problemasDeclaracion(variante)
      switch variante.esperado {
      case .pasa: break
      case .falla:
        if (variante.pruebas ?? []).isEmpty && (variante.garantias ?? []).isEmpty && (variante.analisis ?? []).isEmpty {
          problemas.append("la variante '\(nombre)' debe nombrar las pruebas o garantías que fallan")
        }
        for id in variante.pruebas ?? [] where !pruebas.contains(id) {
          problemas.append("la variante '\(nombre)' nombra la prueba '\(id)', que no existe")
        }
        for id in variante.garantias ?? [] where !garantias.contains(id) {
          problemas.append("la variante '\(nombre)' nombra la garantía '\(id)', que no existe en NoCompila/")
        }
      case .noCompila:
        if (variante.diagnostico ?? "").isEmpty { problemas.append("la variante '\(nombre)' necesita 'diagnostico'") }
        if let id = variante.explicacion, tabla.entrada(id: id) != nil {} else {
          problemas.append("la variante '\(nombre)' necesita una 'explicacion' que exista en la tabla de diagnósticos conocidos")
        }
      }
    }
    return problemas
  }
}
