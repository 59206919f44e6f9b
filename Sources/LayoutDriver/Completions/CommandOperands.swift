import LayoutSemantics

/// What a command's positional arguments are, for shell completion: the one fact about a command that its options do
/// not already say.
package enum CommandOperands: Sendable {
  /// None (`lsp`, `rules`).
  case none
  /// `.layout` files and folders (`check`, `fmt`, …).
  case layoutPaths
  /// One of these words (`explain` codes, `help` commands, `completions` shells).
  case words(@Sendable () -> [String])
}

extension Command {
  /// Most commands take `.layout` files and folders.
  package var operands: CommandOperands { .layoutPaths }
}

extension OptionSpec {
  /// Whether the option's value names a file or folder, by the placeholder convention of the help text (`FILE`,
  /// `DIR`, `OUT`), so completion offers paths for it.
  var valueIsPath: Bool {
    guard case .value(let placeholder, _, _) = kind else { return false }
    return ["FILE", "DIR", "OUT"].contains { placeholder.contains($0) }
  }

  /// The allowed values of an option with choices; empty for flags and free values.
  var choices: [String] {
    guard case .value(_, let choices, _) = kind else { return [] }
    return choices
  }

  /// Whether the option takes a value.
  var takesValue: Bool {
    if case .value = kind { return true }
    return false
  }

  /// Every option a command accepts, `--help` included, in help order.
  static func all(of command: any Command) -> [OptionSpec] { command.options + [.helpFlag] }
}
