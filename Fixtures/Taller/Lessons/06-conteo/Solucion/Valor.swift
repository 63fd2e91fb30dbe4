/// Nada que hacer.
public let valor = 1
