import Motor

extension TextosAndamiaje {
  /// The example exercise of `nueva-leccion --diagnosticos`: its Plantilla uses a name that only
  /// the Solucion declares, so it starts not compiling with `cannot find '…' in scope`.
  var ejercicioDeEjemplo: EjercicioDeclarado {
    EjercicioDeclarado(
      numero: 1, titulo: "Ejercicio de ejemplo", archivos: ["Ejercicio.swift"], pruebas: ["respuesta"],
      diagnostico: "cannot find 'respuestaEsperada' in scope", explicacion: "no-existe-en-ambito",
      dondeMirar: "\(marca): di dónde está la causa de verdad (no la línea que señala el compilador).")
  }

  /// A Plantilla that does not compile, with the `// TODO:` that does not give the cause away.
  var plantillaSinCompilar: String {
    """
    import ComposableArchitecture

    // TODO: este archivo no compila. Lee el diagnóstico del checker, busca la causa y arréglala allí.

    /// Ejercicio de ejemplo creado por `checker nueva-leccion --diagnosticos`: sustitúyelo por uno
    /// que no compile por una sola causa, lejos de donde el compilador señala.
    public struct Ejercicio: Sendable {
      public init() {}

      /// Lo que comprueba la prueba de ejemplo.
      public func respuesta() -> Int {
        return respuestaEsperada
      }
    }

    """
  }
}
