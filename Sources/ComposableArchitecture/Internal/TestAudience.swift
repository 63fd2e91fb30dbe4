/// Who reads the failures of the running test, and so what their advice may ask to change.
///
/// Not in TCA, whose failures are read by the author of the test: "To fix, … in your test".
/// A workbook's hidden tests are read by a student who cannot edit them, so there every
/// `TestStore` failure and runtime warning talks about the student's reducer, effects and case
/// paths, never about the test. The lesson harness (`TallerArnes`) runs each hidden test inside
/// `TestAudience.$current.withValue(.student) { … }`; outside it (a student's own tests, our own
/// suites) the audience is `.testAuthor` and the advice is TCA's.
public enum TestAudience: Sendable, Equatable {
  /// Whoever wrote the test reads it and may change it (the default): TCA's advice.
  case testAuthor
  /// A student reads a hidden test's failure: only the code under test can change (not in TCA).
  case student

  /// The audience of the current task. Effects started by a store inherit it, as they inherit
  /// the issue reporters. Not in TCA.
  @TaskLocal public static var current: TestAudience = .testAuthor
}
