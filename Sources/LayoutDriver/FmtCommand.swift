import LayoutConfig
import LayoutFormatter
import LayoutSource
import LayoutSyntax

/// `layoutc fmt PATH… | -`: rewrites files in the canonical style, or reports which would change.
struct FmtCommand: Command {
  let name = "fmt"
  let summary = "Format .layout files in the canonical style."
  let synopsis = "fmt [options] PATH... | -"
  let discussion = """
    Rewrites each file in place, atomically. Directories are searched recursively for .layout files (hidden
    directories are skipped). '-' formats standard input to standard output and prints nothing there unless
    formatting succeeded, so an editor never replaces a buffer with an error. A file with syntax errors is
    left untouched and its errors are reported (at most --error-limit per file, else the error-limit of the
    nearest .layoutc.toml). A file that changed on disk while it was formatted is left as it is now. --check and --diff write no files; --diff reports a file
    that is not valid UTF-8 instead of printing a diff that could not be exact. A directory walk skips what the
    nearest .layoutc.toml excludes and what .gitignore ignores, as 'check' does (--config, --no-config).

    Exit status: 0 done (with --check or --diff: nothing would change), 1 with --check or --diff: some file
    would change, 2 a file could not be formatted (syntax errors, unreadable, unwritable, changed meanwhile,
    no exact diff) or a usage error.
    """
  let options: [OptionSpec] =
    [
      OptionSpec("check", .flag, help: "List the files that would change, one per line, and change nothing"),
      OptionSpec("diff", .flag, help: "Print what would change as a unified diff, and change nothing"),
      OptionSpec(
        "stdin-filepath", .value(placeholder: "NAME"), help: "The path shown in diagnostics for standard input ('-')"),
      .errorLimit,
    ] + OptionSpec.configOptions

  /// The outcome of one input.
  private enum Outcome {
    case unchanged
    case changed(old: [UInt8], new: [UInt8])
    /// Could not be formatted; the message is ready for standard error.
    case failed(String)
  }

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    var paths = arguments.positionals
    let stdinName = arguments.value("stdin-filepath")
    if paths.isEmpty, stdinName != nil { paths = ["-"] }
    if paths.isEmpty { throw UsageError("no input files; give paths to format, or '-' for standard input") }
    if paths.contains("-") && paths.count > 1 {
      throw UsageError("'-' (standard input) cannot be combined with other paths")
    }
    if stdinName != nil, !paths.contains("-") {
      throw UsageError("'--stdin-filepath' names standard input, but '-' is not among the paths")
    }
    let reportOnly = arguments.flag("check") || arguments.flag("diff")
    // The error limit of a refused file: --error-limit, else the config's `error-limit`, else the default.
    var flags = SettingFlags()
    if arguments.value("error-limit") != nil { flags.errorLimit = try ErrorLimit.parse(arguments) ?? 0 }
    let context = try ProjectContext.make(arguments, flags: flags, in: environment)
    if paths == ["-"] {
      let name = stdinName ?? CheckCommand.standardInputName
      let limit = context.settings(forFile: stdinName ?? "-").settings.errorLimit.value
      if context.reportFailures(format: .human, colors: false, in: environment) { return .failure }
      return formatStandardInput(named: name, arguments, limit: limit, in: environment)
    }

    let inputs = InputFiles(paths: paths, in: environment, skip: context.skips)
    if context.reportFailures(format: .human, colors: false, in: environment) { return .failure }
    for problem in inputs.problems { environment.error("error: \(problem)") }
    var failed = !inputs.problems.isEmpty
    var sources: [SourceFile] = []
    for case .file(let path) in inputs.sources {
      do throws(FileError) {
        sources.append(SourceFile(path: path, bytes: try environment.read(.file(path))))
      } catch {
        environment.error("error: cannot read \(quoted(path)): \(error.reason)")
        failed = true
      }
    }

