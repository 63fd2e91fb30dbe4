import ComposableArchitecture
import TallerArnes
@testable import Leccion03

// Los errores típicos de la lección 3 (`errores` de `leccion.json`), reconocidos por lo que hace el
// reducer del alumno, nunca por cómo está escrito: cada regla compara el estado o las llamadas al
// cliente con lo que pide el enunciado, y ninguna solución correcta la cumple.

/// Tras editar un campo que no es el interruptor: un binding solo escribe su campo.
///
/// - Parameters:
///   - campo: El nombre del campo editado, como lo lee el alumno (`nombre`, `volumen`).
///   - antes: El estado antes de la edición.
///   - despues: El estado tras la edición (`store.state` tras el `send`, aunque haya fallado).
///   - llamadas: Las llamadas al cliente que provocó la edición.
func reconocerEdicion(campo: String, antes: Ajustes.State, despues: Ajustes.State, llamadas: [Bool]) {
  errorTipico(
    "guarda-al-escribir", ["guardado": citado(despues.nombreGuardado)],
    si: despues.nombreGuardado != antes.nombreGuardado)
  errorTipico("valida-al-escribir", si: despues.aviso != antes.aviso)
  errorTipico("efecto-en-todo-binding", ["campo": campo], si: !llamadas.isEmpty)
}

/// Tras elegir un valor en el interruptor: una sola llamada, con el valor elegido (o ninguna si el
/// valor no cambió).
///
/// Si el cliente recibió el valor de antes, un segundo cambio (al revés, en otro store) separa dos
/// errores: el efecto que ve el estado anterior recibe otra vez el valor de antes; el que lleva un
/// valor fijo recibe el mismo valor en las dos direcciones.
/// - Parameters:
///   - llamadas: Las llamadas al cliente que provocó esta edición, en orden.
///   - elegido: El valor que eligió el usuario.
///   - anterior: El valor que tenía el interruptor antes.
@MainActor
func reconocerInterruptor(_ llamadas: [Bool], elegido: Bool, anterior: Bool) async {
  if elegido != anterior {
    if llamadas == [anterior] {
      let alReves = await llamadasAlCambiar(de: elegido, a: anterior)
      errorTipico(
        "efecto-ve-estado-anterior", ["elegido": "\(elegido)", "recibido": "\(anterior)"],
        si: alReves == [elegido])
      errorTipico("efecto-valor-fijo", ["valor": "\(anterior)"], si: alReves == [anterior])
    }
  } else {
    errorTipico("efecto-niega-valor", ["elegido": "\(elegido)"], si: llamadas.contains(!elegido))
  }
  errorTipico(
    "efecto-doble", ["veces": "\(llamadas.count)"],
    si: llamadas.count > 1 && llamadas.allSatisfy { $0 == elegido })
}

/// Lo que recibe el cliente cuando el interruptor pasa de `inicial` a `final` con el reducer del
/// alumno, en un `Store` aparte y sin aserciones (no añade fallos a la prueba).
@MainActor
func llamadasAlCambiar(de inicial: Bool, a final: Bool) async -> [Bool] {
  let grabadora = Grabadora()
  var estado = Ajustes.State()
  estado.notificaciones = inicial
  let store = Store(initialState: estado) {
    Ajustes()
  } withDependencies: {
    $0.clienteNotificaciones = grabadora.cliente
  }
  guard let accion = enlaceSiExiste(\.notificaciones, final) else { return [] }
  await store.send(accion).finish()
  return await grabadora.valores
}

/// Tras pulsar Guardar con un nombre en blanco: se pone el aviso y no se toca `nombreGuardado`.
///
/// - Parameters:
///   - antes: El estado antes de guardar (su `nombre` está en blanco).
///   - despues: El estado tras guardar.
///   - vacioRechazado: Si el nombre vacío (`""`) ya se rechazó bien en un paso anterior: solo así
///     aceptar uno de solo espacios es no quitar los espacios.
func reconocerRechazo(antes: Ajustes.State, despues: Ajustes.State, vacioRechazado: Bool) {
  let avisa = despues.aviso == Ajustes.avisoNombreVacio
  let tocaGuardado = despues.nombreGuardado != antes.nombreGuardado
  if avisa {
    errorTipico(
      "rechazo-borra-guardado", ["antes": citado(antes.nombreGuardado)],
      si: tocaGuardado && despues.nombreGuardado == nil)
    errorTipico(
      "guarda-aunque-avisa", ["guardado": citado(despues.nombreGuardado)],
      si: tocaGuardado && despues.nombreGuardado != nil)
  } else if !antes.nombre.isEmpty && vacioRechazado {
    errorTipico("acepta-nombre-en-blanco", ["nombre": citado(antes.nombre)])
  } else {
    errorTipico("valida-al-escribir", si: validaAlEscribir())
  }
}

/// Tras pulsar Guardar con un nombre válido: se guarda ese nombre, y el cliente no se entera.
///
/// - Parameters:
///   - antes: El estado antes de guardar (su `nombre` es válido, sin espacios en los extremos).
///   - despues: El estado tras guardar.
///   - llamadas: Las llamadas al cliente que provocó el guardado.
func reconocerGuardado(antes: Ajustes.State, despues: Ajustes.State, llamadas: [Bool]) {
  if let guardado = despues.nombreGuardado, guardado != antes.nombre {
    errorTipico("guarda-nombre-fijo", ["nuevo": citado(antes.nombre), "guardado": citado(guardado)])
  } else if despues.nombreGuardado == nil || despues.nombreGuardado == antes.nombreGuardado {
    // No guardó: ¿porque la validación vive en el binding y guardar solo mira el aviso?
    errorTipico("valida-al-escribir", si: validaAlEscribir())
  }
  errorTipico(
    "guardar-llama-al-cliente", ["valor": llamadas.map { "\($0)" }.joined(separator: ", ")],
    si: !llamadas.isEmpty)
  // Guardó bien el nombre, pero el aviso de un intento anterior sigue puesto.
  errorTipico(
    "aviso-no-se-borra", ["nombre": citado(antes.nombre)],
    si: antes.aviso != nil && despues.aviso == antes.aviso && despues.nombreGuardado == antes.nombre)
}

/// Si el reducer del alumno escribe a mano el interruptor con su binding (cambia `notificaciones`)
/// aunque el binding del nombre no cambió `nombre`: aplica algunos bindings a mano en vez de con
/// `BindingReducer`. Como ``validaAlEscribir()``, fuera de cualquier store y sin ejecutar efectos.
func bindingsAMano() -> Bool {
  var estado = Ajustes.State()
  let antes = estado.notificaciones
  guard let accion = enlaceSiExiste(\.notificaciones, !antes) else { return false }
  _ = Ajustes().reduce(into: &estado, action: accion)
  return estado.notificaciones != antes
}

/// Si el reducer del alumno pone el aviso al vaciar el nombre con un binding, sin pulsar Guardar.
///
/// Se prueba fuera de cualquier store, con dos nombres de partida, aplicando el reducer una vez (sus
/// efectos no se ejecutan), para no añadir fallos a la prueba.
func validaAlEscribir() -> Bool {
  ["Ana", "Luis Miguel"].contains { nombre in
    var estado = Ajustes.State()
    estado.nombre = nombre
    guard let accion = enlaceSiExiste(\.nombre, "") else { return false }
    _ = Ajustes().reduce(into: &estado, action: accion)
    return estado.aviso != nil
  }
}

/// Un valor opcional como lo lee el alumno: `"Ana"` o `nil`.
func citado(_ texto: String?) -> String {
  texto.map { String(reflecting: $0) } ?? "nil"
}
