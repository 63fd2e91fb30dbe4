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

  /// Lo que puede pasar en la pantalla: una edición de cualquier campo o el gesto de guardar.
  ///
  /// Ya no hay `nombreCambiado`, `notificacionesCambiadas` ni `volumenCambiado`: un solo caso,
  /// `binding`, sirve para los tres campos (y para los que vengan).
  enum Action: BindableAction {
    /// Una edición de un campo del formulario: lleva el key path del campo y el valor nuevo.
    case binding(BindingAction<State>)
    /// El usuario pulsó «Guardar».
    case guardarPulsado
  }

  /// El aviso que se muestra al intentar guardar sin nombre.
  static let avisoNombreVacio = "Escribe un nombre antes de guardar."

  /// El cliente de notificaciones del sistema.
  let clienteNotificaciones = ClienteNotificaciones.liveValue

  var body: some ReducerOf<Self> {
    BindingReducer()
    Reduce { state, action in
      switch action {
      case .binding(\.notificaciones):
        // BindingReducer ya escribió el valor nuevo: lo copio antes de crear el efecto.
        return .run { [activadas = state.notificaciones] _ in
          await clienteNotificaciones.actualizar(activadas)
        }

      case .binding:
        return .none

      case .guardarPulsado:
        let nombreLimpio = state.nombre.trimmingCharacters(in: .whitespacesAndNewlines)
        if nombreLimpio.isEmpty {
          state.aviso = Self.avisoNombreVacio
        } else {
          state.aviso = nil
          state.nombreGuardado = state.nombre
        }
        return .none
      }
    }
  }
}
