/// The bash script: one function that looks at the command word, the previous word (an option waiting for its
/// value) and the current word. Values with choices complete from them, path values and `.layout` operands complete
/// as files.
enum BashCompletion {
  static func script(for commands: [any Command]) -> String {
    var text = """
      # bash \(ShellCompletion.banner)
      _layoutc_paths() {
        compopt -o filenames 2>/dev/null
        COMPREPLY=($(compgen -d -- "$cur") $(compgen -f -X '!*.layout' -- "$cur"))
      }

      _layoutc() {
        local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
        if [[ $COMP_CWORD -eq 1 ]]; then
          COMPREPLY=($(compgen -W \(ShellCompletion.singleQuoted(words(commands.map(\.name) + ["--help", "--version"]))) -- "$cur"))
          return
        fi
        case "${COMP_WORDS[1]}" in

      """
    for command in commands {
      text += "    \(command.name))\n" + body(of: command) + "      ;;\n"
    }
    text += """
        esac
      }
      complete -F _layoutc layoutc

      """
    return text
  }

  /// The `case` arm of one command, indented for its place in the script.
  private static func body(of command: any Command) -> String {
    let options = OptionSpec.all(of: command)
    var text = ""
    let valued = options.filter(\.takesValue)
    if !valued.isEmpty {
      text += "      case \"$prev\" in\n"
      for option in valued {
        let action: String
        if !option.choices.isEmpty {
          action = "COMPREPLY=($(compgen -W \(ShellCompletion.singleQuoted(words(option.choices))) -- \"$cur\"))"
        } else if option.valueIsPath {
          action = "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
        } else {
          action = "COMPREPLY=()"
        }
        text += "        \(names(of: option))) \(action); return ;;\n"
      }
      text += "      esac\n"
    }
    let flags = options.flatMap { option in ["--" + option.name] + (option.short.map { ["-\($0)"] } ?? []) }
    text += "      if [[ \"$cur\" == -* ]]; then\n"
    text += "        COMPREPLY=($(compgen -W \(ShellCompletion.singleQuoted(words(flags))) -- \"$cur\"))\n"
    switch command.operands {
    case .none:
      text += "      fi\n"
    case .layoutPaths:
      text += "      else\n        _layoutc_paths\n      fi\n"
    case .words(let list):
      text += "      else\n"
      text += "        COMPREPLY=($(compgen -W \(ShellCompletion.singleQuoted(words(list()))) -- \"$cur\"))\n"
      text += "      fi\n"
    }
    return text
  }

  /// `--output|-o` for a `case` pattern.
  private static func names(of option: OptionSpec) -> String {
    (["--" + option.name] + (option.short.map { ["-\($0)"] } ?? [])).joined(separator: "|")
  }

  private static func words(_ list: [String]) -> String { list.joined(separator: " ") }
}
