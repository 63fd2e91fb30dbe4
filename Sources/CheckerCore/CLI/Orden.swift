import Motor

/// What the command line asks for.
public enum Orden: Sendable, Equatable {
  /// `checker` (or `checker progreso`, `checker resumen`): the course overview.
  case resumen
  /// `checker leccion3 [--json] [--completo]`: check one lesson; `completo` prints every failure of
  /// each test, not just the first.
  case leccion(Int, json: Bool, completo: Bool = false)
  /// `checker todas`: check every lesson.
  case todas(json: Bool)
  /// `checker pista [leccion3] [--todas]`: hints without building; no lesson means the next pending
  /// one of the overview.
  case pista(Int?, todas: Bool)
  /// `checker reiniciar leccion3 [--si]`: restore the working copy from `Plantilla/`.
  case reiniciar(Int, si: Bool)
  /// `checker reiniciar [leccion3] --progreso [--si]`: clear saved progress only (of one lesson, or all).
  case reiniciarProgreso(Int?, si: Bool)
  /// `checker solucion leccion3 [--si]`: print the reference solution.
  case solucion(Int, si: Bool)
  /// `checker vigilar leccion3`: recheck the lesson whenever one of its files changes.
  case vigilar(Int)
  /// `checker verificar [leccion3] [--cambiadas]`: the workbook's integrity checks, for one lesson
  /// or all; with `cambiadas`, only the lessons whose inputs differ from their seal (``Sellador``).
  case verificar(Int?, cambiadas: Bool = false)
  /// `checker verificar --mutantes [leccion3] [--cambiadas]`: mutation analysis of `Solucion/`
  /// (``VerificacionMutantes``); `cambiadas` as for ``verificar(_:cambiadas:)``.
  case verificarMutantes(Int?, cambiadas: Bool = false)
  /// `checker nueva-leccion "Título"`: scaffold the next lesson.
  case nuevaLeccion(String, slug: String? = nil)
  /// `checker nueva-leccion --diagnosticos "Título"`: scaffold a per-exercise lesson whose
  /// exercises start not compiling (see ``EjercicioDeclarado``).
  case nuevaLeccionPorEjercicios(String, slug: String? = nil)
  /// `checker migrar-formato [leccion3]`: turn format-1 variants (full copies) into overlays.
  case migrarFormato(Int?)
  /// `checker ensamblar leccion3 error-x`: assemble one variant in `.build/fuentes/` (for a plain
  /// `TALLER_FUENTE=3:error-x swift build`).
  case ensamblar(Int, String)
  /// `checker nueva-variante leccionN <carpeta>`: the working copy, kept as a variant of lesson N.
  case nuevaVariante(Int, String)
  /// `checker huellas`: record the fingerprints of the course files (``HuellasCurso``).
  case huellas
  /// `--ayuda` / `--help` on any command; the command it was given with, if any.
  case ayuda(AyudaDe)

  /// Which help text to show.
  public enum AyudaDe: Sendable, Equatable, CaseIterable {
    /// The general usage.
    case general
    /// `checker leccionN --ayuda`.
    case leccion
    /// `checker todas --ayuda`.
    case todas
    /// `checker pista --ayuda`.
    case pista
    /// `checker reiniciar --ayuda`.
    case reiniciar
    /// `checker solucion --ayuda`.
    case solucion
    /// `checker vigilar --ayuda`.
    case vigilar
    /// `checker verificar --ayuda`.
    case verificar
    /// `checker nueva-leccion --ayuda`.
    case nuevaLeccion
    /// `checker migrar-formato --ayuda`.
    case migrarFormato
    /// `checker ensamblar --ayuda`.
    case ensamblar
    /// `checker nueva-variante --ayuda`.
    case nuevaVariante
    /// `checker huellas --ayuda`.
    case huellas
  }

  /// The command words (after ``NombreLeccion/normalizar(_:)``) and their help topics.
  static let ordenes: [String: AyudaDe] = [
    "pista": .pista, "pistas": .pista, "reiniciar": .reiniciar, "solucion": .solucion,
    "vigilar": .vigilar, "verificar": .verificar, "nueva-leccion": .nuevaLeccion,
    "migrar-formato": .migrarFormato, "ensamblar": .ensamblar, "huellas": .huellas,
    "nueva-variante": .nuevaVariante,
  ]

  /// Words that also ask for the course overview (``resumen``), as a bare `checker` does.
  static let resumenes: Set<String> = ["progreso", "resumen"]

