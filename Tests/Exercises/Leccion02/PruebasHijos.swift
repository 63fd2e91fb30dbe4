import ComposableArchitecture
import TallerArnes
@testable import Leccion02

/// Ejercicio 1: el `body` de `Destino`, solo, lleva cada acción al hijo de su caso, y solo a él.
///
/// Estas pruebas ejecutan `Destino.body` sin la lista: un fallo del `ifLet` de la lista (ejercicio 2)
/// no se cuenta aquí (#33.1).
var pruebasHijos: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("destinoEsUnCaseReducer") {
    // Sin casos no hay destino: es lo primero que escribe el alumno, y lo primero que se le pide.
    try Casos.requerirEscritos()
    // La conformidad la escribe el alumno: se comprueba en ejecución, sin exigirla al compilar.
    try requerir(
      Destino.self as Any.Type is any CaseReducer.Type,
      """
      `Destino` todavía no es un `CaseReducer`: su `body` estático existe, pero nada lo une al enum, y \
      `ifLet` sin cierre no puede encontrarlo. Escribe la conformidad que generaría `@Reducer`, \
      `extension Destino: CaseReducer {}`, en `Destino.swift`, donde está su `// TODO:`.
      """)
    let deSuEstado = try requerir(
      reducerDeSuEstado(),
      """
      `Destino.State` todavía no es un `CaseReducerState`, así que `ifLet` no sabe qué reducer le \
      corresponde. Declara la conformidad en `enum State` con su `typealias StateReducer`, como la \
      generaría `@Reducer` (el `// TODO:` de `Destino.swift`).
      """)
    esperar(
      deSuEstado == Destino.self,
      "`Destino.State.StateReducer` debe ser `Destino`, el enum del que es el estado; es \(deSuEstado).")
  },
  TallerArnes.Prueba("detalleRecibeSusAcciones") {
    try Casos.requerirEscritos()
    for fila in [filasDePrueba[0], filasDePrueba[2]] {
      let store = TestStore(initialState: Casos.detalle(Detalle.State(fila: fila))) { Destino.body }
      await store.send(Casos.delDetalle(.favoritoPulsado)) {
        $0 = Casos.detalle(Detalle.State(fila: fila, favorito: true))
      }
      await store.send(Casos.delDetalle(.segundoTranscurrido)) {
        $0 = Casos.detalle(Detalle.State(fila: fila, favorito: true, segundosLeyendo: 1))
      }
      guard let detalle = Casos.valor(store.state, Detalle.State.self) else { return }
      // Ni «favorito» ni el segundo cambiaron el detalle: su acción no le llega.
      if !detalle.favorito && detalle.segundosLeyendo == 0 { diagnosticarHijoSinCambios(caso: "detalle") }
      // «Favorito» se alterna dos veces y el segundo cuenta dos: cada acción se ejecuta dos veces.
      errorTipico("detalle-dos-veces", si: !detalle.favorito && detalle.segundosLeyendo == 2)
    }
  },
  TallerArnes.Prueba("ajustesRecibenSusAcciones") {
    try Casos.requerirEscritos()
    for tamano in [16, 23] {
      let store = TestStore(initialState: Casos.ajustes(Ajustes.State(tamanoLetra: tamano))) {
        Destino.body
      }
      await store.send(Casos.deLosAjustes(.aumentarLetraPulsado)) {
        $0 = Casos.ajustes(Ajustes.State(tamanoLetra: tamano + 1))
      }
      let trasAumentar = tamanoDeLosAjustes(store.state)
      await store.send(Casos.deLosAjustes(.reducirLetraPulsado)) {
        $0 = Casos.ajustes(Ajustes.State(tamanoLetra: tamano))
      }
      // Ni aumentar ni reducir cambiaron los ajustes: sus acciones no les llegan.
      if trasAumentar == tamano && tamanoDeLosAjustes(store.state) == tamano {
        diagnosticarHijoSinCambios(caso: "ajustes")
      }
    }
  },
  TallerArnes.Prueba("accionDeOtroDestinoSeIgnora") {
    try Casos.requerirEscritos()
    let store = TestStore(initialState: Casos.ajustes(Ajustes.State(tamanoLetra: 16))) { Destino.body }
    // Con los ajustes en pantalla, una acción del detalle no cambia nada. `Scope` e `ifCaseLet`
    // avisan de ella (es lo que hace el `body` que genera TCA); un enrutado escrito a mano que la
    // ignore en silencio es igual de correcto. Cualquier otro aviso sí hace fallar la prueba.
    await tolerarAviso(contiene: "recibió una acción hija cuando el estado estaba en otro caso") {
      await store.send(Casos.delDetalle(.favoritoPulsado))
    }
    await store.send(Casos.deLosAjustes(.reducirLetraPulsado)) {
      $0 = Casos.ajustes(Ajustes.State(tamanoLetra: 15))
    }
  },
  TallerArnes.Prueba("rutasSacanSuCaso") {
    try Casos.requerirEscritos()
    // Cada ruta, también las de la alerta (que ningún `Scope` usa, pero sí la vista que la presenta):
    // saca el valor de su caso, con dos valores distintos, y `nil` de los otros dos casos.
    let detalles = [Detalle.State(fila: filasDePrueba[0]), Detalle.State(fila: filasDePrueba[2], favorito: true)]
    let ajustes = [Ajustes.State(tamanoLetra: 11), Ajustes.State(tamanoLetra: 27)]
    let alertas = [
      AlertState<Destino.Alert> { TextState("¿Vaciar?") },
      AlertState<Destino.Alert> { TextState("¿Seguro?") } actions: {
        ButtonState(role: .destructive, action: .confirmarVaciar) { TextState("Sí") }
      },
    ]
    let estados = detalles.map(Casos.detalle) + ajustes.map(Casos.ajustes) + alertas.map(Casos.alerta)
    let rutas = Destino.State.allCasePaths
    comprobarRuta(rutas.detalle, caso: "detalle", tipo: "State", valores: detalles, todos: estados)
    comprobarRuta(rutas.ajustes, caso: "ajustes", tipo: "State", valores: ajustes, todos: estados)
    comprobarRuta(rutas.alert, caso: "alert", tipo: "State", valores: alertas, todos: estados)
    let deDetalle: [Detalle.Action] = [.favoritoPulsado, .segundoTranscurrido]
    let deAjustes: [Ajustes.Action] = [.aumentarLetraPulsado, .reducirLetraPulsado]
    let deAlerta: [Destino.Alert] = [.confirmarVaciar]
    let acciones = deDetalle.map(Casos.delDetalle) + deAjustes.map(Casos.deLosAjustes) + deAlerta.map(Casos.deLaAlerta)
    let rutasAccion = Destino.Action.allCasePaths
    comprobarRuta(rutasAccion.detalle, caso: "detalle", tipo: "Action", valores: deDetalle, todos: acciones)
    comprobarRuta(rutasAccion.ajustes, caso: "ajustes", tipo: "Action", valores: deAjustes, todos: acciones)
    comprobarRuta(rutasAccion.alert, caso: "alert", tipo: "Action", valores: deAlerta, todos: acciones)
  },
] }

