/// An option a command accepts, as declared by the command; help text and parsing both come from this.
package struct OptionSpec: Sendable {
  /// Whether the option stands alone or takes a value.
  package enum Kind: Sendable {
    /// `--strict`
    case flag
    /// `--output-format FORMAT` or `--output-format=FORMAT`; `choices`, when not empty, lists the allowed values.
    case value(placeholder: String, choices: [String] = [], defaultValue: String? = nil)
  }

  /// The long name without dashes: `output-format`.
  package let name: String
  /// Flag or value.
  package let kind: Kind
  /// One line for `--help`.
  package let help: String
  /// A one-letter alias (`o` for `-o`), if any.
  package let short: Character?

  /// Declares an option.
  package init(_ name: String, _ kind: Kind, short: Character? = nil, help: String) {
    self.name = name
    self.kind = kind
    self.short = short
    self.help = help
  }

  /// `--help` / `-h`, which every command accepts.
  static let helpFlag = OptionSpec("help", .flag, help: "Show help for this command")
}

/// A command's arguments after parsing: the flags given, the option values, and the positional arguments.
package struct ParsedArguments: Sendable, Hashable {
  /// Flags given, by long name.
  package var flags: Set<String> = []
  /// Option values by long name; the last occurrence wins, as in most tools.
  package var values: [String: String] = [:]
  /// Every occurrence of each option's value, in order (for repeatable options such as `--set`).
  package var allValues: [String: [String]] = [:]
  /// Everything else, in order (`-` included: it means standard input).
  package var positionals: [String] = []

  /// Whether a flag was given.
  package func flag(_ name: String) -> Bool { flags.contains(name) }
  /// An option's value, if given.
  package func value(_ name: String) -> String? { values[name] }
  /// Every value an option was given, in order.
  package func values(_ name: String) -> [String] { allValues[name] ?? [] }
}

/// A mistake on the command line: the driver prints it as `error: …`, an optional `help: did you mean …?` line
/// and the command's usage, and exits with 2.
package struct UsageError: Error, Sendable, Hashable {
  /// The problem ("unknown option '--foo'").
  package var message: String
  /// Close matches for a misspelled name.
  package var suggestions: [String]

  /// Creates a usage error.
  package init(_ message: String, suggestions: [String] = []) {
    self.message = message
    self.suggestions = suggestions
  }
}

/// A small hand-written parser: `--flag`, `--opt value`, `--opt=value`, `-h`, `-` as a positional (standard
/// input), and `--` after which everything is positional.
package enum ArgumentParser {
  /// Parses a command's arguments (the words after the command name) against its options plus `--help`.
  package static func parse(_ arguments: [String], options: [OptionSpec]) throws(UsageError) -> ParsedArguments {
    let all = options + [.helpFlag]
    var parsed = ParsedArguments()
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if argument == "--" {
        parsed.positionals += arguments[index...]
        break
      }
      if argument == "-h" {
        parsed.flags.insert("help")
        continue
      }
      guard argument.hasPrefix("-"), argument != "-" else {
        parsed.positionals.append(argument)
        continue
      }
      let body: Substring
      if argument.hasPrefix("--") {
        body = argument.dropFirst(2)
      } else if argument.count == 2, let option = all.first(where: { $0.short == argument.last }) {
        body = Substring(option.name)  // `-o OUT` is `--output OUT`
      } else {
        throw UsageError("unknown option '\(argument)'", suggestions: closeOptions(to: argument, in: all))
      }
      let name = String(body.prefix { $0 != "=" })
      let inlineValue = body.contains("=") ? String(body.drop { $0 != "=" }.dropFirst()) : nil
      guard let option = all.first(where: { $0.name == name }) else {
        throw UsageError("unknown option '--\(name)'", suggestions: closeOptions(to: "--" + name, in: all))
      }
      switch option.kind {
      case .flag:
        if inlineValue != nil { throw UsageError("option '--\(name)' does not take a value") }
        parsed.flags.insert(name)
      case .value(let placeholder, let choices, _):
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count, !arguments[index].hasPrefix("--") {
          value = arguments[index]
          index += 1
        } else {
          throw UsageError("option '--\(name)' needs a value (\(placeholder))")
        }
        if !choices.isEmpty, !choices.contains(value) {
          throw UsageError(
            "invalid value '\(value)' for '--\(name)'; expected \(Suggestions.list(choices, conjunction: "or"))",
            suggestions: Suggestions.closeMatches(to: value, in: choices))
        }
        parsed.values[name] = value
        parsed.allValues[name, default: []].append(value)
      }
    }
    return parsed
  }

  private static func closeOptions(to word: String, in options: [OptionSpec]) -> [String] {
    Suggestions.closeMatches(to: word, in: options.map { "--" + $0.name })
  }
}
