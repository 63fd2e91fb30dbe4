import Testing

@testable import ComposableArchitecture

/// `ObservableState` as the conformance a hand-written `@ObservableState` expansion adds, and
/// `ObservableStateID` as TCA 1.25.5 defines it (`Observation/ObservableState.swift`).
@Suite("ObservableState y ObservableStateID")
struct ObservableStateTests {
  struct Formulario: Equatable {
    var nombre = ""
  }

  @Test("Un estado conforma ObservableState con solo la extensión, y sigue siendo el mismo valor")
  func conformidad() {
    var estado = Formulario()
    let observable: any ObservableState = estado
    #expect(observable is Formulario)
    estado._$willModify()
    #expect(estado == Formulario())
  }

  @Test("ObservableStateID: cada id nuevo es distinto; copiarlo da uno igual; modificarlo lo cambia")
  func identidad() {
    let uno = ObservableStateID()
    var copia = uno
    #expect(copia == uno)
    #expect(ObservableStateID() != uno)
    copia._$willModify()
    #expect(copia != uno)
    #expect(Set([uno, uno, ObservableStateID()]).count == 2)
  }
}

extension ObservableStateTests.Formulario: ObservableState {}
