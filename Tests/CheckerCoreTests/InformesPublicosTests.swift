import Foundation
import Testing

/// The dossier of compile errors TCA users reported in public (#33.4): every entry keeps its source's
/// URL, once, and what it says is complete enough to reproduce it later.
@Suite("Informes públicos de errores de compilación")
struct InformesPublicosTests {
  @Test("Cada informe tiene una URL https única, su diagnóstico, causa y arreglo; los reproducibles, su esbozo")
  func dossier() throws {
    let archivo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Fixtures/Diagnosticos/informes-publicos.json")
    let raiz = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: archivo)) as? [String: Any])
    let informes = try #require(raiz["informes"] as? [[String: Any]])
    #expect(informes.count >= 20)
    let urls = informes.compactMap { $0["url"] as? String }
    #expect(urls.count == informes.count && Set(urls).count == urls.count)
    #expect(urls.allSatisfy { $0.hasPrefix("https://") })
    for informe in informes {
      for clave in ["diagnostico", "causa", "arreglo"] {
        #expect(!((informe[clave] as? String) ?? "").isEmpty, "\(informe["url"] ?? "?"): falta \(clave)")
      }
      if informe["sinMacros"] as? Bool == true {
        #expect(!((informe["sketch"] as? String) ?? "").isEmpty, "\(informe["url"] ?? "?"): falta el esbozo")
      }
    }
  }
}
