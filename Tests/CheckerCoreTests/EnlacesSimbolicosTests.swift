import Foundation
import Testing

@testable import CheckerCore
@testable import Motor

/// A working copy reached through a symbolic link (to `Solucion/`, say) is refused before building,
/// and the origin check after a build resolves links (#31.2).
@Suite("Enlaces simbólicos en la copia de trabajo")
struct EnlacesSimbolicosTests {
  func revisor(_ temporal: TallerTemporal) throws -> Revisor {
    Revisor(
      taller: temporal.taller, catalogo: try Catalogo.cargar(temporal.taller),
      toolchain: Toolchain(swift: "/no-existe/swift", swiftc: []), entorno: [:], registro: RegistroHijos())
  }

  @Test("La carpeta entera enlazada a Solucion/: rechazada con el destino y el arreglo")
  func carpetaEnlazada() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let raiz = temporal.taller.raiz
    try temporal.borrar("Sources/Workbook/Leccion01")
    try FileManager.default.createSymbolicLink(
      atPath: raiz.appendingPathComponent("Sources/Workbook/Leccion01").path,
      withDestinationPath: "../../Lessons/01-termostato/Solucion")
    let revisor = try revisor(temporal)
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    let rechazo = revisor.carpetaAusente(leccion, fuente: .copiaDeTrabajo)
    #expect(rechazo == .copiaDeTrabajoEnlazada(
      ruta: "Sources/Workbook/Leccion01", destino: "../../Lessons/01-termostato/Solucion"))
    let mensaje = rechazo.map { MensajesChecker.rechazo($0, leccion: leccion) } ?? ""
    #expect(mensaje.hasPrefix("No se comprueba la lección 1: 'Sources/Workbook/Leccion01' es un enlace simbólico"))
    #expect(mensaje.contains("`rm Sources/Workbook/Leccion01` y después `git checkout -- Sources/Workbook/Leccion01`"))
    #expect(CausasJSON.leccion(.rechazada(.copiaDeTrabajoEnlazada(ruta: "", destino: ""))) == "copia-de-trabajo-enlazada")
    guard case .rechazada(.copiaDeTrabajoEnlazada) = revisor.revisar(leccion).resultado else {
      Issue.record("revisar debía rechazarla antes de compilar")
      return
    }
    // The course's own sources (Solucion/) are not the working copy: no refusal there.
    #expect(revisor.carpetaAusente(leccion, fuente: .solucion) == nil)
  }

  @Test("Un archivo enlazado dentro de la copia de trabajo: rechazada con ese archivo")
  func archivoEnlazado() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let raiz = temporal.taller.raiz
    try temporal.borrar("Sources/Workbook/Leccion01/Termostato.swift")
    try FileManager.default.createDirectory(
      at: raiz.appendingPathComponent("Sources/Workbook/Leccion01/Modelo"), withIntermediateDirectories: true)
    let destino = raiz.appendingPathComponent("Lessons/01-termostato/Solucion/Termostato.swift").path
    try FileManager.default.createSymbolicLink(
      atPath: raiz.appendingPathComponent("Sources/Workbook/Leccion01/Modelo/Termostato.swift").path,
      withDestinationPath: destino)
    let revisor = try revisor(temporal)
    let leccion = try #require(revisor.catalogo.leccion(numero: 1))
    let rechazo = revisor.carpetaAusente(leccion, fuente: .copiaDeTrabajo)
    #expect(rechazo == .copiaDeTrabajoEnlazada(ruta: "Sources/Workbook/Leccion01/Modelo/Termostato.swift", destino: destino))
    let mensaje = rechazo.map { MensajesChecker.rechazo($0, leccion: leccion) } ?? ""
    #expect(mensaje.contains("`rm 'Sources/Workbook/Leccion01/Modelo/Termostato.swift'`"))
  }

  @Test("El origen de las fuentes se mira con los enlaces resueltos")
  func origenResuelto() throws {
    let temporal = try TallerTemporal()
    defer { temporal.limpiar() }
    let raiz = temporal.taller.raiz
    let leccion = try #require(try Catalogo.cargar(temporal.taller).leccion(numero: 1))
    let binarios = raiz.appendingPathComponent(".build/debug")
    let mapa = binarios.appendingPathComponent("Leccion01.build")
    try FileManager.default.createDirectory(at: mapa, withIntermediateDirectories: true)
    func escribirMapa(_ fuente: String) throws {
      let ruta = raiz.appendingPathComponent(fuente).path
      try JSONSerialization.data(withJSONObject: [ruta: ["object": "x.o"], "": ["swift-dependencies": "x"]])
        .write(to: mapa.appendingPathComponent("output-file-map.json"))
    }
    let binario = binarios.appendingPathComponent(leccion.producto)
    try escribirMapa("Sources/Workbook/Leccion01/Termostato.swift")
    #expect(OrigenFuentes.problema(binario: binario, leccion: leccion, fuente: .copiaDeTrabajo, taller: temporal.taller) == nil)
    // The same path, now a link to the solution: the resolved file is outside the working copy.
    try temporal.borrar("Sources/Workbook/Leccion01/Termostato.swift")
    try FileManager.default.createSymbolicLink(
      atPath: raiz.appendingPathComponent("Sources/Workbook/Leccion01/Termostato.swift").path,
      withDestinationPath: raiz.appendingPathComponent("Lessons/01-termostato/Solucion/Termostato.swift").path)
    #expect(OrigenFuentes.problema(binario: binario, leccion: leccion, fuente: .copiaDeTrabajo, taller: temporal.taller)
      == .fuentesCambiadas(
        modulo: "Leccion01", esperada: "Sources/Workbook/Leccion01",
        encontrada: "Lessons/01-termostato/Solucion/Termostato.swift"))
  }
}
