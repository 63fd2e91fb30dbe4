// Solo para macOS/iOS: está para que veas el formulario de verdad en Xcode. El checker compila tu
// lección con `TALLER_SIN_SWIFTUI`, así que las pruebas ocultas y las garantías de tipos no cargan
// SwiftUI (arrancan más deprisa). En Linux no hay SwiftUI; allí la integración continua comprueba los
// tipos de este archivo contra un SwiftUI mínimo de imitación.
#if canImport(SwiftUI) && !TALLER_SIN_SWIFTUI
import ComposableArchitecture
import SwiftUI

/// El formulario de ajustes en SwiftUI.
///
/// `@Bindable` convierte `$store.nombre` en un `Binding<String>`: leerlo lee el estado del store y
/// escribirlo hace `store.nombre = nuevo`, que envía `.binding(.set(\.nombre, nuevo))`. La vista
/// nunca muta el estado: el que escribe es `BindingReducer`.
@available(macOS 14, iOS 17, *)
struct AjustesVista: View {
  @Bindable var store: StoreOf<Ajustes>

  var body: some View {
    Form {
      TextField("Nombre", text: $store.nombre)
      Toggle("Notificaciones", isOn: $store.notificaciones)
      Slider(value: $store.volumen, in: 0...1)
      if let aviso = store.aviso {
        Text(aviso).foregroundStyle(.red)
      }
      // Guardar no es un binding: es un gesto con lógica y tiene su propia acción.
      Button("Guardar") { store.send(.guardarPulsado) }
    }
  }
}
#endif