  /// Interprets `argumentos` (without the program name).
  /// - Parameter lecciones: The lesson numbers of the catalog (to reject unknown ones).
  /// - Throws: ``ErrorUso`` for an unknown command, lesson or option, or a missing argument.
  public static func interpretar(_ argumentos: [String], lecciones: [Int]) throws -> Orden {
    var opciones = Set<String>()
    var ayuda = false
    var posicionales: [String] = []
    // NB: `checker ""` (an unset shell variable) must not silently become the overview.
    if argumentos.contains(where: \.isEmpty) {
      throw ErrorUso.argumentoVacio
    }
    var slug: String?
    var indice = argumentos.startIndex
    while indice < argumentos.endIndex {
      let argumento = argumentos[indice]
      indice += 1
      // `--slug valor` o `--slug=valor`: la única opción con valor (de `nueva-leccion`).
      if argumento == "--slug" || argumento.hasPrefix("--slug=") {
        if argumento == "--slug" {
          guard indice < argumentos.endIndex else { throw ErrorUso.faltaValor("--slug") }
          slug = argumentos[indice]
          indice += 1
        } else {
          slug = String(argumento.dropFirst("--slug=".count))
        }
        opciones.insert("--slug")
        continue
      }
      switch NombreLeccion.normalizar(argumento) {
      case "--json": opciones.insert("--json")
      case "--si": opciones.insert("--si")
      case "--todas": opciones.insert("--todas")
      case "--progreso": opciones.insert("--progreso")
      case "--completo": opciones.insert("--completo")
      case "--diagnosticos": opciones.insert("--diagnosticos")
      case "--mutantes": opciones.insert("--mutantes")
      case "--cambiadas": opciones.insert("--cambiadas")
      case "--ayuda", "--help", "-h", "ayuda": ayuda = true
      case let opcion where opcion.hasPrefix("-") && NombreLeccion.numero(argumento) == nil:
        throw ErrorUso.opcionDesconocida(argumento)
      default: posicionales.append(argumento)
      }
    }
    if let primera = posicionales.first, let tema = ordenes[NombreLeccion.normalizar(primera)] {
      if ayuda { return .ayuda(tema) }
      return try orden(tema, resto: Array(posicionales.dropFirst()), opciones: opciones, lecciones: lecciones, slug: slug)
    }
    func permitir(_ validas: Set<String>) throws {
      if let sobrante = opciones.subtracting(validas).sorted().first { throw ErrorUso.opcionDesconocida(sobrante) }
    }
    let json = opciones.contains("--json")
    var texto = posicionales.joined(separator: " ")
    // NB: `checker progreso` is what a student tries to see their progress: the overview is it.
    if Self.resumenes.contains(NombreLeccion.normalizar(texto)) { texto = "" }
    if texto.isEmpty {
      if ayuda { return .ayuda(.general) }
      try permitir([])
      return .resumen
    }
    if NombreLeccion.normalizar(texto) == "todas" {
      if ayuda { return .ayuda(.todas) }
      try permitir(["--json"])
      return .todas(json: json)
    }
    if let numero = NombreLeccion.numero(texto) {
      if ayuda { return .ayuda(.leccion) }
      try permitir(["--json", "--completo"])
      guard lecciones.contains(numero) else { throw ErrorUso.leccionInexistente(numero) }
      return .leccion(numero, json: json, completo: opciones.contains("--completo"))
    }
    if ayuda { return .ayuda(.general) }
    let candidatos = ["todas"] + resumenes.sorted() + ordenes.keys.sorted() + lecciones.sorted().map { "leccion\($0)" }
    throw ErrorUso.desconocido(
      texto, sugerencia: NombreLeccion.sugerencia(texto, lecciones: lecciones) ?? Sugerencias.mejor(para: texto, entre: candidatos))
  }

