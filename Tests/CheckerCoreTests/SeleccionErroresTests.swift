import Motor
import Testing

@testable import CheckerCore

/// The compact report does not drown the first error under its consequences: it shows the first
/// three errors and the first of each explanation and of each file not shown yet, and counts the
/// rest by file.
@Suite("Errores del compilador: los primeros, cada explicación y cada archivo nuevos, y la cuenta del resto")
struct SeleccionErroresTests {
  static func conocido(_ id: String) -> DiagnosticoConocido {
    DiagnosticoConocido(id: id, patron: id, explicacion: "Explica \(id).")
  }

  static func error(_ archivo: String, _ linea: Int) -> DiagnosticoCompilador {
    DiagnosticoCompilador(
      archivo: "Sources/Workbook/Leccion01/\(archivo)", linea: linea, columna: 3, severidad: .error,
      mensaje: "cannot find type 'Action' in scope", marco: ["\(linea) | texto"])
  }

  @Test("Con cuatro errores o menos, o con --completo, se muestran todos")
  func todos() {
    for cantidad in 0...4 {
      let errores = (0..<cantidad).map { Self.error("Contador.swift", $0 + 1) }
      let seleccion = SeleccionErrores(errores: errores, explicaciones: Array(repeating: nil, count: cantidad), completo: false)
      #expect(seleccion.mostrados == Array(0..<cantidad) && seleccion.ocultos.isEmpty)
    }
    let catorce = (0..<14).map { Self.error("Contador.swift", $0 + 1) }
    let completa = SeleccionErrores(errores: catorce, explicaciones: Array(repeating: nil, count: 14), completo: true)
    #expect(completa.mostrados == Array(0..<14) && completa.ocultos.isEmpty)
  }

  @Test("Sin explicaciones: los tres primeros, y los demás contados por archivo en orden de aparición")
  func sinExplicaciones() {
    let errores = (0..<14).map { Self.error($0 % 3 == 2 ? "Vista.swift" : "Contador.swift", $0 + 1) }
    let seleccion = SeleccionErrores(errores: errores, explicaciones: Array(repeating: nil, count: 14), completo: false)
    #expect(seleccion.mostrados == [0, 1, 2])
    #expect(seleccion.ocultos == Array(3..<14))
    let cuentas = seleccion.porArchivo(errores)
    #expect(cuentas.map(\.archivo) == ["Contador.swift", "Vista.swift"])
    #expect(cuentas.map(\.cantidad) == [8, 3])
  }

  @Test("Una explicación que no está entre los tres primeros se muestra con su primer error, nunca se esconde")
  func explicacionNueva() {
    let a = Self.conocido("a"), b = Self.conocido("b"), c = Self.conocido("c")
    let ocho = (0..<8).map { Self.error("Contador.swift", $0 + 1) }
    let seleccion = SeleccionErrores(errores: ocho, explicaciones: [nil, a, nil, a, b, nil, b, c], completo: false)
    #expect(seleccion.mostrados == [0, 1, 2, 4, 7])
    #expect(seleccion.ocultos == [3, 5, 6])
    let seis = Array(ocho.prefix(6))
    let primeraYa = SeleccionErrores(errores: seis, explicaciones: [a, a, a, a, a, a], completo: false)
    #expect(primeraYa.mostrados == [0, 1, 2] && primeraYa.ocultos == [3, 4, 5])
  }

  @Test("El primer error de cada archivo se muestra: la declaración rota suele ir después de sus consecuencias")
  func archivoNuevo() {
    let a = Self.conocido("no-conforma")
    let errores = [
      Self.error("Perfil+CasePathable.swift", 11), Self.error("Perfil+CasePathable.swift", 13),
      Self.error("Perfil+CasePathable.swift", 20), Self.error("Perfil+CasePathable.swift", 44),
      Self.error("Perfil.swift", 9), Self.error("Perfil.swift", 30), Self.error("Tienda.swift", 5),
    ]
    let seleccion = SeleccionErrores(errores: errores, explicaciones: Array(repeating: a, count: 7), completo: false)
    #expect(seleccion.mostrados == [0, 1, 2, 4, 6])
    #expect(seleccion.ocultos == [3, 5])
  }

  @Test("El informe: la explicación una vez, «la misma de arriba» después, y la línea que cuenta el resto con --completo")
  func informe() {
    let a = Self.conocido("explicado")
    let errores = [
      Self.error("Contador.swift", 4), Self.error("Contador.swift", 9), Self.error("Contador.swift", 12),
      Self.error("Contador.swift", 20), Self.error("Vista.swift", 7), Self.error("Vista.swift", 8),
    ]
    let fallo = FalloCompilacion(tipo: .alumno, errores: errores, explicaciones: Array(repeating: a, count: 6), otrasLineas: [])
    let leccion = Leccion(numero: 1, slug: "x", metadatos: nil)
    let compacto = RedactorCompilacion(estilo: Estilo(color: false), completo: false).redactar(fallo, leccion: leccion)
    #expect(compacto.filter { $0.contains(": error: ") }.count == 4)
    let explicacion = MensajesDiagnosticos.explicacion(a)
    #expect(compacto.filter { $0 == "  Explicación: " + explicacion }.count == 1)
    #expect(compacto.filter { $0 == "  Explicación: la misma de arriba." }.count == 3)
    #expect(compacto.contains(
      "…y 2 errores más (Contador.swift: 1 · Vista.swift: 1) que no se muestran: suelen ser consecuencia de "
        + "los de arriba. Para verlos todos: `swift run -q checker leccion1 --completo`."))
    let entero = RedactorCompilacion(estilo: Estilo(color: false), completo: true).redactar(fallo, leccion: leccion)
    #expect(entero.filter { $0.contains(": error: ") }.count == 6)
    #expect(!entero.contains { $0.contains("--completo") })
  }
}
