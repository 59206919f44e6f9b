/// The fish script: `complete` lines, each guarded by the subcommand it belongs to. Fish shows the descriptions
/// beside the candidates, so every command and option carries its help line.
enum FishCompletion {
  static func script(for commands: [any Command]) -> String {
    var lines = [
      "# fish \(ShellCompletion.banner)",
      "complete -c layoutc -f",
      "# .layout files and folders only (fish's __fish_complete_suffix offers every file, the suffix first).",
      "function __layoutc_layout_paths",
      "    for path in (commandline -ct)*",
      "        if test -d $path",
      "            echo $path/",
      "        else if string match -q -- '*.layout' $path",
      "            echo $path",
      "        end",
      "    end",
      "end",
      "complete -c layoutc -n __fish_use_subcommand -l help -s h -d 'Show help'",
      "complete -c layoutc -n __fish_use_subcommand -l version -d 'Show the version'",
    ]
    for command in commands {
      lines.append(
        "complete -c layoutc -n __fish_use_subcommand -a \(command.name) -d \(quoted(command.summary))")
    }
    for command in commands {
      let guardText = ShellCompletion.singleQuoted("__fish_seen_subcommand_from \(command.name)")
      let prefix = "complete -c layoutc -n \(guardText)"
      for option in OptionSpec.all(of: command) {
        var line = prefix + " -l \(option.name)"
        if let short = option.short { line += " -s \(short)" }
        if !option.choices.isEmpty {
          line += " -x -a \(ShellCompletion.singleQuoted(option.choices.joined(separator: " ")))"
        } else if option.valueIsPath {
          line += " -r -F"
        } else if option.takesValue {
          line += " -x"
        }
        lines.append(line + " -d \(quoted(option.help))")
      }
      switch command.operands {
      case .none: break
      case .layoutPaths:
        lines.append(prefix + " -a '(__layoutc_layout_paths)'")
      case .words(let list):
        lines.append(prefix + " -a \(ShellCompletion.singleQuoted(list().joined(separator: " ")))")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// A description: the first line of the help text, single-quoted (fish also reads `\` specially there).
  private static func quoted(_ text: String) -> String {
    let line = text.split(separator: "\n").first.map(String.init) ?? ""
    return ShellCompletion.singleQuoted(line.replacingOccurrences(of: "\\", with: "\\\\"))
  }
}
