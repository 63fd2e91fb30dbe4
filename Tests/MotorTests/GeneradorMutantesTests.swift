import Foundation
import Testing

@testable import Motor

/// Each mutation operator on a small source, only in the student's lines (#30.1).
@Suite("Generador de mutantes")
struct GeneradorMutantesTests {
  static let plantilla = """
    struct Contador: Reducer {
      struct State { var cuenta = 0; var activo = false }
      enum Action { case sumar, restar, alternar }
      var body: some ReducerOf<Self> {
        Reduce { state, action in
          // TODO
          return .none
        }
      }
    }
    """

  /// The mutants of `cuerpo` written where the template has `// TODO`.
  static func mutantes(_ cuerpo: String) -> [Mutante] {
    let solucion = plantilla.replacingOccurrences(of: "      // TODO\n      return .none\n", with: cuerpo)
    return GeneradorMutantes.mutantes(solucion: ["Contador.swift": solucion], plantilla: ["Contador.swift": plantilla])
  }

  /// What each mutant of `operador` turns the changed text into.
  static func despues(_ cuerpo: String, _ operador: OperadorMutacion) -> [String] {
    mutantes(cuerpo).filter { $0.operador == operador }.map(\.despues)
  }

  @Test("Enteros ±1 y 0; suma y resta; comparaciones; lógicos; booleanos")
  func enLinea() {
    let cuerpo = "      if state.cuenta >= 10 && state.activo == true { state.cuenta += 2 }\n      return .none\n"
    #expect(Self.despues(cuerpo, .entero).sorted() == [
      "if state.cuenta >= 0 && state.activo == true { state.cuenta += 2 }",
      "if state.cuenta >= 10 && state.activo == true { state.cuenta += 0 }",
      "if state.cuenta >= 10 && state.activo == true { state.cuenta += 1 }",
      "if state.cuenta >= 10 && state.activo == true { state.cuenta += 3 }",
      "if state.cuenta >= 11 && state.activo == true { state.cuenta += 2 }",
      "if state.cuenta >= 9 && state.activo == true { state.cuenta += 2 }",
    ])
    #expect(Self.despues(cuerpo, .sumaResta) == ["if state.cuenta >= 10 && state.activo == true { state.cuenta -= 2 }"])
    #expect(Self.despues(cuerpo, .comparacion).sorted() == [
      "if state.cuenta > 10 && state.activo == true { state.cuenta += 2 }",
      "if state.cuenta >= 10 && state.activo != true { state.cuenta += 2 }",
    ])
    #expect(Self.despues(cuerpo, .logico) == ["if state.cuenta >= 10 || state.activo == true { state.cuenta += 2 }"])
    #expect(Self.despues(cuerpo, .booleano) == ["if state.cuenta >= 10 && state.activo == false { state.cuenta += 2 }"])
  }

  @Test("toggle, condición negada, sin cancelación, otro caso, cadena vacía y primer elemento")
  func otros() {
    let cuerpo = """
        state.activo.toggle()
        guard state.cuenta < 3 else { return .none }
        let nombres = ["a", "b"]
        return .send(.sumar).cancellable(id: 1)

      """
    #expect(Self.despues(cuerpo, .toggle) == ["state.activo = true", "state.activo = false"])
    #expect(Self.despues(cuerpo, .negarCondicion) == ["guard !(state.cuenta < 3) else { return .none }"])
    #expect(Self.despues(cuerpo, .sinCancelacion) == ["return .send(.sumar)"])
    #expect(Self.despues("      return .cancel(id: 7)\n", .sinCancelacion) == ["return .none"])
    #expect(Self.despues("      let c: CaseKeyPath<Contador.Action, Void> = \\.sumar\n      return .none\n", .otroCaso) == [
      "let c: CaseKeyPath<Contador.Action, Void> = \\.restar"
    ])
    #expect(Self.despues(cuerpo, .cadenaVacia).sorted() == ["let nombres = [\"\", \"b\"]", "let nombres = [\"a\", \"\"]"])
    #expect(Self.despues(cuerpo, .primerElemento) == ["let nombres = [\"a\"]"])
    #expect(Self.despues(cuerpo, .efectoNone) == ["return .none"])
  }

  @Test("Sentencias: borrar, duplicar e intercambiar vecinas; nunca en las líneas de la plantilla")
  func sentencias() {
    let cuerpo = "      state.cuenta += 1\n      state.activo = true\n      return .none\n"
    #expect(Self.despues(cuerpo, .borrarSentencia) == ["", ""])
    // `state.activo = true` twice is always the same state: not generated (always equivalent).
    #expect(Self.despues(cuerpo, .duplicarSentencia) == ["state.cuenta += 1 ⏎ state.cuenta += 1"])
    #expect(Self.despues("      state.cuenta = state.cuenta * 2\n      return .none\n", .duplicarSentencia) == [
      "state.cuenta = state.cuenta * 2 ⏎ state.cuenta = state.cuenta * 2"
    ])
    // Two independent assignments are not swapped; dependent ones are.
    #expect(Self.despues("      state.activo = true\n      state.cuenta = 1\n      return .none\n", .intercambiarSentencias).isEmpty)
    #expect(Self.despues("      state.cuenta = 1\n      state.activo = state.cuenta > 0\n      return .none\n", .intercambiarSentencias) == [
      "state.activo = state.cuenta > 0 ⏎ state.cuenta = 1"
    ])
    #expect(Self.despues(cuerpo, .intercambiarSentencias) == ["state.activo = true ⏎ state.cuenta += 1"])
    // `return .none` is the template's line: no mutant touches it.
    #expect(Self.mutantes(cuerpo).allSatisfy { $0.linea != 8 })
    #expect(Self.mutantes("      return .none\n").isEmpty)
  }

  @Test("Un efecto de varias líneas entero se vuelve .none; dos reducers vecinos del body se intercambian")
  func bloques() {
    let solucion = """
      struct Contador: Reducer {
        var body: some ReducerOf<Self> {
          BindingReducer()
          Reduce { state, action in
            return .run { send in
              await send(.sumar)
            }
          }
        }
      }
      """
    let mutantes = GeneradorMutantes.mutantes(solucion: ["C.swift": solucion], plantilla: [:])
    #expect(mutantes.filter { $0.operador == .efectoNone }.map(\.antes) == ["return .run { send in ⏎ await send(.sumar) ⏎ }"])
    let cambio = mutantes.first { $0.operador == .intercambiarReducers }
    #expect(cambio?.despues.hasPrefix("Reduce { state, action in") == true)
    #expect(cambio?.despues.hasSuffix("BindingReducer()") == true)
  }

  @Test("Nada dentro de #if canImport(SwiftUI): las pruebas ocultas no cargan las vistas")
  func vistas() {
    let solucion = "struct A {}\n#if canImport(SwiftUI)\nfunc f() { x += 1 }\n#endif\nfunc g() { y += 1 }\n"
    let mutantes = GeneradorMutantes.mutantes(solucion: ["A.swift": solucion], plantilla: [:])
    #expect(!mutantes.isEmpty && mutantes.allSatisfy { $0.linea == 5 })
  }

  @Test("Ni comentarios ni cadenas de varias líneas; los ids son estables y únicos")
  func estables() {
    let cuerpo = "      // state.cuenta += 1\n      let texto = \"\"\"\n        x + 1\n        \"\"\"\n      state.cuenta += 1\n      return .none\n"
    let mutantes = Self.mutantes(cuerpo)
    #expect(mutantes.allSatisfy { !$0.antes.contains("//") && !$0.antes.contains("x + 1") })
    #expect(Set(mutantes.map(\.id)).count == mutantes.count)
    #expect(mutantes.map(\.id) == Self.mutantes(cuerpo).map(\.id))
    #expect(mutantes.first { $0.operador == .sumaResta }?.id.hasPrefix("suma-resta-Contador-") == true)
  }

  @Test("Con el lector del proyecto: un /* */ en una línea no es código; una cadena cruda se vacía entera")
  func comentarioDeBloqueYCadenaCruda() {
    let cuerpo = "      state.cuenta += 1 /* + 7 */\n      let s = #\"a\"# + \"b\\(state.cuenta)\"\n      return .none\n"
    let enteros = Self.despues(cuerpo, .entero)
    #expect(!enteros.isEmpty && enteros.allSatisfy { $0.hasSuffix("/* + 7 */") })
    #expect(Self.despues(cuerpo, .cadenaVacia) == ["let s = \"\" + \"b\\(state.cuenta)\""])
  }
}

