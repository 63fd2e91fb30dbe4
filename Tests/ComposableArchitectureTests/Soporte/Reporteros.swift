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
}

/// Collects issues in memory for assertions.
final class Coleccionista: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var guardados: [ReportedIssue] = []
  var issues: [ReportedIssue] { lock.withLock { guardados } }
  var mensajes: [String] { issues.map(\.message) }
  func report(_ issue: ReportedIssue) { lock.withLock { guardados.append(issue) } }
}

/// Runs `body` with runtime issues recorded as Swift Testing issues (the test fails on any).
@MainActor
func sinProblemas(_ body: @MainActor () async throws -> Void) async rethrows {
  try await withIssueReporters([ReporteroSwiftTesting()]) { try await body() }
}

/// Runs `body` collecting runtime issues instead of failing; returns them.
@MainActor
func recogerProblemas(_ body: @MainActor () async throws -> Void) async rethrows -> [ReportedIssue] {
  let coleccionista = Coleccionista()
  try await withIssueReporters([coleccionista]) { try await body() }
  return coleccionista.issues
}
