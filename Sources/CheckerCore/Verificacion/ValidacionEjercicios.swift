import Foundation
import Motor

/// The static checks of a per-exercise lesson (no build): every test belongs to exactly one
/// exercise, every file of `Plantilla/` to exactly one exercise, every declared explanation exists,
/// and `Package.swift` marks the lesson `porEjercicio: true` (else a fresh clone's `swift build`
/// would compile the non-compiling working copy).
enum ValidacionEjercicios {
  /// The problems of `leccion`'s `ejercicios` (none for an ordinary lesson), in Spanish.
  static func problemas(_ leccion: Leccion, taller: Taller, catalogo: Catalogo) -> [String] {
    guard let metadatos = leccion.metadatos, let ejercicios = metadatos.ejercicios else { return [] }
    var problemas: [String] = []
    let tabla = TablaDiagnosticos(catalogo: catalogo, leccion: leccion)
    var numeros: [Int] = []
    var archivos: [String] = []
    var pruebas: [String] = []
    for ejercicio in ejercicios {
      if numeros.contains(ejercicio.numero) { problemas.append(MensajesEjercicios.numeroRepetido(ejercicio.numero)) }
      numeros.append(ejercicio.numero)
      if ejercicio.archivos.isEmpty { problemas.append(MensajesEjercicios.sinArchivos(ejercicio.numero)) }
      for archivo in ejercicio.archivos {
        if archivos.contains(archivo) { problemas.append(MensajesEjercicios.archivoEnDos(archivo)) }
        archivos.append(archivo)
      }
      for id in ejercicio.pruebas {
        if pruebas.contains(id) { problemas.append(MensajesEjercicios.pruebaEnDos(id)) }
        if !metadatos.pruebas.contains(where: { $0.id == id }) { problemas.append(MensajesEjercicios.pruebaDesconocida(id, ejercicio.numero)) }
        pruebas.append(id)
      }
      if tabla.entrada(id: ejercicio.explicacion) == nil {
        problemas.append(MensajesEjercicios.explicacionDesconocida(ejercicio.explicacion, ejercicio.numero))
      }
    }
    for prueba in metadatos.pruebas where !pruebas.contains(prueba.id) {
      problemas.append(MensajesEjercicios.pruebaSinEjercicio(prueba.id))
    }
    let plantilla = taller.raiz.appendingPathComponent(leccion.carpeta + "/Plantilla")
    for archivo in ArchivosCarpeta.listar(plantilla) where archivo.hasSuffix(".swift") && !archivos.contains(archivo) {
      problemas.append(MensajesEjercicios.archivoSinEjercicio(archivo))
    }
    let manifiesto = (try? String(contentsOf: taller.manifiesto, encoding: .utf8)) ?? ""
    let marcada = manifiesto.split(separator: "\n").contains { linea in
      ListaLecciones.interpretar(linea)?.numero == leccion.numero && linea.contains("porEjercicio: true")
    }
    if !marcada { problemas.append(MensajesEjercicios.sinMarcaEnManifiesto(leccion.numero, leccion.slug)) }
    return problemas
  }
}

extension MensajesEjercicios {
  static func numeroRepetido(_ numero: Int) -> String { "el ejercicio \(numero) está declarado dos veces" }
  static func sinArchivos(_ numero: Int) -> String { "el ejercicio \(numero) no tiene archivos" }
  static func archivoEnDos(_ archivo: String) -> String { "'\(archivo)' pertenece a dos ejercicios" }
  static func pruebaEnDos(_ id: String) -> String { "la prueba '\(id)' pertenece a dos ejercicios" }
  static func pruebaDesconocida(_ id: String, _ numero: Int) -> String {
    "el ejercicio \(numero) nombra la prueba '\(id)', que `pruebas` no declara"
  }
  static func explicacionDesconocida(_ id: String, _ numero: Int) -> String {
    "el ejercicio \(numero) usa la explicación '\(id)', que no está en la tabla de diagnósticos conocidos"
  }
  static func pruebaSinEjercicio(_ id: String) -> String {
    "la prueba '\(id)' no pertenece a ningún ejercicio: en una lección por ejercicios, cada prueba es de uno"
  }
  static func archivoSinEjercicio(_ archivo: String) -> String {
    "'Plantilla/\(archivo)' no pertenece a ningún ejercicio: cada archivo se compila con el suyo"
  }
  static func sinMarcaEnManifiesto(_ numero: Int, _ slug: String) -> String {
    "la lección se revisa por ejercicios, pero su línea de Package.swift no lo dice: escribe "
      + "`leccion(\(numero), \"\(slug)\", porEjercicio: true),` (si no, `swift build` compilaría la copia de trabajo, que empieza sin compilar)"
  }
}
