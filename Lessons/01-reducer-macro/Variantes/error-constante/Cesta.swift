import ComposableArchitecture

// Ejercicio 3 (este archivo ya está completo) · El reducer hijo: la cesta de la compra.

/// La cesta: guarda los artículos añadidos y la suma de sus precios.
struct Cesta: Reducer {
  /// El contenido de la cesta.
  struct State: Equatable {
    /// Nombres de los artículos, en el orden en que se añadieron.
    var articulos: [String] = []
    /// Suma de los precios, en euros.
    var total = 0
  }

  /// Lo que el usuario hace con la cesta.
  enum Action: Equatable {
    /// Añade un artículo con su precio en euros.
    case agregarPulsado(nombre: String, precio: Int)
    /// Deja la cesta vacía.
    case vaciarPulsado
  }

  /// Dónde se guarda la cesta tras cada cambio (ver `AlmacenCesta.swift`).
  @Dependency(\.almacenCesta) var almacenCesta

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      case let .agregarPulsado(nombre, precio):
        state.articulos.append(nombre)
        state.total += precio
        return .run { [articulos = state.articulos] _ in await almacenCesta.guardar(articulos) }
      case .vaciarPulsado:
        state.articulos = []
        state.total = 0
        return .run { _ in await almacenCesta.guardar([]) }
      }
    }
  }
}

// Lo que @CasePathable generaría:
extension Cesta.Action: CasePathable {
  struct AllCasePaths {
    var agregarPulsado: AnyCasePath<Cesta.Action, (nombre: String, precio: Int)> {
      AnyCasePath(embed: { .agregarPulsado(nombre: $0.nombre, precio: $0.precio) }) { accion in
        guard case let .agregarPulsado(nombre, precio) = accion else { return nil }
        return (nombre, precio)
      }
    }
    var vaciarPulsado: AnyCasePath<Cesta.Action, Void> {
      AnyCasePath(embed: { .vaciarPulsado }) { accion in
        guard case .vaciarPulsado = accion else { return nil }
        return ()
      }
    }
  }

  static var allCasePaths: AllCasePaths { AllCasePaths() }
}
