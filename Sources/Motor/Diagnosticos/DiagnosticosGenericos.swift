extension TablaDiagnosticos {
  /// The toolchains every generic entry was seen to match with: its fixture's real output, compiled
  /// by `swift test` on each (Swift 6.0.3 in `.ci/run`'s `swift60` phase).
  public static let vistosConFixtures = ["6.3.1", "6.0.3"]

  /// The generic known diagnostics, valid in every lesson. Each one has a fixture
  /// `Fixtures/Diagnosticos/<id>.swift` whose real compiler output contains `patron`; the
  /// integration tests compile every fixture and fail if an entry lacks one.
  /// Those from public reports (``deInformes``) and of TCA's spelling (``deEscritura``) come first:
  /// their patterns are the narrowest. Data only (ids and patterns): the Spanish explanation of each
  /// is the command-line layer's (`MensajesDiagnosticos`, by id).
  public static let genericos: [DiagnosticoConocido] = deInformes + deEscritura + [
    DiagnosticoConocido(
      id: "pruebas-sin-miembro", patron: "has no member '", vistoCon: vistosConFixtures, enPruebas: true),
    DiagnosticoConocido(
      id: "pruebas-sin-conformidad", patron: "requires that '", vistoCon: vistosConFixtures,
      enPruebas: true),
    DiagnosticoConocido(
      id: "dependencia-por-tipo-sin-clave", patron: "conform to 'TestDependencyKey'",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-dependencies/issues/187"]),
    DiagnosticoConocido(
      id: "estado-no-equatable", patron: "does not conform to protocol 'Equatable'",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/pull/2873"]),
    DiagnosticoConocido(
      id: "self-antes-de-inicializar", patron: "'self' used before all stored properties are initialized",
      vistoCon: vistosConFixtures, informes: ["https://github.com/pointfreeco/isowords/pull/208"]),
    DiagnosticoConocido(
      id: "reducer-sin-conformidad", patron: "does not conform to protocol 'Reducer'",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "case-pathable-incompleto", patron: "does not conform to protocol 'CasePathable'",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "vista-envia-accion-interna", patron: "has no member 'tickRecibido'",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "binding-reducer-sin-bindable-action", patron: "conform to 'BindableAction'",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "binding-en-dos-sitios", patron: "ambiguous use of",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "switch-incompleto", patron: "switch must be exhaustive",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "falta-return", patron: "missing return in",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "estado-inmutable", patron: "is a 'let' constant",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "builder-sin-atributo", patron: "generic parameter 'State' could not be inferred",
      vistoCon: vistosConFixtures, informes: ["https://github.com/swiftlang/swift/issues/69371"]),
    DiagnosticoConocido(
      id: "archivo-no-utf8", patron: "invalid UTF-8 found in source file",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "codigo-suelto", patron: "expressions are not allowed at the top level",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "sintaxis-llave", patron: "expected '}'",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "sintaxis-sentencias", patron: "consecutive statements on a line",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "sintaxis-expresion", patron: "expected expression",
      vistoCon: vistosConFixtures),
    DiagnosticoConocido(
      id: "no-existe-en-ambito", patron: "in scope",
      vistoCon: vistosConFixtures),
  ]

  /// The table for `catalogo`: its lessons' entries (those of `leccion` first, when given), then
  /// ``genericos``.
  public init(catalogo: Catalogo, leccion: Leccion? = nil) {
    self.init(catalogo: catalogo, leccion: leccion, genericos: Self.genericos)
  }
}

extension Revisor {
  /// Creates an engine for `taller`, reading its catalog, finding the toolchain, with the generic
  /// known diagnostics (``TablaDiagnosticos/genericos``).
  /// - Throws: ``ErrorCatalogo`` or ``ErrorToolchain``.
  public init(
    taller: Taller, entorno: [String: String], registro: RegistroHijos = .compartido
  ) throws {
    self.init(
      taller: taller, catalogo: try Catalogo.cargar(taller),
      toolchain: try Toolchain.localizar(entorno: entorno), entorno: entorno,
      registro: registro, diagnosticosGenericos: TablaDiagnosticos.genericos)
  }
}
