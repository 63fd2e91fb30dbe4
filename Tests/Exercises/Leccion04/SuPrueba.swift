import ComposableArchitecture
import Foundation
import TallerArnes
@testable import Leccion04

/// Lo que pasó al ejecutar `probarTemporizador` (la prueba del alumno, ejercicio 4) con un contador.
struct EjecucionDeSuPrueba {
  /// Los fallos y avisos que informó su prueba (del `TestStore`, del runtime), en orden.
  var fallos: [String]
  /// Las acciones que llegaron al contador, en orden: las que envió su prueba y las de los efectos.
  var acciones: [Contador.Action]

  /// Si su prueba no informó de nada.
  var pasa: Bool { fallos.isEmpty }
}

/// Ejecuta la prueba del alumno con ``ContadorDeReferencia`` (con `defecto`, o el correcto) y recoge
/// lo que informa, sin que cuente como fallo de la prueba oculta.
///
/// Su prueba corre como la de un autor de pruebas (`TestAudience.testAuthor`: los mensajes de TCA),
/// con sus propios chequeos de fin de prueba (lo que quede por recibir o en marcha se informa al
/// volver) y con un informador que se queda con todo.
@MainActor
func ejecutarSuPrueba(con defecto: DefectoTemporizador?) async -> EjecucionDeSuPrueba {
  let recogidos = Recogidos()
  let bitacora = BitacoraAcciones<Contador.Action>()
  let chequeos = EndOfTestChecks()
  await TestAudience.$current.withValue(.testAuthor) {
    await EndOfTestChecks.$current.withValue(chequeos) {
      await withIssueReporters([recogidos]) {
        await probarTemporizador(anotando(en: bitacora, ContadorDeReferencia(defecto: defecto)))
        chequeos.runAll()
      }
    }
  }
  return EjecucionDeSuPrueba(fallos: recogidos.mensajes, acciones: bitacora.acciones)
}

/// Un informador que guarda el mensaje de cada fallo o aviso, sin reenviarlo.
final class Recogidos: IssueReporter, @unchecked Sendable {
  private let cerrojo = NSLock()
  private var guardados: [String] = []

  /// Los mensajes recibidos, en orden.
  var mensajes: [String] { cerrojo.withLock { guardados } }

  func report(_ issue: ReportedIssue) {
    cerrojo.withLock { guardados.append(issue.message) }
  }
}

/// Ejecuta la prueba del alumno con el contador correcto y detiene la prueba oculta si no pasa o si no
/// ejercita el temporizador (arrancarlo y recibir al menos un tick): solo entonces que falle con un
/// defecto dice algo del defecto.
@MainActor
func requerirQuePasaConElCorrecto(
  fileID: StaticString = #fileID, line: UInt = #line
) async throws -> EjecucionDeSuPrueba {
  let correcta = await ejecutarSuPrueba(con: nil)
  errorTipico(
    "prueba-sin-reloj-de-prueba",
    si: correcta.fallos.contains { $0.contains("Se usó el reloj \"continuousClock\" en un TestStore sin sustituirlo") })
  // Lo arrancó más veces de las que lo paró, y el TestStore informó de un efecto que sigue en marcha.
  let pulsaciones = correcta.acciones.filter { if case .view(.temporizadorPulsado) = $0 { true } else { false } }.count
  errorTipico(
    "prueba-deja-el-temporizador-en-marcha",
    si: pulsaciones % 2 == 1 && correcta.fallos.contains { $0.contains("sigue en marcha") })
  try requerir(
    correcta.pasa,
    """
    Tu prueba falla con un contador correcto, así que no puede distinguirlo de uno estropeado. Lo \
    primero que informó:
    \(correcta.fallos.first.map { sangrado($0) } ?? "")
    """,
    fileID: fileID, line: line)
  let arranca = correcta.acciones.contains { if case .view(.temporizadorPulsado) = $0 { true } else { false } }
  let tick = correcta.acciones.contains { if case ._internal(.tickRecibido) = $0 { true } else { false } }
  try requerir(
    arranca && tick,
    correcta.acciones.isEmpty
      ? "Al contador que recibe `probarTemporizador` no le llegó ninguna acción: tu prueba todavía no "
        + "envía nada, o no lo usa (el `TestStore` debe crearse con `{ contador }`, no con `Contador()`)."
      : arranca
        ? "Tu prueba arranca el temporizador, pero no llega ningún tick: avanza el `TestClock` que "
          + "pusiste como `continuousClock` y recibe el tick con `store.receive`."
        : "Tu prueba envía acciones, pero no arranca el temporizador: envía `.view(.temporizadorPulsado)`.",
    fileID: fileID, line: line)
  return correcta
}

/// Un texto con cada línea sangrada cuatro espacios, para citarlo dentro de un mensaje.
func sangrado(_ texto: String) -> String {
  texto.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
}
