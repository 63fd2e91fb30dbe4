import ComposableArchitecture
import Foundation

/// La pantalla de ajustes: un nombre, un interruptor de notificaciones y un deslizador de volumen.
///
/// Con macros sería `@Reducer struct Ajustes`; aquí la conformidad a `Reducer` se escribe a mano.
struct Ajustes: Reducer {
  /// El estado del formulario.
  ///
  /// Con macros llevaría `@ObservableState`; aquí no hace falta (lo explica
  /// `Ajustes+Expansiones.swift`).
  struct State: Equatable {
    /// El nombre que escribe el usuario.
    var nombre = ""
    /// Si el usuario quiere recibir notificaciones.
    var notificaciones = false
    /// Volumen de los sonidos, de 0 a 1.
    var volumen = 0.5
    /// El aviso de validación que muestra el formulario; `nil` si no hay nada que avisar.
    var aviso: String?
    /// El nombre con el que se guardaron los ajustes por última vez; `nil` si nunca se guardaron.
    var nombreGuardado: String?
  }

  /// Lo que puede pasar en la pantalla: por ahora, solo el gesto de guardar.
  ///
  /// Ya no hay `nombreCambiado`, `notificacionesCambiadas` ni `volumenCambiado`, y todavía no hay
  /// nada que los sustituya: ningún campo del formulario se puede editar.
  // TODO: (ejercicio 1) Declara que `Action` es una `BindableAction` y añade su único caso para
  // todos los campos: el que lleva una `BindingAction<State>`. Añade también su case path en
  // `Ajustes+Expansiones.swift` y su rama en el `switch` de abajo.
  enum Action {
    /// El usuario pulsó «Guardar».
    case guardarPulsado
  }

  /// El aviso que se muestra al intentar guardar sin nombre.
  static let avisoNombreVacio = "Escribe un nombre antes de guardar."

  // TODO: (ejercicio 2) Declara aquí la dependencia del cliente de notificaciones
  // (`ClienteNotificaciones.swift`) para poder llamarlo desde un efecto.

  var body: some ReducerOf<Self> {
    // TODO: (ejercicio 1) Haz que las ediciones de los campos se escriban en el estado sin escribir
    // ninguna asignación. ¿Qué reducer de TCA aplica una `BindingAction`, y dónde debe ir?
    // (Hasta que `Action` sea una `BindableAction`, no compila.)
    Reduce { state, action in
      // TODO: (ejercicio 2) Cuando cambie el interruptor de notificaciones (y solo entonces),
      // devuelve un efecto que llame al cliente con el valor NUEVO. El resto de campos: `.none`.
      switch action {
      case .guardarPulsado:
        // TODO: (ejercicio 3) Valida el nombre: vacío o solo espacios → `aviso` con
        // `Self.avisoNombreVacio`; si no, borra el aviso y guarda el nombre en `nombreGuardado`.
        return .none
      }
    }
  }
}
