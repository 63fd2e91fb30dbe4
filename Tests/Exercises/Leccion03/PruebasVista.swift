import ComposableArchitecture
import Foundation
import SwiftUIDeImitacion
import TallerArnes
@testable import Leccion03

/// Un control que el formulario debe tener una sola vez: cómo se nombra en un mensaje, de qué tipo es
/// y qué campo escribe (`nil`: el botón Guardar, que no escribe ninguno).
struct ControlDelFormulario {
  /// `el TextField del nombre`, con el tipo entre comillas invertidas.
  var nombre: String
  /// El paso de la prueba que lo mira.
  var paso: String
  /// Si `control` es de su tipo.
  var esDelTipo: (Control) -> Bool
  /// El campo que escribe, y cómo se escribe en Swift (`\.nombre`).
  var campo: (ruta: PartialKeyPath<Ajustes.State>, texto: String)?

  /// Las sondas que son este control: de su tipo y que escriben su campo (o que guardan).
  func buscar(en sondas: [Sonda]) -> [Int] {
    sondas.indices.filter { indice in
      let sonda = sondas[indice]
      guard esDelTipo(sonda.control) else { return false }
      guard let campo else { return sonda.guarda }
      return sonda.campos.contains(campo.ruta)
    }
  }
}

/// Los cuatro controles del formulario, en el orden en que el usuario los lee.
@MainActor let controlesDelFormulario: [ControlDelFormulario] = [
  ControlDelFormulario(
    nombre: "el `TextField` del nombre", paso: "nombre",
    esDelTipo: { if case .campoDeTexto = $0 { true } else { false } }, campo: (\Ajustes.State.nombre, "\\.nombre")),
  ControlDelFormulario(
    nombre: "el `Toggle` de las notificaciones", paso: "notificaciones",
    esDelTipo: { if case .interruptor = $0 { true } else { false } },
    campo: (\Ajustes.State.notificaciones, "\\.notificaciones")),
  ControlDelFormulario(
    nombre: "el `Slider` del volumen", paso: "volumen",
    esDelTipo: { if case .deslizador = $0 { true } else { false } }, campo: (\Ajustes.State.volumen, "\\.volumen")),
  ControlDelFormulario(
    nombre: "el botón Guardar", paso: "guardar",
    esDelTipo: { if case .boton = $0 { true } else { false } }, campo: nil),
]

/// Ejercicio 1, la vista: cada campo tiene su control, enlazado con `$store.campo`, una sola vez y en
/// el orden del formulario; el botón Guardar envía `.guardarPulsado`; el aviso se muestra si lo hay.
/// Se prueba por lo que hace cada control al usarlo (`Formulario.swift`), no por cómo está escrito.
var pruebasVista: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("vistaEnlazaElFormulario") {
    let sondas = try requerir(sondearVista(), faltaBindableAction)
    var posiciones: [Int] = []
    for esperado in controlesDelFormulario {
      paso(esperado.paso) {
        let encontrados = esperado.buscar(en: sondas)
        guard encontrados.count == 1 else {
          esperar(false, MensajesVista.controlAusenteORepetido(esperado, veces: encontrados.count))
          return
        }
        posiciones.append(encontrados[0])
        comprobarUso(sondas[encontrados[0]], esperado)
      }
    }
    paso("orden") {
      guard posiciones.count == controlesDelFormulario.count else { return }
      esperar(
        posiciones == posiciones.sorted(), MensajesVista.ordenDistinto(sondas.map(\.control), posiciones))
    }
    paso("aviso") {
      let conAviso = Ajustes.State(nombre: "", aviso: Ajustes.avisoNombreVacio)
      let textos = sondearVista(conAviso)?.map(\.control.titulo) ?? []
      esperar(textos.contains(Ajustes.avisoNombreVacio), MensajesVista.avisoOculto)
      let sinAviso = sondearVista()?.map(\.control.titulo) ?? []
      esperar(!sinAviso.contains(Ajustes.avisoNombreVacio), MensajesVista.avisoSinMotivo)
    }
  },
] }

/// Comprueba lo que hizo `sonda` al usarla: lo que mostraba y la única acción que envió.
@MainActor
private func comprobarUso(_ sonda: Sonda, _ esperado: ControlDelFormulario) {
  let enviadas = sonda.enviadas.map { String(customDumping: $0) }
  guard let campo = esperado.campo else {
    return  // `buscar` ya exigió que enviara `.guardarPulsado` una sola vez.
  }
  let (mostrado, escrito): (String, Bool) =
    switch campo.texto {
    case "\\.nombre": ("Ana", sonda.estado.nombre == "Beto Núñez")
    case "\\.notificaciones": ("false", sonda.estado.notificaciones)
    default: ("0.25", sonda.estado.volumen == 0.75)
    }
  esperar(
    sonda.mostrado == mostrado,
    MensajesVista.muestraOtroValor(esperado, esperado: mostrado, mostrado: sonda.mostrado ?? "nada"))
  esperar(
    enviadas.count == 1 && sonda.campos == [campo.ruta] && escrito,
    MensajesVista.escribeDeMas(esperado, campo: campo.texto, enviadas: enviadas))
  if let repetido = sonda.trasRepetir, escrito {
    esperar(repetido.notificaciones, MensajesVista.invierteEnVezDeEscribir(esperado))
  }
  switch sonda.control {
  case .campoDeTexto, .interruptor:
    // El título es lo que lee el usuario (y VoiceOver) junto al control; sin él no sabe qué es.
    esperar(!sonda.control.titulo.trimmingCharacters(in: .whitespaces).isEmpty, MensajesVista.sinTitulo(esperado))
  default:
    break
  }
  if case let .deslizador(_, _, rango) = sonda.control {
    esperar(rango == 0...1, MensajesVista.rangoDistinto(rango))
  }
}
