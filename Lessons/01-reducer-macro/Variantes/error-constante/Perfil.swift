import ComposableArchitecture

// Ejercicio 2 (este archivo ya está completo) · El reducer del perfil.
//
// Carga el nombre del usuario al aparecer la pantalla. Sus acciones necesitan case key paths
// (`\.datosRecibidos`, `\.errorRecibido`): los escribes tú en `Perfil+CasePathable.swift`.

/// La pantalla de perfil: pide el nombre del usuario y muestra el resultado o el error.
struct Perfil: Reducer {
  /// Lo que la pantalla muestra.
  struct State: Equatable {
    /// El nombre cargado; vacío hasta que llega.
    var nombre = ""
    /// `true` mientras la carga está en marcha.
    var cargando = false
    /// El mensaje de error de la última carga, si falló.
    var error: String?
  }

  /// Lo que puede pasar en la pantalla.
  enum Action: Equatable {
    /// La pantalla apareció: empieza la carga.
    case aparecio
    /// La carga terminó bien, con el nombre.
    case datosRecibidos(String)
    /// La carga falló, con un mensaje para el usuario.
    case errorRecibido(mensaje: String)
  }

  /// Mensaje que se muestra cuando la carga falla.
  static let mensajeDeError = "No se pudo cargar el perfil."

  /// De dónde sale el nombre del usuario (ver `ClientePerfil.swift`).
  @Dependency(\.clientePerfil) var clientePerfil

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case .aparecio:
        state.cargando = true
        state.error = nil
        return .run { send in
          await send(.datosRecibidos(try await clientePerfil.cargarNombre()))
        } catch: { _, send in
          await send(.errorRecibido(mensaje: Self.mensajeDeError))
        }
      case let .datosRecibidos(nombre):
        state.nombre = nombre
        state.cargando = false
        return .none
      case let .errorRecibido(mensaje):
        state.error = mensaje
        state.cargando = false
        return .none
      }
    }
  }
}
