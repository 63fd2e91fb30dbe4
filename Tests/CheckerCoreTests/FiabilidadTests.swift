import Foundation
import Testing

@testable import CheckerCore
@testable import Motor
import TallerComun

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite("Fiabilidad: nombres, JSON, firmas, almacenamiento y manifiesto")
struct FiabilidadTests {
  @Test("Cifras de cualquier escritura sí; superíndices no; L3 sugiere leccion3")
  func nombres() throws {
    #expect(NombreLeccion.numero("leccion\u{0663}") == 3)
    #expect(NombreLeccion.numero("lección\u{FF13}") == 3)
    #expect(NombreLeccion.numero("leccion\u{00B3}") == nil)
    #expect(NombreLeccion.sugerencia("L3", lecciones: [1, 2, 3]) == "leccion3")
    #expect(NombreLeccion.sugerencia("clase 2", lecciones: [1, 2, 3]) == "leccion2")
    #expect(NombreLeccion.sugerencia("L9", lecciones: [1, 2, 3]) == nil)
    #expect(throws: ErrorUso.argumentoVacio) { try Orden.interpretar([""], lecciones: [1]) }
    #expect(throws: ErrorUso.desconocido("L3", sugerencia: "leccion3")) { try Orden.interpretar(["L3"], lecciones: [1, 3]) }
  }

  @Test("output: como mucho 500 caracteres contando la marca de recorte")
  func recorte() {
    let largo = String(repeating: "x", count: 1000)
    let recortado = DocumentoJSON.recortar(largo)
    #expect(recortado.count == 500)
    #expect(recortado.hasSuffix("\n… (recortado)"))
    #expect(DocumentoJSON.recortar("corto") == "corto")
  }

  @Test("test_code: el cuerpo de la prueba, sin sangría, con llaves dentro de cadenas")
  func codigoPrueba() {
    let texto = """
      let pruebas: [Prueba] = [
        Prueba("a") {
          let x = "}{"  // }
          esperar(x.count == 2, "dos")
        },
        Prueba("b", limite: 3) { esperar(true, "b") },
      ]
      """
    #expect(CodigoPrueba.cuerpo(de: "a", en: texto) == "let x = \"}{\"  // }\nesperar(x.count == 2, \"dos\")")
    #expect(CodigoPrueba.cuerpo(de: "b", en: texto) == "esperar(true, \"b\")")
    #expect(CodigoPrueba.cuerpo(de: "c", en: texto) == nil)
  }

  @Test("Un «pasa» sin la firma de la ejecución no cuenta; con ella, sí")
  func firma() {
    let proceso = ResultadoProceso(
      terminacion: .salida(0), tiempoAgotado: false, interrumpido: false, salida: Data(), errores: Data(),
      bytesDescartados: 0, duracion: 0.1)
    let falso = EventoArnes(formato: 1, tipo: .resultado, id: "a", estado: .pasa)
    let bueno = EventoArnes(formato: 1, tipo: .resultado, id: "a", estado: .pasa, firma: "s3cr3t")
    let copiado = EventoArnes(formato: 1, tipo: .resultado, id: "a", estado: .pasa, firma: "otra")
    let sinFirma = Veredicto.decidir(id: "a", proceso: proceso, eventos: [falso], limiteSegundos: 5, secreto: "s3cr3t")
    #expect(sinFirma.estado == .crash)
    #expect(MensajesChecker.mensajes(sinFirma) == [MensajesChecker.resultadoFalsificado])
    #expect(Veredicto.decidir(id: "a", proceso: proceso, eventos: [copiado], limiteSegundos: 5, secreto: "s3cr3t").estado == .crash)
    #expect(Veredicto.decidir(id: "a", proceso: proceso, eventos: [bueno], limiteSegundos: 5, secreto: "s3cr3t").estado == .pasa)
    let falla = EventoArnes(formato: 1, tipo: .resultado, id: "a", estado: .falla, mensajes: ["no"])
    #expect(Veredicto.decidir(id: "a", proceso: proceso, eventos: [falla, falso], limiteSegundos: 5, secreto: "s3cr3t").estado == .fallo)
  }

  @Test("El secreto llega por un descriptor heredado, nunca por el entorno")
  func secretoHeredado() throws {
    let lectura = try SecretoHeredado.preparar("abc123")
    defer { close(lectura) }
    #expect(lectura >= 10)
    var bytes = [UInt8](repeating: 0, count: 32)
    let leidos = read(lectura, &bytes, bytes.count)
    #expect(String(decoding: bytes.prefix(max(0, leidos)), as: UTF8.self) == "abc123")
    #expect(read(lectura, &bytes, bytes.count) == 0)
    #expect(SecretoHeredado.nuevo().count == 64)
    #expect(SecretoHeredado.nuevo() != SecretoHeredado.nuevo())
  }

