import Foundation

/// A value guarded by a lock, for the little state shared across threads (flags, counters).
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) { self.value = value }

  /// Reads or changes the value under the lock.
  func withValue<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    try lock.withLock { try body(&value) }
  }

  var current: Value { lock.withLock { value } }
}

/// A weak reference that can travel into effect tasks: effects hold the store weakly.
struct WeakRef<Object: AnyObject & Sendable>: Sendable {
  weak var value: Object?

  init(_ value: Object) { self.value = value }
}

/// Wraps a value whose type is not `Sendable` but is only touched on the main actor.
struct UncheckedSendable<Value>: @unchecked Sendable {
  let value: Value
}

/// Where in the student's code something happened (a `send`, an `ifLet`…).
struct CodeLocation: Sendable, Hashable {
  let fileID: StaticString
  let filePath: StaticString
  let line: UInt
  let column: UInt

  static func == (lhs: Self, rhs: Self) -> Bool {
    "\(lhs.fileID)" == "\(rhs.fileID)" && lhs.line == rhs.line && lhs.column == rhs.column
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine("\(fileID)")
    hasher.combine(line)
    hasher.combine(column)
  }

  var description: String { "\(fileID):\(line)" }
}

extension Task where Success == Never, Failure == Never {
  /// Yields `count` times on the caller's actor, so that work already enqueued behind it there
  /// gets to run.
  ///
  /// NB: the `isolation` parameter matters. A plain `nonisolated async` function runs on the
  /// shared pool (SE-0338), so its yields would not let the main queue run at all.
  static func megaYield(count: Int = 20, isolation: isolated (any Actor)? = #isolation) async {
    for _ in 0..<count { await Task<Never, Never>.yield() }
  }
}
