import Motor

extension MensajesVerificacion {
  /// What `motivo` says is wrong, in Spanish: one sentence, then details on further lines. Each
  /// case is said by the named function of `MensajesVerificacion`, `MensajesFormato`,
  /// `MensajesAnalisis`, `MensajesEjercicios` or `MensajesErroresTipicos` that says it.
  static func detalle(_ motivo: Hallazgo.Motivo) -> String {
    switch motivo {
    case .catalogo(let tipo): MensajesValidacion.texto(tipo)
    case .huellasDesactualizadas(let cambios, let archivo): MensajesCurso.huellasDesactualizadas(cambios, archivo: archivo)
    case .pruebaSinDeclarar(let id, let donde): pruebaSinDeclarar(id, en: donde)
    case .sinMetadatos: sinMetadatos
    case .sinReadme: sinReadme
    case .readmeVacio: readmeVacio
    case .sobranteEnLeccion(let ruta): sobranteEnLeccion(ruta)
    case .faltaCarpeta(let ruta): faltaCarpeta(ruta)
    case .carpetaVacia(let ruta): carpetaVacia(ruta)
    case .noEsSwift(let ruta): noEsSwift(ruta)
    case .soloEn(let archivo, let esta, let falta): soloEn(archivo, esta: esta, falta: falta)
    case .sinTodo(let archivo): sinTodo(archivo)
    case .faltaPruebasOcultas(let carpeta): faltaPruebasOcultas(carpeta)
    case .pendiente(let ruta): pendiente(ruta)
    case .varianteNoEsCarpeta(let ruta): varianteNoEsCarpeta(ruta)
    case .noEsSwiftNiParche(let ruta): noEsSwiftNiParche(ruta)
    case .varianteIgual(let ruta, let gemelo): MensajesFormato.varianteIgual(ruta, gemelo: gemelo)
    case .archivoEnteroConGemelo(let ruta, let leccion): MensajesFormato.archivoEnteroConGemelo(ruta, numero: leccion)
    case .quitaSinGemelo(let archivo, let variante): MensajesFormato.quitaSinGemelo(archivo, variante: variante)
    case .quitaYTiene(let archivo, let variante): MensajesFormato.quitaYTiene(archivo, variante: variante)
    case .varianteVacia(let ruta): MensajesFormato.varianteVacia(ruta)
    case .parcheSinGemelo(let ruta): MensajesFormato.parcheSinGemelo(ruta)
    case .parcheYArchivo(let ruta): MensajesFormato.parcheYArchivo(ruta)
    case .parcheSinCambios(let ruta): MensajesFormato.parcheSinCambios(ruta)
    case .parcheRoto(let ruta, let error, let gemelo): MensajesFormato.parcheRoto(ruta, error, gemelo: gemelo)
    case .faltaCopiaDeTrabajo(let carpeta): faltaCopiaDeTrabajo(carpeta)
    case .copiaDistinta(let archivo, let carpeta): copiaDistinta(archivo, carpeta: carpeta)
    case .copiaSobra(let archivo, let carpeta): copiaSobra(archivo, carpeta: carpeta)
    case .copiaFalta(let archivo, let carpeta): copiaFalta(archivo, carpeta: carpeta)
    case .interrumpida: interrumpida
    case .errorRevision(let error, let leccion): interno(MensajesChecker.errorRevision(error, leccion: leccion))
    case .rechazo(let rechazo, let leccion): interno(MensajesChecker.rechazo(rechazo, leccion: leccion))
    case .problemaInterno(let problema): MensajesChecker.problema(problema).map(interno).joined(separator: "\n")
    case .noCompila(let fuente, let tipo): noCompila(fuente, tipo: tipo)
    case .sinDiagnostico(let diagnostico): sinDiagnostico(diagnostico)
    case .otraExplicacion(let diagnostico, let esperada, let vistas):
      otraExplicacion(diagnostico, esperada: esperada, vistas: vistas)
    case .enEjercicio(let numero, let titulo, let motivo):
      MensajesEjercicios.ejercicio(numero, titulo) + ": " + detalle(motivo)
    case .plantillaPasa(let id, let nombre): plantillaPasa(id, nombre)
    case .plantillaCumpleGarantia(let id, let nombre): plantillaCumpleGarantia(id, nombre)
    case .pruebaFalla(let resultado, let nombre):
      pruebaFalla(resultado.id, nombre, mensajes: MensajesChecker.mensajes(resultado))
    case .pruebaFallaNoDeclarada(let resultado, let nombre):
      pruebaFallaNoDeclarada(resultado.id, nombre, mensajes: MensajesChecker.mensajes(resultado))
    case .pruebaPasa(let id, let nombre): pruebaPasa(id, nombre)
    case .garantiaRota(let garantia): garantiaRota(garantia.id, garantia.nombre, detalle: detalle(garantia))
    case .garantiaRotaNoDeclarada(let garantia):
      garantiaRotaNoDeclarada(garantia.id, garantia.nombre, detalle: detalle(garantia))
    case .garantiaCumple(let id, let nombre): garantiaCumple(id, nombre)
    case .compila(let diagnostico): compila(diagnostico)
    case .plantillaCompila(let ejercicio, let diagnostico): MensajesEjercicios.plantillaCompila(ejercicio, diagnostico)
    case .ejercicioNoCompila(let ejercicio, let fuente): MensajesEjercicios.ejercicioNoCompila(ejercicio, fuente: fuente)
    case .analisisNoDeclarado(let id, let donde): MensajesAnalisis.noDeclarado(id, en: donde)
    case .analisisNoEncontrado(let id): MensajesAnalisis.noEncontrado(id)
    case .errorNoDeclarado(let id, let prueba): MensajesErroresTipicos.errorNoDeclarado(id, prueba: prueba)
    case .parametrosSinValor(let id, let prueba, let faltan):
      MensajesErroresTipicos.parametrosSinValor(id, prueba: prueba, faltan: faltan)
    case .primeroDistinto(let variante, let mostrado, let declarado, let metadatos):
      MensajesErroresTipicos.primeroDistinto(
        variante, mostrado: MensajesErroresTipicos.descripcion(mostrado, metadatos: metadatos), declarado: declarado)
    }
  }

