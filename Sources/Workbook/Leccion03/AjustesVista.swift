// Solo para macOS/iOS: está para que veas el formulario de verdad en Xcode. El checker compila tu
// lección con `TALLER_SIN_SWIFTUI`, así que las pruebas ocultas y las garantías de tipos no cargan
// SwiftUI (arrancan más deprisa). En Linux no hay SwiftUI; allí la integración continua comprueba los
// tipos de este archivo contra un SwiftUI mínimo de imitación.
#if canImport(SwiftUI) && !TALLER_SIN_SWIFTUI
import ComposableArchitecture
import SwiftUI

/// El formulario de ajustes en SwiftUI.
///
/// `@Bindable` convertirá `$store.nombre` en un `Binding<String>`: leerlo lee el estado del store y
/// escribirlo hace `store.nombre = nuevo`, que envía `.binding(.set(\.nombre, nuevo))`. La vista
/// nunca muta el estado: el que escribe es `BindingReducer`.
@available(macOS 14, iOS 17, *)
struct AjustesVista: View {
  @Bindable var store: StoreOf<Ajustes>

  var body: some View {
    Form {
      // TODO: (ejercicio 1, en Xcode) Cuando `Action` sea una `BindableAction`, cambia estos tres
      // textos por controles que escriban en el store a través de `$store.campo`: un `TextField`
      // para el nombre, un `Toggle` para las notificaciones y un `Slider` para el volumen (la
      // sección 5 de la lección los muestra). Hasta entonces, `$store.nombre` no compila.
      Text(store.nombre)
      Text(store.notificaciones ? "Notificaciones activadas" : "Notificaciones desactivadas")
      Text("Volumen: \(store.volumen)")
      if let aviso = store.aviso {
        Text(aviso).foregroundStyle(.red)
      }
      // Guardar no es un binding: es un gesto con lógica y tiene su propia acción.
      Button("Guardar") { store.send(.guardarPulsado) }
    }
  }
}
#endif
