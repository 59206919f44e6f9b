/// One checked file and what was found in it: the unit every renderer works on.
public struct FileDiagnostics: Sendable {
  /// The file, for paths, lines and excerpts.
  public let source: SourceFile
  /// Its diagnostics, in the order they are to be printed.
  public let diagnostics: [Diagnostic]

  /// Pairs a file with its diagnostics.
  public init(source: SourceFile, diagnostics: [Diagnostic]) {
    self.source = source
    self.diagnostics = diagnostics
  }
}

/// The output formats of `--output-format`.
public enum DiagnosticFormat: String, CaseIterable, Sendable {
  /// swiftc-style headers with source excerpts, notes and fix-it previews.
  case human
  /// One `path:line:col: severity: message [CODE]` line per diagnostic and per note.
  case concise
  /// One JSON document for the whole run (see Documentation/Diagnostics.md for the schema).
  case json
  /// GitHub Actions workflow commands (`::error file=…::message`), which annotate pull requests.
  case github
  /// One SARIF 2.1.0 log for the whole run, for code-scanning services (see ``SARIFRenderer``).
  case sarif

  /// Renders a whole run. `colors` applies to `human` and `concise` only; machine formats never carry ANSI codes.
  public func render(_ files: [FileDiagnostics], colors: Bool = false) -> String {
    switch self {
    case .human:
      return HumanRenderer.render(files, colors: colors)
    case .concise:
      return ConciseRenderer.render(files, colors: colors)
    case .json:
      return JSONRenderer.render(files)
    case .github:
      return GitHubRenderer.render(files)
    case .sarif:
      return SARIFRenderer.render(files)
    }
  }
}

/// Counts for the end-of-run line and the JSON `summary`.
public struct DiagnosticSummary: Hashable, Sendable {
  /// Files checked.
  public var files: Int
  /// Diagnostics of severity error.
  public var errors: Int
  /// Diagnostics of severity warning.
  public var warnings: Int

  /// Counts the top-level diagnostics of a run (notes attached to a diagnostic are not counted).
  public init(_ files: [FileDiagnostics]) {
    self.files = files.count
    self.errors = files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .error }.count }
    self.warnings = files.reduce(0) { $0 + $1.diagnostics.filter { $0.severity == .warning }.count }
  }

  /// The line printed at the end of a run: `2 errors, 1 warning`, `1 warning`, `no problems found in 3 files`,
  /// or `no .layout files to check`.
  public var line: String {
    if files == 0 { return "no .layout files to check" }
    if errors == 0, warnings == 0 { return "no problems found in \(Self.count(files, "file"))" }
    var parts: [String] = []
    if errors > 0 { parts.append(Self.count(errors, "error")) }
    if warnings > 0 { parts.append(Self.count(warnings, "warning")) }
    return parts.joined(separator: ", ")
  }

  static func count(_ number: Int, _ noun: String) -> String {
    "\(number) \(noun)\(number == 1 ? "" : "s")"
  }
}
