import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A snapshot of parent → children links between processes, for ``Descendencia``.
///
/// Linux reads every `/proc/<pid>/stat` (the parent is the 4th field, after the command's closing
/// parenthesis). macOS asks the kernel for the children of each process it reaches from a root
/// (`proc_listpids(PROC_PPID_ONLY, …)`), so there the snapshot only covers that root's tree.
struct ArbolProcesos {
  private var hijosDe: [pid_t: [pid_t]] = [:]
  private var zombis: Set<pid_t> = []

  /// The snapshot; on macOS, of the tree under `raiz` (this process by default).
  static func leer(desde raiz: pid_t = getpid()) -> ArbolProcesos {
    var arbol = ArbolProcesos()
    #if os(Linux)
      let nombres = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
      for nombre in nombres {
        guard let pid = pid_t(nombre),
          let texto = try? String(contentsOfFile: "/proc/\(nombre)/stat", encoding: .utf8),
          let cierre = texto.lastIndex(of: ")")
        else { continue }
        let campos = texto[texto.index(after: cierre)...].split(separator: " ")
        guard campos.count > 1, let padre = pid_t(campos[1]) else { continue }
        arbol.hijosDe[padre, default: []].append(pid)
        if campos[0] == "Z" { arbol.zombis.insert(pid) }
      }
    #elseif canImport(Darwin)
      var pendientes = [raiz]
      while let padre = pendientes.popLast() {
        let hijos = hijosDarwin(de: padre)
        arbol.hijosDe[padre] = hijos
        pendientes += hijos
      }
    #endif
    return arbol
  }

  #if canImport(Darwin)
    /// The children of `padre`, from the kernel.
    private static func hijosDarwin(de padre: pid_t) -> [pid_t] {
      var buffer = [pid_t](repeating: 0, count: 256)
      let bytes = buffer.withUnsafeMutableBytes {
        proc_listpids(UInt32(PROC_PPID_ONLY), UInt32(padre), $0.baseAddress, Int32($0.count))
      }
      guard bytes > 0 else { return [] }
      return Array(buffer.prefix(Int(bytes) / MemoryLayout<pid_t>.size)).filter { $0 > 0 }
    }
  #endif

  /// The direct children of `pid`.
  func hijos(de pid: pid_t) -> [pid_t] { hijosDe[pid] ?? [] }

  /// Every descendant of `pid`, children first.
  func descendientes(de pid: pid_t) -> [pid_t] {
    var resultado: [pid_t] = []
    var pendientes = hijos(de: pid)
    while let siguiente = pendientes.first {
      pendientes.removeFirst()
      guard !resultado.contains(siguiente) else { continue }
      resultado.append(siguiente)
      pendientes += hijos(de: siguiente)
    }
    return resultado
  }

  /// Whether `pid` was a zombie (exited, not yet reaped) in the snapshot (Linux only).
  func esZombi(_ pid: pid_t) -> Bool { zombis.contains(pid) }
}
