/// How a run ended, as the process exit status.
package enum ExitStatus: Int32, Sendable {
  /// The tool ran and found nothing wrong (warnings allowed).
  case success = 0
  /// The tool ran and found problems: errors, or files that need formatting.
  case problems = 1
  /// The tool could not do its job: a usage error, a missing or unreadable file, an internal error.
  case failure = 2
}

/// A subcommand of `layoutc`. Adding one is a new file with a type conforming to this plus a line in
/// ``Commands/all``; argument parsing, `--help` and usage errors come for free.
package protocol Command: Sendable {
  /// The word on the command line: `check`.
  var name: String { get }
  /// One line for the command list.
  var summary: String { get }
  /// The synopsis after `layoutc`: `check [options] PATH... | -`.
  var synopsis: String { get }
  /// Paragraphs for `--help` after the usage line; may be empty.
  var discussion: String { get }
  /// The options the command accepts (`--help` is added for every command).
  var options: [OptionSpec] { get }
  /// What its positional arguments are, for shell completion (default: `.layout` files and folders).
  var operands: CommandOperands { get }
  /// Runs with parsed arguments; usage problems found late are thrown and reported like parse errors.
  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus
}

/// The registry of subcommands, in the order `layoutc --help` lists them.
package enum Commands {
  /// Every command.
  package static let all: [any Command] = [
    CheckCommand(),
    FmtCommand(),
    CompileCommand(),
    GenerateCommand(),
    EvalCommand(),
    RenderCommand(),
    PreviewCommand(),
    ExplainCommand(),
    RulesCommand(),
    LSPCommand(),
    CompletionsCommand(),
    ManualCommand(),
    HelpCommand(),
  ]

  /// The command with this name.
  package static func named(_ name: String) -> (any Command)? { all.first { $0.name == name } }
}

extension Command {
  /// The full `--help` page.
  var helpText: String {
    var text = "OVERVIEW: \(summary)\n\nUSAGE: layoutc \(synopsis)\n"
    if !discussion.isEmpty { text += "\n\(discussion)\n" }
    let rows = (options + [.helpFlag]).map { option -> (String, String) in
      switch option.kind {
      case .flag:
        return (option.name == "help" ? "-h, --help" : "--\(option.name)", option.help)
      case .value(let placeholder, let choices, let defaultValue):
        var help = option.help
        if !choices.isEmpty { help += " (\(choices.joined(separator: ", "))" }
        if let defaultValue { help += choices.isEmpty ? " (default: \(defaultValue))" : "; default: \(defaultValue)" }
        if !choices.isEmpty { help += ")" }
        let short = option.short.map { "-\($0), " } ?? ""
        return ("\(short)--\(option.name) \(placeholder)", help)
      }
    }
    return text + "\nOPTIONS:\n" + HelpCommand.table(rows)
  }
}