  /// Why a compile-time check does not hold (empty when it holds).
  static func detalle(_ garantia: ResultadoGarantia) -> String {
    MensajesChecker.detalle(garantia.estado, id: garantia.id) ?? ""
  }

  /// What a step proved, in one line (empty for ``PasoVerificacion/Resumen/ninguno``).
  static func resumen(_ resumen: PasoVerificacion.Resumen) -> String {
    switch resumen {
    case .ninguno: ""
    case .archivos: resumenArchivos
    case .acoplamientos(let acoplamientos, let ciegas): resumenAcoplamientos(acoplamientos) + resumenCiegas(ciegas)
    case .plantilla(let pruebas): resumenPlantilla(pruebas)
    case .plantillaPorEjercicios(let ejercicios, let pruebas): MensajesEjercicios.resumenPlantilla(ejercicios, pruebas: pruebas)
    case .pasa(let pruebas, let garantias): resumenPasa(pruebas, garantias: garantias)
    case .falla(let pruebas, let garantias): resumenFalla(pruebas: pruebas, garantias: garantias)
    case .soloAnalisis: MensajesAnalisis.resumenSoloAnalisis
    case .noCompila(let diagnostico, let explicacion): resumenNoCompila(diagnostico, explicacion: explicacion)
    case .compiladorDetenido(let diagnostico, let ubicacion): resumenCompiladorDetenido(diagnostico, ubicacion: ubicacion)
    }
  }

  /// The name a step is shown with: `Archivos y metadatos`, `Plantilla`, `Variantes/error-…`.
  static func nombre(_ etapa: PasoVerificacion.Etapa) -> String {
    switch etapa {
    case .archivos: pasoArchivos
    case .acoplamientos: pasoAcoplamientos
    case .compilaciones: pasoCompilaciones
    case .fuente(let nombre): nombre
    }
  }
}
