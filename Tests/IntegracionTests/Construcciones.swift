import Testing

/// The one parent suite of every test that starts `swift build`.
///
/// Builds share the machine's two cores and SwiftPM's scratch paths, so they run one at a time:
/// `.serialized` orders only the tests of one suite (and its nested suites), which is why every
/// building test lives in an `extension Construcciones` of this test target. Each such test uses a
/// dedicated `--scratch-path` under `.build/` (never the package's default `.build`, whose lock the
/// running `swift test` holds) and a wall-clock limit on every child build.
@Suite("Construcciones (en serie)", .serialized)
struct Construcciones {}
