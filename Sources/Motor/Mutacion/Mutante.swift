/// One mutant of a lesson: a small, systematic change to one file of `Solucion/`, in a line the
/// student writes (one that `Plantilla/` does not have). `checker verificar --mutantes` builds and
/// runs each like a variant: some hidden test must fail (or a guarantee break) for every mutant
/// that changes behaviour. Mirrors mutation analysis as in PIT, Stryker or cargo-mutants.
public struct Mutante: Sendable, Equatable {
  /// Stable id: `<operador>-<archivo>-<8 hex digits of the changed line>-<n>` (`n` tells apart the
  /// mutants one operator makes of one line). It stays while the line's text stays.
  public var id: String
  /// What kind of change.
  public var operador: OperadorMutacion
  /// The file, relative to `Solucion/` (`Ajustes.swift`).
  public var archivo: String
  /// 1-based line of the change (its first line for multi-line changes).
  public var linea: Int
  /// The changed text before (trimmed; lines joined with ` ⏎ `).
  public var antes: String
  /// The changed text after (same form; empty when deleted).
  public var despues: String
  /// The whole mutated file.
  public var texto: String
  /// The `Action` case whose `switch` branch holds the change (innermost of a nested pattern), or
  /// `nil` outside any branch.
  public var caso: String? = nil

  /// A mutant: one small change to one line of `Solucion/`, with its id and place.
  public init(
    id: String, operador: OperadorMutacion, archivo: String, linea: Int, antes: String, despues: String, texto: String
  ) {
    self.id = id
    self.operador = operador
    self.archivo = archivo
    self.linea = linea
    self.antes = antes
    self.despues = despues
    self.texto = texto
  }
}

/// The mutation operators, a fixed, documented set (see `Lessons/FORMATO.md`).
public enum OperadorMutacion: String, Sendable, Equatable, CaseIterable {
  /// An integer literal becomes itself + 1, − 1 and 0.
  case entero
  /// `+=` ↔ `-=`, `+` ↔ `-` (binary, between spaces).
  case sumaResta = "suma-resta"
  /// `==` ↔ `!=`, `<` ↔ `<=`, `>` ↔ `>=`.
  case comparacion
  /// `true` ↔ `false`.
  case booleano
  /// `x.toggle()` → `x = true` and `x = false`.
  case toggle
  /// `&&` ↔ `||`.
  case logico
  /// The condition of an `if` or `guard` (not `if let` / `guard case`) is negated.
  case negarCondicion = "negar-condicion"
  /// One statement is deleted.
  case borrarSentencia = "borrar-sentencia"
  /// One statement is written twice.
  case duplicarSentencia = "duplicar-sentencia"
  /// Two adjacent statements swap places.
  case intercambiarSentencias = "intercambiar-sentencias"
  /// A returned effect (`return .run { … }`, `return .send(…)`) becomes `return .none`.
  case efectoNone = "efecto-none"
  /// `.cancellable(id: …)` is dropped; `.cancel(id: …)` becomes `.none`.
  case sinCancelacion = "sin-cancelacion"
  /// Two adjacent reducers of a `body` swap places.
  case intercambiarReducers = "intercambiar-reducers"
  /// A case key path (`\.guardarPulsado`) names another case of the same enum.
  case otroCaso = "otro-caso"
  /// A string literal becomes `""`.
  case cadenaVacia = "cadena-vacia"
  /// A collection literal keeps only its first element.
  case primerElemento = "primer-elemento"
}
