import ComposableArchitecture
import TallerArnes
@testable import Leccion05

/// Ejercicio 3: el recordatorio corre sobre su parte del estado, dentro de la agenda.
var pruebasAgenda: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("agendaActivaRecordatorio") {
    let store = TestStore(initialState: Agenda.State()) { Agenda() }
    await paso("activar") {
      await store.send(.recordatorio(.activarPulsado)) {
        $0.recordatorio.activo = true
        $0.avisosActivos = 1
      }
      errorTipico("recordatorio-desconectado", si: !store.state.recordatorio.activo)
      // El hijo sí cambió, pero la agenda contó con su valor de antes: el padre se ejecutó primero.
      errorTipico("padre-antes-que-el-hijo", si: store.state.recordatorio.activo && store.state.avisosActivos == 0)
    }
    await paso("desactivar") {
      let antes = store.state.recordatorio.activo
      await store.send(.recordatorio(.activarPulsado)) {
        $0.recordatorio.activo = false
        $0.avisosActivos = 0
      }
      errorTipico("recordatorio-desconectado", si: antes && store.state.recordatorio.activo)
    }
  },
  TallerArnes.Prueba("agendaMasTiempoConTope") {
    let store = TestStore(initialState: Agenda.State()) { Agenda() }
    await paso("mas-tiempo") {
      let antes = store.state.recordatorio.minutosAntes
      await store.send(.recordatorio(.masTiempoPulsado)) { $0.recordatorio.minutosAntes = 15 }
      errorTipico("recordatorio-desconectado", si: store.state.recordatorio.minutosAntes == antes)
    }
    await paso("tope") {
      let alTope = TestStore(
        initialState: Agenda.State(recordatorio: Recordatorio.State(minutosAntes: 60))
      ) { Agenda() }
      // Con 60 minutos ya no se añade más.
      await alTope.send(.recordatorio(.masTiempoPulsado))
    }
  },
] }
