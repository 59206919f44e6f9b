import LayoutSemantics
import LayoutSource

/// `layoutc check PATH… | -`: lexes, parses and checks files and reports every diagnostic.
struct CheckCommand: Command {
  let name = "check"
  let summary = "Check .layout files and report their diagnostics."
  let synopsis = "check [options] PATH... | -"
  let discussion = """
    Directories are searched recursively for .layout files (hidden directories are skipped); '-' reads
    standard input. Diagnostics go to standard error, except --output-format json, which writes one document
    to standard output.

    Exit status: 0 no errors (warnings allowed), 1 errors found, 2 could not run (usage, unreadable files).
    """
  let options: [OptionSpec] = [
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
  ]

  /// The path diagnostics show for standard input when `--stdin-filepath` is not given, as swiftc and clang do.
  static let standardInputName = "<stdin>"

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    let format = arguments.value("output-format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .human
    var paths = arguments.positionals
    let stdinName = arguments.value("stdin-filepath")
    if paths.isEmpty, stdinName != nil { paths = ["-"] }
    if paths.isEmpty { throw UsageError("no input files; give paths to check, or '-' for standard input") }
    if paths.filter({ $0 == "-" }).count > 1 { throw UsageError("'-' (standard input) given more than once") }
    if stdinName != nil, !paths.contains("-") {
      throw UsageError("'--stdin-filepath' names standard input, but '-' is not among the paths")
    }

    let inputs = InputFiles(paths: paths, in: environment)
    var problems = inputs.problems
    var sources: [SourceFile] = []
    for input in inputs.sources {
      do throws(FileError) {
        switch input {
        case .standardInput:
          let bytes = try environment.readStandardInput()
          sources.append(SourceFile(path: stdinName ?? Self.standardInputName, bytes: bytes))
        case .file(let path):
          sources.append(SourceFile(path: path, bytes: try environment.readFile(atPath: path)))
        }
      } catch {
        let shown = if case .file(let path) = input { path } else { "-" }
        problems.append("cannot read '\(shown)': \(error.reason)")
      }
    }
    for problem in problems { environment.error("error: \(problem)") }

    // Checking is pure and per file, so it spreads over every core; printing stays in input order.
    let results = Parallel.map(sources) { source in
      let checked = FrontEnd.check(source)
      return FileDiagnostics(source: checked.source, diagnostics: checked.diagnostics)
    }
    report(
      results, format: format, colors: useColor(arguments.value("color") ?? "auto", in: environment),
      in: environment)

    if !problems.isEmpty { return .failure }
    return DiagnosticSummary(results).errors > 0 ? .problems : .success
  }

  private func report(
    _ results: [FileDiagnostics], format: DiagnosticFormat, colors: Bool, in environment: any DriverEnvironment
  ) {
    let rendered = format.render(results, colors: colors && (format == .human || format == .concise))
    switch format {
    case .json:
      environment.write(rendered, to: .standardOutput)
    case .github:
      environment.write(rendered, to: .standardError)
    case .human, .concise:
      let separator = format == .human && !rendered.isEmpty ? "\n" : ""
      environment.write(rendered + separator + DiagnosticSummary(results).line + "\n", to: .standardError)
    }
  }

  /// `--color`: `always`/`never` win over everything; `auto` colours a terminal unless `NO_COLOR` is set
  /// to a non-empty value (https://no-color.org).
  private func useColor(_ mode: String, in environment: any DriverEnvironment) -> Bool {
    switch mode {
    case "always": return true
    case "never": return false
    default: return environment.isTerminal(.standardError) && (environment.variable("NO_COLOR") ?? "").isEmpty
    }
  }
}