    // Formatting is pure and per file, so it spreads over every core; reporting stays in input order.
    let limits = sources.map { context.settings(forFile: $0.path).settings.errorLimit.value }
    let outcomes = Parallel.map(Array(zip(sources, limits))) { Self.format($0.0, limit: $0.1) }
    var changed = false
    for (source, outcome) in zip(sources, outcomes) {
      switch outcome {
      case .unchanged:
        continue
      case .failed(let message):
        environment.write(message, to: .standardError)
        failed = true
      case .changed(let old, let new):
        changed = true
        if arguments.flag("check") { environment.write(TerminalText.escaped(source.path) + "\n", to: .standardOutput) }
        if arguments.flag("diff") {
          guard let diff = Self.diff(old: old, new: new, name: source.path, in: environment) else {
            failed = true
            continue
          }
          environment.write(diff, to: .standardOutput)
        }
        if reportOnly { continue }
        do throws(FileError) {
          try environment.replaceFile(atPath: source.path, bytes: new, original: old)
        } catch {
          environment.error("error: cannot write \(quoted(source.path)): \(error.reason)")
          failed = true
        }
      }
    }
    if failed { return .failure }
    return reportOnly && changed ? .problems : .success
  }

  /// `-`: standard output gets the formatted file, the list line or the diff, and nothing at all on failure.
  private func formatStandardInput(
    named name: String, _ arguments: ParsedArguments, limit: Int?, in environment: any DriverEnvironment
  ) -> ExitStatus {
    let bytes: [UInt8]
    do throws(FileError) {
      bytes = try environment.read(.standardInput)
    } catch {
      environment.error("error: cannot read standard input: \(error.reason)")
      return .failure
    }
    // Standard output takes text: bytes that are not UTF-8 (in a comment) could not be written back exactly.
    guard isValidUTF8(bytes) else {
      environment.error("error: \(quoted(name)) is not valid UTF-8; format the file in place instead")
      return .failure
    }
    switch Self.format(SourceFile(path: name, bytes: bytes), limit: limit) {
    case .failed(let message):
      environment.write(message, to: .standardError)
      return .failure
    case .unchanged:
      if !arguments.flag("check") && !arguments.flag("diff") {
        environment.write(String(decoding: bytes, as: UTF8.self), to: .standardOutput)
      }
      return .success
    case .changed(let old, let new):
      if arguments.flag("check") { environment.write(TerminalText.escaped(name) + "\n", to: .standardOutput) }
      if arguments.flag("diff") {
        // Standard input was checked to be UTF-8 above, so the diff is exact.
        environment.write(UnifiedDiff.render(old: old, new: new, name: name), to: .standardOutput)
      }
      if arguments.flag("check") || arguments.flag("diff") { return .problems }
      environment.write(String(decoding: new, as: UTF8.self), to: .standardOutput)
      return .success
    }
  }

  /// The diff of a file for `--diff`, or `nil` after reporting a file that is not valid UTF-8: a diff is text, and
  /// turning invalid bytes into U+FFFD would show a change that is not the one `fmt` makes.
  private static func diff(old: [UInt8], new: [UInt8], name: String, in environment: any DriverEnvironment)
    -> String?
  {
    guard isValidUTF8(old), isValidUTF8(new) else {
      environment.error(
        "error: cannot show the changes to \(quoted(name)) as a diff: the file is not valid UTF-8; "
          + "'layoutc fmt' without --diff formats it byte for byte")
      return nil
    }
    return UnifiedDiff.render(old: old, new: new, name: name)
  }

  /// Formats one file; a refusal carries the file's syntax errors rendered as `check` prints them (at most `limit`).
  private static func format(_ source: SourceFile, limit: Int?) -> Outcome {
    let tree = Parser.parse(source)
    switch SourceFormatter.format(tree) {
    case .formatted(let output):
      return output == source.bytes ? .unchanged : .changed(old: source.bytes, new: output)
    case .refused(let reason):
      let errors = tree.diagnostics.filter { $0.severity == .error }
      let file = FileDiagnostics(source: source, diagnostics: errors, omitted: tree.droppedDiagnostics)
      let rendered = HumanRenderer.render([file.limited(to: limit)])
      return .failed(rendered + (rendered.isEmpty ? "" : "\n") + "error: \(reason)\n")
    case .internalError(let message):
      return .failed("error: internal error: \(message)\n")
    }
  }
}
