import Foundation
import Motor
import TallerComun

extension Aplicacion {
  /// Runs the command line `argumentos` (without the program name).
  /// - Returns: The exit status.
  public func ejecutar(_ argumentos: [String]) -> CodigoSalida {
    // NB: with `--json`, stdout always holds exactly one JSON document, even for a usage error.
    let json = argumentos.contains { NombreLeccion.normalizar($0) == "--json" }
    let errores = { (texto: String, codigo: CodigoSalida) -> CodigoSalida in
      self.errores(texto)
      if json { salida(DocumentoJSON.codificar(ErrorJSON(codigo: codigo, message: texto))) }
      return codigo
    }
    let sinTaller = { () -> CodigoSalida in
      errores(MensajesUso.error(.fueraDelTaller(directorio.path), lecciones: []), .uso)
    }
    if argumentos.contains(where: { ["--ayuda", "--help", "-h"].contains($0) }) && argumentos.count == 1 {
      salida(MensajesUso.general + "\n")
      return .exito
    }
    guard let taller = Taller.localizar(desde: directorio) else { return sinTaller() }
    let catalogo: Catalogo
    do {
      catalogo = try Catalogo.cargar(taller)
    } catch {
      return errores("error interno: \(error)\n", .interno)
    }
    let numeros = catalogo.lecciones.map(\.numero)
    let comando: Orden
    do {
      comando = try Orden.interpretar(argumentos, lecciones: numeros)
    } catch let error as ErrorUso {
      return errores(MensajesUso.error(error, lecciones: numeros), .uso)
    } catch {
      return errores("error interno: \(error)\n", .interno)
    }
    let estilo = Estilo(esTerminal: esTerminal, entorno: entorno)
    if comando.usaFactorTiempo {
      switch FactorTiempo(entorno: entorno) {
      case .invalido(let texto): self.errores(MensajesChecker.factorTiempoInvalido(texto) + "\n")
      case .recortado(let texto): self.errores(MensajesChecker.factorTiempoRecortado(texto) + "\n")
      case .porDefecto, .valor: break
      }
    }
    switch comando {
    case .ayuda(let tema):
      salida(MensajesUso.ayuda(tema) + "\n")
      return .exito
    case .resumen:
      let lectura = AlmacenProgreso(taller: taller).leer()
      if let aviso = lectura.aviso { self.errores(MensajesProgreso.corrupto(aviso) + "\n") }
      for leccion in catalogo.lecciones where leccion.metadatos == nil {
        self.errores("aviso: lección \(leccion.numero): \(leccion.problemaMetadatos?.description ?? "")\n")
      }
      salida(RedactorResumen(estilo: estilo).redactar(catalogo, progreso: lectura.progreso))
      return .exito
    case .leccion(let numero, let json, let completo):
      guard let leccion = catalogo.leccion(numero: numero) else { return .uso }
      let revision = RevisionCLI(
        aplicacion: self, taller: taller, catalogo: catalogo, estilo: estilo, json: json, completo: completo)
      return revision.una(leccion)
    case .todas(let json):
      let revision = RevisionCLI(aplicacion: self, taller: taller, catalogo: catalogo, estilo: estilo, json: json)
      return revision.todas()
    default:
      return Ordenes(aplicacion: self, taller: taller, catalogo: catalogo, estilo: estilo).ejecutar(comando)
    }
  }
}
