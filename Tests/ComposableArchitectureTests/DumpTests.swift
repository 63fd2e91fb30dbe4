import ComposableArchitecture
import Testing

enum Dominio {
  struct Perfil: Equatable {
    var nombre: String
    var edad: Int
    var apodo: String?
    var etiquetas: [String]
    var puntos: [String: Int]
  }

  enum Evento: Equatable {
    case inicio
    case toque(x: Int, y: Int)
    case texto(String)
    case perfil(Perfil)
  }

  struct Pantalla: Equatable {
    @PresentationState var hoja: Evento?
    var titulo = "Inicio"
  }
}

@Suite("Volcado y diff")
struct DumpTests {
  let perfil = Dominio.Perfil(
    nombre: "Ana", edad: 30, apodo: nil, etiquetas: ["a", "b"], puntos: ["z": 1, "a": 2])

  @Test("Struct anidado con opcional, array y diccionario ordenado")
  func structAnidado() {
    #expect(
      String(customDumping: perfil) == """
        Dominio.Perfil(
          nombre: "Ana",
          edad: 30,
          apodo: nil,
          etiquetas: [
            [0]: "a",
            [1]: "b"
          ],
          puntos: [
            "a": 2,
            "z": 1
          ]
        )
        """)
  }

  @Test("Enums: sin carga, con carga etiquetada, con carga compuesta")
  func enums() {
    #expect(String(customDumping: Dominio.Evento.inicio) == "Dominio.Evento.inicio")
    #expect(String(customDumping: Dominio.Evento.toque(x: 1, y: 2)) == "Dominio.Evento.toque(x: 1, y: 2)")
    #expect(String(customDumping: Dominio.Evento.texto("hola")) == #"Dominio.Evento.texto("hola")"#)
    #expect(
      String(customDumping: Dominio.Evento.perfil(Dominio.Perfil(nombre: "B", edad: 1, apodo: "b", etiquetas: [], puntos: [:])))
        == """
        Dominio.Evento.perfil(
          Dominio.Perfil(
            nombre: "B",
            edad: 1,
            apodo: "b",
            etiquetas: [],
            puntos: [:]
          )
        )
        """)
  }

  @Test("PresentationState se vuelca como su valor y sin el guion bajo del envoltorio")
  func presentationState() {
    var pantalla = Dominio.Pantalla()
    #expect(
      String(customDumping: pantalla) == """
        Dominio.Pantalla(
          hoja: nil,
          titulo: "Inicio"
        )
        """)
    pantalla.hoja = .texto("x")
    #expect(
      String(customDumping: pantalla) == """
        Dominio.Pantalla(
          hoja: .texto("x"),
          titulo: "Inicio"
        )
        """)
  }

  @Test("diff marca − lo esperado y + lo real, y colapsa los campos iguales")
  func diffColapsa() {
    var otro = perfil
    otro.edad = 31
    #expect(
      diff(perfil, otro) == """
          Dominio.Perfil(
            nombre: "Ana",
        −   edad: 30,
        +   edad: 31,
            … (3 sin cambios)
          )
        """)
    #expect(diff(perfil, perfil) == nil)
  }

  @Test("diff de arrays: inserciones y elementos cambiados")
  func diffArrays() {
    #expect(
      diff([1, 2, 3], [1, 2, 4, 5]) == """
          [
            … (2 sin cambios)
        −   [2]: 3
        +   [2]: 4,
        +   [3]: 5
          ]
        """)
  }

  @Test("diff de diccionarios por clave")
  func diffDiccionarios() {
    #expect(
      diff(["a": 1, "b": 2], ["b": 3, "c": 4]) == """
          [
        −   "a": 1,
        −   "b": 2
        +   "b": 3,
        +   "c": 4
          ]
        """)
  }

  @Test("diff de valores de una línea")
  func diffHojas() {
    #expect(diff(1, 2) == "− 1\n+ 2")
    #expect(diff(Dominio.Evento.inicio, .texto("a")) == "− Dominio.Evento.inicio\n+ Dominio.Evento.texto(\"a\")")
  }

  @Test("Los tipos locales y genéricos pierden el prefijo del módulo")
  func nombresDeTipos() {
    struct Local: Equatable { var valor: Int? = 3 }
    #expect(String(customDumping: Local()) == "DumpTests.Local(\n  valor: 3\n)")
    #expect(String(customDumping: Result<Int, Never>.success(1)) == "Result<Int, Never>.success(1)")
    #expect(String(customDumping: BindingAction<Local>.set(\.valor, 4)) == "BindingAction<DumpTests.Local>.set(\\DumpTests.Local.valor, 4)")
    #expect(
      String(customDumping: Login.Action.view(.binding(.set(\.email, "a"))))
        == #"Login.Action.view(.binding(.set(\Login.State.email, "a")))"#)
  }

  @Test("Conjuntos ordenados, tuplas y clases con ciclos")
  func otrasFormas() {
    #expect(String(customDumping: Set([3, 1, 2])) == "Set([\n  1,\n  2,\n  3\n])")
    #expect(String(customDumping: (1, nombre: "a")) == "(1, nombre: \"a\")")
    let nodo = Nodo(valor: 1)
    nodo.siguiente = nodo
    #expect(
      String(customDumping: nodo) == """
        Nodo(
          valor: 1,
          siguiente: Nodo(↩︎)
        )
        """)
  }

  @Test("En estructuras anidadas solo se abren las ramas con cambios")
  func diffAnidado() {
    var antes = Dominio.Pantalla()
    antes.hoja = .perfil(perfil)
    var despues = antes
    var otro = perfil
    otro.etiquetas.append("c")
    despues.hoja = .perfil(otro)
    #expect(
      diff(antes, despues) == """
          Dominio.Pantalla(
            hoja: .perfil(
              Dominio.Perfil(
                … (3 sin cambios)
                etiquetas: [
                  … (2 sin cambios)
        +         [2]: "c"
                ],
                puntos: [
                  "a": 2,
                  "z": 1
                ]
              )
            ),
            titulo: "Inicio"
          )
        """)
  }
}

final class Nodo {
  let valor: Int
  var siguiente: Nodo?
  init(valor: Int) { self.valor = valor }
}
