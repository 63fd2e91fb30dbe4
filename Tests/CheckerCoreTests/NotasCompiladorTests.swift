import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// Real `swift build` output (Swift 6.3) for lesson 1 with `enum Action` renamed `Accion`: the
/// note that explains the error points into the runtime. Root replaced by `RAIZ`.
let salidaNotaEnElRuntime = """
  [0/1] Planning build
  Building for debugging...
  [0/9] Write sources
  [2/9] Write swift-version-6A52383ED409C6A7.txt
  error: emit-module command failed with exit code 1 (use -v to see invocation)
  [4/12] Emitting module Leccion01
  RAIZ/Sources/Workbook/Leccion01/Contador.swift:43:1: error: type 'Contador' does not conform to protocol 'Reducer'
  41 | 
  42 | // Lo que @Reducer generaría: la conformidad, en una extensión aparte.
  43 | extension Contador: Reducer {}
     | |- error: type 'Contador' does not conform to protocol 'Reducer'
     | `- note: add stubs for conformance
  44 | 
  45 | // Lo que @CasePathable generaría: un case path por caso de `Action`.

  RAIZ/Sources/ComposableArchitecture/Reducer/Reducer.swift:24:18: note: protocol requires nested type 'Action'
  22 |   associatedtype State
  23 |   /// Everything that can happen in the feature.
  24 |   associatedtype Action
     |                  `- note: protocol requires nested type 'Action'
  25 |   /// The type of ``body``; `Never` when the reducer implements ``reduce(into:action:)``.
  26 |   associatedtype Body
     |                  `- note: protocol requires nested type 'Body'
  27 | 
  28 |   /// Evolves `state` for `action` and returns the effect to run afterwards.
  [5/12] Compiling Leccion01 Cesta.swift
  RAIZ/Sources/Workbook/Leccion01/Contador.swift:43:1: error: type 'Contador' does not conform to protocol 'Reducer'
  41 | 
  42 | // Lo que @Reducer generaría: la conformidad, en una extensión aparte.
  43 | extension Contador: Reducer {}
     | |- error: type 'Contador' does not conform to protocol 'Reducer'
     | `- note: add stubs for conformance
  44 | 
  45 | // Lo que @CasePathable generaría: un case path por caso de `Action`.

  RAIZ/Sources/ComposableArchitecture/Reducer/Reducer.swift:24:18: note: protocol requires nested type 'Action'
  22 |   associatedtype State
  23 |   /// Everything that can happen in the feature.
  24 |   associatedtype Action
     |                  `- note: protocol requires nested type 'Action'
  25 |   /// The type of ``body``; `Never` when the reducer implements ``reduce(into:action:)``.
  26 |   associatedtype Body
     |                  `- note: protocol requires nested type 'Body'
  27 | 
  28 |   /// Evolves `state` for `action` and returns the effect to run afterwards.
  RAIZ/Sources/Workbook/Leccion01/Contador.swift:68:28: error: cannot find type 'AllCasePaths' in scope
  66 |   }
  67 | 
  68 |   static var allCasePaths: AllCasePaths { AllCasePaths() }
     |                            `- error: cannot find type 'AllCasePaths' in scope
  69 | }
  """

