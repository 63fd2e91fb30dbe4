@testable import Leccion02

/// Las filas con las que empieza la lista en todas las pruebas.
///
/// Los `id` no coinciden con la posición de cada fila (ni contando desde 0 ni desde 1): así falla
/// quien busca la fila con `filas[id]` o `filas[id - 1]` en lugar de por su `id`.
let filasDePrueba = [
  Fila(id: 2, titulo: "Cien años de soledad"),
  Fila(id: 3, titulo: "Rayuela"),
  Fila(id: 1, titulo: "Pedro Páramo"),
]

/// Una lista con el detalle de `fila` ya presentado.
func listaConDetalle(_ fila: Fila) -> Lista.State {
  Lista.State(filas: filasDePrueba, destino: Casos.detalle(Detalle.State(fila: fila)))
}

/// Una lista de letra 16 con los ajustes ya presentados, con `tamano` puntos elegidos.
func listaConAjustes(_ tamano: Int) -> Lista.State {
  Lista.State(
    filas: filasDePrueba, tamanoLetra: 16, destino: Casos.ajustes(Ajustes.State(tamanoLetra: tamano)))
}
