/// How much a finding matters, in exercism's analyzer vocabulary.
///
/// An ``esencial`` finding makes the lesson incomplete, like a failing test; the others are shown
/// and never block.
public enum TipoHallazgo: String, Sendable, Equatable, Codable, CaseIterable {
  /// A mistake the student must fix (blocks completion).
  case esencial
  /// A change the student should make.
  case accionable
  /// Something worth knowing.
  case informativo
  /// Something done well.
  case celebratorio
}

/// The fixed ids of the source analyzers (listed in `Lessons/FORMATO.md`; `verificar`'s
/// `primero` may name them).
public enum IdAnalisis: String, Sendable, Equatable, Codable, CaseIterable {
  /// A `Reducer` type defines both `var body` and `reduce(into:action:)`: `@Reducer`'s error in TCA
  /// 1.4–1.24 (`ReducerMacro.swift`), a deprecation warning in 1.25 (where `body` wins).
  case reducerBodyYReduce = "reducer-body-y-reduce"
  /// `Task {`, `Task(…)` or `Task.detached` inside a `Reducer` type: work outside `Effect`, which
  /// cannot be cancelled with `.cancellable(id:)` and which `TestStore` cannot await.
  case taskEnReducer = "task-en-reducer"
  /// A `fatalError(` call left in the student's code.
  case fatalErrorEnCodigo = "fatalerror-en-codigo"
  /// A `Reducer` type with `reduce(into:action:)` and no `body`: fine up to TCA 1.24, deprecated by
  /// `@Reducer` 1.25+.
  case reduceObsoleto = "reduce-obsoleto"
  /// The student's code ends the test process itself (`exit(`, `_exit(`, `abort(`) or reads what only
  /// the harness may (`/proc/self/…`, the event channel `TALLER_EVENTOS`, the secret
  /// `TALLER_SECRETO_FD`): a way to forge a result, never needed by a lesson.
  case manipulaPruebas = "manipula-pruebas"
  /// Inside a `Reducer` type, `typealias Action = X` (or `State`) where `X` is a type of the lesson's
  /// files: the fix-it Swift offers for «does not conform to protocol 'Reducer'» when the enum is
  /// misnamed (`Acciones`). It compiles, but it hides the misnaming instead of fixing it; lesson 5's
  /// point is not to accept it (issue 28).
  case typealiasDelFixIt = "typealias-del-fix-it"
  /// Inside a `Reducer` type, `Tipo.liveValue` (or `testValue`, `previewValue`) read directly: the
  /// reducer and its effects then use that value whatever the store or `TestStore` provides, so a
  /// test can never replace it. TCA reads dependencies through `@Dependency` (swift-dependencies 1.x).
  case dependenciaSinInyectar = "dependencia-sin-inyectar"
  /// Inside the declaration of a type that conforms to `ViewActionSending` (or carries
  /// `@ViewAction`), a call `store.send(…)` or `self.store.send(…)`: what `@ViewAction` warns about
  /// in TCA 1.17–1.25 («Do not use 'store.send' directly when using '@ViewAction'»,
  /// `ViewActionMacro.swift`), with the fix-it `send(…)`. Through `store.send` the view can send any
  /// action, so the guarantee that it only sends gestures is gone (lesson 4's point, issue 28).
  case storeSendEnVista = "store-send-en-vista"

  /// The finding's weight.
  public var tipo: TipoHallazgo {
    switch self {
    case .reducerBodyYReduce, .taskEnReducer, .manipulaPruebas, .typealiasDelFixIt, .dependenciaSinInyectar,
      .storeSendEnVista:
      .esencial
    case .fatalErrorEnCodigo: .accionable
    case .reduceObsoleto: .informativo
    }
  }
}

/// One thing a source analyzer found in the student's files: typed, without text (the Spanish is
/// rendered by ``MensajesAnalisis``).
public struct HallazgoAnalisis: Sendable, Equatable {
  /// Which analyzer.
  public var id: IdAnalisis
  /// File, relative to the workbook's root (`Sources/Workbook/Leccion01/Reproductor.swift`).
  public var archivo: String
  /// 1-based line of the finding (for `reducer-body-y-reduce`, the `reduce` method's name, where
  /// `@Reducer` puts its error).
  public var linea: Int
  /// The Swift type it concerns (`Reproductor`), or `nil` (`fatalerror-en-codigo` at top level).
  public var tipoSwift: String?
  /// For `reducer-body-y-reduce`: the line of `var body` (the macro's note «'body' defined here»).
  public var lineaBody: Int?
  /// Whether the file is still byte for byte its `Plantilla/` twin: the starting point of an
  /// exercise the student has not begun (lesson 1's exercise 4 starts with `body` and `reduce` on
  /// purpose). Only set for the working copy.
  public var sinTocar: Bool
  /// For `typealias-del-fix-it`: the alias and the type it names (`Action`, `Acciones`).
  public var alias: (nombre: String, tipo: String)?
  /// For `store-send-en-vista`: the argument of `store.send(…)` as written, tokens joined
  /// (`.view(.cancelarPulsado)`, `.cancelarPulsado`), or `nil` when it spans lines or is long.
  public var enviado: String?

  /// A finding of a source analyzer at a file and line.
  public init(
    id: IdAnalisis, archivo: String, linea: Int, tipoSwift: String? = nil, lineaBody: Int? = nil, sinTocar: Bool = false,
    alias: (nombre: String, tipo: String)? = nil, enviado: String? = nil
  ) {
    self.id = id
    self.archivo = archivo
    self.linea = linea
    self.tipoSwift = tipoSwift
    self.lineaBody = lineaBody
    self.sinTocar = sinTocar
    self.alias = alias
    self.enviado = enviado
  }

  public static func == (a: HallazgoAnalisis, b: HallazgoAnalisis) -> Bool {
    (a.id, a.archivo, a.linea, a.tipoSwift, a.lineaBody, a.sinTocar) == (b.id, b.archivo, b.linea, b.tipoSwift, b.lineaBody, b.sinTocar)
      && a.alias?.nombre == b.alias?.nombre && a.alias?.tipo == b.alias?.tipo && a.enviado == b.enviado
  }

  /// The finding's weight (``IdAnalisis/tipo``).
  public var tipo: TipoHallazgo { id.tipo }
  /// `archivo:linea`.
  public var ubicacion: String { "\(archivo):\(linea)" }
}
