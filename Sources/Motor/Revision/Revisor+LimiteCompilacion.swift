import Foundation

extension Revisor {
  /// Wall-clock limit of a student's build when the runtime is already built, before the time
  /// factor: 240 s. A lesson's own files compile in seconds; a build this long is a file or an
  /// expression the compiler cannot finish (issue 46.5: a 5 MB file ran for minutes in silence).
  public static let limiteCompilacionBase: Double = 240

  /// The first build also compiles the runtime (about a minute on two cores): four times
  /// ``limiteCompilacionBase``.
  public static let factorPrimeraCompilacion: Double = 4

  /// The wall-clock limit of a build of `opciones`, in seconds: `opciones`'s own limit when it
  /// gives one; for a student's check (the working copy in `.build`), ``limiteCompilacionBase``
  /// (times ``factorPrimeraCompilacion`` when the runtime is not built yet) scaled by
  /// ``factorTiempo``; otherwise `nil`, no limit (`verificar` sets its own).
  public func limiteCompilacion(_ opciones: Construccion.Opciones) -> Double? {
    if let propio = opciones.limiteSegundos { return propio }
    guard opciones.fuente == .copiaDeTrabajo, opciones.carpetaTemporal == nil else { return nil }
    let primera = PrimeraCompilacion.pendiente(taller) ? Self.factorPrimeraCompilacion : 1
    return Self.limiteCompilacionBase * primera * factorTiempo
  }

  /// `informe` with its limit and the lesson's largest file when its build ran out of time.
  func anotarTiempoAgotado(_ informe: InformeLeccion, limite: Double?) -> InformeLeccion {
    guard case .noCompila(var fallo) = informe.resultado, fallo.tipo == .tiempo else { return informe }
    fallo.limiteSegundos = limite
    fallo.archivoMayor = ArchivoMedido.mayor(en: informe.leccion.carpetaFuente(informe.fuente), taller: taller)
    var anotado = informe
    anotado.resultado = .noCompila(fallo)
    return anotado
  }
}
