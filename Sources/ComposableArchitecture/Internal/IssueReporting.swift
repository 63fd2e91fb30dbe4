import Foundation

/// The kind of problem the runtime reports.
///
/// Mirrors the split TCA gets from IssueReporting: a `TestStore` assertion that failed, or a runtime
/// warning (the purple warnings of Xcode). Inside a test both make the test fail unless expected.
public enum IssueKind: String, Sendable, Equatable, Codable {
  /// A `TestStore` assertion failed (state diff, unreceived action, effect still running…).
  case failure
  /// A runtime warning: the app keeps running, but the code has a logic error.
  case runtimeWarning
}

/// One problem reported by the runtime, with the source location it points at.
///
/// Not in TCA as such: IssueReporting hands these fields to a reporter one by one.
public struct ReportedIssue: Sendable, Equatable, Codable {
  /// Whether it is a test failure or a runtime warning.
  public var kind: IssueKind
  /// The Spanish message shown to the student, verbatim (diffs included).
  public var message: String
  /// `Module/File.swift` of the code the issue points at.
  public var fileID: String
  /// Full path of that file.
  public var filePath: String
  /// 1-based line.
  public var line: UInt
  /// 1-based column.
  public var column: UInt

  /// An issue as the runtime reports it: its kind, its message and where in the code it points.
  public init(
    kind: IssueKind, message: String, fileID: String, filePath: String, line: UInt, column: UInt
  ) {
    self.kind = kind
    self.message = message
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Receives the issues the runtime reports.
///
/// Mirrors IssueReporting's `IssueReporter` (used by TCA): our Swift Testing suites install one that
/// records a Swift Testing issue; the lesson harness installs one that collects them per test.
public protocol IssueReporter: Sendable {
  /// Handles one reported issue. Called on whatever thread reported it.
  ///
  /// Mirrors IssueReporting's `IssueReporter.reportIssue(_:fileID:filePath:line:column:)`, with the
  /// fields in one ``ReportedIssue``.
  func report(_ issue: ReportedIssue)

  /// Handles an issue the test expected: it is shown, but it never fails the test.
  ///
  /// Mirrors IssueReporting's `IssueReporter.expectIssue(_:fileID:filePath:line:column:)`, which
  /// TCA reaches through `withExpectedIssue` for the skipped assertions of
  /// `Exhaustivity.off(showSkippedAssertions: true)` and for what `skipReceivedActions` and
  /// `skipInFlightEffects` skip. The default implementation writes it to standard error with the
  /// mark `ℹ️`; our Swift Testing reporter records it as a known issue.
  func expect(_ issue: ReportedIssue)
}

extension IssueReporter {
  /// Writes `ℹ️ fileID:line: (esperado) message` to standard error.
  ///
  /// Mirrors IssueReporting's default `expectIssue`, shown instead of dropped so that the student
  /// sees what `showSkippedAssertions` reveals.
  public func expect(_ issue: ReportedIssue) {
    StandardErrorReporter.write(issue, expected: true)
  }
}

/// The reporters in effect for the current task (task-local, so parallel tests don't mix issues).
///
/// Mirrors IssueReporting's `IssueReporters.current`. Effects started by a store inherit the reporters
/// of the task that sent the action.
public enum IssueReporters {
  /// Reporters for the current task; by default one that writes to standard error.
  ///
  /// Mirrors IssueReporting's `IssueReporters.current`.
  @TaskLocal public static var current: [any IssueReporter] = [StandardErrorReporter()]
}

/// Writes each issue to standard error; the default when nothing else is installed.
///
/// Not in TCA: it stands in for IssueReporting's default `.runtimeWarning` reporter, which logs to
/// the console.
public struct StandardErrorReporter: IssueReporter {
  /// Creates the reporter.
  public init() {}

  /// Writes `⚠️ fileID:line: message` (warnings) or `✗ fileID:line: message` (failures) to stderr.
  public func report(_ issue: ReportedIssue) {
    Self.write(issue, expected: false)
  }

  static func write(_ issue: ReportedIssue, expected: Bool) {
    let marca = expected ? "ℹ️" : issue.kind == .runtimeWarning ? "⚠️" : "✗"
    let nota = expected ? "(esperado) " : ""
    let texto = "\(marca) \(issue.fileID):\(issue.line): \(nota)\(issue.message)\n"
    FileHandle.standardError.write(Data(texto.utf8))
  }
}

/// Runs `operation` with `reporters` receiving every issue reported inside it.
///
/// Mirrors IssueReporting's `withIssueReporters(_:operation:)`.
/// - Parameters:
///   - reporters: Replace the current reporters for the duration of `operation`.
///   - operation: The code to run.
/// - Returns: What `operation` returns.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter], operation: () throws -> R
) rethrows -> R {
  try IssueReporters.$current.withValue(reporters, operation: operation)
}

/// Async variant of ``withIssueReporters(_:operation:)``; keeps the caller's actor isolation.
///
/// Mirrors IssueReporting's async `withIssueReporters(_:operation:)`.
public func withIssueReporters<R>(
  _ reporters: [any IssueReporter],
  isolation: isolated (any Actor)? = #isolation,
  operation: () async throws -> R
) async rethrows -> R {
  try await IssueReporters.$current.withValue(reporters, operation: operation)
}

/// Reports a runtime warning to the current reporters.
///
/// Mirrors IssueReporting's `reportIssue(_:fileID:filePath:line:column:)`, which TCA calls for its
/// runtime warnings. The message must be Spanish: students read it.
public func reportIssue(
  _ message: @autoclosure () -> String? = nil,
  fileID: StaticString = #fileID,
  filePath: StaticString = #filePath,
  line: UInt = #line,
  column: UInt = #column
) {
  report(
    kind: .runtimeWarning, message() ?? "Se detectó un problema.",
    fileID: fileID, filePath: filePath, line: line, column: column
  )
}

/// Reports an issue the test expected (shown, never a failure) to the current reporters.
///
/// Mirrors what IssueReporting's `withExpectedIssue { reportIssue(…) }` does, as TCA's `TestStore`
/// uses it for skipped assertions.
func reportExpected(
  kind: IssueKind, _ message: String,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let issue = ReportedIssue(
    kind: kind, message: message,
    fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column
  )
  for reporter in IssueReporters.current {
    reporter.expect(issue)
  }
}

/// Reports an issue of any kind; `TestStore` uses `.failure`.
func report(
  kind: IssueKind, _ message: String,
  fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
  let issue = ReportedIssue(
    kind: kind, message: message,
    fileID: "\(fileID)", filePath: "\(filePath)", line: line, column: column
  )
  for reporter in IssueReporters.current {
    reporter.report(issue)
  }
}
