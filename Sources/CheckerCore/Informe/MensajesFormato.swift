import Motor

/// Every sentence about the lesson format (overlay variants, assembly, migration), in Spanish.
public enum MensajesFormato {
  static func sinVariante(_ ruta: String) -> String {
    "no existe la carpeta de la variante '\(ruta)/'"
  }
  static func escrituraEnsamblado(_ ruta: String, _ detalle: String) -> String {
    "no se pudo ensamblar la variante en '\(ruta)/' (\(detalle)); comprueba que puedes escribir en .build/"
  }
  static func formatoAntiguo(_ ruta: String, _ formato: Int, numero: Int) -> String {
    "'\(ruta)' usa el formato \(formato) (variantes como copias completas) y este checker solo entiende "
      + "desde el \(MetadatosLeccion.formatoMinimo) (variantes con solo lo que difiere de Solucion/); "
      + "conviértela con `swift run -q checker migrar-formato leccion\(numero)`"
  }

  // MARK: verificar

  static func nombreVariante(_ nombre: String) -> String {
    "la variante '\(nombre)' debe llamarse alternativa-… o error-…, sin espacios, comas, dos puntos ni "
      + "barras (TALLER_FUENTE la nombra así: N:\(nombre))"
  }

  static func varianteIgual(_ ruta: String, gemelo: String) -> String {
    "'\(ruta)' es igual a '\(gemelo)' (sin contar espacios al final de línea): bórralo, la variante ya "
      + "recibe ese archivo de Solucion/"
  }
  static func varianteVacia(_ ruta: String) -> String {
    "'\(ruta)/' no cambia nada de Solucion/: una variante tiene al menos un archivo distinto o un `quita`"
  }
  static func quitaSinGemelo(_ archivo: String, variante: String) -> String {
    "la variante '\(variante)' quita '\(archivo)', que no existe en Solucion/ (revisa `quita` en leccion.json)"
  }
  static func parcheRoto(_ ruta: String, _ error: ErrorParche, gemelo: String) -> String {
    switch error {
    case .noSeAplica(let linea):
      "'\(ruta)', línea \(linea): el trozo ya no se aplica a '\(gemelo)' (lo que cambia, o su contexto, ya no "
        + "está así en Solucion/); rehaz el parche sobre la Solucion de ahora (`diff -u`)"
    case .malFormado(let linea):
      "'\(ruta)', línea \(linea): no es un diff unificado (cada trozo empieza por `@@ -a,b +c,d @@` y sus "
        + "líneas por espacio, `-` o `+`)"
    case .sinTrozos: "'\(ruta)' no tiene ningún trozo (`@@ … @@`): no cambia nada"
    }
  }
  static func parcheSinGemelo(_ ruta: String) -> String {
    "'\(ruta)' es un parche de un archivo que no existe en Solucion/: un archivo nuevo va entero, como .swift"
  }
  static func parcheYArchivo(_ ruta: String) -> String {
    "'\(ruta)' y el mismo archivo entero están a la vez en la variante: deja uno de los dos"
  }
  static func parcheSinCambios(_ ruta: String) -> String {
    "'\(ruta)' deja el archivo igual que en Solucion/: bórralo"
  }
  static func archivoEnteroConGemelo(_ ruta: String, numero: Int) -> String {
    "'\(ruta)' copia entero un archivo de Solucion/; en el formato \(MetadatosLeccion.formatoActual) una variante "
      + "guarda solo su cambio, como parche: `swift run -q checker migrar-formato leccion\(numero)`"
  }
  static func quitaYTiene(_ archivo: String, variante: String) -> String {
    "la variante '\(variante)' quita '\(archivo)' y a la vez lo tiene en su carpeta: elige una de las dos"
  }

  // MARK: migrar-formato

