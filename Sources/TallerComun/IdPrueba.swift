/// The rule for a hidden test's id, shared by the harness (which refuses to run a registry with a
/// bad id) and by `checker verificar` (which checks `leccion.json`): one or more ASCII letters,
/// digits, `_` or `-`. The id names the test in `leccion.json`, in `--ejecutar <id>` and in
/// `--json`, so it must survive a command line and a file name unchanged.
public enum IdPrueba {
  /// Whether `id` follows the rule.
  public static func esValido(_ id: String) -> Bool {
    !id.isEmpty && id.unicodeScalars.allSatisfy { caracter in
      caracter.isASCII
        && (caracter == "_" || caracter == "-" || ("a"..."z").contains(caracter) || ("A"..."Z").contains(caracter)
          || ("0"..."9").contains(caracter))
    }
  }
}
