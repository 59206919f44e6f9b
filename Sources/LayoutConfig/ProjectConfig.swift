import LayoutLint
import LayoutMath
import LayoutSource

/// One setting of a config file with the line it was written on (for `--show-config`).
public struct ConfigSetting<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value.
  public var value: Value
  /// The 1-based line of its key.
  public var line: Int
}

/// What a rule's severity may be set to: a severity, or `off`.
public enum RuleLevel: String, Sendable, Hashable, CaseIterable {
  case error, warning, note, off

  /// The severity, nil for `off`.
  public var severity: Severity? {
    switch self {
    case .error: .error
    case .warning: .warning
    case .note: .note
    case .off: nil
    }
  }
}

/// The keys of `.layoutc.toml`, typed: the one list the reader, `--show-config` and the docs follow.
public enum ConfigKey: String, Sendable, Hashable, CaseIterable {
  case select, ignore, exclude
  case respectGitignore = "respect-gitignore"
  case viewport
  case errorLimit = "error-limit"
}

/// The settings one `.layoutc.toml` makes, each with its line; a key that is absent leaves the setting to the
/// default (config files do not merge: the nearest one applies alone, see `Documentation/Configuration.md`).
public struct ProjectConfig: Sendable, Hashable {
  /// The file, as found (its directory is where `exclude` patterns are relative to).
  public var path: String
  /// `select`: the rules that report (nil: every rule).
  public var select: ConfigSetting<[String]>?
  /// `ignore`: rules that report nothing.
  public var ignore: ConfigSetting<[String]>?
  /// `exclude`: paths a directory walk skips.
  public var exclude: ConfigSetting<[PathPattern]>?
  /// `respect-gitignore`: whether a walk skips what `.gitignore` files ignore.
  public var respectGitignore: ConfigSetting<Bool>?
  /// `viewport`: the range of layouts that declare none.
  public var viewport: ConfigSetting<ViewportRange>?
  /// `error-limit`: diagnostics printed per file (0: all).
  public var errorLimit: ConfigSetting<Int>?
  /// The `[severity]` table, by rule id.
  public var severities: [String: ConfigSetting<RuleLevel>] = [:]

  /// An empty configuration at `path`.
  public init(path: String) { self.path = path }

  /// Reads a config file: its settings, and every located error (syntax, unknown keys, wrong types, bad values).
  /// The caller refuses to run when there is any error.
  public static func parse(_ source: SourceFile) -> (config: ProjectConfig, diagnostics: [Diagnostic]) {
    let (entries, syntaxErrors) = ConfigSyntax.parse(source)
    var reader = ConfigReader(source: source)
    for entry in entries { reader.read(entry) }
    return (reader.config, (syntaxErrors + reader.diagnostics).sortedForDisplay())
  }
}

/// Turns entries into typed settings, reporting what does not fit.
private struct ConfigReader {
  let source: SourceFile
  var config: ProjectConfig
  var diagnostics: [Diagnostic] = []
  let rules = LintRules.all.map(\.id)

  init(source: SourceFile) {
    self.source = source
    config = ProjectConfig(path: source.path)
  }

  mutating func read(_ entry: ConfigEntry) {
    let line = source.location(of: entry.keySpan.start).line
    switch entry.table {
    case nil:
      guard let key = ConfigKey(rawValue: entry.key) else {
        let tables = entry.key == "severity" ? " ('[severity]' is a table: write it as a header)" : ""
        unknown(entry.key, at: entry.keySpan, among: ConfigKey.allCases.map(\.rawValue), detail: tables)
        return
      }
      read(key, entry.value, line: line)
    case "severity":
      guard rules.contains(entry.key) else {
        unknownRule(entry.key, at: entry.keySpan)
        return
      }
      guard case .string(let text) = entry.value.kind else { return wrongType(entry.value, expected: "a string") }
      guard let level = RuleLevel(rawValue: text) else {
        let message = "severity '\(text)' is not one of 'error', 'warning', 'note' or 'off'"
        diagnostics.append(.error(.invalidConfigValue, message, at: entry.value.span))
        return
      }
      config.severities[entry.key] = ConfigSetting(value: level, line: line)
    case let table?:
      // The key is reported once per table: at its first entry, where the header's effect starts.
      guard !reportedTables.contains(table) else { return }
      reportedTables.insert(table)
      unknown("[\(table)]", at: entry.keySpan, among: ["[severity]"], detail: " (the entries below it are skipped)")
    }
  }

