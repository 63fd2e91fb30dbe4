import Motor

/// Which of a failed build's errors the compact text report shows in full.
///
/// A renamed type or a missing brace can make the compiler report a dozen errors that are all
/// consequences of the first (a student found 14 in one exercise of lesson 1, 131 lines of report).
/// The report shows the first ``limite`` errors, then the first error of each known diagnostic not
/// explained yet (an explanation is the workbook's evidence of a cause, so it is never hidden) and
/// the first error of each file not shown yet (renaming `Action` in `Perfil.swift` breaks
/// `Perfil+CasePathable.swift` first, in the compiler's order, and the declaration's own error comes
/// after), and counts the rest by file. `--completo` and `--json` show every error.
struct SeleccionErrores: Equatable {
  /// How many errors are always shown, in the compiler's order.
  static let limite = 3

  /// Indices of the errors shown, in the compiler's order.
  var mostrados: [Int]
  /// Indices of the errors only counted.
  var ocultos: [Int]

  /// - Parameters:
  ///   - errores: The build's errors, in the compiler's order.
  ///   - explicaciones: One entry per error: the known diagnostic that explains it, if any.
  ///   - completo: Show every error.
  init(errores: [DiagnosticoCompilador], explicaciones: [DiagnosticoConocido?], completo: Bool) {
    let todos = Array(errores.indices)
    // NB: hiding a single error saves one error's lines and costs a line that says so.
    guard !completo, todos.count > Self.limite + 1 else {
      (mostrados, ocultos) = (todos, [])
      return
    }
    func explicacion(_ indice: Int) -> String? {
      explicaciones.indices.contains(indice) ? explicaciones[indice]?.id : nil
    }
    var explicadas = Set(todos.prefix(Self.limite).compactMap(explicacion))
    var archivos = Set(todos.prefix(Self.limite).map { errores[$0].archivo })
    var mostrados = Array(todos.prefix(Self.limite))
    for indice in todos.dropFirst(Self.limite) {
      let nuevaExplicacion = explicacion(indice).map { explicadas.insert($0).inserted } ?? false
      let nuevoArchivo = archivos.insert(errores[indice].archivo).inserted
      if nuevaExplicacion || nuevoArchivo { mostrados.append(indice) }
    }
    self.mostrados = mostrados
    self.ocultos = todos.filter { !mostrados.contains($0) }
  }

  /// The hidden errors per file name (`Contador.swift`), in order of first appearance.
  func porArchivo(_ errores: [DiagnosticoCompilador]) -> [(archivo: String, cantidad: Int)] {
    var cuentas: [(archivo: String, cantidad: Int)] = []
    for indice in ocultos {
      let nombre = errores[indice].archivo.split(separator: "/").last.map(String.init) ?? errores[indice].archivo
      if let posicion = cuentas.firstIndex(where: { $0.archivo == nombre }) {
        cuentas[posicion].cantidad += 1
      } else {
        cuentas.append((nombre, 1))
      }
    }
    return cuentas
  }
}
