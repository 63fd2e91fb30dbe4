import Foundation
import Motor

/// The files `nueva-leccion` writes, as text: a lesson that builds, whose example Plantilla fails
/// its one example test and whose Solucion passes it, with ``Andamiaje/marcaPendiente`` wherever
/// the instructor still has to write the real thing.
struct TextosAndamiaje {
  var leccion: Leccion
  var titulo: String
  /// A per-exercise lesson (`nueva-leccion --diagnosticos`): the Plantilla does not compile.
  var porEjercicio = false

  var marca: String { Leccion.marcaPendiente }

  func metadatos(posicion: Int) -> MetadatosLeccion {
    MetadatosLeccion(
      numero: leccion.numero, titulo: titulo, posicion: posicion, limiteSegundos: 5,
      pruebas: [
        PruebaDeclarada(
          id: "respuesta", nombre: "La respuesta de ejemplo es 42",
          pistas: ["\(marca): escribe una pista que apunte a la idea sin dar el código."])
      ],
      variantes: [
        VarianteDeclarada(
          carpeta: "error-ejemplo", esperado: .falla, pruebas: ["respuesta"], primero: .error("respuesta-desplazada"))
      ],
      ejercicios: porEjercicio ? [ejercicioDeEjemplo] : nil,
      errores: [
        ErrorTipicoDeclarado(
          id: "respuesta-desplazada", texto: "\(marca): la respuesta es {valor}, uno menos de lo pedido: "
            + "di qué hizo el alumno y cómo arreglarlo.", tipo: .esencial, parametros: ["valor"],
          donde: DondeError(archivo: "Ejercicio.swift"))
      ])
  }

  func json(_ metadatos: MetadatosLeccion) throws -> Data {
    let codificador = JSONEncoder()
    codificador.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    var datos = try codificador.encode(metadatos)
    datos.append(0x0A)
    return datos
  }

  var readme: String {
    """
    # Lección \(leccion.numero) · \(titulo)

    <!-- \(marca): escribe aquí la lección y borra este comentario. -->

    ## Qué vas a aprender

    ## El ejercicio

    Abre `\(leccion.carpetaCopiaTrabajo)/` y completa cada `// TODO:`. Después comprueba tu trabajo:

    ```sh
    swift run -q checker leccion\(leccion.numero)
    ```

    """
  }

  var plantilla: String {
    if porEjercicio { return plantillaSinCompilar }
    return """
    import ComposableArchitecture

    /// Ejercicio de ejemplo creado por `checker nueva-leccion`: sustitúyelo por el de la lección.
    public struct Ejercicio: Sendable {
      public init() {}

      /// Lo que comprueba la prueba de ejemplo.
      public func respuesta() -> Int {
        // TODO: devuelve 42.
        return 0
      }
    }

    """
  }

  var solucion: String {
    """
    import ComposableArchitecture

    // \(marca): escribe aquí la solución de referencia, con los mismos archivos que Plantilla/.

    /// Ejercicio de ejemplo creado por `checker nueva-leccion`: sustitúyelo por el de la lección.
    public struct Ejercicio: Sendable {
      public init() {}

      /// Lo que comprueba la prueba de ejemplo.
      public func respuesta() -> Int {
        return 42
      }
    }

    """
  }

  /// The example variant's file; ``Andamiaje`` keeps only its patch against `Solucion/` (format 3).
  var variante: String {
    """
    import ComposableArchitecture

    // \(marca): una variante `error-*` guarda solo lo que cambia de Solucion/, como parche (lo demás
    // lo recibe de Solucion/; un archivo que olvida se declara con "quita" en leccion.json). Sustituye
    // este error de ejemplo por un error típico de la lección (`checker nueva-variante` escribe el
    // parche desde tu copia de trabajo) y declara en leccion.json qué pruebas falla.

    /// Ejercicio de ejemplo creado por `checker nueva-leccion`: sustitúyelo por el de la lección.
    public struct Ejercicio: Sendable {
      public init() {}

      /// Lo que comprueba la prueba de ejemplo.
      public func respuesta() -> Int {
        return 41
      }
    }

    """
  }

  var prueba: String {
    """
    import TallerArnes
    @testable import \(leccion.modulo)

    // \(marca): sustituye esta prueba de ejemplo por las de la lección (y sus entradas en leccion.json).
    // Una variable calculada, no un `let` global: Swift 6.0 avisa de más en los cierres de un `let`
    // global de un ejecutable («no 'async' operations occur within 'await' expression»). Los nombres
    // del arnés van completos (`TallerArnes.Prueba`): un tipo del alumno llamado `Prueba` no choca.
    var pruebasEjercicio: [TallerArnes.Prueba] { [
      TallerArnes.Prueba("respuesta") {
        let respuesta = Ejercicio().respuesta()
        esperarIgual(respuesta, 42, "`respuesta()` debería devolver 42.")
        // \(marca): reconoce cada error típico por su conducta, con varias entradas, y levántalo
        // donde lo reconoces (dentro de `paso("id") { … }` si la prueba tiene pasos); el informe
        // empieza por su texto de leccion.json. Una solución correcta nunca debe levantarlo.
        errorTipico("respuesta-desplazada", ["valor": "\\(respuesta)"], si: respuesta == 41)
      },
    ] }

    """
  }

  var principal: String {
    """
    import TallerArnes

    await TallerArnes.Arnes.principal(pruebas: pruebasEjercicio)

    """
  }
}
