import ComposableArchitecture
import TallerArnes
@testable import Leccion01

/// Una secuencia larga al azar por reducer que escribe el alumno (issue 46.6): cada acción se repite
/// y se mezcla con las demás, así que falla un reducer que guarda algo fuera del `State`, uno que
/// alterna donde debe asignar y una regla aplicada un paso antes o con otro límite.
var pruebasSecuencias: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("contadorSecuenciaLarga") {
    let contador = try reducerDelContador()
    let reducer = Reduce<Contador.State, Contador.Action> { estado, accion in contador.reduce(into: &estado, action: accion) }
    esperarSecuencia("«+», «−» y «Reiniciar»", reducer, desde: Contador.State(), semilla: 101) { azar, _ in
      // NB: reiniciar es menos frecuente, para que la cuenta se aleje de cero en los dos sentidos.
      azar.moneda(0.1) ? .reiniciarPulsado : azar.elegir([Contador.Action.incrementarPulsado, .decrementarPulsado])
    } modelo: { estado, accion in
      switch accion {
      case .incrementarPulsado: estado.cuenta += 1
      case .decrementarPulsado: estado.cuenta -= 1
      case .reiniciarPulsado: estado.cuenta = 0
      }
    }
  },
  TallerArnes.Prueba("tiendaSecuenciaLarga") {
    // Precios que dejan el total justo en el mínimo (50), a uno de él y lejos; vaciar a veces, para volver a cruzarlo.
    let precios = [1, 4, 9, 10, 25, 49, 50, 51]
    let nombres = ["Pan", "Lámpara", "Libro", "Taza"]
    esperarSecuencia("añadir y vaciar la cesta", Tienda(), desde: Tienda.State(), semilla: 303) { azar, _ in
      azar.moneda(0.2)
        ? .cesta(.vaciarPulsado)
        : .cesta(.agregarPulsado(nombre: azar.elegir(nombres), precio: azar.elegir(precios)))
    } modelo: { estado, accion in
      switch accion {
      case let .cesta(.agregarPulsado(nombre, precio)):
        estado.cesta.articulos.append(nombre)
        estado.cesta.total += precio
      case .cesta(.vaciarPulsado):
        estado.cesta.articulos = []
        estado.cesta.total = 0
      }
      // El README: desde 50 euros, el envío es gratis.
      estado.envioGratis = estado.cesta.total >= 50
    }
  },
  TallerArnes.Prueba("reproductorSecuenciaLarga") {
    for (semilla, canciones) in [(404, ["Aire", "Brisa", "Cierzo"]), (405, ["Aire", "Brisa"]), (406, ["Aire"])] as [(UInt64, [String])] {
      paso("\(canciones.count)-canciones") {
        esperarSecuencia(
          "reproducir, pausar y siguiente con \(canciones.count == 1 ? "una canción" : "\(canciones.count) canciones")", Reproductor(),
          desde: Reproductor.State(canciones: canciones), semilla: semilla
        ) { azar, _ in
          azar.elegir([.reproducirPulsado, .pausarPulsado, .siguientePulsado])
        } modelo: { estado, accion in
          switch accion {
          case .reproducirPulsado:
            estado.reproduciendo = true
            estado.reproducciones += 1
          case .pausarPulsado: estado.reproduciendo = false
          case .siguientePulsado: estado.actual = (estado.actual + 1) % estado.canciones.count
          }
        }
      }
    }
  },
] }
