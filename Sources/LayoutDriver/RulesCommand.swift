import LayoutLint
import LayoutSource

/// `layoutc rules`: the lint rules with their default severity and title, as a table or as JSON.
struct RulesCommand: Command {
  let name = "rules"
  let operands = CommandOperands.none
  let summary = "List the lint rules that 'check' runs."
  let synopsis = "rules [--format text|json]"
  let discussion = """
    Lists every lint rule: its id (what 'layoutc-ignore' comments and 'layoutc explain' take), its default
    severity and its title. --format json writes one document to standard output:
    {"version": 1, "rules": [{"id", "severity", "title"}, ...]}.
    """
  let options: [OptionSpec] = [
    OptionSpec(
      "format", .value(placeholder: "FORMAT", choices: ["text", "json"], defaultValue: "text"),
      help: "How to print the list")
  ]

  func run(_ arguments: ParsedArguments, in environment: any DriverEnvironment) throws(UsageError) -> ExitStatus {
    if let extra = arguments.positionals.first {
      throw UsageError("'rules' takes no arguments, but got '\(extra)'; see 'layoutc explain \(extra)' for a rule")
    }
    let text = arguments.value("format") == "json" ? Self.json(LintRules.all) : Self.table(LintRules.all)
    environment.write(text, to: .standardOutput)
    return .success
  }

  /// The rules as an aligned table.
  static func table(_ rules: [LintRule]) -> String {
    let rows = rules.map { rule in
      (
        rule.id,
        rule.defaultSeverity.rawValue + String(repeating: " ", count: 9 - rule.defaultSeverity.rawValue.count)
          + rule.code.title
      )
    }
    return "RULES:\n" + HelpCommand.table(rows) + "\nSee 'layoutc explain RULE' for a rule's page.\n"
  }

  /// The rules as a JSON document, one rule a line, keys in a fixed order.
  static func json(_ rules: [LintRule]) -> String {
    let list = rules.map { rule in
      JSONValue.object([
        ("id", .string(rule.id)), ("severity", .string(rule.defaultSeverity.rawValue)),
        ("title", .string(rule.code.title)),
      ])
    }
    return JSONValue.object([("version", .number(1)), ("rules", .array(list))]).written(indent: "") + "\n"
  }
}
