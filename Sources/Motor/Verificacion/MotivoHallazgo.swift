extension Hallazgo {
  /// What a finding says is wrong, with every value its Spanish message names (`CheckerCore`'s
  /// `MensajesVerificacion.detalle(_:)` renders each case). Ids are test, guarantee, analyzer and
  /// diagnostic ids as written in `leccion.json`; paths are relative to the workbook's root.
  public indirect enum Motivo: Sendable, Equatable {
    // MARK: The course and `leccion.json`.
    /// A problem of the metadata or the course found without building (``ValidacionCatalogo``).
    case catalogo(ProblemaCatalogo.Tipo)
    /// `HuellasCurso.archivo` no longer records the course files as they are.
    case huellasDesactualizadas([CambioCurso], archivo: String)
    /// The hidden tests register `id` (at `donde`, `archivo:línea`) but `leccion.json` does not declare it.
    case pruebaSinDeclarar(id: String, donde: String)
    /// No source is built: `leccion.json` is missing or invalid.
    case sinMetadatos

    // MARK: The lesson's files.
    /// The lesson has no `README.md`.
    case sinReadme
    /// `README.md` is empty (or only whitespace).
    case readmeVacio
    /// A file or folder a lesson does not have (only README, leccion.json, Plantilla, Solucion, Variantes, NoCompila).
    case sobranteEnLeccion(ruta: String)
    /// A folder every lesson has (`Plantilla`, `Solucion`) is missing.
    case faltaCarpeta(ruta: String)
    /// A source folder with no `.swift` file.
    case carpetaVacia(ruta: String)
    /// A file that is not `.swift` where SwiftPM compiles the whole folder.
    case noEsSwift(ruta: String)
    /// `archivo` is in folder `esta` and not in `falta` (Plantilla and Solucion are twins).
    case soloEn(archivo: String, esta: String, falta: String)
    /// A Plantilla file that differs from its Solucion twin without a `// TODO:`.
    case sinTodo(archivo: String)
    /// The hidden tests' folder has no `main.swift`.
    case faltaPruebasOcultas(carpeta: String)
    /// A file still holds the `nueva-leccion` placeholder mark (``Leccion/marcaPendiente``).
    case pendiente(ruta: String)

    // MARK: Variants (patch overlays).
    /// A plain file in `Variantes/`.
    case varianteNoEsCarpeta(ruta: String)
    /// A file in a variant that is neither `.swift` nor `.swift.diff`.
    case noEsSwiftNiParche(ruta: String)
    /// A variant file equal to its Solucion twin.
    case varianteIgual(ruta: String, gemelo: String)
    /// A whole file with a Solucion twin in a lesson of format 3 (it should be a patch).
    case archivoEnteroConGemelo(ruta: String, leccion: Int)
    /// `quita` names a file Solucion does not have.
    case quitaSinGemelo(archivo: String, variante: String)
    /// `quita` names a file the variant also provides.
    case quitaYTiene(archivo: String, variante: String)
    /// A variant that changes nothing.
    case varianteVacia(ruta: String)
    /// A patch whose `Solucion/` twin does not exist.
    case parcheSinGemelo(ruta: String)
    /// A patch and the whole file it would patch, side by side.
    case parcheYArchivo(ruta: String)
    /// A patch that leaves its twin as it was.
    case parcheSinCambios(ruta: String)
    /// A hunk that no longer applies to `gemelo` (or applies to changed context).
    case parcheRoto(ruta: String, ErrorParche, gemelo: String)

    // MARK: The working copy (`CI=true`).
    /// The working copy `carpeta` (`Sources/Workbook/LeccionNN`) is missing.
    case faltaCopiaDeTrabajo(carpeta: String)
    /// A working-copy file differs from its `Plantilla/` twin.
    case copiaDistinta(archivo: String, carpeta: String)
    /// A working-copy file `Plantilla/` does not have.
    case copiaSobra(archivo: String, carpeta: String)
    /// A `Plantilla/` file the working copy lacks.
    case copiaFalta(archivo: String, carpeta: String)

    // MARK: A source built and run.
    /// Ctrl-C.
    case interrumpida
    /// The engine could not review the lesson.
    case errorRevision(ErrorRevision, Leccion)
    /// The engine refused to build it (folder missing, foreign sources…).
    case rechazo(Rechazo, Leccion)
    /// A problem of the run itself (a crash of the harness, unparseable output…).
    case problemaInterno(ProblemaInterno)
    /// `fuente` does not compile (the student's module or the hidden tests, per `tipo`).
    case noCompila(fuente: String, tipo: FalloCompilacion.Tipo)
    /// No compiler error contains the declared `diagnostico`.
    case sinDiagnostico(String)
    /// The declared diagnostic appears, explained by other entries (`vistas`) than `esperada`.
    case otraExplicacion(diagnostico: String, esperada: String, vistas: [String])
    /// One exercise of a per-exercise lesson (`numero`, `titulo`): `motivo` is about it.
    case enEjercicio(numero: Int, titulo: String, Motivo)
    /// The Plantilla passes a hidden test (`nombre` from `leccion.json`).
    case plantillaPasa(id: String, nombre: String)
    /// A compile-time check the Plantilla must break holds.
    case plantillaCumpleGarantia(id: String, nombre: String)
    /// A test fails where it must pass.
    case pruebaFalla(ResultadoPruebaOculta, nombre: String)
    /// A test an `error-*` variant does not declare failing fails.
    case pruebaFallaNoDeclarada(ResultadoPruebaOculta, nombre: String)
    /// A test an `error-*` variant declares failing passes.
    case pruebaPasa(id: String, nombre: String)
    /// A compile-time check breaks where it must hold.
    case garantiaRota(ResultadoGarantia)
    /// A compile-time check an `error-*` variant does not declare broken breaks.
    case garantiaRotaNoDeclarada(ResultadoGarantia)
    /// A compile-time check an `error-*` variant declares broken holds.
    case garantiaCumple(id: String, nombre: String)
    /// A `noCompila` variant compiles.
    case compila(diagnostico: String)
    /// An exercise of the Plantilla compiles (each must fail with `diagnostico`).
    case plantillaCompila(ejercicio: Int, diagnostico: String)
    /// An exercise does not compile in a source where every exercise must.
    case ejercicioNoCompila(ejercicio: Int, fuente: String)

    // MARK: Analyzers and typical mistakes.
    /// An esencial analyzer finding (`id`, at `donde`) the source does not declare.
    case analisisNoDeclarado(id: String, donde: String)
    /// A declared analyzer finding that does not appear.
    case analisisNoEncontrado(id: String)
    /// Test `prueba` raised mistake `id`, which `errores` does not declare.
    case errorNoDeclarado(id: String, prueba: String)
    /// Test `prueba` raised mistake `id` without a value for `faltan`.
    case parametrosSinValor(id: String, prueba: String, faltan: [String])
    /// `variante`'s report leads with `mostrado` (`nil`: nothing fails) instead of `declarado`.
    case primeroDistinto(variante: String, mostrado: Encabezado?, declarado: PrimeroDeclarado, metadatos: MetadatosLeccion)
  }
}
