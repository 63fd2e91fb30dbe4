import ComposableArchitecture
import TallerArnes
@testable import Leccion04

// Los errores típicos de la lección 4 (`errores` de `leccion.json`), reconocidos por lo que pasó
// (qué acciones llegaron, cuándo, y cómo quedó el estado), nunca por cómo está escrito el código.

/// Tras pulsar un botón de `ContadorVista`: la vista envía el gesto de ese botón, y solo gestos.
///
/// No enviar nada no es un error típico (una vista puede ahorrarse un envío que no cambia nada);
/// enviar más de una acción por pulsación, sí (`gesto-repetido`).
/// - Parameters:
///   - boton: El botón como lo lee el alumno («+», «−», «Reiniciar»…).
///   - esperado: El gesto que debe enviar.
///   - enviadas: Lo que envió la vista al pulsarlo.
@MainActor
func reconocerBoton(
  _ boton: String, esperado: Contador.Action.View, enviadas: ArraySlice<Contador.Action>
) {
  errorTipico("gesto-repetido", ["control": "el botón «\(boton)»", "veces": "\(enviadas.count)"], si: enviadas.count > 1)
  guard let otra = enviadas.first(where: { $0 != .view(esperado) }) else { return }
  if case let .view(gesto) = otra {
    errorTipico(
      "boton-envia-otro-gesto", ["boton": boton, "enviado": ".\(gesto)", "esperado": ".\(esperado)"])
  } else {
    errorTipico(
      "vista-envia-accion-no-de-vista", ["boton": boton, "enviado": String(customDumping: otra)])
  }
}

/// Tras un gesto en `AjustesVista`: la vista envió una sola acción de vista por él.
///
/// - Parameters:
///   - control: El control como lo lee el alumno, con su artículo («el campo «Nombre»»).
///   - enviadas: Lo que llegó al store desde el gesto (las respuestas de efectos no cuentan).
@MainActor
func reconocerGestoUnico(_ control: String, enviadas: ArraySlice<Ajustes.Action>) {
  let deVista = enviadas.filter { if case .view = $0 { true } else { false } }
  errorTipico("gesto-repetido", ["control": control, "veces": "\(deVista.count)"], si: deVista.count > 1)
}

/// Si entre `acciones` llegó la respuesta interna del guardado.
func llegoRespuesta(_ acciones: ArraySlice<Ajustes.Action>) -> Bool {
  acciones.contains(._internal(.guardadoTerminado))
}

/// Los nombres de los avisos al padre que llegaron entre `acciones`.
func avisosAlPadre(_ acciones: ArraySlice<Ajustes.Action>) -> [String] {
  acciones.compactMap { accion in
    guard case let .delegate(.ajustesGuardados(nombre)) = accion else { return nil }
    return nombre
  }
}

/// Si la respuesta del guardado llegó antes de que el `clock` cumpliera su segundo, por qué: según el
/// tiempo real que tardó desde el gesto, el efecto no esperaba (llegó en el acto) o esperaba con otro
/// reloj (llegó un segundo real después: en el camino de macOS 14, `advance` da a los efectos hasta un
/// segundo real para dormirse en el `TestClock`, y en ese tiempo termina un `Task.sleep`).
///
/// Solo levanta algo si la respuesta llegó antes de tiempo, y entonces la prueba ya falla.
/// - Parameters:
///   - bitacora: Lo que llegó al reducer del alumno.
///   - inicio: La posición de la bitácora justo después del gesto de guardar.
@MainActor
func reconocerRespuestaTemprana(_ bitacora: BitacoraAcciones<Ajustes.Action>, desde inicio: Int) {
  guard inicio > 0, inicio <= bitacora.instantes.count,
    let posicion = bitacora.desde(inicio).firstIndex(of: ._internal(.guardadoTerminado))
  else { return }
  let tardo = bitacora.instantes[inicio - 1].duration(to: bitacora.instantes[posicion])
  if tardo >= .milliseconds(500) {
    errorTipico("espera-sin-clock", ["accion": "._internal(.guardadoTerminado)"])
  } else {
    errorTipico("respuesta-sin-esperar")
  }
}

/// Tras un segundo de `clock` sin respuesta del guardado: ¿llega más tarde, sin tocar el reloj
/// (espera con `Task.sleep`)? ¿O con medio segundo más de reloj (el segundo toque lo reinició)?
///
/// Solo se llama tras un fallo; espera en tiempo real algo más de un segundo.
/// - Parameters:
///   - bitacora: Lo que llegó al reducer del alumno.
///   - inicio: La posición de la bitácora desde la que contar.
///   - reloj: El reloj de la prueba.
///   - trasOtroToque: Si hubo un segundo toque con el guardado en curso.
@MainActor
func reconocerRespuestaTardia(
  _ bitacora: BitacoraAcciones<Ajustes.Action>, desde inicio: Int, reloj: TestClock<Duration>,
  trasOtroToque: Bool
) async {
  if await llegaEnTiempoReal({ llegoRespuesta(bitacora.desde(inicio)) }) {
    errorTipico("espera-sin-clock", ["accion": "._internal(.guardadoTerminado)"])
    return
  }
  guard trasOtroToque else { return }
  await reloj.advance(by: .milliseconds(500))
  let reinicio = await llegaEnTiempoReal(limite: margenTrasAvanzar) {
    llegoRespuesta(bitacora.desde(inicio))
  }
  errorTipico("guardar-reinicia", si: reinicio)
}
