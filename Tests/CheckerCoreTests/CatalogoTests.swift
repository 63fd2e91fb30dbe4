import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// A throw-away workbook on disk with the given lessons (`numero`, `slug`, `leccion.json` text).
func tallerTemporal(_ lecciones: [(Int, String, String?)]) throws -> Taller {
  let raiz = FileManager.default.temporaryDirectory.appendingPathComponent("taller-\(UUID().uuidString)/Mi Taller")
  let lista = lecciones.map { "  leccion(\($0.0), \"\($0.1)\")," }.joined(separator: "\n")
  try FileManager.default.createDirectory(at: raiz.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
  try Data("let lecciones: [Leccion] = [\n\(lista)\n]\n".utf8).write(to: raiz.appendingPathComponent("Package.swift"))
  for (numero, slug, json) in lecciones {
    let carpeta = raiz.appendingPathComponent(String(format: "Lessons/%02d-%@", numero, slug))
    try FileManager.default.createDirectory(at: carpeta, withIntermediateDirectories: true)
    if let json { try Data(json.utf8).write(to: carpeta.appendingPathComponent("leccion.json")) }
  }
  return Taller(raiz: raiz)
}

func metadatosJSON(_ numero: Int, orden: Int, pruebas: [String] = ["a"]) -> String {
  let lista = pruebas.map { #"{"id":"\#($0)","nombre":"Prueba \#($0)","pistas":["Pista."]}"# }.joined(separator: ",")
  return #"{"formato":2,"numero":\#(numero),"titulo":"Lección \#(numero)","orden":\#(orden),"pruebas":[\#(lista)]}"#
}

@Suite("Catálogo: lista de Package.swift y leccion.json")
struct CatalogoTests {
  @Test("Lee la lista de lecciones del texto del manifiesto")
  func lista() {
    let texto = """
      let lecciones: [Leccion] = [
        leccion(1, "reducer-macro"),
        leccion( 12 ,"vista"),  // comentario
        // leccion(5, "comentada"),
      ]
      func leccion(_ numero: Int, _ slug: String) -> Leccion { … }
      """
    #expect(
      ListaLecciones.leer(manifiesto: texto)
        == [.init(numero: 1, slug: "reducer-macro", linea: 2), .init(numero: 12, slug: "vista", linea: 3)])
  }

  @Test("Ordena por 'orden', conserva los problemas de cada lección y elige la siguiente pendiente")
  func cargar() throws {
    let taller = try tallerTemporal([
      (1, "uno", metadatosJSON(1, orden: 2)),
      (2, "dos", metadatosJSON(2, orden: 1)),
      (3, "tres", nil),
      (4, "cuatro", "{ roto"),
      (5, "cinco", #"{"formato":9}"#),
    ])
    defer { try? FileManager.default.removeItem(at: taller.raiz.deletingLastPathComponent()) }
    let catalogo = try Catalogo.cargar(taller)
    #expect(catalogo.lecciones.map(\.numero) == [2, 1, 3, 4, 5])
    #expect(catalogo.leccion(numero: 3)?.problemaMetadatos?.description == "falta 'Lessons/03-tres/leccion.json'")
    #expect(catalogo.leccion(numero: 4)?.problemaMetadatos?.description == "'Lessons/04-cuatro/leccion.json' no es válido: no es JSON válido")
    #expect(catalogo.leccion(numero: 5)?.problemaMetadatos?.description.contains("usa el formato 9") == true)
    var progreso = Progreso()
    #expect(catalogo.siguientePendiente(progreso)?.numero == 2)
    progreso.lecciones["02"] = ProgresoLeccion(aprobadas: 1, total: 1, completada: true, fallidas: [], fecha: "")
    #expect(catalogo.siguientePendiente(progreso)?.numero == 1)
  }

  @Test("Tras completar una lección sugiere la siguiente pendiente, también si queda alguna anterior")
  func siguienteTrasCompletar() throws {
    let taller = try tallerTemporal([
      (1, "uno", metadatosJSON(1, orden: 1)), (2, "dos", metadatosJSON(2, orden: 2)),
      (3, "tres", metadatosJSON(3, orden: 3)), (4, "cuatro", metadatosJSON(4, orden: 4)),
    ])
    defer { try? FileManager.default.removeItem(at: taller.raiz.deletingLastPathComponent()) }
    let catalogo = try Catalogo.cargar(taller)
    func completada() -> ProgresoLeccion {
      ProgresoLeccion(aprobadas: 1, total: 1, completada: true, fallidas: [], fecha: "")
    }
    var progreso = Progreso()
    progreso.lecciones["02"] = completada()
    let dos = try #require(catalogo.leccion(numero: 2))
    let cuatro = try #require(catalogo.leccion(numero: 4))
    #expect(catalogo.siguientePendiente(despuesDe: dos, progreso)?.numero == 3)
    progreso.lecciones["03"] = completada()
    progreso.lecciones["04"] = completada()
    // La última lección completada con la 1 pendiente: no "¡Has terminado todas!", sino la 1.
    #expect(catalogo.siguientePendiente(despuesDe: cuatro, progreso)?.numero == 1)
    progreso.lecciones["01"] = completada()
    #expect(catalogo.siguientePendiente(despuesDe: cuatro, progreso) == nil)
  }

  @Test("Las lecciones pendientes anteriores a una, en el orden del curso")
  func pendientesAnteriores() throws {
    let taller = try tallerTemporal([
      (1, "uno", metadatosJSON(1, orden: 2)), (2, "dos", metadatosJSON(2, orden: 1)),
      (3, "tres", metadatosJSON(3, orden: 3)), (4, "cuatro", metadatosJSON(4, orden: 4)),
    ])
    defer { try? FileManager.default.removeItem(at: taller.raiz.deletingLastPathComponent()) }
    let catalogo = try Catalogo.cargar(taller)
    var progreso = Progreso()
    progreso.lecciones["01"] = ProgresoLeccion(aprobadas: 1, total: 1, completada: true, fallidas: [], fecha: "")
    progreso.lecciones["03"] = ProgresoLeccion(aprobadas: 0, total: 1, completada: false, fallidas: ["a"], fecha: "")
    let tres = try #require(catalogo.leccion(numero: 3))
    let cuatro = try #require(catalogo.leccion(numero: 4))
    let dos = try #require(catalogo.leccion(numero: 2))
    // Display order is 2, 1, 3, 4 (by `orden`): before 4 come 2 (never run) and 3 (failing).
    #expect(catalogo.pendientes(antesDe: cuatro, progreso).map(\.numero) == [2, 3])
    #expect(catalogo.pendientes(antesDe: tres, progreso).map(\.numero) == [2])
    #expect(catalogo.pendientes(antesDe: dos, progreso).isEmpty)
  }

  @Test("Encuentra la raíz del taller desde cualquier subcarpeta")
  func localizar() throws {
    let taller = try tallerTemporal([(1, "uno", metadatosJSON(1, orden: 1))])
    defer { try? FileManager.default.removeItem(at: taller.raiz.deletingLastPathComponent()) }
    let profunda = taller.raiz.appendingPathComponent("Lessons/01-uno")
    #expect(Taller.localizar(desde: profunda, respaldo: nil) == taller)
    #expect(Taller.localizar(desde: taller.raiz.deletingLastPathComponent(), respaldo: nil) == nil)
  }

  @Test("Fuera de todo taller (Xcode: DerivedData), busca desde donde se compilaron sus fuentes")
  func localizarConRespaldo() throws {
    let taller = try tallerTemporal([(1, "uno", metadatosJSON(1, orden: 1))])
    let fuera = taller.raiz.deletingLastPathComponent()
    defer { try? FileManager.default.removeItem(at: fuera) }
    let fuentes = taller.raiz.appendingPathComponent("Sources/Motor/Catalogo")
    try FileManager.default.createDirectory(at: fuentes, withIntermediateDirectories: true)
    let derivedData = fuera.appendingPathComponent("DerivedData/Build/Products/Debug")
    try FileManager.default.createDirectory(at: derivedData, withIntermediateDirectories: true)

    #expect(Taller.localizar(desde: derivedData, respaldo: fuentes) == taller)
    // The working directory still wins when it is in a workbook.
    let otro = try tallerTemporal([(2, "dos", metadatosJSON(2, orden: 1))])
    defer { try? FileManager.default.removeItem(at: otro.raiz.deletingLastPathComponent()) }
    #expect(Taller.localizar(desde: otro.raiz, respaldo: fuentes) == otro)
    // A folder that stopped being a workbook is no fallback.
    try FileManager.default.removeItem(at: taller.carpetaLecciones)
    #expect(Taller.localizar(desde: derivedData, respaldo: fuentes) == nil)
  }

  @Test("Por omisión, el respaldo es el taller del que se compiló el checker")
  func respaldoPorOmision() throws {
    let esteArchivo = URL(fileURLWithPath: "\(#filePath)")
    let raiz = esteArchivo.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let carpeta = try #require(Taller.carpetaDeCompilacion)
    #expect(carpeta.path == raiz.appendingPathComponent("Sources/Motor/Catalogo").path)
    #expect(Taller.localizar(desde: URL(fileURLWithPath: "/")) == Taller(raiz: raiz))
  }

  @Test("La tabla de diagnósticos prueba primero las entradas de la lección que se comprueba")
  func diagnosticosDeLaLeccionPrimero() throws {
    func json(_ numero: Int, _ id: String) -> String {
      let base = metadatosJSON(numero, orden: numero).dropLast()
      return base + #","diagnosticos":[{"id":"\#(id)","patron":"conform to 'BindableAction'","explicacion":"E"}]}"#
    }
    let taller = try tallerTemporal([(3, "tres", json(3, "de-la-tres")), (4, "cuatro", json(4, "de-la-cuatro"))])
    let catalogo = try Catalogo.cargar(taller)
    let error = DiagnosticoCompilador(
      archivo: "A.swift", linea: 1, columna: 1, severidad: .error,
      mensaje: "initializer 'init()' requires that 'Ajustes.Action' conform to 'BindableAction'")
    let cuatro = try #require(catalogo.lecciones.first { $0.numero == 4 })
    let tres = try #require(catalogo.lecciones.first { $0.numero == 3 })
    #expect(TablaDiagnosticos(catalogo: catalogo, leccion: cuatro).explicacion(para: error)?.id == "de-la-cuatro")
    #expect(TablaDiagnosticos(catalogo: catalogo, leccion: tres).explicacion(para: error)?.id == "de-la-tres")
    #expect(TablaDiagnosticos(catalogo: catalogo).explicacion(para: error)?.id == "de-la-tres")
  }

  @Test("Un campo que falta se describe en español")
  func campoQueFalta() {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("m-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    try? Data(#"{"formato":2,"numero":1,"orden":1,"pruebas":[]}"#.utf8).write(to: url)
    guard case .failure(let error) = Catalogo.leerMetadatos(url) else {
      Issue.record("debería fallar")
      return
    }
    #expect(error.description.hasSuffix("no es válido: falta el campo 'titulo'"))
  }
}
