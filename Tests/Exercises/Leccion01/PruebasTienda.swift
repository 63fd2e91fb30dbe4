import ComposableArchitecture
import TallerArnes
@testable import Leccion01

/// Ejercicio 3: la tienda compone la cesta con `Scope` y luego aplica su propia regla.
///
/// Los efectos se observan a través de las dependencias (`almacenCesta`, `clienteAvisos`), que cada
/// prueba sustituye en `withDependencies:`: da igual cómo se escriba la composición.
var pruebasTienda: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("tiendaPasaAccionesALaCesta") {
    let guardados = Registro<[String]>()
    let store = TestStore(initialState: Tienda.State()) {
      Tienda()
    } withDependencies: {
      $0.almacenCesta.guardar = { await guardados.anotar($0) }
      $0.clienteAvisos.mostrar = { _ in }
    }
    await store.send(.cesta(.agregarPulsado(nombre: "Libro", precio: 20))) {
      $0.cesta.articulos = ["Libro"]
      $0.cesta.total = 20
    }
    let sumo = store.state.cesta.total == 20
    await store.send(.cesta(.vaciarPulsado)) {
      $0.cesta.articulos = []
      $0.cesta.total = 0
    }
    await store.finish()
    // El estado de la cesta cambió dos veces, pero no se guardó ninguna: su efecto se perdió.
    let sinGuardar = await guardados.valores.isEmpty
    errorTipico("efecto-del-hijo-perdido", si: sumo && store.state.cesta.articulos.isEmpty && sinGuardar)
    esperarIgual(
      await guardados.valores, [["Libro"], []],
      """
      La cesta debería guardarse tras cada cambio (primero con "Libro", después vacía): el efecto \
      del reducer hijo tiene que llegar al store a través de la tienda.
      """
    )
  },
  TallerArnes.Prueba("tiendaEnvioGratisConTotalNuevo") {
    let store = TestStore(
      initialState: Tienda.State(cesta: Cesta.State(articulos: ["Lámpara"], total: 40))
    ) {
      Tienda()
    } withDependencies: {
      $0.almacenCesta.guardar = { _ in }
      $0.clienteAvisos.mostrar = { _ in }
    }
    await store.send(.cesta(.agregarPulsado(nombre: "Bombilla", precio: 15))) {
      $0.cesta.articulos = ["Lámpara", "Bombilla"]
      $0.cesta.total = 55
      $0.envioGratis = true
    }
    let tardeAlSubir = store.state.cesta.total == 55 && !store.state.envioGratis
    await store.send(.cesta(.vaciarPulsado)) {
      $0.cesta.articulos = []
      $0.cesta.total = 0
      $0.envioGratis = false
    }
    await store.finish()
    // Al subir a 55 decidió con 40 (no gratis); al vaciar, con 55 (gratis): va un paso por detrás.
    let tardeAlBajar = store.state.cesta.total == 0 && store.state.envioGratis
    errorTipico("regla-con-total-antiguo", ["anterior": "40", "total": "55"], si: tardeAlSubir && tardeAlBajar)
  },
  TallerArnes.Prueba("tiendaEjecutaAmbosEfectos") {
    let guardados = Registro<[String]>()
    let avisos = Registro<String>()
    let store = TestStore(
      initialState: Tienda.State(cesta: Cesta.State(articulos: ["Mesa"], total: 30))
    ) {
      Tienda()
    } withDependencies: {
      $0.almacenCesta.guardar = { await guardados.anotar($0) }
      $0.clienteAvisos.mostrar = { await avisos.anotar($0) }
    }
    await store.send(.cesta(.agregarPulsado(nombre: "Silla", precio: 25))) {
      $0.cesta.articulos = ["Mesa", "Silla"]
      $0.cesta.total = 55
      $0.envioGratis = true
    }
    await store.send(.cesta(.agregarPulsado(nombre: "Cojín", precio: 5))) {
      $0.cesta.articulos = ["Mesa", "Silla", "Cojín"]
      $0.cesta.total = 60
    }
    await store.finish()
    esperarIgual(
      await guardados.valores, [["Mesa", "Silla"], ["Mesa", "Silla", "Cojín"]],
      "El efecto de la cesta (guardar) debería ejecutarse tras cada artículo añadido."
    )
    esperarIgual(
      await avisos.valores, ["¡Ya tienes envío gratis!"],
      "El efecto de la tienda (avisar) debería ejecutarse una sola vez, al llegar al mínimo."
    )
  },
] }
