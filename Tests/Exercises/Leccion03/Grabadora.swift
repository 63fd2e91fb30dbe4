@testable import Leccion03

/// Anota, en orden, cada valor con el que se llamó al cliente de notificaciones.
actor Grabadora {
  /// Los valores recibidos, del primero al último.
  private(set) var valores: [Bool] = []
  /// Cuántos valores ha devuelto ya ``nuevas()``.
  private var leidas = 0

  /// Anota una llamada.
  func anotar(_ valor: Bool) {
    valores.append(valor)
  }

  /// Los valores recibidos desde la última vez que se llamó a este método (la primera vez, todos).
  func nuevas() -> [Bool] {
    defer { leidas = valores.count }
    return Array(valores[leidas...])
  }

  /// Un cliente de notificaciones que, en vez de hablar con el sistema, anota aquí cada llamada.
  nonisolated var cliente: ClienteNotificaciones {
    ClienteNotificaciones(actualizar: { valor in await self.anotar(valor) })
  }
}
