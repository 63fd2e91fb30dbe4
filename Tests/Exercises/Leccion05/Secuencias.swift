import ComposableArchitecture
import TallerArnes
@testable import Leccion05

/// Una secuencia larga al azar por ejercicio (issue 46.6): cada acción se repite y se mezcla con
/// las demás, así que falla un reducer que guarda algo fuera de su `State` (una `static var` que
/// cuenta llamadas) o que solo acierta con las pocas acciones de las pruebas cortas.
var pruebasSecuencias: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("pedidoSecuenciaLarga") {
    esperarSecuencia("sumar y quitar tazas", Pedido(), desde: Pedido.State(), semilla: 501) { azar, _ in
      azar.elegir([.sumarTazaPulsado, .quitarTazaPulsado])
    } modelo: { estado, accion in
      switch accion {
      case .sumarTazaPulsado: estado.tazas += 1
      case .quitarTazaPulsado: estado.tazas = max(estado.tazas - 1, 0)
      }
    }
  },
  TallerArnes.Prueba("tableroSecuenciaLarga") {
    esperarSecuencia("mover y el reloj del panel", Tablero(), desde: Tablero.State(), semilla: 502) { azar, _ in
      switch azar.entero(0...9) {
      case 0...3: .moverPulsado
      case 4...8: .paneles(.reloj(.tic))
      default: .paneles(.reloj(.reiniciarPulsado))
      }
    } modelo: { estado, accion in
      switch accion {
      case .moverPulsado: estado.movimientos += 1
      case .paneles(.reloj(.tic)): estado.reloj.segundos += 1
      case .paneles(.reloj(.reiniciarPulsado)): estado.reloj.segundos = 0
      }
    }
  },
  TallerArnes.Prueba("agendaSecuenciaLarga") {
    esperarSecuencia("activar y dar más tiempo", Agenda(), desde: Agenda.State(), semilla: 503) { azar, _ in
      .recordatorio(azar.elegir([.activarPulsado, .masTiempoPulsado]))
    } modelo: { estado, accion in
      switch accion {
      case .recordatorio(.activarPulsado):
        estado.recordatorio.activo.toggle()
        estado.avisosActivos = estado.recordatorio.activo ? 1 : 0
      case .recordatorio(.masTiempoPulsado):
        estado.recordatorio.minutosAntes = min(estado.recordatorio.minutosAntes + 5, 60)
      }
    }
  },
  TallerArnes.Prueba("galeriaSecuenciaLarga") {
    let titulos = ["Faro", "Puerto", "Duna", "Ría"]
    // NB: el orden de `favoritas` no es parte de la regla: se comparan como conjunto.
    esperarSecuencia(
      "abrir fotos, marcarlas y cerrarlas", Galeria(), desde: Galeria.State(), semilla: 504,
      comparando: { estado in
        var ordenado = estado
        ordenado.favoritas.sort()
        return ordenado
      }
    ) { azar, estado in
      guard estado.foto != nil else { return .fotoPulsada(azar.elegir(titulos)) }
      return azar.moneda(0.6) ? .foto(.presented(.favoritaPulsado)) : .foto(.dismiss)
    } modelo: { estado, accion in
      switch accion {
      case let .fotoPulsada(titulo):
        estado.foto = Foto.State(titulo: titulo, favorita: estado.favoritas.contains(titulo))
      case .foto(.presented(.favoritaPulsado)):
        estado.foto?.favorita.toggle()
      case .foto(.dismiss):
        if let foto = estado.foto {
          estado.favoritas.removeAll { $0 == foto.titulo }
          if foto.favorita { estado.favoritas.append(foto.titulo) }
        }
        estado.foto = nil
      }
    }
  },
  TallerArnes.Prueba("carreraSecuenciaLarga") {
    esperarSecuencia("vueltas y reinicios", Carrera(), desde: Carrera.State(), semilla: 505) { azar, _ in
      .cronometro(azar.moneda(0.15) ? .reiniciarPulsado : .vueltaPulsado)
    } modelo: { estado, accion in
      switch accion {
      case .cronometro(.vueltaPulsado): estado.cronometro.vueltas += 1
      case .cronometro(.reiniciarPulsado): estado.cronometro.vueltas = 0
      }
      estado.mejorTanda = max(estado.mejorTanda, estado.cronometro.vueltas)
    }
  },
  TallerArnes.Prueba("suscripcionSecuenciaLarga") {
    // NB: `BindingAction` no deja leer su valor; el modelo aplica el correo que se acaba de elegir.
    var correoElegido = ""
    esperarSecuencia("editar y confirmar", Suscripcion(), desde: Suscripcion.State(), semilla: 506) { azar, estado in
      switch azar.entero(0...9) {
      case 0...3:
        correoElegido = azar.elegir(["", "ana", "ana@correo.es", "@", "luis@"])
        return .binding(.set(\.correo, correoElegido))
      case 4...5: return .binding(.set(\.quiereNovedades, !estado.quiereNovedades))
      default: return .confirmarPulsado
      }
    } modelo: { estado, accion in
      switch accion {
      case .binding(\.correo): estado.correo = correoElegido
      case .binding: estado.quiereNovedades.toggle()
      case .confirmarPulsado: estado.confirmada = estado.correo.contains("@")
      }
    }
  },
  TallerArnes.Prueba("descargaSecuenciaLarga") {
    // Por los botones de la vista, como las pruebas cortas: no nombra el caso de cancelar.
    let store = Store(initialState: Descarga.State()) { Descarga() }
    let vista = DescargaVista(store: store)
    esperarSecuencia(
      "descargar, progresar y cancelar", desde: Descarga.State(), semilla: 507, comparando: { $0 }
    ) { azar, estado -> GestoDescarga in
      if estado.descargando, azar.moneda(0.5) { return .progreso(azar.entero(1...100)) }
      return azar.moneda(0.6) ? .descargar : .cancelar
    } describir: { gesto in
      switch gesto {
      case .descargar: "el botón «Descargar»"
      case .cancelar: "el botón «Cancelar»"
      case .progreso(let porcentaje): ".progresoRecibido(\(porcentaje))"
      }
    } real: { gesto, _ in
      switch gesto {
      case .descargar: vista.botonDescargarPulsado()
      case .cancelar: vista.botonCancelarPulsado()
      case .progreso(let porcentaje): store.send(.progresoRecibido(porcentaje))
      }
      return store.state
    } modelo: { estado, gesto in
      switch gesto {
      case .descargar:
        estado.descargando = true
        estado.progreso = 0
      case .cancelar: estado.descargando = false
      case .progreso(let porcentaje): estado.progreso = porcentaje
      }
    }
  },
] }

/// Un gesto de la secuencia de la descarga: un botón de la vista o el progreso que envía el efecto.
private enum GestoDescarga {
  case descargar
  case cancelar
  case progreso(Int)
}
