import Foundation
import Motor

extension Ordenes {
  /// `checker verificar --mutantes [leccionN] [--cambiadas]`: every mutant of each lesson's
  /// `Solucion/`, with a mark per mutant as it finishes, then the lesson's score and its survivors.
  /// Exits 1 when a mutant survives, 70 when one could not be checked, 130 after Ctrl-C. A lesson
  /// with nothing wrong is sealed; with `cambiadas`, sealed lessons are skipped.
  func verificarMutantes(_ numero: Int?, cambiadas: Bool = false) -> CodigoSalida {
    guard let (verificador, elegidas) = paraVerificar(numero) else { return .interno }
    let (sellos, lecciones) = sellos(.mutantes, elegidas, verificador: verificador, cambiadas: cambiadas)
    let mutacion = VerificacionMutantes(verificador: verificador)
    var codigo = CodigoSalida.exito
    for leccion in lecciones {
      var deLaLeccion = CodigoSalida.exito
      let mutantes = mutacion.mutantes(leccion)
      aplicacion.salida(estilo.negrita(MensajesMutantes.titulo(leccion, cuantos: mutantes.count)) + "\n  ")
      let enLinea = Protegido(0)
      let aplicacion = aplicacion
      let estilo = estilo
      let informe = mutacion.comprobar(leccion, mutantes: mutantes) { resultado in
        let cuantas = enLinea.con { cuantas -> Int in
          cuantas += 1
          return cuantas
        }
        aplicacion.salida(Self.marca(resultado.estado, estilo: estilo) + (cuantas % 60 == 0 ? "\n  " : ""))
      }
      aplicacion.salida("\n" + MensajesMutantes.resumen(informe).map { "  " + $0 }.joined(separator: "\n") + "\n")
      for superviviente in informe.supervivientes {
        aplicacion.salida("  " + estilo.rojo("✗ ") + MensajesMutantes.describir(superviviente.mutante, leccion: leccion) + "\n")
      }
      for resultado in informe.sobreajustes {
        guard let id = resultado.sobreajuste else { continue }
        let donde = leccion.metadatos?.error(id)?.donde
        aplicacion.salida(
          "  " + estilo.rojo("✗ ") + MensajesMutantes.sobreajuste(resultado.mutante, error: id, donde: donde, leccion: leccion) + "\n")
        deLaLeccion = .masGrave(deLaLeccion, .fallo)
      }
      let sinDonde = (leccion.metadatos?.errores ?? []).filter { $0.donde == nil }.map(\.id)
      if !sinDonde.isEmpty {
        aplicacion.salida("  " + estilo.rojo("✗ ") + MensajesMutantes.sinDonde(sinDonde) + "\n")
        deLaLeccion = .masGrave(deLaLeccion, .fallo)
      }
      for resultado in informe.resultados {
        if case .error(let problema) = resultado.estado {
          aplicacion.salida("  " + estilo.rojo("! ") + resultado.mutante.id + ": " + MensajesMutantes.problema(problema) + "\n")
          deLaLeccion = .masGrave(deLaLeccion, .interno)
        }
      }
      // NB: a declaration whose mutant no longer exists (its line changed) would hide nothing today
      // and could hide the next mutant with that id: it must go.
      let generados = Set(mutantes.map(\.id))
      for declarado in leccion.metadatos?.mutantesEquivalentes ?? [] where !generados.contains(declarado.id) {
        aplicacion.salida("  " + estilo.rojo("✗ ") + MensajesMutantes.equivalenteSobrante(declarado.id) + "\n")
        deLaLeccion = .masGrave(deLaLeccion, .fallo)
      }
      aplicacion.salida("\n")
      if !informe.supervivientes.isEmpty { deLaLeccion = .masGrave(deLaLeccion, .fallo) }
      if aplicacion.registro.interrumpido { return .interrumpido }
      if deLaLeccion == .exito { sellos.sellar(leccion) }
      codigo = .masGrave(codigo, deLaLeccion)
    }
    return codigo
  }

  /// One character per finished mutant: `·` killed, `✗` survived, `=` equivalent, `-` does not
  /// compile, `!` could not be checked.
  static func marca(_ estado: VerificacionMutantes.Estado, estilo: Estilo) -> String {
    switch estado {
    case .matado: estilo.tenue("·")
    case .sobrevive: estilo.rojo("✗")
    case .equivalente: "="
    case .noCompila: estilo.tenue("-")
    case .error: estilo.rojo("!")
    }
  }
}
