import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// Ejercicio 4: `_printChanges` con la impresora que se recibe, y una escritura en `store.nombre` por
/// tecla. Miran lo que llega a la impresora (las acciones y los estados que la rodean), no si cada
/// campo se escribió bien, que es del ejercicio 1. Sí necesitan `BindingReducer`: como en TCA, el
/// `Store` avisa (y la prueba falla) cuando nadie aplica la acción de binding que envía `store.nombre = …`.
var pruebasDepuracion: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("trazaDeCadaTecla") {
    // Una bandera es una sola tecla y un solo `Character`, aunque sean dos escalares de Unicode.
    for texto in ["Ana", "Íñigo", "Li", "Sol 🇪🇸"] {
      let anotador = Anotador()
      let store = Ajustes.storeDepurado(anotador.impresora)
      teclear(texto, en: store)
      let prefijos = (1...texto.count).map { String(texto.prefix($0)) }
      let esperadas = try prefijos.map { try enlace(\.nombre, $0) }.map(edicion)
      let impresas = anotador.entradas.map { edicion($0.accion) }
      reconocerTecleo(impresas, texto: texto, reducerLoRecibe: store.nombre == texto)
      try requerir(
        impresas == esperadas,
        "Al teclear \(citado(texto)) en `Ajustes.storeDepurado(…)`, la impresora debía recibir "
          + "\(prefijos.count) acciones de binding del nombre, una por tecla (\(lista(prefijos))); "
          + "\(anotador.recibido).")
    }
    let anotador = Anotador()
    teclear("", en: Ajustes.storeDepurado(anotador.impresora))
    esperar(
      anotador.entradas.isEmpty,
      "Teclear un texto vacío no escribe nada; la impresora \(anotador.recibido).")
  },

  TallerArnes.Prueba("trazaConSusEstados") {
    let anotador = Anotador()
    let store = Ajustes.storeDepurado(anotador.impresora)
    teclear("Luz", en: store)
    store.send(.guardarPulsado)
    let entradas = anotador.entradas
    reconocerTecleo(
      entradas.dropLast().map { edicion($0.accion) }, texto: "Luz",
      reducerLoRecibe: store.nombre == "Luz")
    try requerir(
      entradas.count == 4,
      "Tras teclear \"Luz\" y pulsar Guardar, la impresora debía recibir 4 acciones (3 teclas y "
        + "guardar); \(anotador.recibido).")
    esperar(
      entradas.last.map { esGuardar($0.accion) } ?? false,
      "La última acción impresa debía ser `guardarPulsado`; fue "
        + "\(entradas.last.map { String(customDumping: $0.accion) } ?? "ninguna").")
    esperarIgual(
      entradas.first?.antes, Ajustes.State(),
      "La primera acción impresa debía llevar, como estado de antes, el estado inicial del store.")
    for (anterior, siguiente) in zip(entradas, entradas.dropFirst()) {
      esperarIgual(
        siguiente.antes, anterior.despues,
        "Cada acción impresa lleva el estado de antes y el de después: el «antes» de una debe ser el "
          + "«después» de la anterior.")
    }
    esperarIgual(
      entradas.last?.despues, store.state,
      "El estado de después de la última acción impresa debe ser el estado del store.")
  },
] }

/// Anota lo que recibe una `_ReducerPrinter`, en orden.
final class Anotador {
  /// Una acción impresa, con el estado de antes y el de después.
  typealias Entrada = (accion: Ajustes.Action, antes: Ajustes.State, despues: Ajustes.State)
  /// Lo recibido, de lo primero a lo último.
  var entradas: [Entrada] = []

  /// La impresora que anota aquí cada acción en vez de escribirla en la consola.
  var impresora: _ReducerPrinter<Ajustes.State, Ajustes.Action> {
    _ReducerPrinter { accion, antes, despues in self.entradas.append((accion, antes, despues)) }
  }

  /// Lo que recibió, en una frase: «no recibió nada» o «recibió» y las acciones como las escribe
  /// `customDump`.
  var recibido: String {
    entradas.isEmpty
      ? "no recibió nada" : "recibió " + entradas.map { String(customDumping: $0.accion) }.joined(separator: ", ")
  }
}

/// La edición que lleva una acción de binding (`nil` para `guardarPulsado`).
func edicion(_ accion: Ajustes.Action) -> BindingAction<Ajustes.State>? {
  guard let tipo = accionEnlazable() else { return nil }
  return edicionAbierta(tipo, accion)
}

/// Abre el existencial para leer `binding`, la propiedad que da el protocolo.
private func edicionAbierta<A: BindableAction<Ajustes.State>>(
  _ tipo: A.Type, _ accion: Ajustes.Action
) -> BindingAction<Ajustes.State>? {
  (accion as Any as? A)?.binding
}

/// Si la acción es `guardarPulsado`.
private func esGuardar(_ accion: Ajustes.Action) -> Bool {
  if case .guardarPulsado = accion { return true }
  return false
}

/// Textos entre comillas, separados por comas.
private func lista(_ textos: [String]) -> String {
  textos.map { citado($0) }.joined(separator: ", ")
}

/// Tras teclear `texto` en el store depurado: una acción de binding del nombre por tecla, con lo
/// tecleado hasta ella.
///
/// - Parameters:
///   - impresas: Las ediciones que recibió la impresora, en orden (`nil` si no era un binding).
///   - texto: Lo tecleado.
///   - reducerLoRecibe: Si `store.nombre` terminó valiendo `texto`: entonces las acciones llegaron
///     al reducer (y a `BindingReducer`), aunque la impresora no las viera.
func reconocerTecleo(_ impresas: [BindingAction<Ajustes.State>?], texto: String, reducerLoRecibe: Bool) {
  errorTipico(
    "impresora-sin-usar", ["texto": citado(texto)], si: impresas.isEmpty && reducerLoRecibe && !texto.isEmpty)
  guard texto.count > 1 else { return }
  errorTipico(
    "tecleo-de-golpe", ["texto": citado(texto)], si: impresas == [enlaceSiExiste(\.nombre, texto).flatMap(edicion)])
  let sueltos = texto.map { enlaceSiExiste(\.nombre, String($0)).flatMap(edicion) }
  errorTipico("tecleo-sin-acumular", ["texto": citado(texto)], si: impresas == sueltos)
}
