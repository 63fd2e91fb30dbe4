import Observation

/// A value read and written somewhere else, as SwiftUI's `Binding`: reading ``wrappedValue`` calls
/// its getter and writing it calls its setter.
///
/// What `$store.nombre` gives through ``Bindable``; a hidden test reads and writes it as the control
/// would when the user types.
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  private let leer: () -> Value
  private let escribir: (Value) -> Void

  /// A binding from its getter and setter, as SwiftUI's `Binding(get:set:)`.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    leer = get
    escribir = set
  }

  /// A binding to an unchanging value: writes are dropped, as SwiftUI's `Binding.constant(_:)`.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The value, read and written through the binding.
  public var wrappedValue: Value {
    get { leer() }
    nonmutating set { escribir(newValue) }
  }

  /// The binding itself (`$valor`).
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    Binding<Subject>(
      get: { self.wrappedValue[keyPath: keyPath] },
      set: { nuevo in
        var valor = self.wrappedValue
        valor[keyPath: keyPath] = nuevo
        self.wrappedValue = valor
      })
  }
}

/// An observable object whose properties can be bound, as SwiftUI's `@Bindable` (iOS 17, macOS 14):
/// `$store.nombre` is a ``Binding`` that reads `store.nombre` and writes `store.nombre = nuevo`.
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
  /// The object.
  public var wrappedValue: Value

  /// The wrapper itself, so that `$store.campo` reaches ``subscript(dynamicMember:)``.
  public var projectedValue: Bindable<Value> { self }

  /// Wraps an observable object (`@Bindable var store: StoreOf<…>`).
  public init(wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// Wraps an observable object (`Bindable(store)`).
  public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
    self.wrappedValue = wrappedValue
  }

  /// A binding to a settable property of the object.
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> where Value: AnyObject {
    let objeto = wrappedValue
    return Binding(get: { objeto[keyPath: keyPath] }, set: { objeto[keyPath: keyPath] = $0 })
  }
}
