import Foundation

/// A scope in which every `TestStore` registers its end-of-test checks, so a harness can run them
/// explicitly when the test body returns.
///
/// Not in TCA, whose `TestStore` only checks at deinit: it is the lesson harness's hook.
///
/// `TestStore` also runs the same checks at deinit; running them here as well means a leaked store
/// (a retain cycle) cannot make them silently never run. Each registered check must be idempotent.
///
/// ```swift
/// let checks = EndOfTestChecks()
/// await EndOfTestChecks.$current.withValue(checks) { await testBody() }
/// checks.runAll()   // unreceived actions, effects still running, … are reported now
/// ```
public final class EndOfTestChecks: @unchecked Sendable {
  /// The scope of the current task, if a harness installed one.
  @TaskLocal public static var current: EndOfTestChecks?

  private let lock = NSLock()
  private var checks: [@MainActor @Sendable () -> Void] = []

  /// Creates an empty scope.
  public init() {}

  /// Adds a check to run at the end of the test. Thread-safe.
  public func register(_ check: @escaping @MainActor @Sendable () -> Void) {
    lock.withLock { checks.append(check) }
  }

  /// Runs every registered check once, in registration order, and forgets them.
  @MainActor public func runAll() {
    let pendientes = lock.withLock { () -> [@MainActor @Sendable () -> Void] in
      defer { checks.removeAll() }
      return checks
    }
    for check in pendientes { check() }
  }
}
