extension TablaDiagnosticos {
  /// The generic known diagnostics, valid in every lesson. Each one has a fixture
  /// `Fixtures/Diagnosticos/<id>.swift` whose real compiler output contains `patron`; the
  /// integration tests compile every fixture and fail if an entry lacks one.
  public static let genericos: [DiagnosticoConocido] = [
    DiagnosticoConocido(
      id: "switch-incompleto", patron: "switch must be exhaustive",
      explicacion: """
        Un `switch` sobre las acciones debe tratar todos los casos. Si añadiste un caso a \
        `Action`, añade también su `case` en el reducer (aunque solo devuelva `.none`).
        """),
    DiagnosticoConocido(
      id: "falta-return", patron: "missing return in",
      explicacion: """
        Cada camino de la función debe devolver un valor. En un reducer, cada `case` termina \
        con `return .none` o con el efecto que quieras lanzar.
        """),
    DiagnosticoConocido(
      id: "estado-inmutable", patron: "is a 'let' constant",
      explicacion: """
        Estás modificando algo que no se puede modificar. En `reduce(into:action:)` el estado \
        llega como `inout State`: cámbialo a través de ese parámetro, no de una copia con `let`.
        """),
    DiagnosticoConocido(
      id: "no-existe-en-ambito", patron: "in scope",
      explicacion: """
        El compilador no encuentra ese nombre. Revisa que esté escrito exactamente igual \
        (mayúsculas incluidas) y que esté declarado donde lo usas.
        """),
  ]
}
