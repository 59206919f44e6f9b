import LayoutConfig
import LayoutLint
import LayoutSource

extension OptionSpec {
  /// `--config PATH` and `--no-config`, for every command that reads project configuration.
  static let configOptions = [
    OptionSpec(
      "config", .value(placeholder: "PATH"),
      help: "Use this config file for every input instead of the nearest .layoutc.toml"),
    OptionSpec("no-config", .flag, help: "Read no config file: defaults and flags only"),
  ]

  /// The options of `check` about rules, output and settings.
  static let checkSettingOptions =
    [
      OptionSpec("select", .value(placeholder: "RULE,..."), help: "Report only these lint rules (replaces 'select')"),
      OptionSpec(
        "ignore", .value(placeholder: "RULE,..."), help: "Report none of these lint rules (replaces 'ignore')"),
      OptionSpec("quiet", .flag, help: "Print diagnostics only: no summary line, no 'fixed' lines"),
      OptionSpec(
        "show-config", .flag, help: "Print the settings that apply to the one FILE given, and where each is from"),
    ] + configOptions
}

extension ProjectContext {
  /// The context of a command's `--config` / `--no-config` and setting flags.
  static func make(
    _ arguments: ParsedArguments, flags: SettingFlags = SettingFlags(), in environment: any DriverEnvironment
  ) throws(UsageError) -> ProjectContext {
    let mode: Mode
    switch (arguments.value("config"), arguments.flag("no-config")) {
    case (_?, true): throw UsageError("'--config' and '--no-config' cannot be combined")
    case (let path?, false): mode = .file(path)
    case (nil, false): mode = .discover
    case (nil, true): mode = .none
    }
    if case .file(let path) = mode, environment.kind(ofPath: path) != .file {
      throw UsageError("cannot read config file \(quoted(path)): no such file")
    }
    return ProjectContext(mode: mode, flags: flags, in: environment)
  }

  /// Prints what makes the run stop before any input is read: config files that could not be read or have errors
  /// (rendered like any diagnostics, in `format`). True when there was any.
  func reportFailures(format: DiagnosticFormat, colors: Bool, in environment: any DriverEnvironment) -> Bool {
    for problem in problems { environment.error("error: \(problem)") }
    guard !invalid.isEmpty else { return !problems.isEmpty }
    let rendered =
      format == .sarif
      ? SARIFRenderer.render(invalid, tool: CheckCommand.sarifTool)
      : format.render(invalid, colors: colors && (format == .human || format == .concise))
    environment.write(rendered, to: format == .json || format == .sarif ? .standardOutput : .standardError)
    return true
  }
}

extension CheckCommand {
  /// `--select` / `--ignore` / `--error-limit` as given (nil when absent), rule ids checked.
  static func settingFlags(_ arguments: ParsedArguments) throws(UsageError) -> SettingFlags {
    var flags = SettingFlags()
    flags.select = try arguments.value("select").map { text throws(UsageError) in try rules(text, option: "select") }
    flags.ignore = try arguments.value("ignore").map { text throws(UsageError) in try rules(text, option: "ignore") }
    if arguments.value("error-limit") != nil { flags.errorLimit = try ErrorLimit.parse(arguments) ?? 0 }
    return flags
  }

  private static func rules(_ text: String, option: String) throws(UsageError) -> [String] {
    let ids = LintRules.all.map(\.id)
    let names = text.split(separator: ",").map { String($0).trimmingCharacters(of: " ") }.filter { !$0.isEmpty }
    for name in names where !ids.contains(name) {
      let match = Spelling.closest(to: name, in: ids)
      throw UsageError(
        "unknown lint rule '\(name)' in --\(option); 'layoutc rules' lists them", suggestions: match.map { [$0] } ?? [])
    }
    return names
  }

  /// `--show-config FILE`: the effective settings of one file, on standard output.
  func showConfig(
    _ paths: [String], context: ProjectContext, format: DiagnosticFormat, in environment: any DriverEnvironment
  ) throws(UsageError) -> ExitStatus {
    guard paths.count == 1, let path = paths.first, path != "-" else {
      throw UsageError("'--show-config' takes exactly one file path")
    }
    let (settings, config) = context.settings(forFile: path)
    if context.reportFailures(format: format, colors: false, in: environment) { return .failure }
    // Whether a walk from the working directory would reach it: the file, or a directory above it, skipped.
    var skipped = context.skips(path, isDirectory: false)
    var directory = path
    while !skipped, let parent = ProjectPaths.parent(of: directory, workingDirectoryDepth: nil), parent != "." {
      skipped = context.skips(parent, isDirectory: true)
      directory = parent
    }
    let walk = "walked".padded(to: 34) + " " + (skipped ? "no (exclude or .gitignore)" : "yes") + "\n"
    environment.write(settings.report(for: path, config: config) + walk, to: .standardOutput)
    return .success
  }

  /// `--color`: `always`/`never` win over everything. `auto` colours when standard error is a terminal, or when
  /// `FORCE_COLOR` or `CLICOLOR_FORCE` is set to a non-empty value other than `0` (force-color.org, bixense.com/clicolors);
  /// `NO_COLOR` set to a non-empty value (no-color.org) wins over both, as CPython's does: opting out of colour is
  /// usually an accessibility need, forcing it a CI convenience.
  static func useColor(_ mode: String, in environment: any DriverEnvironment) -> Bool {
    switch mode {
    case "always": return true
    case "never": return false
    default:
      func set(_ name: String) -> Bool { environment.variable(name).map { !$0.isEmpty && $0 != "0" } ?? false }
      if !(environment.variable("NO_COLOR") ?? "").isEmpty { return false }
      return set("FORCE_COLOR") || set("CLICOLOR_FORCE") || environment.isTerminal(.standardError)
    }
  }
}

extension String {
  fileprivate func padded(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }

  fileprivate func trimmingCharacters(of character: Character) -> String {
    var text = Substring(self)
    while text.first == character { text.removeFirst() }
    while text.last == character { text.removeLast() }
    return String(text)
  }
}
