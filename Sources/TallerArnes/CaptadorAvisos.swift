import ComposableArchitecture
import Foundation

/// A reporter installed for the duration of ``esperarAviso(contiene:_:fileID:line:)`` or
/// ``sinAvisos(_:fileID:line:)``: it keeps runtime warnings aside for the assertion to judge and passes
/// every other issue (a `TestStore` failure) to the reporters that were active before.
final class CaptadorAvisos: IssueReporter, @unchecked Sendable {
  private let cerrojo = NSLock()
  private var guardados: [ReportedIssue] = []
  private let anteriores: [any IssueReporter]

  /// Creates a captor that forwards non-warnings to `anteriores`.
  init(anteriores: [any IssueReporter]) {
    self.anteriores = anteriores
  }

  /// The runtime warnings captured so far, in order.
  var avisos: [ReportedIssue] { cerrojo.withLock { guardados } }

  func report(_ issue: ReportedIssue) {
    if issue.kind == .runtimeWarning {
      cerrojo.withLock { guardados.append(issue) }
    } else {
      for reporter in anteriores { reporter.report(issue) }
    }
  }

  /// Sends `issue` on to the previous reporters, as if it had never been captured.
  func reenviar(_ issue: ReportedIssue) {
    for reporter in anteriores { reporter.report(issue) }
  }
}
