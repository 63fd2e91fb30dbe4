import Foundation

/// Makes the mutants of a lesson's `Solucion/`, only in the lines the student writes: those of a
/// `Solucion/` file that its `Plantilla/` twin does not have (every line, for a file the template
/// lacks). Deterministic: the same sources give the same mutants, in file and line order.
public enum GeneradorMutantes {
  /// The mutants of `solucion` (file name → text) against `plantilla` (same shape).
  public static func mutantes(solucion: [String: String], plantilla: [String: String]) -> [Mutante] {
    let casos = CasosEnum.leer(solucion.values.sorted())
    var todos: [Mutante] = []
    for archivo in solucion.keys.sorted() {
      guard let texto = solucion[archivo] else { continue }
      let propias = lineasDelAlumno(texto, plantilla: plantilla[archivo])
      todos += OperadoresMutacion(archivo: archivo, texto: texto, propias: propias, casos: casos).todos()
    }
    return todos
  }

  /// The 0-based indices of the lines of `solucion` that `plantilla` does not have (all of them
  /// when there is no template), by a line diff (`CollectionDifference`).
  static func lineasDelAlumno(_ solucion: String, plantilla: String?) -> Set<Int> {
    let nuevas = solucion.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let plantilla else { return Set(nuevas.indices) }
    let viejas = plantilla.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var propias = Set<Int>()
    for cambio in nuevas.difference(from: viejas) {
      if case .insert(let indice, _, _) = cambio { propias.insert(indice) }
    }
    return propias
  }

  /// The id of a mutant: operator, file without `.swift`, 8 hex digits of the original line, ordinal.
  static func id(_ operador: OperadorMutacion, _ archivo: String, linea: String, ordinal: Int) -> String {
    let huella = HuellaArchivo.de(Data(linea.trimmingCharacters(in: .whitespaces).utf8))
    let nombre = (archivo as NSString).deletingPathExtension.replacingOccurrences(of: "/", with: "_")
    return "\(operador.rawValue)-\(nombre)-\(huella.suffix(8))-\(ordinal)"
  }
}

/// The cases of every `enum` in some sources, by enum name (for ``OperadorMutacion/otroCaso``).
struct CasosEnum: Sendable {
  /// Enum name → its case names, in declaration order.
  var porEnum: [String: [String]]

  static func leer(_ textos: [String]) -> CasosEnum {
    var porEnum: [String: [String]] = [:]
    for texto in textos {
      var pila: [(nombre: String?, profundidad: Int)] = []
      var profundidad = 0
      for linea in LineasCodigo(texto).lineas {
        let recortada = linea.recortada
        let palabras = recortada.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).map(String.init)
        if let indice = palabras.firstIndex(of: "enum"), indice + 1 < palabras.count,
          let dentro = recortada.range(of: "{ case "), recortada.hasSuffix("}")
        {
          // One line: `enum Action { case sumar, restar }`.
          let lista = recortada[dentro.upperBound...].dropLast()
          for parte in lista.split(separator: ",") {
            let caso = parte.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !caso.isEmpty { porEnum[palabras[indice + 1], default: []].append(String(caso)) }
          }
        } else if let indice = palabras.firstIndex(of: "enum"), indice + 1 < palabras.count, recortada.hasSuffix("{") {
          pila.append((palabras[indice + 1], profundidad + 1))
        } else if recortada.hasSuffix("{") {
          pila.append((nil, profundidad + 1))
        }
        if let actual = pila.last, let nombre = actual.nombre, profundidad == actual.profundidad,
          recortada.hasPrefix("case "), !recortada.hasPrefix("case .")
        {
          let resto = recortada.dropFirst(5)
          for parte in resto.split(separator: ",") {
            let caso = parte.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !caso.isEmpty { porEnum[nombre, default: []].append(String(caso)) }
          }
        }
        profundidad += linea.balance("{", "}")
        while let ultima = pila.last, ultima.profundidad > profundidad { pila.removeLast() }
      }
    }
    return CasosEnum(porEnum: porEnum)
  }

  /// Another case of the enum that declares `caso` (the next one, cyclically), or `nil` when it is
  /// unknown or alone; with two enums declaring it, the first by name.
  func otro(que caso: String) -> String? {
    for nombre in porEnum.keys.sorted() {
      guard let casos = porEnum[nombre], casos.count > 1, let indice = casos.firstIndex(of: caso) else { continue }
      return casos[(indice + 1) % casos.count]
    }
    return nil
  }
}
