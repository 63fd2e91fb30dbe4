import ComposableArchitecture
import Foundation
import Testing

@testable import TallerArnes

/// A reducer whose only action answers with another one, and no state, for the harness's audience.
private struct Eco: Reducer {
  struct State: Equatable {}
  enum Action: Equatable {
    case pedir
    case respuesta
  }
  var body: some Reducer<State, Action> {
    Reduce { _, action in action == .pedir ? .send(.respuesta) : .none }
  }
}

/// The harness runs every hidden test as `TestAudience.student` (issue 16.4): the student reads the
/// failure and cannot edit the test, so no advice talks about changing it.
@Suite("El arnés ejecuta las pruebas ocultas para el alumno")
@MainActor struct AudienciaArnesTests {
  @Test("Dentro de Prueba.ejecutar la audiencia es el alumno; fuera, quien escribe la prueba")
  func audiencia() async {
    let resultado = await Prueba("x") {
      esperar(TestAudience.current == .student, "La audiencia no es el alumno.")
    }.ejecutar()
    #expect(resultado.mensajes == [])
    #expect(TestAudience.current == .testAuthor)
  }

  @Test("Un fallo del TestStore en una prueba oculta no aconseja tocar la prueba")
  func sinConsejoDePrueba() async {
    let resultado = await Prueba("x") {
      let store = TestStore(initialState: Eco.State()) { Eco() }
      await store.send(.pedir)
      await store.send(.pedir)
    }.ejecutar()
    // The second `send` with an unasserted action, then the end-of-test check.
    #expect(resultado.mensajes.count == 2)
    for mensaje in resultado.mensajes {
      #expect(mensaje.contains("revisa qué efectos devuelve tu reducer"))
      #expect(!mensaje.localizedCaseInsensitiveContains("si la prueba es tuya"))
      #expect(!mensaje.contains("skipReceivedActions"))
    }
  }

  @Test("El mismo fallo fuera del arnés conserva el consejo de TCA sobre la prueba")
  func conConsejoFuera() async {
    let recogidos = Recogedor()
    await withIssueReporters([recogidos]) {
      let store = TestStore(initialState: Eco.State()) { Eco() }
      await store.send(.pedir)
      await store.send(.pedir)
      store.runEndOfTestChecks()
    }
    #expect(recogidos.mensajes.count == 2)
    #expect(recogidos.mensajes.allSatisfy { $0.contains("Si la prueba es tuya") })
  }
}

/// Collects the messages of reported issues.
private final class Recogedor: IssueReporter, @unchecked Sendable {
  private let lock = NSLock()
  private var guardados: [String] = []
  var mensajes: [String] { lock.withLock { guardados } }
  func report(_ issue: ReportedIssue) { lock.withLock { guardados.append(issue.message) } }
}
