import ComposableArchitecture
import Testing

@Suite("Rutas de caso escritas a mano")
struct CasePathTests {
  @Test("subscript(case:) extrae la carga solo del caso indicado")
  func extraer() {
    let accion = Contador.Action.fijar(4)
    #expect(accion[case: \.fijar] == 4)
    #expect(accion[case: \.respuesta] == nil)
    #expect(Contador.Action.incrementar[case: \.incrementar] != nil)
  }

  @Test("is(_:) y el patrón ~= con case key paths")
  func isYPatron() {
    let accion = Contador.Action.respuesta(1)
    #expect(accion.is(\.respuesta))
    #expect(!accion.is(\.fijar))
    let descripcion: String
    switch accion {
    case \.fijar: descripcion = "fijar"
    case \.respuesta: descripcion = "respuesta"
    default: descripcion = "otra"
    }
    #expect(descripcion == "respuesta")
  }

  @Test("callAsFunction construye el caso y AnyCasePath(_:) convierte un case key path")
  func construir() {
    let fijar: CaseKeyPath<Contador.Action, Int> = \.fijar
    #expect(fijar(9) == .fijar(9))
    let incrementar: CaseKeyPath<Contador.Action, Void> = \.incrementar
    #expect(incrementar() == .incrementar)
    let ruta = AnyCasePath(\Contador.Action.Cases.respuesta)
    #expect(ruta.embed(3) == .respuesta(3))
    #expect(ruta.extract(from: .respuesta(5)) == 5)
    #expect(ruta.extract(from: .incrementar) == nil)
  }

  @Test("Las rutas encadenadas atraviesan PresentationAction sin nombrar .presented")
  func encadenadas() {
    let accion = Lista.Action.destino(.presented(.detalle(.incrementar)))
    #expect(accion[case: \.destino.detalle.incrementar] != nil)
    #expect(accion[case: \.destino.presented.detalle] == .incrementar)
    #expect(accion[case: \.destino.ajustes] == nil)
    let construida: Lista.Action = (\Lista.Action.Cases.destino.detalle)(.incrementar)
    #expect(construida == accion)
  }

  @Test("Optional y Result son CasePathable")
  func optionalYResult() {
    let valor: Int? = 3
    #expect(valor[case: \.some] == 3)
    #expect(Optional<Int>.none.is(\.none))
    let resultado: Result<Int, any Error> = .success(2)
    #expect(resultado[case: \.success] == 2)
    #expect(resultado[case: \.failure] == nil)
  }

  @Test("La búsqueda dinámica en un enum @dynamicMemberLookup lee la carga")
  func busquedaDinamica() {
    let destino = Lista.Destino.State.detalle(Detalle.State(cuenta: 2))
    #expect(destino.detalle?.cuenta == 2)
    #expect(destino.ajustes == nil)
  }

  @Test("modify cambia la carga del caso actual y avisa si el caso es otro")
  @MainActor func modificar() async {
    var accion = Contador.Action.fijar(1)
    let problemas = await recogerProblemas {
      accion.modify(\.fijar) { $0 += 1 }
      accion.modify(\.respuesta) { $0 += 1 }
    }
    #expect(accion == .fijar(2))
    #expect(problemas.count == 1)
    #expect(problemas.first?.kind == .runtimeWarning)
    #expect(problemas.first?.message.hasPrefix("No se puede modificar un caso que no es el actual.") == true)
  }

  @Test("subscript(case:) da el tipo de la carga, no Any?, también a través de \\.binding.campo")
  func tipoDeLaCarga() {
    // Regresión: la sobrecarga `-> Any?` de las rutas parciales ganaba a la genérica.
    let binding = Ajustes.Action.binding(.set(\.notificaciones, true))
    let activadas = binding[case: \.binding.notificaciones]
    #expect(type(of: activadas) == Bool?.self)
    #expect(activadas == true)
    #expect(binding[case: \.binding.nombre] == nil)
    let fijar = Contador.Action.fijar(4)[case: \.fijar]
    #expect(type(of: fijar) == Int?.self)
    let detalle = Lista.Destino.State.detalle(Detalle.State(cuenta: 2)).detalle
    #expect(type(of: detalle) == Detalle.State?.self)
  }

  @Test("Con una ruta parcial, subscript(case:) sigue dando Any? e is(_:) funciona")
  func rutaParcial() {
    let accion = Contador.Action.fijar(4)
    let parcial: PartialCaseKeyPath<Contador.Action> = \.fijar
    let carga = accion[case: parcial]
    #expect(type(of: carga) == Any?.self)
    #expect(carga as? Int == 4)
    #expect(accion.is(parcial))
    #expect(!Contador.Action.incrementar.is(parcial))
  }

  @Test("Asignar con subscript(case:) cambia la carga solo si el caso es el actual")
  func asignarCarga() {
    var accion = Contador.Action.fijar(1)
    accion[case: \.fijar] = 5
    #expect(accion == .fijar(5))
    accion[case: \.respuesta] = 9
    #expect(accion == .fijar(5))
  }
}
