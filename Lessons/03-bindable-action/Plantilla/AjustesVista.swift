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
/// `@Bindable` convertirá `$store.nombre` en un `Binding<String>`: leerlo lee el estado del store y
/// escribirlo hace `store.nombre = nuevo`, que envía `.binding(.set(\.nombre, nuevo))`. La vista
/// nunca muta el estado: el que escribe es `BindingReducer`.
@available(macOS 14, iOS 17, *)
struct AjustesVista: View {
  @Bindable var store: StoreOf<Ajustes>

  var body: some View {
    Form {
      // TODO: (ejercicio 1) Cuando `Action` sea una `BindableAction`, cambia cada uno de estos tres
      // textos, en su sitio, por el control que escribe ese campo en el store a través de
      // `$store.campo`: un `TextField` para el nombre, un `Toggle` para las notificaciones y un
      // `Slider` de 0 a 1 para el volumen (la sección 5 de la lección los muestra). Hasta entonces,
      // `$store.nombre` no compila. Las pruebas ocultas miran cada control de este formulario.
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