/// Ejercicio 2: la lista integra el destino con `ifLet`.
var pruebasIntegracion: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("accionSinDestinoAvisa") {
    try Casos.requerirEscritos()
    let store = TestStore(initialState: Lista.State(filas: filasDePrueba)) { Lista() }
    await esperarAviso(contiene: "recibió una acción de presentación cuando el estado de destino") {
      await store.send(.destino(.presented(Casos.deLosAjustes(.aumentarLetraPulsado))))
    }
    await diagnosticarIfLet()
  },
] }

/// El tamaño de letra de los ajustes, o `nil` si el estado es de otro caso.
private func tamanoDeLosAjustes(_ estado: Destino.State) -> Int? {
  Casos.valor(estado, Ajustes.State.self)?.tamanoLetra
}

/// El `StateReducer` de `Destino.State`, o `nil` si aún no conforma `CaseReducerState`.
private func reducerDeSuEstado() -> Any.Type? {
  guard let estado = Destino.State.self as Any.Type as? any CaseReducerState.Type else { return nil }
  return suReducer(estado)
}

/// Abre el existencial para leer `StateReducer`.
private func suReducer<S: CaseReducerState>(_ estado: S.Type) -> Any.Type {
  S.StateReducer.self
}

/// Comprueba la ruta `caso` de `Destino.\(tipo)`: de cada uno de `valores`, metido en su caso, su
/// `extract` saca el mismo valor; de cada valor de `todos` que es de otro caso, saca `nil`.
///
/// `todos` mezcla valores de todos los casos; los de este se reconocen por el tipo de lo que guardan.
private func comprobarRuta<Raiz, Valor: Equatable>(
  _ ruta: AnyCasePath<Raiz, Valor>, caso: String, tipo: String, valores: [Valor], todos: [Raiz]
) {
  var sacados: [Valor?] = []
  var deOtros: [Valor] = []
  let avisos = observarAhora {
    sacados = valores.map { ruta.extract(from: ruta.embed($0)) }
    deOtros = todos.filter { !(Mirror(reflecting: $0).children.first?.value is Valor) }
      .compactMap { ruta.extract(from: $0) }
  }
  let devuelveNil = sacados.contains { $0 == nil }
  let otroValor = !devuelveNil && sacados != valores.map(Optional.some)
  esperar(
    !devuelveNil && !otroValor,
    """
    La ruta `\\.\(caso)` de `Destino.\(tipo)` no devuelve el valor de su propio caso: metido un valor \
    en `.\(caso)` con su `embed`, su `extract` \(devuelveNil ? "devuelve `nil`" : "devuelve otro valor").
    """)
  // El runtime avisó de que el `extract` se llama a sí mismo (lee su caso como propiedad).
  if avisos.contains(where: { $0.message.contains("se llama a sí mismo") }) {
    errorTipico("extract-recursivo", ["caso": caso])
  } else {
    errorTipico("extract-devuelve-nil", ["caso": caso, "tipo": tipo], si: devuelveNil)
    // Con dos valores distintos, lo que sale no es lo que entró: `embed` o `extract` no usa su valor.
    errorTipico("ida-y-vuelta-cambia-el-valor", ["caso": caso, "tipo": tipo], si: otroValor)
  }
  esperar(
    deOtros.isEmpty,
    """
    La ruta `\\.\(caso)` de `Destino.\(tipo)` saca un valor de un caso que no es el suyo: su \
    `extract` debe devolver `nil` para los demás casos.
    """)
  errorTipico("extract-de-otro-caso", ["caso": caso, "tipo": tipo], si: !deOtros.isEmpty)
}
