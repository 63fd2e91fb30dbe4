// Prueba real de la entrada `pruebas-sin-miembro`: un error dentro de una prueba oculta (esta
// carpeta imita `Tests/Exercises/`) porque el tipo del alumno perdió un caso que la prueba usa.
import ComposableArchitecture

struct Tablero {
  enum Action { case tic }
}

func pruebaDelTablero() -> Tablero.Action {
  .paneles
}
