import ComposableArchitecture

/// The harness that hidden tests link. (In preparation.)
public enum Arnes {}