  @Test("Disco lleno al guardar el progreso: mensaje en español, el progreso anterior intacto, sin temporales")
  func discoLleno() throws {
    let carpeta = FileManager.default.temporaryDirectory.appendingPathComponent("fiabilidad-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: carpeta) }
    let almacen = AlmacenProgreso(carpeta: carpeta)
    let anterior = ProgresoLeccion(aprobadas: 2, total: 3, completada: false, fallidas: ["x"], fecha: "2026-01-01T00:00:00Z")
    try almacen.actualizar { $0.lecciones["01"] = anterior }
    let antes = try Data(contentsOf: almacen.archivo)
    var lleno = almacen
    lleno.fallaEscritura = ENOSPC
    do {
      try lleno.actualizar { $0.lecciones["01"] = nil }
      Issue.record("debía fallar")
    } catch let fallo as FalloAlmacenamiento {
      #expect(fallo.codigo == ENOSPC)
      #expect(fallo.description.contains("el disco está lleno. Libera espacio"))
    }
    #expect(try Data(contentsOf: almacen.archivo) == antes)
    let restos = try FileManager.default.contentsOfDirectory(atPath: carpeta.path).filter { $0.hasPrefix(".progreso-") }
    #expect(restos.isEmpty)
  }

  @Test("Causas en español para cada errno, y errores de Foundation traducidos")
  func causas() {
    #expect(FalloAlmacenamiento(ruta: "x", codigo: EACCES).causa.hasPrefix("no hay permiso para escribir"))
    #expect(FalloAlmacenamiento(ruta: "x", codigo: EROFS).causa == "el disco es de solo lectura")
    #expect(FalloAlmacenamiento(ruta: ".taller", codigo: ENOTDIR).arreglo.contains("mv .taller .taller-viejo"))
    let cocoa = CocoaError(.fileWriteOutOfSpace)
    #expect(FalloAlmacenamiento.desde(cocoa, ruta: "x").codigo == ENOSPC)
    let posix = NSError(domain: NSPOSIXErrorDomain, code: Int(EACCES))
    #expect(FalloAlmacenamiento.desde(posix, ruta: "x").codigo == EACCES)
  }

  @Test("Errores en Package.swift: tipo 'manifiesto', nunca «no por tu código»")
  func manifiesto() {
    let raiz = "/tmp/Mi Taller"
    let taller = Taller(raiz: URL(fileURLWithPath: raiz))
    let leccion = Leccion(numero: 1, slug: "uno", metadatos: nil)
    let salida = "\(raiz)/Package.swift:40:12: error: expected expression after '=' in variable declaration\n"
    let fallo = FalloCompilacion.clasificar(
      salida: salida, taller: taller, leccion: leccion, fuente: .copiaDeTrabajo, tabla: TablaDiagnosticos(entradas: []))
    #expect(fallo.tipo == .manifiesto)
    let texto = RedactorCompilacion(estilo: Estilo(color: false)).redactar(fallo, leccion: leccion).joined(separator: "\n")
    #expect(texto.hasPrefix(MensajesChecker.noCompilaManifiesto))
    #expect(!texto.contains("no por tu código"))
  }

  @Test("Carpetas temporales abandonadas: se borran las de procesos muertos, no las de vivos")
  func barrido() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("barrido-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let viva = base.appendingPathComponent("taller-\(getpid())-x")
    let muerta = base.appendingPathComponent("taller-\(Int32.max - 1)-y")
    let ajena = base.appendingPathComponent("otra-\(Int32.max - 1)-z")
    for carpeta in [viva, muerta, ajena] { try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true) }
    CarpetaTemporal.barrerAbandonadas(en: base)
    let quedan = Set(try FileManager.default.contentsOfDirectory(atPath: base.path))
    #expect(quedan == [viva.lastPathComponent, ajena.lastPathComponent])
  }

  @Test("La primera carpeta temporal de un proceso barre las abandonadas; las siguientes ya no listan la base")
  func barridoUnaVez() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("barrido-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    let muerta = base.appendingPathComponent("taller-\(Int32.max - 1)-y")
    try FileManager.default.createDirectory(at: muerta, withIntermediateDirectories: true)
    let primera = CarpetaTemporal.crear(en: base)
    #expect(!FileManager.default.fileExists(atPath: muerta.path), "la primera carpeta debe barrer la abandonada")
    let otraMuerta = base.appendingPathComponent("taller-\(Int32.max - 2)-z")
    try FileManager.default.createDirectory(at: otraMuerta, withIntermediateDirectories: true)
    let segunda = CarpetaTemporal.crear(en: base)
    #expect(FileManager.default.fileExists(atPath: otraMuerta.path), "la segunda no vuelve a listar la base")
    #expect(primera != segunda && FileManager.default.fileExists(atPath: segunda.path))
  }
}
