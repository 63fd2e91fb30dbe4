import Motor
import Foundation
import Testing

/// Lesson 3's SwiftUI view is never compiled on Linux (there is no SwiftUI) and the checker leaves
/// it out on macOS (`TALLER_SIN_SWIFTUI`). This suite type-checks it anyway, with the Solucion,
/// against a tiny stand-in `SwiftUI` module whose declarations copy the shape of the real ones the
/// view uses (`View`, `@Bindable` with its `ReferenceWritableKeyPath` dynamic member, `Binding`,
/// `Form`, `TextField`, `Toggle`, `Slider`, `Text`, `Button`, `foregroundStyle(.red)`).
///
/// What it proves: the view's code fits the runtime (`Store` is `Observable`, `$store.nombre` is a
/// `Binding<String>`, `store.send` exists) and the lesson's types. What it cannot prove: that real
/// SwiftUI accepts it (argument labels, availability); only a Mac build does.
@Suite("La vista SwiftUI de la lección 3 compila contra un SwiftUI de imitación")
struct VistaSwiftUITests {
  /// The stand-in: signatures as in SwiftUI (iOS 17 / macOS 14), bodies that do nothing.
  static let swiftUIFalso = """
    import Observation

    @MainActor @preconcurrency public protocol View {
      associatedtype Body: View
      @ViewBuilder @MainActor @preconcurrency var body: Body { get }
    }
    extension Never: View { public var body: Never { fatalError() } }
    public struct EmptyView: View { nonisolated public init() {} ; public var body: Never { fatalError() } }
    public struct TupleView<T>: View { nonisolated public init(_ value: T) {} ; public var body: Never { fatalError() } }
    extension Optional: View where Wrapped: View { public var body: Never { fatalError() } }

    @resultBuilder public enum ViewBuilder {
      public static func buildBlock() -> EmptyView { EmptyView() }
      public static func buildBlock<C: View>(_ content: C) -> C { content }
      public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        TupleView((repeat each content))
      }
      public static func buildIf<C: View>(_ content: C?) -> C? { content }
    }

    @propertyWrapper @dynamicMemberLookup
    public struct Binding<Value> {
      let get: () -> Value
      let set: (Value) -> Void
      public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { self.get = get; self.set = set }
      public var wrappedValue: Value { get { get() } nonmutating set { set(newValue) } }
      public var projectedValue: Binding<Value> { self }
      public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        Binding<Subject>(get: { self.wrappedValue[keyPath: keyPath] }, set: { self.wrappedValue[keyPath: keyPath] = $0 })
      }
    }

    @propertyWrapper @dynamicMemberLookup
    public struct Bindable<Value> {
      public var wrappedValue: Value
      public var projectedValue: Bindable<Value> { self }
      public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
      public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject>
      where Value: AnyObject {
        let objeto = wrappedValue
        return Binding(get: { objeto[keyPath: keyPath] }, set: { objeto[keyPath: keyPath] = $0 })
      }
    }

    public struct Form<Content: View>: View {
      public init(@ViewBuilder content: () -> Content) {}
      public var body: Never { fatalError() }
    }
    public struct TextField<Label>: View {
      public var body: Never { fatalError() }
    }
    extension TextField where Label == Text {
      public init(_ title: String, text: Binding<String>) {}
    }
    public struct Toggle<Label>: View {
      public var body: Never { fatalError() }
    }
    extension Toggle where Label == Text {
      public init(_ title: String, isOn: Binding<Bool>) {}
    }
    public struct Slider<Label>: View {
      public var body: Never { fatalError() }
    }
    extension Slider where Label == EmptyView {
      public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1)
      where V.Stride: BinaryFloatingPoint {}
    }
    public struct Text: View {
      public init(_ content: String) {}
      public var body: Never { fatalError() }
    }
    public struct Button<Label>: View {
      public var body: Never { fatalError() }
    }
    extension Button where Label == Text {
      public init(_ title: String, action: @escaping @MainActor () -> Void) {}
    }
    public protocol ShapeStyle {}
    public struct Color: ShapeStyle {
      public init() {}
    }
    extension ShapeStyle where Self == Color {
      public static var red: Color { Color() }
    }
    public struct ModifiedContent<Content, Modifier>: View {
      public var body: Never { fatalError() }
    }
    extension View {
      public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, S> { ModifiedContent() }
    }
    """

