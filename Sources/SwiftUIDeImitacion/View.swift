// La imitación de SwiftUI con la que el checker compila y prueba las vistas de las lecciones donde no
// hay SwiftUI (Linux) o donde no se carga (el checker en macOS, con `TALLER_SIN_SWIFTUI`).

/// A piece of interface, with the shape of SwiftUI's `View` (iOS 13, macOS 10.15): its `body` is
/// built by ``ViewBuilder``.
///
/// Nothing is drawn: ``controles(de:)`` lists what a view shows, in order, so a hidden test can
/// read each control's binding and press each button (issue 47).
@MainActor @preconcurrency public protocol View {
  /// The type of ``body``.
  associatedtype Body: View
  /// The view's content.
  @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

/// A view that lists its own controls instead of having a `body` to read: the leaves of the tree
/// (``Text``, ``TextField``, ``Button``…) and the containers that hold other views.
@MainActor protocol VistaPrimitiva {
  /// What the view shows, in order.
  var controles: [Control] { get }
}

extension Never: View {
  /// Never evaluated: a primitive view lists its controls instead.
  public var body: Never { fatalError("Never no tiene body") }
}

/// Nothing, as SwiftUI's `EmptyView`.
public struct EmptyView: View, VistaPrimitiva {
  /// An empty view.
  nonisolated public init() {}
  /// Never evaluated.
  public var body: Never { fatalError("EmptyView no tiene body") }
  var controles: [Control] { [] }
}

/// Several views in a row, as SwiftUI's `TupleView`: what a ``ViewBuilder`` block with more than one
/// statement builds. `T` is the tuple of their types.
public struct TupleView<T>: View, VistaPrimitiva {
  let hijos: [any View]
  init(hijos: [any View]) { self.hijos = hijos }
  /// Never evaluated.
  public var body: Never { fatalError("TupleView no tiene body") }
  var controles: [Control] { hijos.flatMap { SwiftUIDeImitacion.controles(de: $0) } }
}

extension Optional: View where Wrapped: View {
  /// Never evaluated.
  public var body: Never { fatalError("Optional no tiene body") }
}

extension Optional: VistaPrimitiva where Wrapped: View {
  var controles: [Control] { map { SwiftUIDeImitacion.controles(de: $0) } ?? [] }
}

/// One of two views, as SwiftUI's `_ConditionalContent`: what an `if … else` in a ``ViewBuilder``
/// builds.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, VistaPrimitiva {
  enum Rama { case primera(TrueContent), segunda(FalseContent) }
  let rama: Rama
  init(rama: Rama) { self.rama = rama }
  /// Never evaluated.
  public var body: Never { fatalError("_ConditionalContent no tiene body") }
  var controles: [Control] {
    switch rama {
    case let .primera(vista): SwiftUIDeImitacion.controles(de: vista)
    case let .segunda(vista): SwiftUIDeImitacion.controles(de: vista)
    }
  }
}

/// The controls `vista` shows, in the order a user reads them: a primitive view's own, any other
/// view's `body`'s.
@MainActor public func controles<V: View>(de vista: V) -> [Control] {
  if let primitiva = vista as? any VistaPrimitiva { return primitiva.controles }
  return controles(de: vista.body)
}
