import LayoutLint
import LayoutMath
import LayoutSource

/// Where an effective setting came from, as `--show-config` prints it.
public enum SettingOrigin: Sendable, Hashable, CustomStringConvertible {
  /// Built in.
  case defaultValue
  /// A config file's line.
  case file(path: String, line: Int)
  /// A command-line flag, by its long name.
  case flag(String)

  /// `default`, `path:line` or `--flag`.
  public var description: String {
    switch self {
    case .defaultValue: "default"
    case .file(let path, let line): "\(path):\(line)"
    case .flag(let name): "--\(name)"
    }
  }
}

/// The settings of `check` given on the command line; nil: not given (the file's or the default applies).
public struct SettingFlags: Sendable, Hashable {
  /// `--select RULE,…`
  public var select: [String]?
  /// `--ignore RULE,…`
  public var ignore: [String]?
  /// `--error-limit N` (0: no limit).
  public var errorLimit: Int?

  /// Creates flags.
  public init(select: [String]? = nil, ignore: [String]? = nil, errorLimit: Int? = nil) {
    self.select = select
    self.ignore = ignore
    self.errorLimit = errorLimit
  }
}

/// The settings that apply to one file: flag over file over default, each with its origin. The nearest config file
/// applies alone (no merging with farther ones), so every value has exactly one origin.
public struct ResolvedSettings: Sendable {
  /// Each rule's level (`off` for a rule that reports nothing) and why, in rule id order.
  public private(set) var rules: [RuleSetting]
  /// `exclude` patterns (as written) and their origin.
  public var exclude: (patterns: [PathPattern], origin: SettingOrigin)
  /// Whether a directory walk skips `.gitignore`d paths.
  public var respectGitignore: (value: Bool, origin: SettingOrigin)
  /// The range of layouts without `viewport:`.
  public var viewport: (value: ViewportRange?, origin: SettingOrigin)
  /// Diagnostics printed per file (nil: no limit).
  public var errorLimit: (value: Int?, origin: SettingOrigin)

  /// The built-in error limit (see `ErrorLimit` in the driver for why 1,000).
  public static let standardErrorLimit = 1_000

  /// One rule's effective level.
  public struct RuleSetting: Sendable, Hashable {
    /// The rule id.
    public var id: String
    /// Its level.
    public var level: RuleLevel
    /// Why.
    public var origin: SettingOrigin
  }

  /// Resolves the settings of a file from its config file (if any) and the flags.
  public init(config: ProjectConfig?, flags: SettingFlags) {
    let path = config?.path ?? ""
    func origin<T>(_ setting: ConfigSetting<T>?) -> SettingOrigin {
      setting.map { .file(path: path, line: $0.line) } ?? .defaultValue
    }
    let select: (Set<String>, SettingOrigin)? =
      flags.select.map { (Set($0), .flag("select")) }
      ?? config?.select.map { (Set($0.value), .file(path: path, line: $0.line)) }
    let ignore: (Set<String>, SettingOrigin)? =
      flags.ignore.map { (Set($0), .flag("ignore")) }
      ?? config?.ignore.map { (Set($0.value), .file(path: path, line: $0.line)) }
    rules = LintRules.all.map { rule in
      if let (selected, from) = select, !selected.contains(rule.id) {
        return RuleSetting(id: rule.id, level: .off, origin: from)
      }
      if let (ignored, from) = ignore, ignored.contains(rule.id) {
        return RuleSetting(id: rule.id, level: .off, origin: from)
      }
      if let setting = config?.severities[rule.id] {
        return RuleSetting(id: rule.id, level: setting.value, origin: .file(path: path, line: setting.line))
      }
      let level = RuleLevel(rawValue: rule.defaultSeverity.rawValue) ?? .warning
      return RuleSetting(id: rule.id, level: level, origin: .defaultValue)
    }
    exclude = (config?.exclude?.value ?? [], origin(config?.exclude))
    respectGitignore = (config?.respectGitignore?.value ?? true, origin(config?.respectGitignore))
    viewport = (config?.viewport?.value, origin(config?.viewport))
    if let limit = flags.errorLimit {
      errorLimit = (limit == 0 ? nil : limit, .flag("error-limit"))
    } else if let setting = config?.errorLimit {
      errorLimit = (setting.value == 0 ? nil : setting.value, origin(setting))
    } else {
      errorLimit = (Self.standardErrorLimit, .defaultValue)
    }
  }

  /// What the linter and the façade take.
  public var lintSettings: LintSettings {
    var settings = LintSettings(defaultViewport: viewport.value)
    for (rule, entry) in zip(LintRules.all, rules) {
      if let severity = entry.level.severity {
        if severity != rule.defaultSeverity { settings.severities[entry.id] = severity }
      } else {
        settings.disabledRules.insert(entry.id)
      }
    }
    return settings
  }

  /// `--show-config`: one setting a line, with where it came from.
  public func report(for file: String, config: String?) -> String {
    var lines = ["file: \(file)", "config: \(config ?? "(none)")"]
    func row(_ name: String, _ value: String, _ origin: SettingOrigin) {
      lines.append("\(name.padded(to: 34)) \(value.padded(to: 26)) \(origin)")
    }
    let range = viewport.value.map(Self.text) ?? "320...1366 x 320...1366"
    row("error-limit", errorLimit.value.map(String.init) ?? "0 (no limit)", errorLimit.origin)
    row("exclude", "[" + exclude.patterns.map { "\"\($0.written)\"" }.joined(separator: ", ") + "]", exclude.origin)
    row("respect-gitignore", String(respectGitignore.value), respectGitignore.origin)
    row("viewport", range, viewport.origin)
    for entry in rules { row("rule \(entry.id)", entry.level.rawValue, entry.origin) }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func text(_ range: ViewportRange) -> String {
    func side(_ low: Rational, _ high: Rational) -> String { low == high ? "\(low)" : "\(low)...\(high)" }
    return side(range.minWidth, range.maxWidth) + " x " + side(range.minHeight, range.maxHeight)
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