  @Test("AjustesVista.swift, con la Solucion y con la Plantilla, pasa la comprobación de tipos contra el SwiftUI de imitación")
  func vista() throws {
    let (swiftc, plataforma, entorno) = try TallerE2E.swiftcDeLaToolchain()
    let temporal = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-falso-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: temporal, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: temporal) }
    let fuenteFalsa = temporal.appendingPathComponent("SwiftUI.swift")
    try Data(Self.swiftUIFalso.utf8).write(to: fuenteFalsa)
    let cache = temporal.appendingPathComponent("ModuleCache")

    func compilar(_ argumentos: [String]) throws -> ResultadoProceso {
      try Lanzador.ejecutar(
        ProcesoHijo(
          ejecutable: swiftc, argumentos: plataforma + ["-module-cache-path", cache.path] + argumentos,
          entorno: entorno, directorio: temporal.path, limiteSegundos: 300 * TallerE2E.factor,
          limiteSalida: 1024 * 1024))
    }
    let modulo = try compilar([
      "-emit-module", "-parse-as-library", "-swift-version", "6", "-module-name", "SwiftUI",
      "-emit-module-path", temporal.appendingPathComponent("SwiftUI.swiftmodule").path, fuenteFalsa.path,
    ])
    try #require(modulo.exito, "El SwiftUI de imitación no compila:\n\(modulo.textoErrores)")

    let solucion = TallerE2E.raizPaquete.appendingPathComponent("Lessons/03-bindable-action/Solucion")
    let archivos = try FileManager.default.contentsOfDirectory(atPath: solucion.path).filter { $0.hasSuffix(".swift") }
      .sorted().map { solucion.appendingPathComponent($0).path }
    #expect(archivos.contains { $0.hasSuffix("/AjustesVista.swift") })
    let comprobacion = try compilar(
      ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Leccion03",
       "-I", temporal.path, "-I", try TallerE2E.modulosDeSwiftTest().path] + archivos)
    #expect(
      comprobacion.exito,
      "AjustesVista.swift no pasa la comprobación de tipos:\n\(comprobacion.textoSalida)\(comprobacion.textoErrores)")

    // La vista sí se comprobó: con TALLER_SIN_SWIFTUI, como compila el checker, un error en ella no se ve.
    let rota = temporal.appendingPathComponent("AjustesVista.swift")
    let texto = try String(contentsOfFile: archivos.first { $0.hasSuffix("/AjustesVista.swift") } ?? "", encoding: .utf8)
    try Data(texto.replacingOccurrences(of: "$store.nombre", with: "$store.nombreQueNoExiste").utf8).write(to: rota)
    let otros = archivos.filter { !$0.hasSuffix("/AjustesVista.swift") } + [rota.path]
    let base = ["-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Leccion03",
                "-I", temporal.path, "-I", try TallerE2E.modulosDeSwiftTest().path]
    #expect(try !compilar(base + otros).exito, "la vista rota debía fallar: la vista no se está comprobando")
    #expect(try compilar(base + ["-D", "TALLER_SIN_SWIFTUI"] + otros).exito, "con TALLER_SIN_SWIFTUI la vista queda fuera")

    // La plantilla también compila con la vista: en un Mac, Xcode y `swift build` la compilan antes
    // de que el alumno declare `BindableAction`, así que su vista no puede usar `$store.campo` aún.
    let plantilla = TallerE2E.raizPaquete.appendingPathComponent("Lessons/03-bindable-action/Plantilla")
    let dePlantilla = try FileManager.default.contentsOfDirectory(atPath: plantilla.path)
      .filter { $0.hasSuffix(".swift") }.sorted().map { plantilla.appendingPathComponent($0).path }
    #expect(dePlantilla.contains { $0.hasSuffix("/AjustesVista.swift") })
    let dePlantillaComprobada = try compilar(base + dePlantilla)
    #expect(
      dePlantillaComprobada.exito,
      "La plantilla, con su vista, no pasa la comprobación de tipos:\n\(dePlantillaComprobada.textoErrores)")
  }
}
