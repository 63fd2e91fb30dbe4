extension DiagnosticoConocido {
  /// Whether `diagnostico` is located in a hidden test (`Tests/Exercises/…`, relative or absolute).
  public static func estaEnPruebas(_ diagnostico: DiagnosticoCompilador) -> Bool {
    diagnostico.archivo.hasPrefix("Tests/Exercises/") || diagnostico.archivo.contains("/Tests/Exercises/")
  }

  /// Joins substrings that must all appear (in the message or a note) for one pattern to match:
  /// `"no exact matches in call to instance method 'ifLet' && Optional<"`.
  public static let y = " && "

  /// Whether this entry explains `diagnostico`: one of ``patrones`` matches, every part of it (see
  /// ``y``) found in the message or in a note.
  public func explica(_ diagnostico: DiagnosticoCompilador) -> Bool {
    if enPruebas && !Self.estaEnPruebas(diagnostico) { return false }
    return patrones.contains { patron in
      patron.components(separatedBy: Self.y).allSatisfy { parte in
        diagnostico.mensaje.contains(parte) || diagnostico.notas.contains { $0.contains(parte) }
      }
    }
  }
}

/// The known diagnostics in effect: the entries of the lesson being checked first, then the other
/// lessons' (in course order), then the generic ones. The first entry that matches a diagnostic
/// explains it, so a lesson's own wording wins when two lessons explain the same compiler message.
public struct TablaDiagnosticos: Sendable, Equatable {
  /// The entries, in matching order.
  public var entradas: [DiagnosticoConocido]

  /// A table with exactly these entries.
  public init(entradas: [DiagnosticoConocido]) {
    self.entradas = entradas
  }

  /// The table for `catalogo`: its lessons' entries (those of `leccion` first, when given), then
  /// `genericos` (the entries valid in every lesson).
  public init(catalogo: Catalogo, leccion: Leccion?, genericos: [DiagnosticoConocido]) {
    let propias = leccion?.metadatos?.diagnosticos ?? []
    let otras = catalogo.lecciones
      .filter { $0.numero != leccion?.numero }
      .flatMap { $0.metadatos?.diagnosticos ?? [] }
    self.entradas = propias + otras + genericos
  }

  /// The entry that explains `diagnostico`, if any.
  /// An error inside the hidden tests tries the entries written for them (``DiagnosticoConocido/enPruebas``)
  /// first, then the rest in order.
  public func explicacion(para diagnostico: DiagnosticoCompilador) -> DiagnosticoConocido? {
    if DiagnosticoConocido.estaEnPruebas(diagnostico),
      let propia = entradas.first(where: { $0.enPruebas && $0.explica(diagnostico) })
    {
      return propia
    }
    return entradas.first { $0.explica(diagnostico) }
  }

  /// The entry with this id, if any.
  public func entrada(id: String) -> DiagnosticoConocido? {
    entradas.first { $0.id == id }
  }
}
