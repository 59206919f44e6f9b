/// The zsh script: a `#compdef` function using `_arguments`, with descriptions for commands and options, choices
/// for values that have them, files for path values and `.layout` operands.
enum ZshCompletion {
  static func script(for commands: [any Command]) -> String {
    var text = """
      #compdef layoutc
      # zsh \(ShellCompletion.banner)

      _layoutc() {
        local -a commands
        commands=(

      """
    for command in commands {
      text += "    " + ShellCompletion.singleQuoted("\(command.name):\(command.summary)") + "\n"
    }
    text += """
        )
        if (( CURRENT == 2 )); then
          _describe -t commands 'layoutc command' commands
          _arguments '(- *)--help[Show help]' '(- *)--version[Show the version]'
          return
        fi
        local command=$words[2]
        shift words
        (( CURRENT-- ))
        case $command in

      """
    for command in commands {
      text += "    \(command.name))\n      _arguments -s \\\n"
      for option in OptionSpec.all(of: command) {
        text += "        " + ShellCompletion.singleQuoted(spec(of: option)) + " \\\n"
      }
      text += "        " + ShellCompletion.singleQuoted(operandSpec(command.operands)) + "\n      ;;\n"
    }
    text += """
        esac
      }

      _layoutc "$@"

      """
    return text
  }

  /// `_arguments`' spec of one option: `*--set[A parameter value]:PARAM=VALUE:` (values may repeat, as `--set` and
  /// `--viewport` do; the last wins elsewhere).
  private static func spec(of option: OptionSpec) -> String {
    let names = option.short.map { "{-\($0),--\(option.name)}" } ?? "--\(option.name)"
    let help = "[" + escaped(option.help.split(separator: "\n").first.map(String.init) ?? "") + "]"
    guard case .value(let placeholder, let choices, _) = option.kind else { return names + help }
    let action =
      !choices.isEmpty ? "(" + choices.joined(separator: " ") + ")" : option.valueIsPath ? "_files" : " "
    let repeated = option.short == nil ? "*" : ""
    return repeated + names + help + ":" + escaped(placeholder) + ":" + action
  }

  private static func operandSpec(_ operands: CommandOperands) -> String {
    switch operands {
    case .none: return "*:: :"
    case .layoutPaths: return "*:layout file:_files -g \"*.layout(-.)\""
    case .words(let list): return "*:argument:(" + list().joined(separator: " ") + ")"
    }
  }

  /// Brackets and colons end a spec's parts; backslashes escape them.
  private static func escaped(_ text: String) -> String {
    var out = ""
    for character in text {
      if "[]:\\".contains(character) { out.append("\\") }
      out.append(character)
    }
    return out
  }
}