/// Real `swiftc` output (Swift 6.3) for a `State`-like struct with a closure declared
/// `Equatable`: the notes point outside the workbook (the standard library). Root replaced by `RAIZ`.
let salidaNotasFueraDelTaller = """
  RAIZ/Sources/Workbook/Leccion03/Caja.swift:1:8: error: type 'Caja' does not conform to protocol 'Equatable'
  1 | struct Caja: Equatable {
    |        |- error: type 'Caja' does not conform to protocol 'Equatable'
    |        `- note: add stubs for conformance
  2 |   var alCerrar: () -> Void
    |       `- note: stored property type '() -> Void' does not conform to protocol 'Equatable', preventing synthesized conformance of 'Caja' to 'Equatable'
  3 | }
  4 | 

  Swift.==:1:24: note: candidate would match if 'Caja' conformed to 'RawRepresentable'
  1 | @inlinable public func == <T>(lhs: T, rhs: T) -> Bool where T : RawRepresentable, T.RawValue : Equatable
    |                        `- note: candidate would match if 'Caja' conformed to 'RawRepresentable'

  Swift.FloatingPoint.==:2:20: note: candidate would match if 'Caja' conformed to 'FloatingPoint'
  1 | protocol FloatingPoint {
  2 | public static func == (lhs: Self, rhs: Self) -> Bool}
    |                    `- note: candidate would match if 'Caja' conformed to 'FloatingPoint'
  3 | 

  Swift.BinaryInteger.==:2:20: note: candidate would match if 'Caja' conformed to 'BinaryInteger'
  1 | protocol BinaryInteger {
  2 | public static func == <Other>(lhs: Self, rhs: Other) -> Bool where Other : BinaryInteger}
    |                    `- note: candidate would match if 'Caja' conformed to 'BinaryInteger'
  3 | 

  Swift._Pointer.==:2:20: note: candidate would match if 'Caja' conformed to '_Pointer'
  1 | protocol _Pointer {
  2 | public static func == (lhs: Self, rhs: Self) -> Bool}
    |                    `- note: candidate would match if 'Caja' conformed to '_Pointer'
  3 | 

  Swift._Pointer.==:2:31: note: candidate would match if 'Caja' conformed to '_Pointer'
  1 | protocol _Pointer {
  2 | @inlinable public static func == <Other>(lhs: Self, rhs: Other) -> Bool where Other : _Pointer}
    |                               `- note: candidate would match if 'Caja' conformed to '_Pointer'
  3 | 

  Swift.Strideable.==:2:31: note: candidate would match if 'Caja' conformed to 'Strideable'
  1 | protocol Strideable {
  2 | @inlinable public static func == (x: Self, y: Self) -> Bool}
    |                               `- note: candidate would match if 'Caja' conformed to 'Strideable'
  3 | 

  Swift.StringProtocol.==:2:31: note: candidate would match if 'Caja' conformed to 'StringProtocol'
  1 | protocol StringProtocol {
  2 | @inlinable public static func == <RHS>(lhs: Self, rhs: RHS) -> Bool where RHS : StringProtocol}
    |                               `- note: candidate would match if 'Caja' conformed to 'StringProtocol'
  3 | 

  Swift.SIMD.==:2:20: note: candidate would match if 'Caja' conformed to 'SIMD'
  1 | protocol SIMD {
  2 | public static func == (a: Self, b: Self) -> Bool}
    |                    `- note: candidate would match if 'Caja' conformed to 'SIMD'
  3 | 

  Swift.Equatable.==:2:13: note: protocol requires function '==' with type '(Caja, Caja) -> Bool'
  1 | protocol Equatable {
  2 | static func == (lhs: Self, rhs: Self) -> Bool}
    |             `- note: protocol requires function '==' with type '(Caja, Caja) -> Bool'
  3 | 
  """

@Suite("Notas del compilador adjuntas a los errores")
struct NotasCompiladorTests {
  let raiz = "/tmp/Mis Cursos/Año 1 – Lección"
  var taller: Taller { Taller(raiz: URL(fileURLWithPath: raiz)) }

  func fallo(_ salida: String, leccion numero: Int) -> FalloCompilacion {
    FalloCompilacion.clasificar(
      salida: salida.replacingOccurrences(of: "RAIZ", with: raiz), taller: taller,
      leccion: Leccion(numero: numero, slug: "x", metadatos: nil), fuente: .copiaDeTrabajo,
      tabla: TablaDiagnosticos(entradas: TablaDiagnosticos.genericos))
  }