  private var reportedTables: Set<String> = []

  private mutating func read(_ key: ConfigKey, _ value: ConfigValue, line: Int) {
    switch key {
    case .select, .ignore:
      guard let names = strings(value) else { return }
      var valid: [String] = []
      for (name, span) in names {
        if rules.contains(name) { valid.append(name) } else { unknownRule(name, at: span) }
      }
      let setting = ConfigSetting(value: valid, line: line)
      if key == .select { config.select = setting } else { config.ignore = setting }
    case .exclude:
      guard let patterns = strings(value) else { return }
      var globs: [PathPattern] = []
      for (pattern, span) in patterns {
        do throws(PathGlob.Problem) {
          globs.append(try PathPattern(pattern, negation: false))
        } catch {
          // Offsets count characters; the pattern's text sits one byte after the quote (escapes aside).
          let start = span.start + 1 + String(pattern.prefix(error.offset)).utf8.count
          let at = SourceSpan(start: min(start, span.end - 1), end: min(start + 1, span.end - 1))
          diagnostics.append(.error(.invalidGlob, "invalid pattern '\(pattern)': \(error.message)", at: at))
        }
      }
      config.exclude = ConfigSetting(value: globs, line: line)
    case .respectGitignore:
      guard case .boolean(let flag) = value.kind else { return wrongType(value, expected: "true or false") }
      config.respectGitignore = ConfigSetting(value: flag, line: line)
    case .viewport:
      guard case .string(let text) = value.kind else { return wrongType(value, expected: "a string") }
      guard let range = ViewportText.parse(text) else {
        let message =
          "'\(text)' is not a viewport range; write it as the 'viewport:' property does: '320...1024 x 480...1366'"
        diagnostics.append(.error(.invalidConfigValue, message, at: value.span))
        return
      }
      config.viewport = ConfigSetting(value: range, line: line)
    case .errorLimit:
      guard case .integer(let limit) = value.kind else { return wrongType(value, expected: "a whole number") }
      guard limit >= 0 else {
        diagnostics.append(
          .error(.invalidConfigValue, "'error-limit' must be 0 (no limit) or more, not \(limit)", at: value.span))
        return
      }
      config.errorLimit = ConfigSetting(value: limit, line: line)
    }
  }

  /// The strings of an array of strings, with their spans; nil (and an error) for anything else.
  private mutating func strings(_ value: ConfigValue) -> [(String, SourceSpan)]? {
    guard case .array(let elements) = value.kind else {
      wrongType(value, expected: "an array of strings")
      return nil
    }
    var result: [(String, SourceSpan)] = []
    for element in elements {
      guard case .string(let text) = element.kind else {
        wrongType(element, expected: "a string")
        return nil
      }
      result.append((text, element.span))
    }
    return result
  }

  private mutating func wrongType(_ value: ConfigValue, expected: String) {
    diagnostics.append(.error(.configType, "expected \(expected), found \(value.typeName)", at: value.span))
  }

  private mutating func unknown(_ name: String, at span: SourceSpan, among names: [String], detail: String) {
    let note =
      Spelling.closest(to: name, in: names).map { DiagnosticNote("did you mean '\($0)'?", at: span) }
      ?? DiagnosticNote("the keys are \(names.map { "'\($0)'" }.joined(separator: ", ")) and the '[severity]' table")
    diagnostics.append(.error(.unknownConfigKey, "unknown key '\(name)'\(detail)", at: span, notes: [note]))
  }

  private mutating func unknownRule(_ name: String, at span: SourceSpan) {
    let note =
      Spelling.closest(to: name, in: rules).map { DiagnosticNote("did you mean '\($0)'?", at: span) }
      ?? DiagnosticNote("'layoutc rules' lists the rules")
    diagnostics.append(.error(.invalidConfigValue, "unknown lint rule '\(name)'", at: span, notes: [note]))
  }
}
