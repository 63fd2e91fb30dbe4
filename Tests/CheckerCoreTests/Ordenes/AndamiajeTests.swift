import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("nueva-leccion (sin compilar)")
struct AndamiajeTests {
  @Test("Slugs: minúsculas ASCII sin acentos, separadas por guiones, como mucho 40 caracteres")
  func slugs() {
    #expect(Andamiaje.slug("Efectos y cancelación") == "efectos-y-cancelacion")
    #expect(Andamiaje.slug("  ¿Qué es @Presents?  ") == "que-es-presents")
    #expect(Andamiaje.slug("Ñandú: 2ª parte") == "nandu-2-parte")
    #expect(Andamiaje.slug("¡¡!!") == "")
    #expect(Andamiaje.slug(String(repeating: "palabra ", count: 10)).count <= 40)
  }

  @Test("La línea se añade tras la última de la lista, con su sangría, y pone la coma que faltaba")
  func manifiesto() throws {
    let texto = "let lecciones: [Leccion] = [\n  leccion(1, \"uno\"),\n  leccion(2, \"dos\")  // sin coma\n]\nlet x = 1\n"
    let (nuevo, linea) = try EdicionManifiesto.anadir(numero: 3, slug: "tres", a: texto)
    #expect(linea == "leccion(3, \"tres\"),")
    #expect(nuevo == "let lecciones: [Leccion] = [\n  leccion(1, \"uno\"),\n  leccion(2, \"dos\"),  // sin coma\n  leccion(3, \"tres\"),\n]\nlet x = 1\n")
    #expect(ListaLecciones.leer(manifiesto: nuevo).map(\.numero) == [1, 2, 3])
    let vacio = try EdicionManifiesto.anadir(numero: 1, slug: "uno", a: "let lecciones: [Leccion] = [\n]\n")
    #expect(vacio.texto == "let lecciones: [Leccion] = [\n  leccion(1, \"uno\"),\n]\n")
    #expect(throws: ErrorAndamiaje.sinLista) { try EdicionManifiesto.anadir(numero: 1, slug: "x", a: "import Foundation\n") }
  }

  @Test("Una última línea con una opción (`casosDelAlumno: true`, `porEjercicio: true`) también recibe su coma")
  func manifiestoConOpcion() throws {
    for opcion in ["casosDelAlumno: true", "porEjercicio: true"] {
      let texto = "let lecciones: [Leccion] = [\n  leccion(2, \"dos\", \(opcion))\n]\n"
      let (nuevo, _) = try EdicionManifiesto.anadir(numero: 3, slug: "tres", a: texto)
      #expect(nuevo == "let lecciones: [Leccion] = [\n  leccion(2, \"dos\", \(opcion)),\n  leccion(3, \"tres\"),\n]\n")
      #expect(ListaLecciones.leer(manifiesto: nuevo).map(\.numero) == [2, 3])
    }
  }

