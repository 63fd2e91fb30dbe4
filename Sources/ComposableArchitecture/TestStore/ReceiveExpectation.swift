/// What one `TestStore.receive` waits for, and how its failures are worded.
///
/// One per overload of `receive`: an `Equatable` action, a case key path, a case key path with a
/// value, or a predicate.
struct ReceiveExpectation<Action> {
  /// Whether a received action is the one expected.
  let matches: (Action) -> Bool
  /// The failure when the next action (exhaustive test) is another one; the flag says whether the
  /// expected one is queued after it.
  let mismatch: (_ received: Action, _ arrivesLater: Bool) -> String
  /// `esta acción`, `una acción del caso "\.respuesta" con el valor 3`…
  let text: String
  /// A dump shown under the headline of "no llegó", when the text does not include it.
  let detail: String?
  /// In a non-exhaustive test that never got a match: the note about an action that did arrive
  /// and comes closest (same case, another value), or `nil` for this action.
  let closest: (Action) -> String?
}

extension ReceiveExpectation where Action: Equatable {
  /// `receive(.respuesta(10))`.
  static func action(_ expected: Action) -> Self {
    ReceiveExpectation(
      matches: { $0 == expected },
      mismatch: { received, later in
        let (expectedCase, receivedCase) = differingCases(expected, received)
        return TestStoreMessages.unexpectedAction(
          expected: expected, received: received, expectedCase: expectedCase,
          receivedCase: receivedCase, arrivesLater: later)
      },
      text: "esta acción", detail: String(customDumping: expected),
      closest: { arrived in
        guard arrived != expected, caseName(of: arrived) != nil,
          caseName(of: arrived) == caseName(of: expected)
        else { return nil }
        return TestStoreMessages.closestOfSameCase(
          arrived: String(customDumping: arrived), expected: String(customDumping: expected))
      })
  }
}

extension ReceiveExpectation {
  /// `receive(\.respuesta)`.
  static func inCase<Value>(_ keyPath: CaseKeyPath<Action, Value>) -> Self {
    let steps = caseSteps(keyPath)
    let expectedCase = steps.keyPathText
    return ReceiveExpectation(
      matches: { extract(keyPath, from: $0) != nil },
      mismatch: { received, later in
        otherCaseMessage(steps: steps, received: received, arrivesLater: later)
      },
      text: TestStoreMessages.expectation(caseText: expectedCase, value: nil).text, detail: nil,
      closest: { rejectedOwnCaseNote(steps: steps, arrived: $0) })
  }

  /// `receive(\.respuesta, 10)`.
  static func inCase<Value: Equatable>(_ keyPath: CaseKeyPath<Action, Value>, _ value: Value) -> Self {
    let steps = caseSteps(keyPath)
    let expectedCase = steps.keyPathText
    let expectation = TestStoreMessages.expectation(
      caseText: expectedCase, value: String(customDumping: value))
    return ReceiveExpectation(
      matches: { extract(keyPath, from: $0) == value },
      mismatch: { received, later in
        if let actual = extract(keyPath, from: received) {
          return TestStoreMessages.valueMismatch(
            expected: value, actual: actual, expectedCase: expectedCase)
        }
        return otherCaseMessage(steps: steps, received: received, arrivesLater: later)
      },
      text: expectation.text, detail: expectation.detail,
      closest: { arrived in
        guard let actual = extract(keyPath, from: arrived) else {
          return rejectedOwnCaseNote(steps: steps, arrived: arrived)
        }
        guard actual != value else { return nil }
        return TestStoreMessages.closestOfSameCase(
          arrived: String(customDumping: arrived),
          expected: String(customDumping: embed(keyPath, value)))
      })
  }

  /// `receive { $0.is(\.respuesta) }`.
  static func satisfying(_ isMatching: @escaping (Action) -> Bool) -> Self {
    ReceiveExpectation(
      matches: isMatching,
      mismatch: { received, later in
        TestStoreMessages.receivedNotMatching(
          received: String(customDumping: received), receivedCase: caseKeyPathText(of: received),
          arrivesLater: later)
      },
      text: "una acción que cumpla la condición", detail: nil, closest: { _ in nil })
  }

  /// The failure for an action the case key path did not extract: its hand-written `extract`
  /// rejected its own case, or the action is of another case.
  private static func otherCaseMessage(
    steps: [CaseStep], received: Action, arrivesLater: Bool
  ) -> String {
    let dump = String(customDumping: received)
    var unnamed: CasePathOrigin?
    switch steps.miss(in: received) {
    case let .extractRejectedOwnCase(_, origin, value):
      return TestStoreMessages.extractRejectedOwnCase(
        expectedCase: steps.keyPathText, received: dump, origin: origin, value: value)
    case let .otherCase(_, _, origin) where origin?.name == nil:
      unnamed = origin
    default:
      break
    }
    return TestStoreMessages.receivedOtherCase(
      expectedCase: steps.keyPathText, received: dump,
      receivedCase: caseKeyPathText(of: received, levels: max(steps.count, 1)),
      unnamed: steps.keyPathText == nil ? unnamed : nil, arrivesLater: arrivesLater)
  }

  /// For a non-exhaustive test: the explanation when `arrived` is of the expected case but a
  /// hand-written `extract` rejected it.
  private static func rejectedOwnCaseNote(steps: [CaseStep], arrived: Action) -> String? {
    guard case let .extractRejectedOwnCase(_, origin, value) = steps.miss(in: arrived) else {
      return nil
    }
    return "Llegó \"\(String(customDumping: arrived))\", del caso esperado. "
      + TestStoreMessages.rejectedOwnCaseExplanation(origin: origin, value: value)
  }
}

/// The case key paths of two actions down to the first level where they differ
/// (`\.perfil.datosRecibidos` and `\.perfil.errorRecibido`), or their common one when only the
/// values differ.
func differingCases(_ expected: Any, _ received: Any) -> (String?, String?) {
  guard let e = caseNames(of: expected), let r = caseNames(of: received) else {
    return (caseKeyPathText(of: expected), caseKeyPathText(of: received))
  }
  let common = zip(e, r).prefix { $0 == $1 }.count
  let depth = common < min(e.count, r.count) ? common + 1 : common
  let text = { (names: [String]) in "\\." + names.prefix(max(depth, 1)).joined(separator: ".") }
  return (text(e), text(r))
}
