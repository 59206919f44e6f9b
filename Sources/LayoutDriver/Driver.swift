/// The command line, from arguments to exit status. Pure apart from the ``DriverEnvironment`` it is given.
package enum Driver {
  /// The version printed by `layoutc --version`.
  package static let version = "0.1.0"

  /// The most bytes read from one input (a file or standard input): 64 MiB. A `.layout` file is a few kilobytes
  /// and an IR document rarely a megabyte; the limit keeps `check /dev/zero`-like mistakes (an endless device, a
  /// multi-gigabyte file) from running for ever, while leaving room for generated files.
  package static let maximumInputSize = 64 << 20

  /// Runs `layoutc` with `arguments` (without the program name) and returns the exit status.
  ///
  /// A failed write to standard output or standard error (a full disk, `> /dev/full`, a closed pipe whose signal
  /// is ignored) makes the status 2 whatever the command found, with a message on standard error when that works.
  package static func run(arguments: [String], environment: any DriverEnvironment) -> Int32 {
    let status = runCommand(arguments: arguments, environment: environment)
    if let failure = environment.failure(of: .standardOutput) {
      environment.error("error: cannot write to standard output: \(failure.reason)")
      return ExitStatus.failure.rawValue
    }
    if environment.failure(of: .standardError) != nil { return ExitStatus.failure.rawValue }
    return status
  }

  private static func runCommand(arguments: [String], environment: any DriverEnvironment) -> Int32 {
    guard let first = arguments.first else {
      environment.write(usageLine + "\n" + "see 'layoutc --help' for the commands\n", to: .standardError)
      return ExitStatus.failure.rawValue
    }
    switch first {
    case "--help", "-h":
      environment.write(HelpCommand.overview, to: .standardOutput)
      return ExitStatus.success.rawValue
    case "--version":
      environment.write("layoutc \(version)\n", to: .standardOutput)
      return ExitStatus.success.rawValue
    default:
      break
    }
    if first.hasPrefix("-"), first != "-" {
      let error = UsageError(
        "unknown option '\(first)'", suggestions: Suggestions.closeMatches(to: first, in: ["--help", "--version"]))
      return report(error, usage: usageLine, helpHint: "layoutc --help", in: environment)
    }
    guard let command = Commands.named(first) else {
      return report(unknownCommand(first), usage: usageLine, helpHint: "layoutc --help", in: environment)
    }
    let rest = Array(arguments.dropFirst())
    do throws(UsageError) {
      let parsed = try ArgumentParser.parse(rest, options: command.options)
      if parsed.flag("help") {
        environment.write(command.helpText, to: .standardOutput)
        return ExitStatus.success.rawValue
      }
      return try command.run(parsed, in: environment).rawValue
    } catch {
      return report(
        error, usage: "usage: layoutc \(command.synopsis)", helpHint: "layoutc \(command.name) --help",
        in: environment)
    }
  }

  static let usageLine = "usage: layoutc COMMAND [options] [arguments]"

  /// The error for a word that names no command, with close matches.
  static func unknownCommand(_ word: String) -> UsageError {
    UsageError(
      "unknown command '\(word)'", suggestions: Suggestions.closeMatches(to: word, in: Commands.all.map(\.name)))
  }

  /// Prints a usage error the way every command does, and returns the status for it.
  private static func report(
    _ error: UsageError, usage: String, helpHint: String, in environment: any DriverEnvironment
  ) -> Int32 {
    var text = "error: \(error.message)\n"
    if !error.suggestions.isEmpty {
      text += "help: did you mean \(Suggestions.list(error.suggestions, conjunction: "or"))?\n"
    }
    text += "\(usage)\nsee '\(helpHint)' for more\n"
    environment.write(text, to: .standardError)
    return ExitStatus.failure.rawValue
  }
}
