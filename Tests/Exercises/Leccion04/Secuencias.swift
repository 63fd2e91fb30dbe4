import ComposableArchitecture
import TallerArnes
@testable import Leccion04

/// Una secuencia larga al azar por reducer (issue 46.6): los gestos del contador con los ticks del
/// temporizador mientras está en marcha, y las ediciones y guardados de los ajustes con sus
/// respuestas. Falla un reducer que guarda algo fuera de su `State` o que solo acierta con las
/// pocas acciones de las pruebas cortas. Los efectos no se ejecutan: el tick y la respuesta del
/// guardado se envían como los enviarían.
var pruebasSecuencias: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("contadorSecuenciaLarga") {
    esperarSecuencia(
      "los cuatro botones y los ticks", Contador(), desde: Contador.State(), pasos: 300, semilla: 404
    ) { azar, estado in
      if estado.temporizadorActivo, azar.moneda(0.4) { return ._internal(.tickRecibido) }
      if azar.moneda(0.08) { return .view(.reiniciarPulsado) }
      return .view(azar.elegir([.incrementarPulsado, .decrementarPulsado, .temporizadorPulsado]))
    } modelo: { estado, accion in
      // NB: sin `switch`: la plantilla tiene casos de más (el tick también en `View`) y no compilaría.
      if accion == .view(.incrementarPulsado) || accion == ._internal(.tickRecibido) {
        estado.cuenta += 1
      } else if accion == .view(.decrementarPulsado) {
        estado.cuenta -= 1
      } else if accion == .view(.reiniciarPulsado) {
        estado.cuenta = 0
      } else if accion == .view(.temporizadorPulsado) {
        estado.temporizadorActivo.toggle()
      }
    }
  },
  TallerArnes.Prueba("ajustesSecuenciaLarga") {
    // NB: `BindingAction` no deja leer su valor; el modelo aplica el nombre que se acaba de elegir.
    var nombreElegido = ""
    esperarSecuencia(
      "editar, guardar y terminar de guardar", Ajustes(), desde: Ajustes.State(), pasos: 300, semilla: 405
    ) { azar, estado in
      if estado.guardando, azar.moneda(0.3) { return ._internal(.guardadoTerminado) }
      switch azar.entero(0...9) {
      case 0...3:
        nombreElegido = azar.elegir(["", "Ana", "Eva", "Luis"])
        return .view(.binding(.set(\.nombre, nombreElegido)))
      case 4...5: return .view(.binding(.set(\.notificaciones, !estado.notificaciones)))
      default: return .view(.guardarPulsado)
      }
    } modelo: { estado, accion in
      // NB: sin `switch`, por los casos de más de la plantilla.
      if case .view(.binding(\.nombre)) = accion {
        estado.nombre = nombreElegido
      } else if case .view(.binding) = accion {
        estado.notificaciones.toggle()
      } else if accion == .view(.guardarPulsado) {
        // El README: con el nombre vacío o un guardado en curso, guardar no hace nada.
        if !estado.nombre.isEmpty, !estado.guardando { estado.guardando = true }
      } else if accion == ._internal(.guardadoTerminado) {
        estado.guardando = false
      }
    }
  },
] }
