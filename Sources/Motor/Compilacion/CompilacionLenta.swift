import Foundation

/// A file of the student's lesson and its size, named when a build runs out of time (issue 46.5).
public struct ArchivoMedido: Sendable, Equatable {
  /// The path relative to the workbook, such as `Sources/Workbook/Leccion01/Contador.swift`.
  public var ruta: String
  /// Its size in bytes.
  public var bytes: Int

  /// A file and its size.
  public init(ruta: String, bytes: Int) {
    self.ruta = ruta
    self.bytes = bytes
  }

  /// The largest `.swift` file under `carpeta` (relative to `taller`'s root), at any depth; `nil`
  /// if it holds none or cannot be read. Ties go to the first path in alphabetical order.
  public static func mayor(en carpeta: String, taller: Taller) -> ArchivoMedido? {
    let raiz = taller.raiz.appendingPathComponent(carpeta)
    guard
      let rutas = FileManager.default.enumerator(
        at: raiz, includingPropertiesForKeys: [.fileSizeKey, .isRegularFileKey])
    else { return nil }
    var mayor: ArchivoMedido?
    for case let url as URL in rutas where url.pathExtension == "swift" {
      guard let valores = try? url.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
        valores.isRegularFile == true, let bytes = valores.fileSize
      else { continue }
      let medido = ArchivoMedido(ruta: taller.rutaRelativa(url), bytes: bytes)
      if let actual = mayor, actual.bytes > bytes || (actual.bytes == bytes && actual.ruta < medido.ruta) { continue }
      mayor = medido
    }
    return mayor
  }
}

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
