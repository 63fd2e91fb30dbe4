import Foundation

/// The static checks of a per-exercise lesson (no build): every test belongs to exactly one
/// exercise, every file of `Plantilla/` to exactly one exercise, every declared explanation exists,
/// and `Package.swift` marks the lesson `porEjercicio: true` (else a fresh clone's `swift build`
/// would compile the non-compiling working copy).
public enum ValidacionEjercicios {
  /// The problems of `leccion`'s `ejercicios` (none for an ordinary lesson); `genericos` as in
  /// ``ValidacionCatalogo/problemas(_:genericos:)``.
  public static func problemas(
    _ leccion: Leccion, taller: Taller, catalogo: Catalogo, genericos: [DiagnosticoConocido]
  ) -> [ProblemaCatalogo.Tipo] {
    guard let metadatos = leccion.metadatos, let ejercicios = metadatos.ejercicios else { return [] }
    var problemas: [ProblemaCatalogo.Tipo] = []
    let tabla = TablaDiagnosticos(catalogo: catalogo, leccion: leccion, genericos: genericos)
    var numeros: [Int] = []
    var archivos: [String] = []
    var pruebas: [String] = []
    for ejercicio in ejercicios {
      if numeros.contains(ejercicio.numero) { problemas.append(.ejercicioRepetido(ejercicio.numero)) }
      numeros.append(ejercicio.numero)
      if ejercicio.archivos.isEmpty { problemas.append(.ejercicioSinArchivos(ejercicio.numero)) }
      for archivo in ejercicio.archivos {
        if archivos.contains(archivo) { problemas.append(.archivoEnDosEjercicios(archivo)) }
        archivos.append(archivo)
      }
      for id in ejercicio.pruebas {
        if pruebas.contains(id) { problemas.append(.pruebaEnDosEjercicios(id)) }
        if !metadatos.pruebas.contains(where: { $0.id == id }) {
          problemas.append(.pruebaDeEjercicioDesconocida(prueba: id, ejercicio: ejercicio.numero))
        }
        pruebas.append(id)
      }
      if tabla.entrada(id: ejercicio.explicacion) == nil {
        problemas.append(.explicacionDesconocida(id: ejercicio.explicacion, ejercicio: ejercicio.numero))
      }
    }
    for prueba in metadatos.pruebas where !pruebas.contains(prueba.id) {
      problemas.append(.pruebaSinEjercicio(prueba.id))
    }
    let plantilla = taller.raiz.appendingPathComponent(leccion.carpetaFuente(.plantilla))
    for archivo in ArchivosCarpeta.listar(plantilla) where archivo.hasSuffix(".swift") && !archivos.contains(archivo) {
      problemas.append(.archivoSinEjercicio(archivo))
    }
    let manifiesto = (try? String(contentsOf: taller.manifiesto, encoding: .utf8)) ?? ""
    let marcada = manifiesto.split(separator: "\n").contains { linea in
      ListaLecciones.interpretar(linea)?.numero == leccion.numero && linea.contains("porEjercicio: true")
    }
    if !marcada { problemas.append(.sinMarcaEnManifiesto(numero: leccion.numero, slug: leccion.slug)) }
    return problemas
  }
}