  /// One of the extra commands, with the positional arguments after its word.
  static func orden(
    _ tema: AyudaDe, resto: [String], opciones: Set<String>, lecciones: [Int], slug: String? = nil
  ) throws -> Orden {
    func permitir(_ validas: Set<String>) throws {
      if let sobrante = opciones.subtracting(validas).sorted().first { throw ErrorUso.opcionDesconocida(sobrante) }
    }
    let si = opciones.contains("--si")
    let nombre = nombreOrden(tema)
    switch tema {
    case .pista:
      try permitir(["--todas"])
      return .pista(try leccion(resto, lecciones: lecciones, orden: nombre, obligatoria: false), todas: opciones.contains("--todas"))
    case .reiniciar:
      try permitir(["--si", "--progreso"])
      if opciones.contains("--progreso") {
        return .reiniciarProgreso(try leccion(resto, lecciones: lecciones, orden: nombre, obligatoria: false), si: si)
      }
      return .reiniciar(try leccion(resto, lecciones: lecciones, orden: nombre) ?? 0, si: si)
    case .solucion:
      try permitir(["--si"])
      return .solucion(try leccion(resto, lecciones: lecciones, orden: nombre) ?? 0, si: si)
    case .vigilar:
      try permitir([])
      return .vigilar(try leccion(resto, lecciones: lecciones, orden: nombre) ?? 0)
    case .verificar:
      try permitir(["--mutantes", "--cambiadas"])
      let numero = NombreLeccion.normalizar(resto.joined()) == "todas"
        ? nil : try leccion(resto, lecciones: lecciones, orden: nombre, obligatoria: false)
      let cambiadas = opciones.contains("--cambiadas")
      return opciones.contains("--mutantes")
        ? .verificarMutantes(numero, cambiadas: cambiadas) : .verificar(numero, cambiadas: cambiadas)
    case .nuevaLeccion:
      try permitir(["--diagnosticos", "--slug"])
      let titulo = resto.joined(separator: " ").trimmingCharacters(in: .whitespaces)
      guard !titulo.isEmpty else { throw ErrorUso.faltaTitulo }
      return opciones.contains("--diagnosticos")
        ? .nuevaLeccionPorEjercicios(titulo, slug: slug) : .nuevaLeccion(titulo, slug: slug)
    case .migrarFormato:
      try permitir([])
      if NombreLeccion.normalizar(resto.joined()) == "todas" { return .migrarFormato(nil) }
      return .migrarFormato(try leccion(resto, lecciones: lecciones, orden: nombre, obligatoria: false))
    case .ensamblar:
      try permitir([])
      guard resto.count >= 2, let variante = resto.last else { throw ErrorUso.faltaLeccion(nombre) }
      return .ensamblar(try leccion(Array(resto.dropLast()), lecciones: lecciones, orden: nombre) ?? 0, variante)
    case .nuevaVariante:
      try permitir([])
      guard resto.count >= 2, let variante = resto.last else { throw ErrorUso.faltaLeccion(nombre) }
      return .nuevaVariante(try leccion(Array(resto.dropLast()), lecciones: lecciones, orden: nombre) ?? 0, variante)
    case .huellas:
      try permitir([])
      if let sobrante = resto.first { throw ErrorUso.desconocido(sobrante, sugerencia: nil) }
      return .huellas
    case .general, .leccion, .todas:
      return .ayuda(tema)
    }
  }

  /// The lesson named by `resto`, checked against the catalog.
  static func leccion(_ resto: [String], lecciones: [Int], orden: String, obligatoria: Bool = true) throws -> Int? {
    let texto = resto.joined(separator: " ")
    guard !texto.isEmpty else {
      if obligatoria { throw ErrorUso.faltaLeccion(orden) }
      return nil
    }
    guard let numero = NombreLeccion.numero(texto) else {
      let candidatos = lecciones.sorted().map { "leccion\($0)" }
      throw ErrorUso.desconocido(
        texto, sugerencia: NombreLeccion.sugerencia(texto, lecciones: lecciones) ?? Sugerencias.mejor(para: texto, entre: candidatos))
    }
    guard lecciones.contains(numero) else { throw ErrorUso.leccionInexistente(numero) }
    return numero
  }

  /// The Spanish word of a command (`nueva-leccion`).
  static func nombreOrden(_ tema: AyudaDe) -> String {
    switch tema {
    case .general, .leccion, .todas: ""
    case .pista: "pista"
    case .reiniciar: "reiniciar"
    case .solucion: "solucion"
    case .vigilar: "vigilar"
    case .verificar: "verificar"
    case .nuevaLeccion: "nueva-leccion"
    case .migrarFormato: "migrar-formato"
    case .ensamblar: "ensamblar"
    case .nuevaVariante: "nueva-variante"
    case .huellas: "huellas"
    }
  }
}

/// A usage error (exit 64).
public enum ErrorUso: Error, Sendable, Equatable {
  /// Neither a command nor a lesson; the closest valid word, if any.
  case desconocido(String, sugerencia: String?)
  /// A lesson number the course does not have.
  case leccionInexistente(Int)
  /// An option no command accepts.
  case opcionDesconocida(String)
  /// Not inside a workbook.
  case fueraDelTaller(String)
  /// A command that needs a lesson was given none (the command's word attached).
  case faltaLeccion(String)
  /// `nueva-leccion` without a title.
  case faltaTitulo
  /// An option that takes a value (`--slug`) came last, without it.
  case faltaValor(String)
  /// An empty argument (`checker ""`, often an unset shell variable).
  case argumentoVacio
  /// A command that asks for confirmation ran without a terminal and without `--si`; the full
  /// command to run instead is attached.
  case sinTerminal(String)
}

extension Orden {
  /// Whether the command runs hidden tests or builds with limits, so an invalid
  /// `TALLER_FACTOR_TIEMPO` deserves a warning.
  var usaFactorTiempo: Bool {
    switch self {
    case .leccion, .todas, .vigilar, .verificar: true
    default: false
    }
  }
}
