/// How many of a lesson's blind variants (``VarianteDeclarada/ciega``) the report names (issue 30.6,
/// 33 acceptance): `verificar` already proves each one starts as declared, so the count needs no build.
///
/// A wrong blind variant is **named** when what its report shows first is its own cause: a typical
/// mistake, a step hint or an analyzer finding (`primero` other than `hecho:`), a compile error
/// explained by a known-diagnostics entry (`noCompila`), or a broken type guarantee with its hint
/// (`falla` with only `garantias`). It is **neutral** when the report leads with the observed fact
/// (`hecho:`): true, but naming no cause.
public struct RecuentoCiegas: Sendable, Equatable {
  /// Blind `error-*` variants.
  public var errores = 0
  /// Of those, the ones whose report names the mistake.
  public var nombradas = 0
  /// Of those, the ones whose report leads with the observed fact.
  public var neutras = 0
  /// Blind `alternativa-*` variants (correct solutions, which must pass).
  public var alternativas = 0

  /// The count for `metadatos`.
  public static func contar(_ metadatos: MetadatosLeccion) -> RecuentoCiegas {
    var recuento = RecuentoCiegas()
    for variante in metadatos.variantes ?? [] where variante.ciega != nil {
      guard variante.esperado != .pasa else {
        recuento.alternativas += 1
        continue
      }
      recuento.errores += 1
      if case .hecho = variante.primero {
        recuento.neutras += 1
      } else {
        recuento.nombradas += 1
      }
    }
    return recuento
  }

  /// Percentage of blind mistakes named, rounded down; `nil` without any.
  public var porcentaje: Int? { errores == 0 ? nil : nombradas * 100 / errores }
}
