import ComposableArchitecture
import TallerArnes
@testable import Leccion01

/// Ejercicio 1: el contador escrito con la ceremonia completa. La conformidad a `Reducer` la
/// escribe el alumno, así que estas pruebas no la exigen al compilar: la comprueban al ejecutarse,
/// y sin ella fallan con un mensaje que dice qué falta (el resto de la lección sigue compilando).
var pruebasContador: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("contadorEsUnReducer") {
    // Solo la conformidad: ninguna acción, para que un fallo de los botones no se cuente aquí (#33.1).
    _ = try storeDelContador(Contador.State())
  },
  TallerArnes.Prueba("contadorSumaYResta") {
    let store = try storeDelContador(Contador.State())
    await store.send(.incrementarPulsado) { $0.cuenta = 1 }
    await store.send(.incrementarPulsado) { $0.cuenta = 2 }
    await store.send(.decrementarPulsado) { $0.cuenta = 1 }
    await store.send(.decrementarPulsado) { $0.cuenta = 0 }
    await store.send(.decrementarPulsado) { $0.cuenta = -1 }
    // Restó de 2 a 1 y de 1 a 0, pero de 0 no bajó: un tope en cero.
    errorTipico("decremento-con-tope", si: store.state.cuenta == 0)
  },
  TallerArnes.Prueba("contadorVuelveACero") {
    let store = try storeDelContador(Contador.State(cuenta: 7))
    await store.send(.reiniciarPulsado) { $0.cuenta = 0 }
    await store.send(.incrementarPulsado) { $0.cuenta = 1 }
    await store.send(.reiniciarPulsado) { $0.cuenta = 0 }

    let desdePositivoACero = store.state.cuenta == 0

    // También desde una cuenta por debajo de cero.
    let negativo = try storeDelContador(Contador.State(cuenta: -3))
    await negativo.send(.reiniciarPulsado) { $0.cuenta = 0 }
    // Desde 7 y desde 1 volvió a cero, pero desde -3 no se movió: solo reinicia cuentas positivas.
    errorTipico(
      "reinicia-solo-si-positivo", ["desde": "-3"],
      si: desdePositivoACero && negativo.state.cuenta == -3)
  },
] }

/// Un `TestStore` de `Contador`, o el fallo que dice que falta su conformidad a `Reducer`.
///
/// `TestStore(initialState:) { Contador() }` no compilaría sin la conformidad; la conversión en
/// ejecución (`as? any Reducer<…>`, macOS 13 o posterior) permite comprobarla sin impedir que
/// el resto de la lección compile.
@MainActor
func storeDelContador(
  _ estado: Contador.State, fileID: StaticString = #fileID, line: UInt = #line
) throws -> TestStore<Contador.State, Contador.Action> {
  nuevoStore(try reducerDelContador(fileID: fileID, line: line), estado)
}

/// `Contador()` como `Reducer`, o el fallo que dice que falta su conformidad (ver
/// ``storeDelContador(_:fileID:line:)``).
@MainActor
func reducerDelContador(
  fileID: StaticString = #fileID, line: UInt = #line
) throws -> any Reducer<Contador.State, Contador.Action> {
  try requerir(
    Contador() as Any as? any Reducer<Contador.State, Contador.Action>,
    """
    `Contador` todavía no es un `Reducer`, así que ni `Store` ni `TestStore` pueden ejecutarlo. \
    Escribe lo que `@Reducer` generaría: la conformidad, `extension Contador: Reducer {}`, en \
    `Contador.swift`, fuera del struct, donde está su `// TODO:`.
    """,
    fileID: fileID, line: line)
}

/// Abre el existencial: `TestStore` necesita el tipo concreto del reducer.
@MainActor
private func nuevoStore<R: Reducer<Contador.State, Contador.Action>>(
  _ reducer: R, _ estado: Contador.State
) -> TestStore<Contador.State, Contador.Action> {
  TestStore(initialState: estado) { reducer }
}
