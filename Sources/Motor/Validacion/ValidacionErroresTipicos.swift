import Foundation

/// What is wrong with a lesson's typical mistakes, step hints and `primero` declarations, found
/// without building: part of ``ValidacionCatalogo``.
enum ValidacionErroresTipicos {
  /// Every problem of `metadatos`.
  static func problemas(_ metadatos: MetadatosLeccion) -> [ProblemaCatalogo.Tipo] {
    var problemas: [ProblemaCatalogo.Tipo] = []
    var ids = Set<String>()
    for error in metadatos.errores ?? [] {
      let valido = !error.id.isEmpty && error.id.unicodeScalars.allSatisfy {
        $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
      }
      if !valido { problemas.append(.errorIdInvalido(error.id)) }
      if !ids.insert(error.id).inserted { problemas.append(.errorRepetido(error.id)) }
      if error.texto.trimmingCharacters(in: .whitespaces).isEmpty {
        problemas.append(.errorSinTexto(error.id))
      }
      let declarados = error.parametros ?? []
      for nombre in error.marcadores where !declarados.contains(nombre) {
        problemas.append(.marcadorSinDeclarar(error: error.id, nombre: nombre))
      }
      for nombre in declarados where !error.marcadores.contains(nombre) {
        problemas.append(.parametroSinUsar(error: error.id, nombre: nombre))
      }
    }
    for prueba in metadatos.pruebas {
      var pasos = Set<String>()
      for paso in prueba.pasos ?? [] {
        let valido = !paso.id.isEmpty && paso.id.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
        let conPistas = !paso.pistas.isEmpty && !paso.pistas.contains { $0.trimmingCharacters(in: .whitespaces).isEmpty }
        if !valido || !pasos.insert(paso.id).inserted || !conPistas {
          problemas.append(.pasoInvalido(prueba: prueba.id, paso: paso.id))
        }
      }
    }
    var nombrados = Set<String>()
    for variante in metadatos.variantes ?? [] {
      let fallaPruebas = variante.esperado == .falla && !(variante.pruebas ?? []).isEmpty
      guard let primero = variante.primero else {
        if fallaPruebas && variante.carpeta.hasPrefix("error-") {
          problemas.append(.sinPrimero(variante: variante.carpeta))
        }
        continue
      }
      guard fallaPruebas else {
        problemas.append(.primeroSobra(variante: variante.carpeta))
        continue
      }
      let fallan = variante.pruebas ?? []
      switch primero {
      case .error(let id):
        nombrados.insert(id)
        if metadatos.error(id) == nil { problemas.append(.primeroErrorDesconocido(variante: variante.carpeta, error: id)) }
      case .analizador:
        // NB: analyzer ids belong to the checker, not to the lesson; `verificar` compares them.
        break
      case .hecho(let prueba):
        if !fallan.contains(prueba) { problemas.append(.primeroPruebaDesconocida(variante: variante.carpeta, prueba: prueba)) }
      case .paso(let prueba, let paso):
        if !fallan.contains(prueba) {
          problemas.append(.primeroPruebaDesconocida(variante: variante.carpeta, prueba: prueba))
        } else if metadatos.pruebas.first(where: { $0.id == prueba })?.paso(paso) == nil {
          problemas.append(.primeroPasoDesconocido(variante: variante.carpeta, prueba: prueba, paso: paso))
        }
      }
    }
    for error in metadatos.errores ?? [] where !nombrados.contains(error.id) {
      problemas.append(.errorSinUsar(error.id))
    }
    return problemas
  }
}