/// Where a mutant lives (its `Action` case) and where a mistake does (`donde`), for overmatch (#30.3).
@Suite("Sobreajuste: dónde vive un mutante y dónde un error típico")
struct SobreajusteMutantesTests {
  static let solucion = """
    struct Ajustes: Reducer {
      var body: some ReducerOf<Self> {
        BindingReducer()
        Reduce { state, action in
          switch action {
          case .binding(\\.nombre):
            state.aviso = nil
            return .none
          case .view(.guardarPulsado):
            if state.nombre.isEmpty {
              state.cuenta += 1
            }
            return .run { send in
              await send(.terminado)
            }
          case let .filaPulsada(id):
            state.cuenta += id
            return .none
          default:
            state.cuenta += 2
            return .none
          }
        }
      }
    }
    """

  @Test("El caso de cada mutante: el más interior del patrón, nunca un key path, ninguno en default")
  func casos() {
    let mutantes = GeneradorMutantes.mutantes(solucion: ["Ajustes.swift": Self.solucion], plantilla: [:])
    func caso(linea: Int) -> String?? { mutantes.first { $0.linea == linea }.map(\.caso) }
    #expect(caso(linea: 7) == .some("binding"))
    #expect(caso(linea: 11) == .some("guardarPulsado"))
    #expect(caso(linea: 14) == .some("guardarPulsado"))
    #expect(caso(linea: 17) == .some("filaPulsada"))
    #expect(caso(linea: 20) == .some(nil))
    #expect(caso(linea: 3) == .some(nil))
  }

  @Test("donde incluye su archivo y, si lo dice, solo su caso")
  func donde() {
    let enCaso = DondeError(archivo: "Ajustes.swift", caso: "guardarPulsado")
    #expect(enCaso.incluye(archivo: "Ajustes.swift", caso: "guardarPulsado"))
    #expect(!enCaso.incluye(archivo: "Ajustes.swift", caso: "filaPulsada"))
    #expect(!enCaso.incluye(archivo: "Otro.swift", caso: "guardarPulsado"))
    let enArchivos = DondeError(archivos: ["A.swift", "B.swift"])
    #expect(enArchivos.incluye(archivo: "B.swift", caso: nil) && enArchivos.incluye(archivo: "A.swift", caso: "x"))
    #expect(!enArchivos.incluye(archivo: "C.swift", caso: nil))
  }
}
