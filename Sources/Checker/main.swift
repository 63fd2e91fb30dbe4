import CheckerCore
import Motor
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// `swift run checker …`: all the logic lives in CheckerCore (`Aplicacion`).
Interrupcion.instalar()
Descendencia.activar()
let aplicacion = Aplicacion(
  directorio: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
  entorno: ProcessInfo.processInfo.environment,
  esTerminal: isatty(STDOUT_FILENO) == 1,
  salida: { texto in FileHandle.standardOutput.write(Data(texto.utf8)) },
  errores: { texto in FileHandle.standardError.write(Data(texto.utf8)) })
let codigo = aplicacion.ejecutar(Array(CommandLine.arguments.dropFirst()))
if codigo == .interrumpido { Interrupcion.esperarAlManejador() }
exit(codigo.rawValue)
