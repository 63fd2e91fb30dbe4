import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

@Suite("vigilar: la hora de cada cambio")
struct HoraVigilarTests {
  @Test("Reloj de 24 horas con configuración regional fija (en_US_POSIX), sea cual sea la del sistema")
  func hora() throws {
    let utc = try #require(TimeZone(identifier: "UTC"))
    let tarde = Date(timeIntervalSince1970: 18 * 3600 + 5 * 60 + 7)
    #expect(Ordenes.hora(tarde, zona: utc) == "18:05:07")
    #expect(Ordenes.hora(Date(timeIntervalSince1970: 9), zona: utc) == "00:00:09")
    let formato = Ordenes.formatoHora(zona: utc)
    #expect(formato.locale.identifier == "en_US_POSIX")
    #expect(formato.dateFormat == "HH:mm:ss")
  }
}
