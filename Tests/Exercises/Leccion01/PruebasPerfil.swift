import ComposableArchitecture
import TallerArnes
@testable import Leccion01

/// El error que usa la prueba para simular una carga fallida.
private struct SinConexion: Error {}

/// Ejercicio 2: los case key paths de `Perfil.Action`, usados como los usa TCA.
var pruebasPerfil: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("perfilRecibeDatos") {
    let store = TestStore(initialState: Perfil.State()) {
      Perfil()
    } withDependencies: {
      $0.clientePerfil.cargarNombre = { "Ana" }
    }
    await store.send(.aparecio) { $0.cargando = true }
    await store.receive(\.datosRecibidos) {
      $0.nombre = "Ana"
      $0.cargando = false
    }
  },
  TallerArnes.Prueba("perfilRecibeError") {
    let store = TestStore(initialState: Perfil.State(nombre: "Ana")) {
      Perfil()
    } withDependencies: {
      $0.clientePerfil.cargarNombre = { throw SinConexion() }
    }
    await store.send(.aparecio) { $0.cargando = true }
    await store.receive(\.errorRecibido) {
      $0.cargando = false
      $0.error = Perfil.mensajeDeError
    }
    diagnosticarExtract("errorRecibido")
  },
  TallerArnes.Prueba("perfilEnviaPorCaso") {
    let store = TestStore(initialState: Perfil.State(cargando: true)) { Perfil() }
    await store.send(\.datosRecibidos, "Luis") {
      $0.nombre = "Luis"
      $0.cargando = false
    }
    await store.send(\.errorRecibido, "Sin conexión") { $0.error = "Sin conexión" }
    esperarIgual(
      (\Perfil.Action.Cases.datosRecibidos)("Eva"), Perfil.Action.datosRecibidos("Eva"),
      "`(\\.datosRecibidos)(\"Eva\")` debería construir `.datosRecibidos(\"Eva\")`."
    )
    esperarIgual(
      (\Perfil.Action.Cases.aparecio)(), Perfil.Action.aparecio,
      "`(\\.aparecio)()` debería construir `.aparecio`."
    )
    diagnosticarEmbeds()
  },
  TallerArnes.Prueba("perfilReconoceCasos") {
    let datos = Perfil.Action.datosRecibidos("Ana")
    let error = Perfil.Action.errorRecibido(mensaje: "Sin red")
    esperarIgual(datos[case: \.datosRecibidos], "Ana", "`\\.datosRecibidos` debería extraer \"Ana\".")
    esperarIgual(error[case: \.errorRecibido], "Sin red", "`\\.errorRecibido` debería extraer \"Sin red\".")
    esperarIgual(
      datos[case: \.errorRecibido], nil,
      "`\\.errorRecibido` no debería extraer nada de una acción `.datosRecibidos`."
    )
    esperarIgual(
      error[case: \.datosRecibidos], nil,
      "`\\.datosRecibidos` no debería extraer nada de una acción `.errorRecibido`."
    )
    esperar(Perfil.Action.aparecio.is(\.aparecio), "`.aparecio` debería ser del caso `\\.aparecio`.")
    esperar(!datos.is(\.aparecio), "`.datosRecibidos` no debería ser del caso `\\.aparecio`.")
    let reconocido: String
    switch error {
    case \.datosRecibidos: reconocido = "datosRecibidos"
    case \.errorRecibido: reconocido = "errorRecibido"
    default: reconocido = "ninguno"
    }
    esperarIgual(
      reconocido, "errorRecibido",
      "Un `switch` con `case \\.errorRecibido:` debería reconocer la acción `.errorRecibido`."
    )
    diagnosticarExtract("aparecio")
    diagnosticarExtract("datosRecibidos")
    diagnosticarExtract("errorRecibido")
  },
  TallerArnes.Prueba("perfilDentroDeUnPadre") {
    let store = TestStore(initialState: Aplicacion.State()) {
      Aplicacion()
    } withDependencies: {
      $0.clientePerfil.cargarNombre = { "Eva" }
    }
    await store.send(.perfil(.aparecio)) { $0.perfil.cargando = true }
    await store.receive(\.perfil.datosRecibidos) {
      $0.perfil.nombre = "Eva"
      $0.perfil.cargando = false
      $0.saludo = "Hola, Eva"
    }
    await store.send(\.perfil.errorRecibido, "Sin conexión") {
      $0.perfil.error = "Sin conexión"
      $0.errores = 1
    }
    diagnosticarExtract("datosRecibidos")
    diagnosticarExtract("errorRecibido")
    diagnosticarEmbeds()
  },
] }

/// Un padre de prueba que integra el perfil con `Scope`, saluda cuando llegan los datos y cuenta
/// los errores: extrae a través de `\.perfil.datosRecibidos` y de `\.perfil.errorRecibido`.
struct Aplicacion: Reducer {
  struct State: Equatable {
    var perfil = Perfil.State()
    var saludo = ""
    var errores = 0
  }

  enum Action: Equatable {
    case perfil(Perfil.Action)
  }

  var body: some ReducerOf<Self> {
    Scope(state: \.perfil, action: \.perfil) { Perfil() }
    Reduce { state, action in
      if let nombre = action[case: \.perfil.datosRecibidos] {
        state.saludo = "Hola, \(nombre)"
      }
      if action[case: \.perfil.errorRecibido] != nil {
        state.errores += 1
      }
      return .none
    }
  }
}

// Lo que @CasePathable generaría para el padre de prueba.
extension Aplicacion.Action: CasePathable {
  struct AllCasePaths {
    var perfil: AnyCasePath<Aplicacion.Action, Perfil.Action> {
      AnyCasePath(embed: { .perfil($0) }) { accion in
        guard case let .perfil(accionDelPerfil) = accion else { return nil }
        return accionDelPerfil
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
