import Motor
import Foundation
import Testing

extension Construcciones {
  /// A binary linked from objects of two versions of the lesson crashes with no Swift message; the
  /// engine then builds both lesson modules from scratch and reports the second run.
  @Suite("Una caída por objetos de dos versiones se vuelve a compilar de cero")
  struct CaidaIncrementalE2ETests {
    init() throws { try TallerE2E.preparar() }

    let modulo = TallerE2E.copia.appendingPathComponent("Sources/Workbook/Leccion07")

    /// What the integrity suite saw twice on 4 Dec 2026 (lesson 3, `error-setter-sobrante`, signals
    /// 6 and 11 with no Swift message) came from a binary linked from objects of two versions of the
    /// lesson (reproduced by hand: see ``Construccion``'s `olvidarModulos`). A crash of that kind makes
    /// the engine build both lesson modules from scratch and report the second run; a Swift trap
    /// (the student's `!`, `fatalError`) is the student's and builds nothing again.
    @Test("Una caída sin mensaje de Swift (SIGSEGV) compila de cero y vuelve a probar; un fatalError no")
    func caidaSinMensaje() throws {
      let archivo = modulo.appendingPathComponent("Temporizador.swift")
      let original = try Data(contentsOf: archivo)
      defer { try? original.write(to: archivo) }
      let solucion = try String(
        contentsOf: TallerE2E.copia.appendingPathComponent("Lessons/07-temporizador/Solucion/Temporizador.swift"),
        encoding: .utf8)
      let revisor = try Revisor(taller: Taller(raiz: TallerE2E.copia), entorno: TallerE2E.entorno(), registro: RegistroHijos())
      let leccion = try #require(revisor.catalogo.leccion(numero: 7))
      let opciones = Construccion.Opciones(
        carpetaTemporal: TallerE2E.raizPaquete.appendingPathComponent(".build/e2e/caida-sin-mensaje"),
        limiteSegundos: 900 * TallerE2E.factor)
      func revisar(tick: String) throws -> InformeLeccion {
        let codigo = solucion.replacingOccurrences(
          of: "      state.segundos += 1\n", with: "      state.segundos += 1\n      \(tick)\n")
        try #require(codigo != solucion, "La solución del fixture de la lección 7 ya no suma así un segundo.")
        try Data(codigo.utf8).write(to: archivo)
        return revisor.revisar(leccion, opciones: opciones)
      }
      let segmento = try revisar(tick: "UnsafeMutablePointer<Int>(bitPattern: 8).map { $0.pointee = state.segundos }")
      #expect(segmento.recompiladaTrasCaida, "\(segmento.resultado)")
      #expect(Self.causas(segmento) == ["crash"], "la caída es del código, y se sigue viendo: \(segmento.resultado)")
      let trampa = try revisar(tick: "if state.segundos > 0 { fatalError(\"sin segundos\") }")
      #expect(!trampa.recompiladaTrasCaida, "\(trampa.resultado)")
      #expect(Self.causas(trampa) == ["crash"], "\(trampa.resultado)")
      let bien = try revisar(tick: "")
      #expect(bien.completada && !bien.recompiladaTrasCaida, "\(bien.resultado)")
    }

    /// The distinct states of the tests that did not pass.
    static func causas(_ informe: InformeLeccion) -> Set<String> {
      guard case .ejecutada(let ejecucion, _) = informe.resultado else { return ["sin ejecutar"] }
      return Set(ejecucion.resultados.filter { !$0.pasa }.map(\.estado.rawValue))
    }
  }
}
