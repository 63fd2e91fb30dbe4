import ComposableArchitecture
import Testing

/// A form whose bindings live in a view sub-enum, for the `.view(.binding(…))` overload.
struct FormularioDeVista: Reducer {
  struct State: Equatable { var texto = "" }
  enum Action: ViewAction {
    case view(View)
    enum View: BindableAction { case binding(BindingAction<State>) }
  }
  var body: some ReducerOf<Self> { BindingReducer(action: \.view) }
}

// Lo que @CasePathable generaría:
extension FormularioDeVista.Action: CasePathable {
  struct AllCasePaths {
    var view: AnyCasePath<FormularioDeVista.Action, FormularioDeVista.Action.View> {
      AnyCasePath(embed: FormularioDeVista.Action.view, extract: { if case let .view(v) = $0 { v } else { nil } })
    }
  }
  static var allCasePaths: AllCasePaths { AllCasePaths() }
}

@MainActor
@Suite("Store.state asignable")
struct StoreStateBindingTests {
  @Test("Asignar store.state envía .binding(.set(\\.self, nuevo)) y BindingReducer lo aplica")
  func asignarEstado() async {
    await sinProblemas {
      let sonda = Sonda()
      let nuevo = Ajustes.State(nombre: "Ana", notificaciones: false)
      let store = Store(initialState: Ajustes.State()) {
        Reduce<Ajustes.State, Ajustes.Action> { _, action in
          sonda.anotar(action == .binding(.set(\.self, nuevo)) ? "set(\\.self)" : "otra")
          return .none
        }
        Ajustes()
      }
      store.state = nuevo
      #expect(sonda.registro == ["set(\\.self)"])
      #expect(store.state == nuevo)
    }
  }

  @Test("\\.state es un ReferenceWritableKeyPath, lo que necesita $store.state en SwiftUI")
  func rutaEscribible() async {
    await sinProblemas {
      let store = Store(initialState: Ajustes.State()) { Ajustes() }
      let ruta: ReferenceWritableKeyPath<StoreOf<Ajustes>, Ajustes.State> = \.state
      store[keyPath: ruta] = Ajustes.State(nombre: "", notificaciones: true)
      #expect(store.notificaciones == true)
    }
  }

  @Test("Con la acción de vista bindable, asignar store.state envía .view(.binding(…))")
  func asignarEstadoDeVista() async {
    await sinProblemas {
      let store = Store(initialState: FormularioDeVista.State()) { FormularioDeVista() }
      store.state = FormularioDeVista.State(texto: "hola")
      #expect(store.texto == "hola")
    }
  }

  @Test("Sin BindingReducer, asignar store.state es un aviso y el estado no cambia")
  func sinBindingReducer() async {
    let problemas = await recogerProblemas {
      let store = Store(initialState: Ajustes.State()) { AjustesSinBindingReducer() }
      store.state = Ajustes.State(nombre: "Ana", notificaciones: true)
      #expect(store.state == Ajustes.State())
    }
    #expect(problemas.map(\.kind) == [.runtimeWarning])
    #expect(
      problemas.first?.message == """
        Una acción de binding enviada desde un store no se manejó.

          Acción:
            Ajustes.Action.binding(
              .set(
                \\Ajustes.State.self,
                Ajustes.State(
                  nombre: "Ana",
                  notificaciones: true
                )
              )
            )

        Para arreglarlo, invoca "BindingReducer()" desde el "body" del reducer de tu feature (y \
        comprueba que ese reducer está integrado en el de su padre).
        """)
  }
}
