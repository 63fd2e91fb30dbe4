import Motor
import Testing

/// The split of the course between the integrity suite's two build streams.
@Suite("Reparto de la integridad entre sus dos corrientes de compilación")
struct RepartoIntegridadTests {
  /// Lessons `1…n` whose sources are `fuentes[k]`; returns the numbers of each part.
  private func repartir(_ fuentes: [Int]) -> (aparte: [Int], dentro: [Int]) {
    let lecciones = fuentes.indices.map { Leccion(numero: $0 + 1, slug: "l\($0 + 1)", metadatos: nil) }
    let reparto = RepartoIntegridad.repartir(lecciones) { fuentes[$0.numero - 1] }
    return (reparto.aparte.map(\.numero), reparto.dentro.map(\.numero))
  }

  @Test("En orden del curso, aparte cada lección que quepa en el 80 % de las fuentes")
  func primeraQueCabe() {
    #expect(repartir([21, 23, 24, 23, 9]) == ([1, 2, 3, 5], [4]))
    #expect(repartir(Array(repeating: 10, count: 10)) == (Array(1...8), [9, 10]))
    #expect(repartir([5, 5, 90]) == ([1, 2], [3]))
    #expect(repartir([40, 45, 10, 5]) == ([1, 3, 4], [2]))
  }

  @Test("Siempre va aparte la primera lección, aunque sola pase del 80 %")
  func alMenosUna() {
    #expect(repartir([90, 5, 5]) == ([1], [2, 3]))
    #expect(repartir([10]) == ([1], []))
    #expect(repartir([]) == ([], []))
  }
}
