// nombre: Una acción del detalle no cabe en el caso de los ajustes
// diagnostico: type 'Ajustes.Action' has no member 'favoritoPulsado'
// linea: 11
// visto-con: 6.3.1, 6.0.3
// pista: Cada caso de `Destino.Action` envuelve la acción de su propio reducer hijo, y el compilador no deja mezclarlas. Si dice que `Destino.Action` no tiene el caso `ajustes`, escribe los casos de `Action` (ejercicio 1).
@testable import Leccion02

/// Intenta mandar a los ajustes una acción que solo existe en el detalle.
@MainActor
func mezclarDestinos() -> Lista.Action {
  .destino(.presented(.ajustes(.favoritoPulsado)))
}