  static func migrada(_ carpeta: String, variantes: Int, borrados: Int, quitados: Int, parches: Int) -> String {
    "✓ \(carpeta): formato \(MetadatosLeccion.formatoActual); \(variantes) variantes, \(borrados) archivos "
      + "iguales a Solucion/ borrados, \(quitados) archivos ausentes anotados en `quita`, \(parches) archivos "
      + "convertidos en parches (.diff)"
  }
  static func yaMigrada(_ carpeta: String) -> String {
    "\(carpeta) ya usa el formato \(MetadatosLeccion.formatoActual): nada que hacer"
  }
  static func migracionFallida(_ carpeta: String, _ detalle: String) -> String {
    "✗ \(carpeta): no se pudo migrar (\(detalle)); no se ha cambiado nada de esa lección"
  }
  static let migracionSinLecciones = "no hay ninguna lección que migrar"
  /// Why a lesson could not be migrated.
  static func migracion(_ error: ErrorMigracion) -> String {
    switch error {
    case .sinMetadatos(let carpeta): migracionSinMetadatos(carpeta)
    case .sinFormato(let carpeta): migracionSinFormato(carpeta)
    case .varianteIgual(let variante): migracionVarianteIgual(variante)
    case .invalida(let defecto): migracionInvalida(Self.defecto(defecto))
    case .sinCampo(let patron, let carpeta): migracionSinCampo(patron, carpeta)
    }
  }
  static func migracionSinMetadatos(_ carpeta: String) -> String { "falta '\(carpeta)/leccion.json'" }
  static func migracionSinFormato(_ carpeta: String) -> String {
    "'\(carpeta)/leccion.json' no es JSON válido con un campo 'formato'"
  }
  static func migracionVarianteIgual(_ variante: String) -> String {
    "la variante '\(variante)' es igual a Solucion/: bórrala (y su entrada de leccion.json) o cámbiala"
  }
  static func migracionInvalida(_ detalle: String) -> String { "el leccion.json resultante no sería válido: \(detalle)" }
  static func migracionSinCampo(_ patron: String, _ carpeta: String) -> String {
    "no encuentro una sola vez \(patron) en '\(carpeta)/leccion.json'; edítalo a mano"
  }
  static func ejercicioInvalido(_ id: String, _ ejercicio: Int) -> String {
    "la prueba '\(id)' dice \"ejercicio\": \(ejercicio); los ejercicios se cuentan desde 1"
  }

  static func ejercicioAusente(_ id: String) -> String {
    "la prueba '\(id)' no dice a qué ejercicio pertenece (\"ejercicio\": N); otras pruebas de la lección sí lo dicen, "
      + "y el informe las agrupa por ejercicio: añádelo a todas"
  }

  static func ejercicioSinPruebas(_ hueco: Int, maximo: Int) -> String {
    "ninguna prueba pertenece al ejercicio \(hueco), pero hay pruebas del ejercicio \(maximo): numera los ejercicios sin huecos"
  }

  static func ejercicioDistinto(_ id: String, _ declarado: Int, _ lista: Int?) -> String {
    let donde = lista.map { "la lista 'ejercicios' la pone en el \($0)" } ?? "ningún ejercicio de 'ejercicios' la lista"
    return "la prueba '\(id)' dice \"ejercicio\": \(declarado), pero \(donde)"
  }

  // MARK: ensamblar

  static func ensamblada(_ ruta: String, valor: String) -> String {
    "✓ ensamblada en \(ruta)/\n  compílala con: TALLER_FUENTE=\(valor) swift build"
  }

  /// Spanish one-line description of what is wrong with a JSON file.
  static func defecto(_ defecto: DefectoJSON) -> String {
    switch defecto {
    case .falta(let campo): "falta el campo '\(campo)'"
    case .tipoIncorrecto(let campo): "el campo '\(campo)' tiene un tipo incorrecto"
    case .invalido(let campo): "el campo '\(campo)' no es válido"
    case .noEsJSON: "no es JSON válido"
    case .otro: "JSON no válido"
    }
  }
}
