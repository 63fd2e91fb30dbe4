extension TablaDiagnosticos {
  /// Generic entries taken from compile errors that TCA learners reported in public (issue 33.4):
  /// each cites its reports in `informes`, and `Fixtures/Diagnosticos/Informes/` reproduces every
  /// one of them without macros (`InformesPublicosE2ETests` compiles each reproduction and checks
  /// that its first error is explained by its entry).
  static let deInformes: [DiagnosticoConocido] = [
    DiagnosticoConocido(
      id: "reduce-asincrono", patron: "to parameter expecting synchronous function type",
      vistoCon: vistosConFixtures,
      informes: ["https://speakerdeck.com/player/5636c143da554e96b7875f89fb6e6e00"]),
    DiagnosticoConocido(
      id: "dependencia-no-sendable", patron: "is not concurrency-safe because non-'Sendable' type",
      otrosPatrones: ["is not concurrency-safe because it is not either conforming to 'Sendable'"],
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-dependencies/issues/244"]),
    DiagnosticoConocido(
      id: "captura-self-no-sendable", patron: "capture of 'self' with non-",
      vistoCon: vistosConFixtures,
      informes: [
        "https://wp-ivent.storyqbe.top/2026/06/29/dependency%eb%a5%bc-sendable-%ed%81%b4%eb%a1%9c%ec%a0%80-%ec%95%88%ec%97%90%ec%84%9c-%ec%93%b0%eb%a9%b4-%ec%95%88-%eb%90%98%eb%8a%94-%ec%9d%b4%ec%9c%a0-tca-dependency-%ec%98%ac%eb%b0%94/"
      ]),
    DiagnosticoConocido(
      id: "store-fuera-del-actor-principal", patron: "main actor-isolated initializer 'init(initialState:",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/pull/1392"]),
    DiagnosticoConocido(
      id: "dependencia-sin-propiedad", patron: "to expected argument type 'Key.Type'",
      otrosPatrones: ["generic parameter 'Key' could not be inferred"], vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/issues/2228"]),
    DiagnosticoConocido(
      id: "case-paths-duplicados", patron: "'AllCasePaths' is ambiguous for type lookup",
      otrosPatrones: ["invalid redeclaration of 'AllCasePaths'"], vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/pull/2685"]),
    DiagnosticoConocido(
      id: "envoltorio-en-calculada", patron: "property wrapper cannot be applied to a computed property",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/issues/2859"]),
    DiagnosticoConocido(
      id: "teststore-estado-no-equatable", patron: "generic class 'TestStore' requires that '",
      otrosPatrones: ["on 'TestStore' requires that '"], vistoCon: vistosConFixtures,
      informes: [
        "https://github.com/pointfreeco/swift-composable-architecture/pull/2294",
        "https://github.com/pointfreeco/swift-composable-architecture/pull/2808",
      ]),
    DiagnosticoConocido(
      id: "body-redeclarado", patron: "invalid redeclaration of 'body'",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/issues/2817"]),
    DiagnosticoConocido(
      id: "send-binding-sin-binding", patron: ".AllCasePaths'",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/pull/2886"]),
    DiagnosticoConocido(
      id: "cierre-reduce-opaco", patron: "(_, _) -> _",
      vistoCon: vistosConFixtures,
      informes: ["https://github.com/pointfreeco/swift-composable-architecture/pull/1887"]),
  ]
}
