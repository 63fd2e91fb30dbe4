import ComposableArchitecture
import TallerArnes
@testable import Leccion03

// El alumno declara `BindableAction` y el caso `binding` en el ejercicio 1, así que estas pruebas no
// nombran el caso al compilar (sin él, nada de la lección compilaría): construyen la acción en
// ejecución a través del protocolo, y sin la conformidad fallan con un mensaje que dice qué falta.

/// Lo que falta mientras `Ajustes.Action` no conforma `BindableAction`.
let faltaBindableAction = """
  `Ajustes.Action` todavía no es una `BindableAction`, así que no hay ninguna acción que lleve una \
  edición de un campo. Declara la conformidad, `enum Action: BindableAction`, y su caso, \
  `case binding(BindingAction<State>)`, en `Ajustes.swift` (ejercicio 1).
  """

/// `Ajustes.Action` vista como `BindableAction` de `Ajustes.State`, o `nil` sin la conformidad.
///
/// La conversión de un metatipo a un existencial con tipo primario (`any BindableAction<…>.Type`)
/// necesita macOS 13 o posterior, como la de la lección 1.
func accionEnlazable() -> (any BindableAction<Ajustes.State>.Type)? {
  Ajustes.Action.self as Any.Type as? any BindableAction<Ajustes.State>.Type
}

/// La acción `.binding(.set(campo, valor))` de `Ajustes`, o el fallo que dice qué falta.
func enlace<Valor: Equatable & Sendable>(
  _ campo: _SendableWritableKeyPath<Ajustes.State, Valor>, _ valor: Valor,
  fileID: StaticString = #fileID, line: UInt = #line
) throws -> Ajustes.Action {
  try requerir(enlaceSiExiste(campo, valor), faltaBindableAction, fileID: fileID, line: line)
}

/// Como ``enlace(_:_:fileID:line:)``, sin fallar: para los reconocedores de errores típicos, que no
/// añaden fallos a la prueba.
func enlaceSiExiste<Valor: Equatable & Sendable>(
  _ campo: _SendableWritableKeyPath<Ajustes.State, Valor>, _ valor: Valor
) -> Ajustes.Action? {
  guard let tipo = accionEnlazable() else { return nil }
  return construir(tipo, .set(campo, valor))
}

/// La acción `.set(campo, valor)` que da el protocolo (`BindableAction.set(_:_:)`), no el caso.
func enlacePorProtocolo<Valor: Equatable & Sendable>(
  _ campo: _SendableWritableKeyPath<Ajustes.State, Valor>, _ valor: Valor,
  fileID: StaticString = #fileID, line: UInt = #line
) throws -> Ajustes.Action {
  let tipo = try requerir(accionEnlazable(), faltaBindableAction, fileID: fileID, line: line)
  return try requerir(
    construirConSet(tipo, campo, valor), faltaBindableAction, fileID: fileID, line: line)
}

/// Escribe `store[campo] = valor` con el `subscript(dynamicMember:)` que solo existe cuando
/// `Action: BindableAction` (el que usa `$store.campo` en SwiftUI); `false` sin la conformidad.
@MainActor
func asignar<Valor: Equatable & Sendable>(
  _ campo: WritableKeyPath<Ajustes.State, Valor>, _ valor: Valor, en store: StoreOf<Ajustes>
) -> Bool {
  guard let tipo = accionEnlazable() else { return false }
  return asignarAbierto(tipo, campo, valor, store)
}

/// Abre el existencial: `A` es `Ajustes.Action` en ejecución.
private func construir<A: BindableAction<Ajustes.State>>(
  _ tipo: A.Type, _ edicion: BindingAction<Ajustes.State>
) -> Ajustes.Action? {
  A.binding(edicion) as Any as? Ajustes.Action
}

/// Abre el existencial para `A.set(_:_:)`.
private func construirConSet<A: BindableAction<Ajustes.State>, Valor: Equatable & Sendable>(
  _ tipo: A.Type, _ campo: _SendableWritableKeyPath<Ajustes.State, Valor>, _ valor: Valor
) -> Ajustes.Action? {
  A.set(campo, valor) as Any as? Ajustes.Action
}

/// Abre el existencial y ve el `Store` con su tipo de acción enlazable, que es el mismo.
@MainActor
private func asignarAbierto<A: BindableAction<Ajustes.State>, Valor: Equatable & Sendable>(
  _ tipo: A.Type, _ campo: WritableKeyPath<Ajustes.State, Valor>, _ valor: Valor,
  _ store: StoreOf<Ajustes>
) -> Bool {
  guard let enlazable = store as Any as? Store<Ajustes.State, A> else { return false }
  enlazable[dynamicMember: campo] = valor
  return true
}
