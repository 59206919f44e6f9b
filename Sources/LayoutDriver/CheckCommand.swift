import LayoutCompiler
import LayoutConfig
import LayoutLint
import LayoutSemantics
import LayoutSource

/// `layoutc check PATH… | -`: lexes, parses, checks and lints files and reports every diagnostic.
struct CheckCommand: Command {
  let name = "check"
  let summary = "Check .layout files: errors, and lint findings proven for every viewport and variant."
  let synopsis = "check [options] PATH... | -"
  let discussion = """
    Directories are searched recursively for .layout files (hidden directories are skipped); '-' reads
    standard input. Files without errors are also linted ('layoutc rules' lists the rules); a finding is
    silenced by '// layoutc-ignore: RULE -- reason' on the line before it or at the end of its line, and in the
    whole file by '// layoutc-ignore-file: RULE -- reason'.

    Settings come from the nearest .layoutc.toml above each file (searched up to the directory holding .git):
    rule selection and severities, exclude globs, whether .gitignore'd paths are skipped (yes by default), the
    viewport range for layouts that declare none, and the error limit. Flags win over the file, the file over the
    defaults; --show-config FILE prints what applies and where each value comes from. Exclude and .gitignore
    apply to directory walks; a file named on the command line is always checked. A config file with an error
    stops the run with status 2. See Documentation/Configuration.md.
    Diagnostics go to standard error, except --output-format json and sarif, which write one document to
    standard output.

    --fix applies the fix-its of lint findings (never the checker's suggestions), rewriting each file
    atomically, then reports what remains; a file is written only if the fixed text checks without errors
    and has not changed on disk meanwhile. With '-', the fixed text is printed to standard output.

    At most --error-limit errors and warnings are printed per file (default 1000, or 'error-limit' in the config
    file); the rest are counted. --color auto colours a terminal, or any output when FORCE_COLOR or
    CLICOLOR_FORCE is set (not to 0); NO_COLOR wins over both.
    Inputs larger than 64 MiB, pipes and devices (other than '-') are refused.

    Exit status: 0 no errors (warnings allowed unless --strict), 1 errors found, or warnings with --strict,
    2 could not run (usage, unreadable or unwritable files, output that could not be written).
    """
  let options: [OptionSpec] =
    [
      OptionSpec(
        "output-format",
        .value(
          placeholder: "FORMAT", choices: DiagnosticFormat.allCases.map(\.rawValue),
          defaultValue: "human"),
        help: "How to print diagnostics"),
      OptionSpec(
        "color", .value(placeholder: "WHEN", choices: ["auto", "always", "never"], defaultValue: "auto"),
        help: "When to colour human and concise output; auto: standard error is a terminal and NO_COLOR is unset"),
      OptionSpec(
        "stdin-filepath", .value(placeholder: "NAME"), help: "The path shown in diagnostics for standard input ('-')"),
      OptionSpec("strict", .flag, help: "Treat warnings as failures: exit with 1 when any warning is reported"),
      OptionSpec("fix", .flag, help: "Apply the safe fix-its of lint findings in place, then report what remains"),
      .errorLimit,
    ] + OptionSpec.checkSettingOptions