  @Test("Crea la lección siguiente, su copia de trabajo, sus pruebas y su línea; verificar dice qué falta")
  func crea() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/05-huerfana/README.md", "# sin línea\n")
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["nueva-leccion", "Efectos y cancelación"]) == .exito)
    #expect(captura.salida.hasPrefix("Lección 6 creada: «Efectos y cancelación»\n"))
    #expect(captura.salida.contains("Package.swift: añadida la línea `leccion(6, \"efectos-y-cancelacion\"),`"))
    #expect(captura.salida.contains("swift run -q checker verificar leccion6"))
    #expect(temporal.leer("Package.swift")?.contains("  leccion(1, \"termostato\"),\n  leccion(6, \"efectos-y-cancelacion\"),\n]") == true)

    let catalogo = try Catalogo.cargar(temporal.taller)
    let leccion = try #require(catalogo.leccion(numero: 6))
    #expect(leccion.metadatos?.titulo == "Efectos y cancelación")
    #expect(leccion.posicion == 2)
    #expect(temporal.leer("Sources/Workbook/Leccion06/Ejercicio.swift") == temporal.leer(leccion.carpeta + "/Plantilla/Ejercicio.swift"))
    #expect(temporal.leer(leccion.carpeta + "/Plantilla/Ejercicio.swift")?.contains("// TODO:") == true)
    #expect(temporal.leer("Tests/Exercises/Leccion06/PruebasEjercicio.swift")?.contains("@testable import Leccion06") == true)
    #expect(leccion.metadatos?.formato == 3)
    // Format 3: the example variant holds only its change, as a patch of Solucion/.
    #expect(
      ArchivosCarpeta.listar(temporal.taller.raiz.appendingPathComponent(leccion.carpeta + "/Variantes"))
        == ["error-ejemplo/Ejercicio.swift.diff"])
    #expect(
      leccion.metadatos?.variantes == [
        VarianteDeclarada(carpeta: "error-ejemplo", esperado: .falla, pruebas: ["respuesta"], primero: .error("respuesta-desplazada"))
      ])
    #expect(leccion.metadatos?.errores?.map(\.id) == ["respuesta-desplazada"])
    #expect(leccion.metadatos?.errores?.first?.donde == DondeError(archivo: "Ejercicio.swift"))

    let verificador = try temporal.verificador(["CI": "true"])
    let hallazgos = verificador.archivos(leccion).hallazgos
    #expect(hallazgos.map(\.clase) == Array(repeating: .pendiente, count: 5))
    #expect(
      hallazgos.map(\.detalle).map { $0.prefix { $0 != " " } } == [
        "'Lessons/06-efectos-y-cancelacion/README.md'", "'Lessons/06-efectos-y-cancelacion/Solucion/Ejercicio.swift'",
        "'Lessons/06-efectos-y-cancelacion/Variantes/error-ejemplo/Ejercicio.swift.diff'",
        "'Lessons/06-efectos-y-cancelacion/leccion.json'", "'Tests/Exercises/Leccion06/PruebasEjercicio.swift'",
      ])
    #expect(verificador.plan(leccion).map(\.fuente) == [.plantilla, .solucion, .variante("error-ejemplo")])
  }

  @Test("Un título sin letras es un error de uso; una carpeta que ya existe no se pisa")
  func errores() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["nueva-leccion", "¿?"]) == .uso)
    #expect(captura.errores.hasPrefix("error: el título de la lección necesita letras o números"))
    try temporal.escribir("Sources/Workbook/Leccion02/Mio.swift", "// mío\n")
    let antes = temporal.leer("Package.swift")
    let (otra, capturaOtra) = temporal.aplicacion()
    #expect(otra.ejecutar(["nueva-leccion", "Otra"]) == .interno)
    #expect(capturaOtra.errores.contains("'Sources/Workbook/Leccion02' ya existe; no se ha tocado nada"))
    #expect(temporal.leer("Package.swift") == antes)
    #expect(temporal.leer("Sources/Workbook/Leccion02/Mio.swift") == "// mío\n")
    #expect(!FileManager.default.fileExists(atPath: temporal.taller.raiz.appendingPathComponent("Lessons/02-otra").path))
  }

  @Test("--slug elige el nombre permanente de la carpeta; uno que no es su propia forma normal es un error de uso")
  func slugElegido() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let (mal, capturaMal) = temporal.aplicacion()
    #expect(mal.ejecutar(["nueva-leccion", "Efectos y cancelación", "--slug", "Efectos Ñ"]) == .uso)
    #expect(capturaMal.errores.hasPrefix("error: el slug 'Efectos Ñ' no vale: minúsculas sin acentos"))
    #expect(capturaMal.errores.contains("(por ejemplo, 'efectos-n')"))
    #expect(!FileManager.default.fileExists(atPath: temporal.taller.raiz.appendingPathComponent("Lessons/02-efectos-n").path))
    let (aplicacion, _) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["nueva-leccion", "Efectos y cancelación", "--slug=efectos"]) == .exito)
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 2))
    #expect(leccion.carpeta == "Lessons/02-efectos")
    #expect(leccion.titulo == "Efectos y cancelación")
    #expect(temporal.leer("Package.swift")?.contains("leccion(2, \"efectos\"),") == true)
  }
}
