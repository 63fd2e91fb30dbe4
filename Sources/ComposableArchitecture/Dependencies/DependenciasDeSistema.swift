import Foundation

extension DependencyValues {
  /// The current date: `@Dependency(\.date.now) var ahora`, or `date()`.
  ///
  /// Mirrors swift-dependencies' `date` (1.0–1.16). Live: `Date()`. It has no test value: in a
  /// `TestStore`, override it (`$0.date = .constant(Date(timeIntervalSince1970: 0))`).
  public var date: DateGenerator {
    get { self[ClaveFecha.self] }
    set { self[ClaveFecha.self] = newValue }
  }

  /// A generator of new UUIDs: `@Dependency(\.uuid) var uuid`, then `uuid()`.
  ///
  /// Mirrors swift-dependencies' `uuid` (1.0–1.16). Live: `UUID()`. It has no test value: in a
  /// `TestStore`, override it (`$0.uuid = .incrementing`).
  public var uuid: UUIDGenerator {
    get { self[ClaveUUID.self] }
    set { self[ClaveUUID.self] = newValue }
  }

  /// The calendar dates are computed with.
  ///
  /// Mirrors swift-dependencies' `calendar`. Live: `Calendar.autoupdatingCurrent`; no test value.
  public var calendar: Calendar {
    get { self[ClaveCalendario.self] }
    set { self[ClaveCalendario.self] = newValue }
  }

  /// The locale texts are formatted with.
  ///
  /// Mirrors swift-dependencies' `locale`. Live: `Locale.autoupdatingCurrent`; no test value.
  public var locale: Locale {
    get { self[ClaveLocale.self] }
    set { self[ClaveLocale.self] = newValue }
  }

  /// The time zone dates are shown in.
  ///
  /// Mirrors swift-dependencies' `timeZone`. Live: `TimeZone.autoupdatingCurrent`; no test value.
  public var timeZone: TimeZone {
    get { self[ClaveZonaHoraria.self] }
    set { self[ClaveZonaHoraria.self] = newValue }
  }
}

/// In a `TestStore`, a system dependency that was not overridden warns (as swift-dependencies fails
/// the test): its live value changes from run to run.
private func sinSustituir(_ ruta: String, ejemplo: String) {
  if !DependencyValues.isSetting { reportIssue(RuntimeWarnings.dependenciaDeSistema(ruta, ejemplo: ejemplo)) }
}

private enum ClaveFecha: DependencyKey {
  typealias Value = DateGenerator
  static let liveValue = DateGenerator { Date() }
  static var testValue: Value {
    sinSustituir("date", ejemplo: "$0.date = .constant(Date(timeIntervalSince1970: 0))")
    return liveValue
  }
}

private enum ClaveUUID: DependencyKey {
  typealias Value = UUIDGenerator
  static let liveValue = UUIDGenerator { UUID() }
  static var testValue: Value {
    sinSustituir("uuid", ejemplo: "$0.uuid = .incrementing")
    return liveValue
  }
}

private enum ClaveCalendario: DependencyKey {
  typealias Value = Calendar
  static let liveValue = Calendar.autoupdatingCurrent
  static var testValue: Value {
    sinSustituir("calendar", ejemplo: "$0.calendar = Calendar(identifier: .gregorian)")
    return liveValue
  }
}

private enum ClaveLocale: DependencyKey {
  typealias Value = Locale
  static let liveValue = Locale.autoupdatingCurrent
  static var testValue: Value {
    sinSustituir("locale", ejemplo: "$0.locale = Locale(identifier: \"es_ES\")")
    return liveValue
  }
}

private enum ClaveZonaHoraria: DependencyKey {
  typealias Value = TimeZone
  static let liveValue = TimeZone.autoupdatingCurrent
  static var testValue: Value {
    sinSustituir("timeZone", ejemplo: "$0.timeZone = TimeZone(identifier: \"Europe/Madrid\") ?? .current")
    return liveValue
  }
}

/// Gives the current date.
///
/// Mirrors swift-dependencies' `DateGenerator`.
public struct DateGenerator: Sendable {
  private var generar: @Sendable () -> Date

  /// A generator from a closure called on every read.
  ///
  /// Mirrors swift-dependencies' `DateGenerator.init(_:)`.
  public init(_ generate: @escaping @Sendable () -> Date) {
    generar = generate
  }

  /// A generator that always gives `now`.
  ///
  /// Mirrors swift-dependencies' `DateGenerator.constant(_:)`.
  public static func constant(_ now: Date) -> Self {
    Self { now }
  }

  /// The date now; assigning it makes the generator constant (`$0.date.now = fecha`).
  ///
  /// Mirrors swift-dependencies' `DateGenerator.now`.
  public var now: Date {
    get { generar() }
    set { generar = { newValue } }
  }

  /// The date now.
  ///
  /// Mirrors swift-dependencies' `DateGenerator.callAsFunction()`.
  public func callAsFunction() -> Date {
    generar()
  }
}

/// Gives new UUIDs.
///
/// Mirrors swift-dependencies' `UUIDGenerator`.
public struct UUIDGenerator: Sendable {
  private let generar: @Sendable () -> UUID

  /// A generator from a closure called on every use.
  ///
  /// Mirrors swift-dependencies' `UUIDGenerator.init(_:)`.
  public init(_ generate: @escaping @Sendable () -> UUID) {
    generar = generate
  }

  /// A generator that always gives `uuid`.
  ///
  /// Mirrors swift-dependencies' `UUIDGenerator.constant(_:)`.
  public static func constant(_ uuid: UUID) -> Self {
    Self { uuid }
  }

  /// `00000000-0000-0000-0000-000000000000`, then `…0001`, `…0002`…: predictable ids for tests.
  /// Each use of this property starts its own count.
  ///
  /// Mirrors swift-dependencies' `UUIDGenerator.incrementing`.
  public static var incrementing: Self {
    let siguiente = ContadorUUID()
    return Self { siguiente.tomar() }
  }

  /// A new UUID.
  ///
  /// Mirrors swift-dependencies' `UUIDGenerator.callAsFunction()`.
  public func callAsFunction() -> UUID {
    generar()
  }
}

extension UUID {
  /// The UUID whose last 12 hexadecimal digits are `intValue` (`UUID(1)` is `…000000000001`), as
  /// ``UUIDGenerator/incrementing`` gives them.
  ///
  /// Mirrors swift-dependencies' `UUID.init(_:)`. `intValue` must be between 0 and 2⁴⁸ − 1.
  public init(_ intValue: Int) {
    let digitos = String(intValue, radix: 16)
    let relleno = String(repeating: "0", count: max(0, 12 - digitos.count))
    self = UUID(uuidString: "00000000-0000-0000-0000-" + relleno + digitos) ?? UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))
  }
}

/// The count behind ``UUIDGenerator/incrementing``, shared by the effects that use one generator.
private final class ContadorUUID: @unchecked Sendable {
  private let cerrojo = NSLock()
  private var valor = 0

  func tomar() -> UUID {
    cerrojo.withLock {
      defer { valor += 1 }
      return UUID(valor)
    }
  }
}
