/// How long a timed-out test's process may take to print where it was stuck, shared by the harness
/// (which waits for Swift's backtracer before ending the process itself) and the checker (which kills
/// the process group only after the harness has had that long).
///
/// After a time-out the harness sends `SIGQUIT` to the test's main thread; Swift's backtracer prints
/// the stuck frames and ends the process, normally in 0.1–0.5 s. On a loaded machine (two cores,
/// several builds and tests beside it) the old fixed 4 s was not enough: a CI run and a local full
/// `swift test` reported the time-out without the line of the loop. The wait is only an upper bound:
/// a backtracer that finishes sooner ends the process sooner.
public enum EsperaTraza {
  /// Seconds the harness lets the backtracer work at factor 1.
  public static let base: Double = 10
  /// Seconds the checker waits past the harness's wait before killing the group at factor 1.
  public static let margen: Double = 2

  /// Seconds the harness waits for the backtracer, scaled by `factor` (``FactorTiempo/multiplicador``).
  public static func harness(factor: Double) -> Double { base * factor }

  /// Seconds past a test's limit the checker waits before killing its group: always more than
  /// ``harness(factor:)``, so the harness's own result and the backtrace arrive first.
  public static func gracia(factor: Double) -> Double { (base + margen) * factor }
}
