import ComposableArchitecture
import Testing

@MainActor
@Suite("Bindings")
struct BindingTests {
  @Test("BindingAction: igualdad por key path y valor, y ~= compara el key path exacto")
  func bindingAction() {
    let a = BindingAction<Ajustes.State>.set(\.nombre, "Ana")
    #expect(a == .set(\.nombre, "Ana"))
    #expect(a != .set(\.nombre, "Eva"))
    #expect(a != BindingAction<Ajustes.State>.set(\.notificaciones, true))
    let accion = Ajustes.Action.binding(a)
    var rama = ""
    switch accion {
    case .binding(\.notificaciones): rama = "notificaciones"
    case .binding(\.nombre): rama = "nombre"
    default: rama = "otra"
    }
    #expect(rama == "nombre")
    #expect(Ajustes.Action.set(\.nombre, "Ana") == accion)
  }

  @Test("BindingReducer escribe el valor antes de que corra el Reduce")
  func bindingReducer() async {
    await sinProblemas {
      let store = TestStore(initialState: Ajustes.State()) { Ajustes() }
      await store.send(\.binding.nombre, "Ana") {
        $0.nombre = "Ana"
        $0.notificaciones = true
      }
      await store.send(.binding(.set(\.notificaciones, false))) { $0.notificaciones = false }
    }
  }

  @Test("Escribir una propiedad del store envía .binding(.set(…))")
  func storeSettable() {
    let store = Store(initialState: Ajustes.State()) { Ajustes() }
    store.nombre = "Eva"
    #expect(store.nombre == "Eva")
    #expect(store.notificaciones == true)
  }

  @Test("Sin BindingReducer, el binding enviado desde un store es un aviso")
  func sinBindingReducer() async {
    let problemas = await recogerProblemas {
      let store = Store(initialState: Ajustes.State()) { AjustesSinBindingReducer() }
      store.nombre = "Ana"
      #expect(store.nombre == "")
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
    #expect(
      problemas.first?.message == """
        Una acción de binding enviada desde un store no se manejó.

          Acción:
            Ajustes.Action.binding(.set(\\Ajustes.State.nombre, "Ana"))

        Para arreglarlo, invoca "BindingReducer()" desde el "body" del reducer de tu feature (y \
        comprueba que ese reducer está integrado en el de su padre).
        """)
  }

  @Test("Con la acción de vista bindable, el aviso sugiere BindingReducer(action: \\.view)")
  func sinBindingReducerDeVista() async {
    struct SinBinding: Reducer {
      typealias State = Login.State
      typealias Action = Login.Action
      var body: some ReducerOf<Self> { Reduce { _, _ in .none } }
    }
    let problemas = await recogerProblemas {
      let store = Store(initialState: Login.State()) { SinBinding() }
      store.email = "x"
    }
    #expect(problemas.count == 1)
    #expect(problemas.first?.message.contains("invoca \"BindingReducer(action: \\.view)\"") == true)
  }
}
