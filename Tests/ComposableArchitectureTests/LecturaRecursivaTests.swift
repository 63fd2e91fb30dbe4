import ComposableArchitecture
import Testing

/// A hand-written `extract` that reads its own case as a property recurses; the runtime stops it,
/// reports it once and returns `nil` (in TCA it overflows the stack).
@MainActor
@Suite("Un extract que lee su propio caso como propiedad")
struct LecturaRecursivaTests {
  @dynamicMemberLookup
  enum Pantalla: Equatable, CasePathable {
    case inicio(Int)
    case fin(String)

    struct AllCasePaths {
      /// Wrong on purpose: reads `estado.inicio`, which calls this same `extract`.
      var inicio: AnyCasePath<Pantalla, Int> {
        AnyCasePath(embed: { .inicio($0) }, extract: { estado in estado.inicio })
      }
      var fin: AnyCasePath<Pantalla, String> {
        AnyCasePath(embed: { .fin($0) }, extract: { estado in if case let .fin(texto) = estado { texto } else { nil } })
      }
    }
    static var allCasePaths: AllCasePaths { AllCasePaths() }
  }

  @Test("Se avisa una vez, en español, y la lectura da nil; una lectura correcta sigue funcionando")
  func seDetieneYAvisa() async {
    var leido: Int? = 7
    let problemas = await recogerProblemas { leido = Pantalla.inicio(3).inicio }
    #expect(leido == nil)
    #expect(problemas.count == 1)
    #expect(problemas.first?.message.contains("se llama a sí mismo sin fin") == true)
    #expect(problemas.first?.message.contains("Pantalla") == true)
    // Once it has unwound, the next read is counted afresh and warns again.
    let otra = await recogerProblemas { _ = Pantalla.inicio(4).inicio }
    #expect(otra.count == 1)
    let bien = await recogerProblemas { #expect(Pantalla.fin("ya").fin == "ya") }
    #expect(bien.isEmpty)
  }
}