  /// The path diagnostics show for standard input when `--stdin-filepath` is not given, as swiftc and clang do.
  static let standardInputName = "<stdin>"

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    let format = arguments.value("output-format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .human
    let fix = arguments.flag("fix")
    let context = try ProjectContext.make(arguments, flags: Self.settingFlags(arguments), in: environment)
    let colors = Self.useColor(arguments.value("color") ?? "auto", in: environment)
    let quiet = arguments.flag("quiet")
    if arguments.flag("show-config") {
      return try showConfig(arguments.positionals, context: context, format: format, in: environment)
    }
    var paths = arguments.positionals
    let stdinName = arguments.value("stdin-filepath")
    if paths.isEmpty, stdinName != nil { paths = ["-"] }
    if paths.isEmpty { throw UsageError("no input files; give paths to check, or '-' for standard input") }
    if paths.filter({ $0 == "-" }).count > 1 { throw UsageError("'-' (standard input) given more than once") }
    if stdinName != nil, !paths.contains("-") {
      throw UsageError("'--stdin-filepath' names standard input, but '-' is not among the paths")
    }
    if fix, paths.contains("-") {
      if paths.count > 1 { throw UsageError("'--fix' with '-' (standard input) cannot be combined with other paths") }
      if format == .json || format == .sarif {
        throw UsageError(
          "'--fix' with '-' prints the fixed text to standard output, so it cannot be combined with "
            + "'--output-format \(format.rawValue)'")
      }
    }

    let inputs = InputFiles(paths: paths, in: environment, skip: context.skips)
    var problems = inputs.problems
    var sources: [SourceFile] = []
    // Settings are resolved before the parallel check (the context caches, so it stays on this thread); standard
    // input takes the settings of its --stdin-filepath, as ruff's --stdin-filename does.
    var settings: [String: ResolvedSettings] = [:]
    // Imports are read here, on this thread, so the parallel check below does no IO.
    var imports: [String: ImportGraph] = [:]
    for input in inputs.sources {
      do throws(FileError) {
        let bytes = try environment.read(input)
        let path: String
        switch input {
        case .standardInput: path = stdinName ?? Self.standardInputName
        case .file(let file): path = file
        }
        sources.append(SourceFile(path: path, bytes: bytes))
        imports[path] = DriverImportLoader.imports(of: sources[sources.count - 1], in: environment)
        settings[path] = context.settings(forFile: input == .standardInput ? (stdinName ?? "-") : path).settings
      } catch {
        let shown = if case .file(let path) = input { path } else { "-" }
        problems.append("cannot read \(quoted(shown)): \(error.reason)")
      }
    }
    if context.reportFailures(format: format, colors: colors, in: environment) { return .failure }
    for problem in problems { environment.error("error: \(problem)") }
    let standard = ResolvedSettings(config: nil, flags: context.flags)
    let settingsByPath = settings
    @Sendable func resolved(_ source: SourceFile) -> ResolvedSettings { settingsByPath[source.path] ?? standard }
    let importsByPath = imports
    @Sendable func graph(_ source: SourceFile) -> ImportGraph { importsByPath[source.path] ?? .empty }

    // Checking is pure and per file, so it spreads over every core; printing stays in input order.
    let results: [FileDiagnostics]
    if fix {
      let standardInput = paths.contains("-")
      results = applyFixes(
        to: sources, standardInput: standardInput, printFixed: !quiet && (format == .human || format == .concise),
        settings: resolved, imports: graph,
        problems: &problems, in: environment)
    } else {
      // The limit is applied per file as soon as it is checked, so only what will be printed is kept.
      results = Parallel.map(sources) { source in
        let settings = resolved(source)
        let (checked, diagnostics) = Self.diagnose(source, settings: settings.lintSettings, imports: graph(source))
        return FileDiagnostics(source: source, diagnostics: diagnostics, omitted: checked.droppedDiagnostics)
          .limited(to: settings.errorLimit.value)
      }
    }
    // When every path failed to be read, the errors above say it all: "no .layout files to check" would be a
    // second, vaguer statement of the same thing.
    report(
      results, format: format, colors: colors, summary: !quiet && !(results.isEmpty && !problems.isEmpty),
      in: environment)

    if !problems.isEmpty { return .failure }
    let summary = DiagnosticSummary(results)
    if summary.errors > 0 || (arguments.flag("strict") && summary.warnings > 0) { return .problems }
    return .success
  }

  /// Checks one file and, when it has no error, lints it and applies its `layoutc-ignore` comments: the
  /// diagnostics `check` reports, in file order (the façade's `Compilation.diagnostics`).
  static func diagnose(
    _ source: SourceFile, settings: LintSettings = .standard, imports: ImportGraph = .empty
  ) -> (checked: CheckedFile, diagnostics: [Diagnostic]) {
    let compilation = Compilation(source: source, lintSettings: settings, imports: imports)
    return (compilation.checked, compilation.diagnostics)
  }

