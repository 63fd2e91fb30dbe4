import ComposableArchitecture
import TallerArnes
@testable import Leccion05

/// Ejercicio 4: `ifLet` sobre `\.$foto` ejecuta la foto presentada y la cierra.
var pruebasGaleria: [TallerArnes.Prueba] { [
  TallerArnes.Prueba("galeriaMarcaFavorita") {
    let store = TestStore(initialState: Galeria.State()) { Galeria() }
    await paso("marcar") {
      await store.send(.fotoPulsada("Faro")) { $0.foto = Foto.State(titulo: "Faro") }
      await store.send(.foto(.presented(.favoritaPulsado))) { $0.foto?.favorita = true }
      errorTipico("foto-desconectada", si: store.state.foto?.favorita == false)
    }
    await paso("cerrar") {
      await store.send(.foto(.dismiss)) {
        $0.foto = nil
        $0.favoritas = ["Faro"]
      }
      errorTipico("foto-desconectada", si: store.state.foto != nil)
    }
  },
  TallerArnes.Prueba("galeriaQuitaFavorita") {
    let store = TestStore(initialState: Galeria.State(favoritas: ["Faro", "Puerto"])) { Galeria() }
    await paso("desmarcar") {
      await store.send(.fotoPulsada("Faro")) { $0.foto = Foto.State(titulo: "Faro", favorita: true) }
      await store.send(.foto(.presented(.favoritaPulsado))) { $0.foto?.favorita = false }
      errorTipico("foto-desconectada", si: store.state.foto?.favorita == true)
    }
    await paso("cerrar") {
      await store.send(.foto(.dismiss)) {
        $0.foto = nil
        $0.favoritas = ["Puerto"]
      }
      errorTipico("foto-desconectada", si: store.state.foto != nil)
    }
  },
] }
