/// One checked file and what was found in it: the unit every renderer works on.
public struct FileDiagnostics: Sendable {
  /// The file, for paths, lines and excerpts.
  public let source: SourceFile
  /// Its diagnostics, in the order they are to be printed.
  public let diagnostics: [Diagnostic]
  /// Diagnostics found but not printed (over the error limit), by severity; counted in the summary, and named by
  /// every format (a `N more errors not shown` line, an `omitted` field, a notification).
  public let omitted: DiagnosticCounts

  /// Pairs a file with its diagnostics.
  public init(source: SourceFile, diagnostics: [Diagnostic], omitted: DiagnosticCounts = DiagnosticCounts()) {
    self.source = source
    self.diagnostics = diagnostics
    self.omitted = omitted
  }

  /// The first `limit` diagnostics (in print order, each with its notes and fix-its), the others counted in
  /// ``omitted``; `nil` keeps all.
  public func limited(to limit: Int?) -> FileDiagnostics {
    guard let limit, diagnostics.count > limit else { return self }
    var omitted = self.omitted
    for diagnostic in diagnostics[max(0, limit)...] { omitted.add(diagnostic.severity) }
    return FileDiagnostics(source: source, diagnostics: Array(diagnostics.prefix(max(0, limit))), omitted: omitted)
  }
}

/// How many diagnostics of each severity: what an error limit left out.
public struct DiagnosticCounts: Hashable, Sendable {
  /// Errors.
  public var errors = 0
  /// Warnings.
  public var warnings = 0
  /// Notes standing on their own (not attached to a diagnostic).
  public var notes = 0

  /// No diagnostics.
  public init() {}

  /// Counts one more diagnostic of `severity`.
  public mutating func add(_ severity: Severity) {
    switch severity {
    case .error: errors += 1
    case .warning: warnings += 1
    case .note: notes += 1
    }
  }

  /// All of them.
  public var total: Int { errors + warnings + notes }

  /// `6999 more errors and 2 more warnings`, for the line that says what was not shown.
  public var moreDescription: String {
    var parts: [String] = []
    if errors > 0 { parts.append(DiagnosticSummary.count(errors, "more error")) }
    if warnings > 0 { parts.append(DiagnosticSummary.count(warnings, "more warning")) }
    if notes > 0 { parts.append(DiagnosticSummary.count(notes, "more note")) }
    return parts.joined(separator: " and ")
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

  /// Counts the top-level diagnostics of a run, those left out by an error limit included (notes attached to a
  /// diagnostic are not counted).
  public init(_ files: [FileDiagnostics]) {
    self.files = files.count
    var errors = 0
    var warnings = 0
    for file in files {
      errors += file.omitted.errors
      warnings += file.omitted.warnings
      for diagnostic in file.diagnostics {
        if diagnostic.severity == .error { errors += 1 } else if diagnostic.severity == .warning { warnings += 1 }
      }
    }
    self.errors = errors
    self.warnings = warnings
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
