/// Process state for our own tests (zombies, descendants), shared by `CheckerCoreTests` and
/// `IntegracionTests`: `/proc` on Linux, `ps` on macOS. No shipping target links it.
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether `pid` is a zombie (exited, not reaped): `/proc/<pid>/stat` on Linux, `ps -o stat=` on
/// macOS (no `/proc` there). Only the Linux branch has been run.
public func esZombi(_ pid: pid_t) -> Bool {
  #if os(Linux)
    guard let estado = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let cierre = estado.lastIndex(of: ")"),
      let letra = estado.index(cierre, offsetBy: 2, limitedBy: estado.endIndex)
    else { return false }
    return letra < estado.endIndex && estado[letra] == "Z"
  #else
    return salidaDe("/bin/ps", ["-o", "stat=", "-p", String(pid)]).hasPrefix("Z")
  #endif
}

/// What `programa` prints on stdout, trimmed (empty if it cannot run).
public func salidaDe(_ programa: String, _ argumentos: [String]) -> String {
  let proceso = Process()
  proceso.executableURL = URL(fileURLWithPath: programa)
  proceso.arguments = argumentos
  let tuberia = Pipe()
  proceso.standardOutput = tuberia
  proceso.standardError = FileHandle.nullDevice
  guard (try? proceso.run()) != nil else { return "" }
  let datos = tuberia.fileHandleForReading.readDataToEndOfFile()
  proceso.waitUntilExit()
  return String(decoding: datos, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}
