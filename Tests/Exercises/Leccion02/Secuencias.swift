import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Una secuencia larga al azar de la lista con sus destinos (issue 46.6): abrir filas (también una
/// que no existe) y los ajustes, actuar dentro del destino abierto y cerrarlo. Así falla un reducer (la lista, el detalle o los ajustes) que guarda algo fuera de su
/// `State`, o uno que solo acierta con las pocas acciones de las pruebas cortas. La alerta queda
/// fuera (su texto es de cada cual), y borrar desde el detalle también (ver abajo).
var pruebasSecuencias: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("listaSecuenciaLarga") {
    try Casos.requerirEscritos()
    let filas = filasDePrueba + [Fila(id: 7, titulo: "Ficciones"), Fila(id: 5, titulo: "Aura")]
    esperarSecuencia(
      "abrir, usar y cerrar el detalle y los ajustes", Lista(), desde: Lista.State(filas: filas), pasos: 300,
      semilla: 202
    ) { azar, estado in
      // NB: sin borrar desde el detalle: cerrar el destino con un efecto (`.send(.destino(.dismiss))`)
      // también vale, y aquí los efectos no se ejecutan; lo prueban las pruebas cortas.
      if Casos.valor(estado.destino, Detalle.State.self) != nil {
        switch azar.entero(0...9) {
        case 0...4: return .destino(.presented(Casos.delDetalle(.favoritoPulsado)))
        case 5...7: return .destino(.presented(Casos.delDetalle(.segundoTranscurrido)))
        default: return .destino(.dismiss)
        }
      }
      if Casos.valor(estado.destino, Ajustes.State.self) != nil {
        switch azar.entero(0...9) {
        case 0...4: return .destino(.presented(Casos.deLosAjustes(.aumentarLetraPulsado)))
        case 5...8: return .destino(.presented(Casos.deLosAjustes(.reducirLetraPulsado)))
        default: return .destino(.dismiss)
        }
      }
      // NB: el id 9 no está en ninguna fila; los demás, mientras no se borren.
      return azar.moneda(0.3) ? .ajustesPulsado : .filaPulsada(azar.elegir([1, 2, 3, 5, 7, 9]))
    } modelo: { estado, accion in
      switch accion {
      case let .filaPulsada(id):
        if let fila = estado.filas.first(where: { $0.id == id }) { estado.destino = Casos.detalle(Detalle.State(fila: fila)) }
      case .ajustesPulsado:
        estado.destino = Casos.ajustes(Ajustes.State(tamanoLetra: estado.tamanoLetra))
      case .destino(.dismiss):
        if let ajustes = Casos.valor(estado.destino, Ajustes.State.self) { estado.tamanoLetra = ajustes.tamanoLetra }
        estado.destino = nil
      case let .destino(.presented(hija)):
        if var detalle = Casos.valor(estado.destino, Detalle.State.self), let accion = Casos.valor(hija, Detalle.Action.self) {
          switch accion {
          case .favoritoPulsado: detalle.favorito.toggle()
          case .segundoTranscurrido: detalle.segundosLeyendo += 1
          case .alAparecer, .borrarPulsado, .delegate: break
          }
          estado.destino = Casos.detalle(detalle)
        } else if var ajustes = Casos.valor(estado.destino, Ajustes.State.self), let accion = Casos.valor(hija, Ajustes.Action.self) {
          switch accion {
          case .aumentarLetraPulsado: ajustes.tamanoLetra = min(ajustes.tamanoLetra + 1, 30)
          case .reducirLetraPulsado: ajustes.tamanoLetra = max(ajustes.tamanoLetra - 1, 10)
          }
          estado.destino = Casos.ajustes(ajustes)
        }
      case .vaciarPulsado: break
      }
    }
  },
] }
