import Motor

/// The loop of `checker vigilar`, with its clock, its file source and its check injected so it can
/// be tested without files, sleeps or builds.
///
/// 1. Take a snapshot, run the check.
/// 2. Every ``intervalo`` seconds take a new snapshot. When it differs from the one taken before
///    the last check started, wait until two consecutive snapshots agree (an editor's burst of
///    writes, or `write tmp` + `rename`, settles first), then take that as the new base and check
///    again.
///
/// Because the base is taken *before* each check, a save made while a check runs is seen at the
/// next poll and checked again. The loop never clears the screen: it only adds lines.
public struct BucleVigilancia {
  /// Seconds between snapshots.
  public var intervalo: Double
  /// Takes a snapshot of the watched files.
  public var instantanea: () -> Instantanea
  /// Waits `segundos`; returns `false` to end the loop (Ctrl-C ends the process instead).
  public var dormir: (Double) -> Bool
  /// Runs one check and prints its report.
  public var revisar: () -> Void
  /// Announces the changed files before a new check.
  public var alCambiar: ([String]) -> Void
  /// Says that it is waiting for changes (after each check).
  public var alEsperar: () -> Void

  /// A watch loop that checks a lesson again whenever its files change.
  public init(
    intervalo: Double = 0.5, instantanea: @escaping () -> Instantanea, dormir: @escaping (Double) -> Bool,
    revisar: @escaping () -> Void, alCambiar: @escaping ([String]) -> Void = { _ in },
    alEsperar: @escaping () -> Void = {}
  ) {
    self.intervalo = intervalo
    self.instantanea = instantanea
    self.dormir = dormir
    self.revisar = revisar
    self.alCambiar = alCambiar
    self.alEsperar = alEsperar
  }

  /// Runs until ``dormir`` returns `false`.
  /// - Returns: How many checks ran.
  @discardableResult
  public func ejecutar() -> Int {
    var base = instantanea()
    revisar()
    var revisiones = 1
    alEsperar()
    while dormir(intervalo) {
      var actual = instantanea()
      if actual == base { continue }
      while true {
        guard dormir(intervalo) else { return revisiones }
        let siguiente = instantanea()
        if siguiente == actual { break }
        actual = siguiente
      }
      let cambiados = actual.cambios(desde: base)
      guard !cambiados.isEmpty else { continue }
      base = actual
      alCambiar(cambiados)
      revisar()
      revisiones += 1
      alEsperar()
    }
    return revisiones
  }
}
