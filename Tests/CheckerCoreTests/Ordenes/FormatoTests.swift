import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// Format 2 (issue 14): variants as overlays on `Solucion/`, their assembly under `.build/fuentes`,
/// `migrar-formato`, and the one lesson logic shared by the real and the fixture manifests.
@Suite("Formato 2: variantes como capas, ensamblado y migración")
struct FormatoTests {
  static let metadatosCapas = """
    {"formato":2,"numero":1,"titulo":"Termostato","orden":1,
     "pruebas":[{"id":"subeUno","nombre":"Subir añade un grado","pistas":["Mira `subir()`."],"ejercicio":1},
                {"id":"bajaUno","nombre":"Bajar quita un grado","pistas":["Es el espejo de subir."],"ejercicio":2}],
     "variantes":[{"carpeta":"alternativa-suma","esperado":"pasa"},
                  {"carpeta":"error-quita","esperado":"falla","pruebas":["subeUno"],"quita":["NoExiste.swift","Termostato.swift"],
                   "primero":"hecho:subeUno"},
                  {"carpeta":"error-vacia","esperado":"falla","pruebas":["subeUno"],"primero":"hecho:subeUno"}]}
    """

  @Test("verificar: un archivo igual a su gemelo de Solucion (salvo espacios finales), una variante vacía y un `quita` imposible")
  func capas() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/01-termostato/leccion.json", Self.metadatosCapas)
    let conEspacios = TallerTemporal.solucion.replacingOccurrences(of: "grados += 1", with: "grados += 1   ") + "\n\n"
    try temporal.escribir("Lessons/01-termostato/Variantes/alternativa-suma/Termostato.swift", conEspacios)
    try temporal.escribir("Lessons/01-termostato/Variantes/alternativa-suma/Nuevo.swift", "// un archivo más\n")
    try temporal.escribir("Lessons/01-termostato/Variantes/error-quita/Termostato.swift", TallerTemporal.plantilla)
    try FileManager.default.createDirectory(
      at: temporal.taller.raiz.appendingPathComponent("Lessons/01-termostato/Variantes/error-vacia"), withIntermediateDirectories: true)
    let textos = try temporal.hallazgos().map(\.texto)
    #expect(
      textos == [
        "lección 1 · Variantes/alternativa-suma: 'Lessons/01-termostato/Variantes/alternativa-suma/Termostato.swift' es igual a "
          + "'Lessons/01-termostato/Solucion/Termostato.swift' (sin contar espacios al final de línea): bórralo, la variante "
          + "ya recibe ese archivo de Solucion/",
        "lección 1 · Variantes/error-quita: la variante 'error-quita' quita 'NoExiste.swift', que no existe en Solucion/ "
          + "(revisa `quita` en leccion.json)",
        "lección 1 · Variantes/error-quita: la variante 'error-quita' quita 'Termostato.swift' y a la vez lo tiene en su "
          + "carpeta: elige una de las dos",
        "lección 1 · Variantes/error-vacia: 'Lessons/01-termostato/Variantes/error-vacia/' no cambia nada de Solucion/: una "
          + "variante tiene al menos un archivo distinto o un `quita`",
      ])
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    #expect(leccion.metadatos?.pruebas.map(\.ejercicio) == [1, 2])
    var sinUno = try #require(leccion.metadatos)
    sinUno.pruebas[1].ejercicio = nil
    #expect(ValidacionCatalogo.metadatosDe(leccion, sinUno).contains(.ejercicioAusente(prueba: "bajaUno")))
    var conHueco = try #require(leccion.metadatos)
    conHueco.pruebas[1].ejercicio = 3
    #expect(ValidacionCatalogo.metadatosDe(leccion, conHueco).contains(.ejercicioSinPruebas(hueco: 2, maximo: 3)))
    var porEjercicio = try #require(leccion.metadatos)
    porEjercicio.ejercicios = [
      EjercicioDeclarado(
        numero: 1, titulo: "T", archivos: ["Termostato.swift"], pruebas: ["subeUno", "bajaUno"], diagnostico: "d",
        explicacion: "e", dondeMirar: "m")
    ]
    #expect(ValidacionEjercicioPrueba.problemas(porEjercicio) == [.ejercicioDistinto(prueba: "bajaUno", declarado: 2, lista: 1)])
    var sinEjercicio = try #require(leccion.metadatos)
    sinEjercicio.pruebas[0].ejercicio = 0
    #expect(ValidacionCatalogo.metadatosDe(leccion, sinEjercicio).map(MensajesValidacion.texto).contains("la prueba 'subeUno' dice \"ejercicio\": 0; los ejercicios se cuentan desde 1"))
    var conMalNombre = try #require(leccion.metadatos)
    conMalNombre.variantes?.append(VarianteDeclarada(carpeta: "verificacion", esperado: .pasa))
    let problemas = ValidacionCatalogo.variantes(
      leccion, conMalNombre, garantias: [], tabla: TablaDiagnosticos(entradas: []), taller: temporal.taller).map(MensajesValidacion.texto)
    #expect(problemas.contains(
      "la variante 'verificacion' debe llamarse alternativa-… o error-…, sin espacios, comas, dos puntos ni barras "
        + "(TALLER_FUENTE la nombra así: N:verificacion)"))
    #expect(leccion.metadatos?.variantes?[1].quita == ["NoExiste.swift", "Termostato.swift"])
  }

  @Test("El ensamblado es Solucion + la capa − quita; sigue a Solucion cuando cambia y no reescribe lo que no cambió")
  func ensamblado() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/01-termostato/Solucion/Apoyo.swift", "// apoyo v1\n")
    try temporal.escribir("Lessons/01-termostato/Solucion/Borrar.swift", "// se quita\n")
    try temporal.escribir(
      "Lessons/01-termostato/leccion.json",
      TallerTemporal.metadatos.replacingOccurrences(of: #""esperado":"pasa"}"#, with: #""esperado":"pasa","quita":["Borrar.swift"]}"#))
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    let ensamblado = Ensamblado(taller: temporal.taller)
    let carpeta = try ensamblado.ensamblar(leccion, variante: "alternativa-suma")
    #expect(temporal.taller.rutaRelativa(carpeta) == ".build/fuentes/leccion01/alternativa-suma")
    #expect(ArchivosCarpeta.listar(carpeta) == ["Apoyo.swift", "Termostato.swift"])
    let base = ".build/fuentes/leccion01/alternativa-suma/"
    #expect(temporal.leer(base + "Termostato.swift") == TallerTemporal.alternativa)
    #expect(temporal.leer(base + "Apoyo.swift") == "// apoyo v1\n")

    let termostato = carpeta.appendingPathComponent("Termostato.swift").path
    let antigua = Date(timeIntervalSince1970: 1_000_000)
    try FileManager.default.setAttributes([.modificationDate: antigua], ofItemAtPath: termostato)
    try temporal.escribir("Lessons/01-termostato/Solucion/Apoyo.swift", "// apoyo v2\n")
    try temporal.escribir(base + "Sobrante.swift", "// de una variante anterior\n")
    try ensamblado.ensamblar(leccion, variante: "alternativa-suma")
    #expect(temporal.leer(base + "Apoyo.swift") == "// apoyo v2\n", "una capa compone con la Solucion nueva")
    #expect(ArchivosCarpeta.listar(carpeta) == ["Apoyo.swift", "Termostato.swift"])
    let fecha = try FileManager.default.attributesOfItem(atPath: termostato)[.modificationDate] as? Date
    #expect(fecha == antigua, "un archivo que no cambió conserva su fecha (la compilación sigue siendo incremental)")
    #expect(ensamblado.origen(de: "Termostato.swift", leccion, fuente: .variante("alternativa-suma"))
      == "Lessons/01-termostato/Variantes/alternativa-suma/Termostato.swift")
    #expect(ensamblado.origen(de: "Apoyo.swift", leccion, fuente: .variante("alternativa-suma")) == "Lessons/01-termostato/Solucion/Apoyo.swift")

    #expect(throws: ErrorEnsamblado.sinVariante("Lessons/01-termostato/Variantes/error-nada")) {
      try ensamblado.ensamblar(leccion, variante: "error-nada")
    }
    #expect(leccion.carpetaFuente(.variante("x")) == ".build/fuentes/leccion01/x")
  }

  @Test("checker ensamblar: escribe la carpeta que compila TALLER_FUENTE y explica los errores de uso")
  func ordenEnsamblar() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["ensamblar", "leccion1", "alternativa-suma"]) == .exito)
    #expect(
      captura.salida == "✓ ensamblada en .build/fuentes/leccion01/alternativa-suma/\n"
        + "  compílala con: TALLER_FUENTE=1:alternativa-suma swift build\n")
    #expect(temporal.leer(".build/fuentes/leccion01/alternativa-suma/Termostato.swift") == TallerTemporal.alternativa)
    let (sinVariante, capturaSin) = temporal.aplicacion()
    #expect(sinVariante.ejecutar(["ensamblar", "leccion1"]) == .uso)
    #expect(capturaSin.errores.hasPrefix("error: 'ensamblar' necesita una lección, por ejemplo: swift run -q checker ensamblar leccion1 <variante>\n"))
    let (otra, capturaOtra) = temporal.aplicacion()
    #expect(otra.ejecutar(["ensamblar", "leccion1", "error-nada"]) == .uso)
    #expect(capturaOtra.errores == "error: no existe la carpeta de la variante 'Lessons/01-termostato/Variantes/error-nada/'\n")
  }

  @Test("Un leccion.json de formato 1 se rechaza y nombra `checker migrar-formato`")
  func formatoAntiguo() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    try temporal.escribir("Lessons/01-termostato/leccion.json", TallerTemporal.metadatos.replacingOccurrences(of: #""formato":2"#, with: #""formato":1"#))
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    #expect(leccion.metadatos == nil)
    #expect(
      leccion.problemaMetadatos?.description
        == "'Lessons/01-termostato/leccion.json' usa el formato 1 (variantes como copias completas) y este checker solo "
        + "entiende desde el 2 (variantes con solo lo que difiere de Solucion/); conviértela con "
        + "`swift run -q checker migrar-formato leccion1`")
  }

  @Test("migrar-formato borra los archivos iguales a Solucion, anota los que faltan en `quita` y conserva el resto del JSON")
  func migracion() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let antiguo = """
      {
        "formato": 1,
        "numero": 1, "titulo": "Termostato", "orden": 1,
        "pruebas": [{"id": "subeUno", "nombre": "Subir", "pistas": ["Mira."]}],
        "variantes": [
          { "carpeta": "alternativa-suma", "esperado": "pasa" },
          { "carpeta": "error-olvido", "esperado": "falla", "pruebas": ["subeUno"] }
        ]
      }

      """
    try temporal.escribir("Lessons/01-termostato/leccion.json", antiguo)
    try temporal.escribir("Lessons/01-termostato/Solucion/Apoyo.swift", "// apoyo\n")
    try temporal.escribir("Lessons/01-termostato/Variantes/alternativa-suma/Apoyo.swift", "// apoyo   \n\n")
    try temporal.escribir("Lessons/01-termostato/Variantes/error-olvido/Termostato.swift", TallerTemporal.plantilla)
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["migrar-formato", "leccion1"]) == .exito)
    #expect(
      captura.salida == "✓ Lessons/01-termostato: formato 3; 2 variantes, 1 archivos iguales a Solucion/ borrados, "
        + "1 archivos ausentes anotados en `quita`, 2 archivos convertidos en parches (.diff)\n")
    #expect(ArchivosCarpeta.listar(temporal.taller.raiz.appendingPathComponent("Lessons/01-termostato/Variantes"))
      == ["alternativa-suma/Termostato.swift.diff", "error-olvido/Termostato.swift.diff"])
    #expect(
      temporal.leer("Lessons/01-termostato/leccion.json")
        == antiguo.replacingOccurrences(of: #""formato": 1"#, with: #""formato": 3"#)
        .replacingOccurrences(of: #""carpeta": "error-olvido""#, with: #""carpeta": "error-olvido", "quita": ["Apoyo.swift"]"#))
    // Cada parche, aplicado a su Solucion, da el archivo entero que sustituye.
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    let carpeta = try Ensamblado(taller: temporal.taller).ensamblar(leccion, variante: "error-olvido")
    #expect(temporal.leer(temporal.taller.rutaRelativa(carpeta) + "/Termostato.swift") == TallerTemporal.plantilla)
    let (otra, capturaOtra) = temporal.aplicacion()
    #expect(otra.ejecutar(["migrar-formato"]) == .exito)
    #expect(capturaOtra.salida == "Lessons/01-termostato ya usa el formato 3: nada que hacer\n")
  }

  @Test("migrar-formato no toca una lección con una variante igual a Solucion")
  func migracionImposible() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let antiguo = TallerTemporal.metadatos.replacingOccurrences(of: #""formato":2"#, with: #""formato":1"#)
    try temporal.escribir("Lessons/01-termostato/leccion.json", antiguo)
    try temporal.escribir("Lessons/01-termostato/Variantes/alternativa-suma/Termostato.swift", TallerTemporal.solucion)
    let (aplicacion, captura) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["migrar-formato", "leccion1"]) == .fallo)
    #expect(
      captura.errores == "✗ Lessons/01-termostato: no se pudo migrar (la variante 'alternativa-suma' es igual a Solucion/: "
        + "bórrala (y su entrada de leccion.json) o cámbiala); no se ha cambiado nada de esa lección\n")
    #expect(temporal.leer("Lessons/01-termostato/leccion.json") == antiguo)
    #expect(temporal.leer("Lessons/01-termostato/Variantes/alternativa-suma/Termostato.swift") == TallerTemporal.solucion)
  }

  @Test("Formato 3: una variante con un parche se ensambla; si Solucion cambia lo que toca, verificar nombra la variante y la línea")
  func parches() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let (aplicacion, _) = temporal.aplicacion()
    #expect(aplicacion.ejecutar(["migrar-formato", "leccion1"]) == .exito)
    let ruta = "Lessons/01-termostato/Variantes/alternativa-suma/Termostato.swift.diff"
    let parche = try #require(temporal.leer(ruta))
    #expect(parche.hasPrefix("--- Lessons/01-termostato/Solucion/Termostato.swift\n+++ "))
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    #expect(leccion.metadatos?.formato == 3)
    let ensamblado = Ensamblado(taller: temporal.taller)
    try ensamblado.ensamblar(leccion, variante: "alternativa-suma")
    #expect(temporal.leer(".build/fuentes/leccion01/alternativa-suma/Termostato.swift") == TallerTemporal.alternativa)
    #expect(ensamblado.origen(de: "Termostato.swift", leccion, fuente: .variante("alternativa-suma")) == ruta)
    #expect(try temporal.hallazgos().isEmpty)

    // Solucion cambia todas sus líneas de código: ningún trozo del parche se aplica ya.
    let solucion = TallerTemporal.solucion.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.isEmpty ? "" : $0 + " // v2" }.joined(separator: "\n")
    try temporal.escribir("Lessons/01-termostato/Solucion/Termostato.swift", solucion)
    let linea = try #require(parche.split(separator: "\n").firstIndex { $0.hasPrefix("@@") }) + 1
    let esperado = "'\(ruta)', línea \(linea): el trozo ya no se aplica a 'Lessons/01-termostato/Solucion/Termostato.swift'"
    #expect(try temporal.hallazgos().map(\.texto).contains { $0.contains(esperado) })
    #expect(throws: ErrorEnsamblado.parche(.noSeAplica(linea: linea), en: ruta)) {
      try ensamblado.ensamblar(leccion, variante: "alternativa-suma")
    }
    #expect("\(ErrorEnsamblado.parche(.noSeAplica(linea: linea), en: ruta))".hasPrefix(esperado))

    // En el formato 3, un archivo entero con gemelo en Solucion debe ser un parche.
    try temporal.escribir("Lessons/01-termostato/Variantes/error-entero/Termostato.swift", TallerTemporal.plantilla)
    try temporal.escribir("Lessons/01-termostato/Variantes/error-entero/notas.txt", "apuntes\n")
    let conEntero = try temporal.hallazgos().map(\.texto)
    #expect(conEntero.contains { $0.contains("copia entero un archivo de Solucion/") && $0.contains("migrar-formato leccion1") })
    #expect(conEntero.contains {
      $0.hasSuffix("'Lessons/01-termostato/Variantes/error-entero/notas.txt' sobra: una variante solo tiene archivos .swift y parches .swift.diff")
    })
  }

  @Test("Fixtures/Taller/Package.swift usa la misma lógica de lecciones que Package.swift, byte a byte")
  func manifiestoCompartido() throws {
    let raiz = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    func region(_ relativa: String) throws -> String {
      let texto = try String(contentsOf: raiz.appendingPathComponent(relativa), encoding: .utf8)
      let inicio = try #require(texto.range(of: "// >>> lógica de las lecciones"), "\(relativa) no marca el inicio")
      let fin = try #require(texto.range(of: "// <<< fin de la lógica de las lecciones\n"), "\(relativa) no marca el fin")
      return String(texto[inicio.lowerBound..<fin.upperBound])
    }
    let real = try region("Package.swift")
    #expect(real.contains("func objetivos(_ leccion: Leccion)"))
    #expect(real.contains(#"".build/fuentes/leccion\(nn)/\(elegido.fuente)""#), "el manifiesto apunta a la carpeta que ensambla Ensamblado")
    #expect(try region("Fixtures/Taller/Package.swift") == real, "copia la región de Package.swift en Fixtures/Taller/Package.swift")
  }
}
