import ComposableArchitecture
import Foundation
import Testing

@Suite("Informe de problemas")
struct IssueReportingTests {
  @Test("reportIssue llega a los reporteros instalados como aviso, con su ubicación")
  func avisoLlegaAlReportero() {
    let coleccionista = Coleccionista()
    withIssueReporters([coleccionista]) {
      reportIssue("Algo salió mal")
    }
    let issues = coleccionista.issues
    #expect(issues.count == 1)
    #expect(issues.first?.kind == .runtimeWarning)
    #expect(issues.first?.message == "Algo salió mal")
    #expect(issues.first?.fileID.hasSuffix("IssueReportingTests.swift") == true)
  }

  @Test("Las comprobaciones de fin de prueba se ejecutan una sola vez")
  @MainActor func finDePruebaUnaVez() {
    let checks = EndOfTestChecks()
    let coleccionista = Coleccionista()
    withIssueReporters([coleccionista]) {
      checks.register { reportIssue("pendiente") }
      checks.runAll()
      checks.runAll()
    }
    #expect(coleccionista.issues.map(\.message) == ["pendiente"])
  }
}
