import Foundation

/// Funciones que se rompen a propósito, cada una a su manera.
public enum Fallos {
  public static func explotar() -> Int { fatalError("el alumno dejó un fatalError") }
  public static func fueraDeRango() -> Int { let lista = [1, 2, 3]; return lista[lista.count + 2] }
  public static func forzarNil() -> Int { let valor: Int? = Int("no es un número"); return valor! }
  public static func salirConCero() -> Int { exit(0) }
  public static func abortar() -> Int { abort() }
  public static func girarSinFin() -> Int {
    var vueltas = 0
    while vueltas >= 0 { vueltas = (vueltas + 1) % 1000 }
    return vueltas
  }
  public static func esperarSiempre() async -> Int {
    // TODO: esta espera nunca se reanuda.
    await withCheckedContinuation { (_: CheckedContinuation<Int, Never>) in }
  }
  public static func imprimirSinFin() -> Int {
    var linea = 0
    while linea >= 0 { print("línea \(linea)"); linea = (linea + 1) % 1_000_000 }
    return linea
  }
  public static func imprimirMucho() -> Int {
    for indice in 0..<20_000 { print("salida abundante número \(indice) ........................................") }
    return 41
  }
  public static func leerEntrada() -> String? { readLine() }
  /// Reparte `total` entre `personas`: con 0 personas, el runtime se detiene en la división.
  public static func repartir(_ total: Int, entre personas: Int) -> Int {
    total / personas
  }
}
