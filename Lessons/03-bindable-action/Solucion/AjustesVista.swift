// En Xcode, este archivo es SwiftUI de verdad: ábrelo con el lienzo para ver el formulario. El checker
// lo compila con `TALLER_SIN_SWIFTUI` contra `SwiftUIDeImitacion`, un SwiftUI sin pantalla con los
// mismos nombres (y en Linux, donde no hay SwiftUI, también): así las pruebas ocultas leen qué escribe
// cada control y pulsan cada botón. Tu código es el mismo en los dos casos.
import ComposableArchitecture
#if canImport(SwiftUI) && !TALLER_SIN_SWIFTUI
import SwiftUI
#else
import SwiftUIDeImitacion
#endif

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
