// NB: Linux toolchains before Swift 6.3 ship `libswiftObservation.so` with an undefined
// `swift::threading::fatal(const char*, ...)`: every executable that links Observation (the hidden
// tests, the runtime's test suite) fails to link with «undefined reference to
// `swift::threading::fatal(char const*, ...)'» (swiftlang/swift#75670; fixed by swiftlang/swift#85278,
// which gives Observation its own copy). Defining the handler here lets those executables link; it
// runs only if Observation's lock code hits a fatal error, where it prints the message and aborts, as
// the runtime's own handler does. On Apple platforms the OS's Observation needs nothing.
#if os(Linux) && compiler(<6.3)
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #endif

  /// The fatal-error handler that Observation's threading code calls; ours-only, not TCA API.
  ///
  /// - Parameter message: A C string (the C++ variadic arguments that may follow are not read).
  @_cdecl("_ZN5swift9threading5fatalEPKcz")
  public func _tallerObservationThreadingFatal(_ message: UnsafePointer<CChar>) -> Never {
    _ = write(2, message, strlen(message))
    abort()
  }
#endif
