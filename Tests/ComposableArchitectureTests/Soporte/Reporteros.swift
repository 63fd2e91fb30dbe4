import ComposableArchitecture
import Foundation
import Testing

/// Records every runtime issue as a Swift Testing issue, at the location it points at.
struct ReporteroSwiftTesting: IssueReporter {
  func report(_ issue: ReportedIssue) {
    Issue.record(
      Comment(rawValue: issue.message),
      sourceLocation: SourceLocation(
        fileID: issue.fileID, filePath: issue.filePath, line: Int(issue.line),
        column: Int(issue.column))
    )
  }

  /// Expected issues (skipped assertions) never fail a test; nothing to record.
  func expect(_ issue: ReportedIssue) {}
}

/// Collects issues in memory for assertions.
final class Coleccionista: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var guardados: [ReportedIssue] = []
  private var esperadosGuardados: [ReportedIssue] = []
  var issues: [ReportedIssue] { lock.withLock { guardados } }
  var mensajes: [String] { issues.map(\.message) }
  /// The expected issues (`IssueReporter.expect(_:)`), kept apart from the failures.
  var esperados: [ReportedIssue] { lock.withLock { esperadosGuardados } }
  func report(_ issue: ReportedIssue) { lock.withLock { guardados.append(issue) } }
  func expect(_ issue: ReportedIssue) { lock.withLock { esperadosGuardados.append(issue) } }
}

/// Runs `body` with runtime issues recorded as Swift Testing issues (the test fails on any).
@MainActor
func sinProblemas(_ body: @MainActor () async throws -> Void) async rethrows {
  try await withIssueReporters([ReporteroSwiftTesting()]) { try await body() }
}

/// Runs `body` collecting runtime issues instead of failing; returns the failures and warnings
/// and, apart, the expected issues.
@MainActor
func recogerConEsperados(
  _ body: @MainActor () async throws -> Void
) async rethrows -> (problemas: [ReportedIssue], esperados: [ReportedIssue]) {
  let coleccionista = Coleccionista()
  try await withIssueReporters([coleccionista]) { try await body() }
  return (coleccionista.issues, coleccionista.esperados)
}

/// Runs `body` collecting runtime issues instead of failing; returns them.
@MainActor
func recogerProblemas(_ body: @MainActor () async throws -> Void) async rethrows -> [ReportedIssue] {
  let coleccionista = Coleccionista()
  try await withIssueReporters([coleccionista]) { try await body() }
  return coleccionista.issues
}
