import ComposableArchitecture
import TallerArnes
@testable import Leccion05

/// Ejercicio 7: los botones de la vista empiezan y cancelan la descarga; el progreso solo lo cambia
/// su acción interna. Las pruebas pulsan los botones de `DescargaVista` y no nombran el caso de
/// cancelar: da igual dónde lo declare el alumno mientras la vista lo envíe.
var pruebasDescarga: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("descargaEmpiezaYSeCancela") {
    let store = Store(initialState: Descarga.State()) { Descarga() }
    let vista = DescargaVista(store: store)
    vista.botonDescargarPulsado()
    esperarIgual(
      store.state, Descarga.State(descargando: true, progreso: 0), "Tras pulsar «Descargar», debe estar descargando.")
    vista.botonCancelarPulsado()
    esperarIgual(
      store.state, Descarga.State(descargando: false, progreso: 0), "Tras pulsar «Cancelar», ya no debe descargar.")
  },
  TallerArnes.Prueba("descargaCancelarConservaElProgreso") {
    let store = Store(initialState: Descarga.State()) { Descarga() }
    let vista = DescargaVista(store: store)
    vista.botonDescargarPulsado()
    store.send(.progresoRecibido(40))
    vista.botonCancelarPulsado()
    esperarIgual(
      store.state, Descarga.State(descargando: false, progreso: 40),
      "Cancelar a mitad para la descarga y deja el progreso que llevaba (40).")
    vista.botonDescargarPulsado()
    esperarIgual(
      store.state, Descarga.State(descargando: true, progreso: 0), "Volver a descargar empieza desde 0.")
  },
] }
