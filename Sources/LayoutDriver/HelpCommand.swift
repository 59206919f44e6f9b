/// `layoutc help [COMMAND]`: the overview, or one command's `--help` page.
struct HelpCommand: Command {
  let name = "help"
  let operands = CommandOperands.words { Commands.all.map(\.name) }
  let summary = "Show help for layoutc or for one command."
  let synopsis = "help [COMMAND]"
  let discussion = ""
  let options: [OptionSpec] = []

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    guard let word = arguments.positionals.first else {
      environment.write(Self.overview, to: .standardOutput)
      return .success
    }
    if arguments.positionals.count > 1 { throw UsageError("'help' takes at most one command") }
    guard let command = Commands.named(word) else { throw Driver.unknownCommand(word) }
    environment.write(command.helpText, to: .standardOutput)
    return .success
  }

  /// The page for `layoutc --help` and `layoutc help`.
  static var overview: String {
    """
    OVERVIEW: layoutc checks, formats and compiles .layout files (UIKit compositional layouts).

    USAGE: layoutc COMMAND [options] [arguments]

    COMMANDS:
    \(table(Commands.all.map { ($0.name, $0.summary) }))
    OPTIONS:
    \(table([("-h, --help", "Show this help"), ("--version", "Show the version")]))
    See 'layoutc help COMMAND' or 'layoutc COMMAND --help' for a command's options.

    """
  }

  /// Two aligned columns, each row indented by two spaces and ending in a newline.
  static func table(_ rows: [(String, String)]) -> String {
    let width = rows.map(\.0.count).max() ?? 0
    return rows.map { "  " + $0.0 + String(repeating: " ", count: width - $0.0.count + 2) + $0.1 + "\n" }.joined()
  }
}
