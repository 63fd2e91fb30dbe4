import Motor
import Testing

@testable import CheckerCore

@Suite("El informe de una compilación que no terminó a tiempo (issue 46.5)")
struct CompilacionSinTiempoTests {
  @Test("Con el límite y un archivo grande: lo nombra con su tamaño")
  func archivoGrande() {
    let lineas = MensajesChecker.compilacionSinTiempo(
      limite: 240, archivo: ArchivoMedido(ruta: "Sources/Workbook/Leccion01/Contador.swift", bytes: 5_032_448))
    #expect(
      lineas == [
        "La compilación no terminó en 240 s, su tiempo máximo, y se detuvo.",
        "El archivo más grande de tu lección es 'Sources/Workbook/Leccion01/Contador.swift' (5,0 MB): uno así tarda "
          + "minutos en compilar, y los de la lección ocupan unos pocos KB.",
      ])
  }

  @Test("Sin archivos grandes: apunta a una expresión lenta; sin archivo ni límite, la frase de siempre")
  func sinArchivoGrande() {
    let lineas = MensajesChecker.compilacionSinTiempo(
      limite: 4.8, archivo: ArchivoMedido(ruta: "Sources/Workbook/Leccion02/Ajustes.swift", bytes: 2_345))
    #expect(lineas.count == 2)
    #expect(lineas[0] == "La compilación no terminó en 5 s, su tiempo máximo, y se detuvo.")
    #expect(lineas[1].hasPrefix("Ningún archivo de tu lección es grande (el mayor, 'Sources/Workbook/Leccion02/Ajustes.swift', ocupa 3 KB)"))
    #expect(MensajesChecker.compilacionSinTiempo(limite: nil, archivo: nil) == [MensajesChecker.compilacionSinTiempo])
  }

  @Test("Tamaños en notación española, a partir de 256 KB es «grande»")
  func tamanos() {
    #expect(MensajesChecker.tamano(1) == "1 KB")
    #expect(MensajesChecker.tamano(262_144) == "263 KB")
    #expect(MensajesChecker.tamano(999_999) == "1000 KB")
    #expect(MensajesChecker.tamano(1_000_000) == "1,0 MB")
    #expect(MensajesChecker.tamano(3_315_571) == "3,3 MB")
    #expect(MensajesChecker.compilacionSinTiempo(limite: 1, archivo: ArchivoMedido(ruta: "a.swift", bytes: 262_143))[1].hasPrefix("Ningún"))
    #expect(MensajesChecker.compilacionSinTiempo(limite: 1, archivo: ArchivoMedido(ruta: "a.swift", bytes: 262_144))[1].hasPrefix("El archivo"))
  }

  @Test("Qué hacer: partir el código o dar más tiempo, no avisar a quien mantiene el taller")
  func queHacer() {
    let texto = MensajesChecker.queHacerTrasNoCompilar(.tiempo, leccion: 3)
    #expect(texto.contains("`swift run -q checker leccion3`") && texto.contains("TALLER_FACTOR_TIEMPO=2"))
    #expect(!texto.contains("avisa a quien lo mantiene"))
  }
}
