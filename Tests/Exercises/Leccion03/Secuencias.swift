import ComposableArchitecture
import TallerArnes
@testable import Leccion03

/// Una secuencia larga al azar del formulario (issue 46.6): ediciones de los tres campos por su
/// binding, mezcladas con «Guardar», con nombres vacíos, en blanco y válidos. Falla un reducer que
/// guarda algo fuera del `State` o que solo acierta con las pocas acciones de las pruebas cortas.
/// Los efectos (el cliente de notificaciones) no se ejecutan: los miran las pruebas cortas.
var pruebasSecuencias: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("formularioSecuenciaLarga") {
    try requerir(accionEnlazable() != nil, faltaBindableAction)
    let nombres = ["", "   ", "Ana", "Luis Ángel", "Eva"]
    let volumenes = [0, 0.25, 0.5, 0.8, 1]
    // NB: `BindingAction` no deja leer su valor; el modelo aplica la edición que se acaba de elegir.
    var elegida = Edicion.guardar
    esperarSecuencia(
      "editar los campos y guardar", Ajustes(), desde: Ajustes.State(), pasos: 300, semilla: 303
    ) { azar, estado in
      switch azar.entero(0...9) {
      case 0...2: elegida = .nombre(azar.elegir(nombres))
      case 3...4: elegida = .notificaciones(!estado.notificaciones)
      case 5...6: elegida = .volumen(azar.elegir(volumenes))
      default: elegida = .guardar
      }
      return elegida.accion
    } modelo: { estado, _ in
      switch elegida {
      case .nombre(let nombre): estado.nombre = nombre
      case .notificaciones(let activadas): estado.notificaciones = activadas
      case .volumen(let volumen): estado.volumen = volumen
      case .guardar:
        let nombre = estado.nombre.trimmingCharacters(in: .whitespaces)
        if nombre.isEmpty {
          estado.aviso = Ajustes.avisoNombreVacio
        } else {
          estado.aviso = nil
          estado.nombreGuardado = nombre
        }
      }
    }
  },
] }

/// Un paso de la secuencia del formulario: la edición de un campo o «Guardar».
private enum Edicion {
  case nombre(String)
  case notificaciones(Bool)
  case volumen(Double)
  case guardar

  /// La acción que la vista enviaría (la del binding, construida por el protocolo: el caso lo
  /// escribe el alumno; la prueba ya exigió la conformidad).
  var accion: Ajustes.Action {
    switch self {
    case .nombre(let nombre): enlaceSiExiste(\.nombre, nombre) ?? .guardarPulsado
    case .notificaciones(let activadas): enlaceSiExiste(\.notificaciones, activadas) ?? .guardarPulsado
    case .volumen(let volumen): enlaceSiExiste(\.volumen, volumen) ?? .guardarPulsado
    case .guardar: .guardarPulsado
    }
  }
}
