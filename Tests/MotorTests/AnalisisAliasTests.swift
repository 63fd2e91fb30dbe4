import Foundation
import Testing

@testable import Motor

@Suite("Analizador typealias-del-fix-it: el alias que esconde un enum mal nombrado")
struct AnalisisAliasTests {
  func ids(_ archivos: [(ruta: String, texto: String)]) -> [IdAnalisis] {
    AnalizadorFuente.analizar(archivos).map(\.id)
  }

  @Test("En la declaración (: Reducer o @Reducer) y en una extensión con la conformidad, en otro archivo; Action y State")
  func cadaForma() throws {
    let enDeclaracion = """
      struct Pedido: Reducer {
        struct State: Equatable { var tazas = 0 }
        enum Acciones { case sumar }
        typealias Action = Acciones
        var body: some Reducer<State, Action> { Reduce { _, _ in .none } }
      }
      """
    let hallazgos = AnalizadorFuente.analizar([(ruta: "P.swift", texto: enDeclaracion)])
    let hallazgo = try #require(hallazgos.first)
    #expect(hallazgos.count == 1)
    #expect(hallazgo.id == .typealiasDelFixIt && hallazgo.linea == 4 && hallazgo.tipoSwift == "Pedido")
    #expect(hallazgo.alias?.nombre == "Action" && hallazgo.alias?.tipo == "Acciones")
    #expect(hallazgo.tipo == .esencial)

    let conAtributo = enDeclaracion.replacingOccurrences(of: "struct Pedido: Reducer {", with: "@Reducer\nstruct Pedido {")
    #expect(ids([(ruta: "P.swift", texto: conAtributo)]) == [.typealiasDelFixIt])

    let tipo = """
      struct Agenda {
        struct Estado: Equatable {}
        enum Action { case a }
      }
      """
    let extension_ = """
      extension Agenda: Reducer {
        typealias State = Estado
        var body: some Reducer<State, Action> { EmptyReducer() }
      }
      """
    #expect(ids([(ruta: "A.swift", texto: tipo), (ruta: "B.swift", texto: extension_)]) == [.typealiasDelFixIt])
  }

  @Test("No cuenta: fuera de un reducer, con un tipo que no es de la lección, un alias anidado o de un miembro")
  func noCuenta() {
    let fueraDeReducer = """
      struct Vista {
        enum Acciones { case a }
        typealias Action = Acciones
      }
      """
    #expect(ids([(ruta: "V.swift", texto: fueraDeReducer)]).isEmpty)
    let ajeno = """
      struct Temporizador: Reducer {
        struct State: Equatable {}
        typealias Action = Never
        var body: some Reducer<State, Action> { EmptyReducer() }
      }
      """
    #expect(ids([(ruta: "T.swift", texto: ajeno)]).isEmpty)
    let deMiembro = """
      struct Hijo { enum Action { case a } }
      struct Padre: Reducer {
        struct State: Equatable {}
        typealias Action = Hijo.Action
        var body: some Reducer<State, Action> { EmptyReducer() }
        struct Interno { typealias State = Hijo }
      }
      """
    #expect(ids([(ruta: "P.swift", texto: deMiembro)]).isEmpty)
  }
}