  /// `--fix`: fixes every file in parallel, then writes the changed ones (or prints standard input's text) in input
  /// order. Returns what to report for each file: what remains after fixing, or the original diagnostics of a file
  /// that could not be written.
  private func applyFixes(
    to sources: [SourceFile], standardInput: Bool, printFixed: Bool,
    settings: @escaping @Sendable (SourceFile) -> ResolvedSettings,
    imports: @escaping @Sendable (SourceFile) -> ImportGraph, problems: inout [String],
    in environment: any DriverEnvironment
  ) -> [FileDiagnostics] {
    let outcomes = Parallel.map(sources) { source in
      let lint = settings(source).lintSettings
      let graph = imports(source)
      return FixApplication.fix(source) { Self.diagnose($0, settings: lint, imports: graph) }
    }
    func original(_ outcome: FixApplication.Outcome) -> FileDiagnostics {
      FileDiagnostics(
        source: outcome.original, diagnostics: outcome.originalDiagnostics, omitted: outcome.originalDropped
      ).limited(to: settings(outcome.original).errorLimit.value)
    }
    var results: [FileDiagnostics] = []
    var fixedLines = ""
    func fail(_ problem: String) {
      environment.error("error: \(problem)")
      problems.append(problem)
    }
    for outcome in outcomes {
      let path = outcome.original.path
      if let failure = outcome.failure { fail(failure) }
      if standardInput {
        // Standard output takes text: a file that is not UTF-8 could not be printed back exactly, so print nothing.
        guard isValidUTF8(outcome.original.bytes) else {
          fail("\(quoted(path)) is not valid UTF-8; fix the file in place instead")
          results.append(original(outcome))
          continue
        }
        environment.write(String(decoding: outcome.fixed.bytes, as: UTF8.self), to: .standardOutput)
      } else if outcome.changed {
        do throws(FileError) {
          try environment.replaceFile(atPath: path, bytes: outcome.fixed.bytes, original: outcome.original.bytes)
        } catch {
          fail("cannot write \(quoted(path)): \(error.reason)")
          results.append(original(outcome))
          continue
        }
      }
      if outcome.applied > 0 {
        fixedLines +=
          "fixed \(outcome.applied) problem\(outcome.applied == 1 ? "" : "s") in \(TerminalText.escaped(path))\n"
      }
      results.append(
        FileDiagnostics(source: outcome.fixed, diagnostics: outcome.remaining, omitted: outcome.remainingDropped)
          .limited(to: settings(outcome.original).errorLimit.value))
    }
    if printFixed { environment.write(fixedLines, to: .standardError) }
    return results
  }

  private func report(
    _ results: [FileDiagnostics], format: DiagnosticFormat, colors: Bool, summary: Bool = true,
    in environment: any DriverEnvironment
  ) {
    let rendered =
      format == .sarif
      ? SARIFRenderer.render(results, tool: Self.sarifTool)
      : format.render(results, colors: colors && (format == .human || format == .concise))
    switch format {
    case .json, .sarif:
      environment.write(rendered, to: .standardOutput)
    case .github:
      environment.write(rendered, to: .standardError)
    case .human, .concise:
      let separator = format == .human && !rendered.isEmpty ? "\n" : ""
      let line = summary ? DiagnosticSummary(results).line + "\n" : ""
      environment.write(rendered + separator + line, to: .standardError)
    }
  }

  /// The driver of a SARIF log: layoutc's version and every code, lint rules at their default levels.
  static var sarifTool: SARIFTool {
    SARIFTool(
      version: Driver.version,
      defaultSeverities: Dictionary(LintRules.all.map { ($0.id, $0.defaultSeverity) }, uniquingKeysWith: { a, _ in a }),
      catalog: .complete)
  }
}
