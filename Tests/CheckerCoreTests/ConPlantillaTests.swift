import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// An ordinary lesson with an exercise put aside (issue 33.5): the other exercises' tests ran with
/// the template of its files, so a cause the report names may be the template's.
@Suite("Pruebas ejecutadas con la plantilla de un ejercicio apartado")
struct ConPlantillaTests {
  static let json = """
    {"formato":2,"numero":3,"titulo":"Ajustes","orden":3,
     "pruebas":[{"id":"nombre","nombre":"Escribir el nombre","pistas":["P."],"ejercicio":1,
                 "pasos":[{"id":"enlace","pistas":["`Ajustes.Action` todavía no es una `BindableAction`."]}]},
                {"id":"aviso","nombre":"Guardar muestra el aviso","pistas":["Q."],"ejercicio":2}],
     "archivosPorEjercicio":[{"ejercicio":1,"titulo":"Bindings","archivos":["Ajustes.swift"]},
                             {"ejercicio":2,"titulo":"Aviso","archivos":["Aviso.swift"]}]}
    """

  func informe(porEjercicio: Bool = false) throws -> InformeLeccion {
    var metadatos = try JSONDecoder().decode(MetadatosLeccion.self, from: Data(Self.json.utf8))
    if porEjercicio {
      metadatos.ejercicios = [EjercicioDeclarado(
        numero: 2, titulo: "Aviso", archivos: ["Aviso.swift"], pruebas: ["aviso"], diagnostico: "x", explicacion: "y",
        dondeMirar: "")]
    }
    let roto = EjercicioCompilado(
      ejercicio: EjercicioDeclarado(
        numero: 2, titulo: "Aviso", archivos: ["Aviso.swift"], pruebas: ["aviso"], diagnostico: "", explicacion: "",
        dondeMirar: ""),
      errores: [DiagnosticoCompilador(
        archivo: "Sources/Workbook/Leccion03/Aviso.swift", linea: 4, columna: 1, severidad: .error,
        mensaje: "expected expression")],
      explicaciones: [nil])
    let resultados = [
      ResultadoPruebaOculta(id: "nombre", estado: .fallo, mensajes: ["No cambió."], pasoFallido: "enlace"),
      ResultadoPruebaOculta(id: "aviso", estado: .fallo, causa: .ejercicioSinCompilar(numero: 2)),
    ]
    return InformeLeccion(
      leccion: Leccion(numero: 3, slug: "ajustes", metadatos: metadatos),
      resultado: .ejecutada(EjecucionLeccion(resultados: resultados), garantias: []), ejercicios: [roto])
  }

  @Test("La cabeza de la prueba que se ejecutó dice que vino de la plantilla de los archivos apartados")
  func avisoConPlantilla() throws {
    let texto = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(try informe())
    #expect(texto.contains("`Ajustes.Action` todavía no es una `BindableAction`.\n    "
      + MensajesEjercicios.conPlantilla(["Aviso.swift"])), "\(texto)")
  }

  @Test("Sin ejercicios apartados, o en una lección por ejercicios (que usa la solución), no hay aviso")
  func sinAviso() throws {
    var sinApartados = try informe()
    sinApartados.ejercicios = []
    let limpio = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(sinApartados)
    #expect(limpio.contains("`Ajustes.Action` todavía no es una `BindableAction`."))
    #expect(!limpio.contains("se ejecutó con la plantilla"))
    let porEjercicio = RedactorInforme(estilo: Estilo(color: false), siguiente: nil).redactar(try informe(porEjercicio: true))
    #expect(!porEjercicio.contains("se ejecutó con la plantilla"), "\(porEjercicio)")
  }
}
