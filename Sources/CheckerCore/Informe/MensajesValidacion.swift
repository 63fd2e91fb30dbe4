import Motor

/// The Spanish sentence of each ``ProblemaCatalogo`` (what `verificar` and the integrity suite
/// print about `leccion.json`, `Package.swift`'s list and the lesson's folders).
enum MensajesValidacion {
  /// The sentence of `tipo`, without the lesson. Exhaustive: a new kind of problem does not
  /// compile until it has its sentence here.
  static func texto(_ tipo: ProblemaCatalogo.Tipo) -> String {
    switch tipo {
    case .carpetaSinListar(let carpeta): "la carpeta '\(carpeta)' no está en la lista de lecciones de Package.swift"
    case .carpetaAusente(let carpeta): "Package.swift la lista, pero falta la carpeta '\(carpeta)'"
    case .listadaDosVeces: "aparece dos veces en la lista de Package.swift"
    case .diagnosticoRepetido(let id): "el diagnóstico conocido '\(id)' está repetido"
    case .diagnosticoIncompleto(let id): "el diagnóstico conocido '\(id)' no tiene patrón o explicación"
    case .metadatosIlegibles(let error): error?.description ?? "falta leccion.json"
    case .posicionRepetida(let posicion, let otra): "'orden' \(posicion) repetido (también en la lección \(otra))"
    case .numeroDistinto(let declarado, let carpeta): "leccion.json dice 'numero' \(declarado), pero la carpeta es la \(carpeta)"
    case .tituloVacio: "el título está vacío"
    case .limiteNoPositivo: "'limiteSegundos' debe ser positivo"
    case .sinPruebas: "no declara ninguna prueba"
    case .idPruebaInvalido(let id): "el id de prueba '\(id)' no es válido (solo ASCII, dígitos, '_' o '-')"
    case .idPruebaRepetido(let id): "el id de prueba '\(id)' está repetido"
    case .pruebaSinNombre(let id): "la prueba '\(id)' no tiene nombre"
    case .pruebaSinPistas(let id): "la prueba '\(id)' necesita al menos una pista, y ninguna vacía"
    case .ejercicioInvalido(let prueba, let ejercicio): MensajesFormato.ejercicioInvalido(prueba, ejercicio)
    case .ejercicioDistinto(let prueba, let declarado, let lista): MensajesFormato.ejercicioDistinto(prueba, declarado, lista)
    case .ejercicioAusente(let prueba): MensajesFormato.ejercicioAusente(prueba)
    case .ejercicioSinPruebas(let hueco, let maximo): MensajesFormato.ejercicioSinPruebas(hueco, maximo: maximo)
    case .garantiaInservible(let problema): problema.description
    case .garantiaRotaDesconocida(let id): "'garantiasRotasEnPlantilla' nombra la garantía '\(id)', que no existe en NoCompila/"
    case .varianteSinDeclarar(let variante): "la variante '\(variante)' no está declarada en leccion.json"
    case .varianteSinCarpeta(let variante): "falta la carpeta 'Variantes/\(variante)'"
    case .nombreVarianteInvalido(let variante): MensajesFormato.nombreVariante(variante)
    case .alternativaQueNoPasa(let variante): "la variante '\(variante)' es una alternativa: su resultado esperado debe ser 'pasa'"
    case .errorQuePasa(let variante): "la variante '\(variante)' es un error: no puede esperar 'pasa'"
    case .analisisDesconocido(let variante, let id, let esenciales):
      "la variante '\(variante)' declara el análisis '\(id)', que no existe (esenciales: \(esenciales.joined(separator: ", ")))"
    case .analisisNoEsencial(let variante, let id):
      "la variante '\(variante)' declara el análisis '\(id)', que no es esencial: solo se declaran los que bloquean la lección"
    case .analisisSinFalla(let variante):
      "la variante '\(variante)' declara 'analisis', pero solo una variante 'falla' puede tener hallazgos esenciales"
    case .fallaSinNombrar(let variante): "la variante '\(variante)' debe nombrar las pruebas o garantías que fallan"
    case .pruebaDeVarianteDesconocida(let variante, let prueba): "la variante '\(variante)' nombra la prueba '\(prueba)', que no existe"
    case .garantiaDeVarianteDesconocida(let variante, let garantia):
      "la variante '\(variante)' nombra la garantía '\(garantia)', que no existe en NoCompila/"
    case .sinDiagnostico(let variante): "la variante '\(variante)' necesita 'diagnostico'"
    case .sinExplicacion(let variante):
      "la variante '\(variante)' necesita una 'explicacion' que exista en la tabla de diagnósticos conocidos"
    case .errorIdInvalido(let id): MensajesErroresTipicos.errorIdInvalido(id)
    case .errorRepetido(let id): MensajesErroresTipicos.errorRepetido(id)
    case .errorSinTexto(let id): MensajesErroresTipicos.errorSinTexto(id)
    case .marcadorSinDeclarar(let error, let nombre): MensajesErroresTipicos.marcadorSinDeclarar(error, nombre)
    case .parametroSinUsar(let error, let nombre): MensajesErroresTipicos.parametroSinUsar(error, nombre)
    case .pasoInvalido(let prueba, let paso): MensajesErroresTipicos.pasoInvalido(prueba, paso)
    case .sinPrimero(let variante): MensajesErroresTipicos.sinPrimero(variante)
    case .primeroSobra(let variante): MensajesErroresTipicos.primeroSobra(variante)
    case .primeroErrorDesconocido(let variante, let error): MensajesErroresTipicos.primeroErrorDesconocido(variante, error)
    case .primeroPruebaDesconocida(let variante, let prueba): MensajesErroresTipicos.primeroPruebaDesconocida(variante, prueba)
    case .primeroPasoDesconocido(let variante, let prueba, let paso):
      MensajesErroresTipicos.primeroPasoDesconocido(variante, prueba: prueba, paso: paso)
    case .errorSinUsar(let id): MensajesErroresTipicos.errorSinUsar(id)
    case .ejercicioRepetido(let numero): "el ejercicio \(numero) está declarado dos veces"
    case .ejercicioSinArchivos(let numero): "el ejercicio \(numero) no tiene archivos"
    case .archivoEnDosEjercicios(let archivo): "'\(archivo)' pertenece a dos ejercicios"
    case .pruebaEnDosEjercicios(let id): "la prueba '\(id)' pertenece a dos ejercicios"
    case .pruebaDeEjercicioDesconocida(let id, let numero): "el ejercicio \(numero) nombra la prueba '\(id)', que `pruebas` no declara"
    case .explicacionDesconocida(let id, let numero):
      "el ejercicio \(numero) usa la explicación '\(id)', que no está en la tabla de diagnósticos conocidos"
    case .pruebaSinEjercicio(let id):
      "la prueba '\(id)' no pertenece a ningún ejercicio: en una lección por ejercicios, cada prueba es de uno"
    case .archivoSinEjercicio(let archivo):
      "'Plantilla/\(archivo)' no pertenece a ningún ejercicio: cada archivo se compila con el suyo"
    case .sinMarcaEnManifiesto(let numero, let slug):
      "la lección se revisa por ejercicios, pero su línea de Package.swift no lo dice: escribe "
        + "`leccion(\(numero), \"\(slug)\", porEjercicio: true),` (si no, `swift build` compilaría la copia de trabajo, que empieza sin compilar)"
    case .archivosEnLeccionPorEjercicios:
      "`archivosPorEjercicio` es para una lección ordinaria; una lección por ejercicios ya declara los archivos en `ejercicios`"
    case .archivosRepetido(let numero): "`archivosPorEjercicio` declara dos veces el ejercicio \(numero)"
    case .archivosSinPruebas(let numero):
      "`archivosPorEjercicio` nombra el ejercicio \(numero), pero ninguna prueba dice \"ejercicio\": \(numero)"
    case .archivosSinTitulo(let numero): "el ejercicio \(numero) de `archivosPorEjercicio` no tiene título"
    case .archivosSinArchivos(let numero): "el ejercicio \(numero) de `archivosPorEjercicio` no tiene archivos"
    case .archivosAusente(let archivo, let numero):
      "el ejercicio \(numero) de `archivosPorEjercicio` nombra 'Plantilla/\(archivo)', que no existe"
    }
  }
}

extension ProblemaCatalogo: CustomStringConvertible {
  /// The sentence, without the lesson.
  public var detalle: String { MensajesValidacion.texto(tipo) }
  /// `lección 3: …`, or the sentence alone for a course-wide problem.
  public var description: String { leccion.map { "lección \($0): \(detalle)" } ?? detalle }
}
