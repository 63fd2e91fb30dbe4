/// Whether a lesson counts as completed in the course, apart from how its latest run went.
///
/// Completion, once earned, sticks: an experiment that breaks a completed lesson lowers its latest
/// result (`12/13`) but not the lesson's place in the course. It is lost only when the lesson's
/// tests change (an update added one), because then the student has not passed what it asks today.
public enum Logro: Sendable, Equatable {
  /// Never completed (or no record).
  case pendiente
  /// Completed on `fecha` (ISO 8601, UTC) with the tests the lesson declares today.
  case completada(fecha: String)
  /// Completed on `fecha`, but the lesson declares other tests today: pending again.
  case desactualizada(fecha: String)

  /// `true` only for ``completada(fecha:)``: what «Siguiente» and the pending lists go by.
  public var cuenta: Bool {
    if case .completada = self { return true }
    return false
  }
}

extension ProgresoLeccion {
  /// The lesson's ``Logro`` given the ids of the tests it declares today.
  ///
  /// A record written before completion stuck (no `completadaEl`) counts as completed on its
  /// `fecha` when its last run completed and the number of tests is still the same.
  public func logro(pruebas: [String]) -> Logro {
    if let fecha = completadaEl {
      return pruebasAlCompletar == pruebas.sorted() ? .completada(fecha: fecha) : .desactualizada(fecha: fecha)
    }
    guard completada else { return .pendiente }
    return total == pruebas.count ? .completada(fecha: fecha) : .desactualizada(fecha: fecha)
  }

  /// The record to save after a run that passed `aprobadas` of `pruebas` (`completada` when every
  /// test passed and every type guarantee held), keeping what the previous record had earned.
  ///
  /// - Parameters:
  ///   - anterior: the lesson's record before this run, if any.
  ///   - pruebas: the ids of the tests the lesson declares now.
  ///   - fecha: when this run ended (ISO 8601, UTC).
  public static func trasEjecucion(
    anterior: ProgresoLeccion?, aprobadas: Int, pruebas: [String], completada: Bool, fallidas: [String],
    fecha: String
  ) -> ProgresoLeccion {
    var nuevo = ProgresoLeccion(
      aprobadas: aprobadas, total: pruebas.count, completada: completada, fallidas: fallidas, fecha: fecha,
      pistasVistas: anterior?.pistasVistas)
    switch anterior?.logro(pruebas: pruebas) ?? .pendiente {
    case .completada(let desde):
      nuevo.completadaEl = desde
      nuevo.pruebasAlCompletar = pruebas.sorted()
    case .pendiente, .desactualizada:
      if completada {
        nuevo.completadaEl = fecha
        nuevo.pruebasAlCompletar = pruebas.sorted()
      } else if let anterior {
        // NB: a stale completion stays on record (the overview explains why it is pending again).
        nuevo.completadaEl = anterior.completadaEl ?? (anterior.completada ? anterior.fecha : nil)
        nuevo.pruebasAlCompletar = anterior.pruebasAlCompletar
      }
    }
    return nuevo
  }
}