  @Test("La nota que apunta al runtime se adjunta al error del alumno, sin repetirse")
  func notaAdjunta() throws {
    let salida = SalidaCompilador(salidaNotaEnElRuntime)
    #expect(salida.errores.count == 2)
    #expect(salida.diagnosticos.count == 2)
    let error = try #require(salida.errores.first)
    #expect(error.notasAdjuntas.map(\.cabecera) == [
      "RAIZ/Sources/ComposableArchitecture/Reducer/Reducer.swift:24:18: note: protocol requires nested type 'Action'"
    ])
    #expect(error.notas == [
      "add stubs for conformance", "protocol requires nested type 'Action'",
      "protocol requires nested type 'Action'", "protocol requires nested type 'Body'",
    ])
  }

  @Test("Informe: la nota del runtime con ruta relativa y sin marco, una línea por nota")
  func informeRuntime() {
    let fallo = fallo(salidaNotaEnElRuntime, leccion: 1)
    #expect(fallo.tipo == .alumno)
    let texto = RedactorCompilacion(estilo: Estilo(color: false)).redactar(fallo, leccion: Leccion(numero: 1, slug: "x", metadatos: nil))
      .joined(separator: "\n")
    let explicacion = fallo.explicaciones.first.flatMap { $0 }.map(MensajesDiagnosticos.explicacion) ?? ""
    #expect(!explicacion.isEmpty)
    #expect(
      texto.hasPrefix("""
        Tu código de la lección 1 no compila.

        Sources/Workbook/Leccion01/Contador.swift:43:1: error: type 'Contador' does not conform to protocol 'Reducer'
        41 |\u{20}
        42 | // Lo que @Reducer generaría: la conformidad, en una extensión aparte.
        43 | extension Contador: Reducer {}
           | |- error: type 'Contador' does not conform to protocol 'Reducer'
           | `- note: add stubs for conformance
        44 |\u{20}
        45 | // Lo que @CasePathable generaría: un case path por caso de `Action`.
        Sources/ComposableArchitecture/Reducer/Reducer.swift:24:18: note: protocol requires nested type 'Action'
        Sources/ComposableArchitecture/Reducer/Reducer.swift:26:18: note: protocol requires nested type 'Body'
          Explicación: \(explicacion)
        """))
  }

  @Test("Notas de fuera del taller: sin ruta ni marco, y los candidatos resumidos en una línea")
  func informeFueraDelTaller() throws {
    let fallo = fallo(salidaNotasFueraDelTaller, leccion: 3)
    let error = try #require(fallo.errores.first)
    #expect(error.notasAdjuntas.count == 9)
    #expect(error.notasAdjuntas.allSatisfy { $0.archivo.isEmpty && $0.marco.isEmpty })
    let texto = RedactorCompilacion(estilo: Estilo(color: false)).redactar(fallo, leccion: Leccion(numero: 3, slug: "x", metadatos: nil))
      .joined(separator: "\n")
    #expect(
      texto.contains("""
          |       `- note: stored property type '() -> Void' does not conform to protocol 'Equatable', preventing synthesized conformance of 'Caja' to 'Equatable'
        3 | }
        4 |\u{20}
        note: protocol requires function '==' with type '(Caja, Caja) -> Bool'
        (se omiten 8 notas del compilador sobre candidatos de fuera del taller)
        """))
  }

  @Test("Una nota en otro archivo del alumno conserva su ruta relativa y su marco")
  func notaDelAlumno() throws {
    // Real `swiftc` output (Swift 6.3), root replaced by `RAIZ`.
    let salida = """
      RAIZ/Sources/Workbook/Leccion02/A.swift:2:21: error: missing argument for parameter 'nombre' in call
      1 | func probar() {
      2 |   Ajustes().guardar()
        |                     `- error: missing argument for parameter 'nombre' in call
      3 | }
      4 | 

      RAIZ/Sources/Workbook/Leccion02/B.swift:2:8: note: 'guardar(nombre:)' declared here
      1 | struct Ajustes {
      2 |   func guardar(nombre: String) {}
        |        `- note: 'guardar(nombre:)' declared here
      3 | }
      4 | 
      """
    let error = try #require(fallo(salida, leccion: 2).errores.first)
    #expect(
      error.notasAdjuntas.map(\.cabecera) == [
        "Sources/Workbook/Leccion02/B.swift:2:8: note: 'guardar(nombre:)' declared here"
      ])
    #expect(error.notasAdjuntas.first?.marco.count == 5)
  }
}
