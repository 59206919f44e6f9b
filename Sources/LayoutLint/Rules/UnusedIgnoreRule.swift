import LayoutSource

extension LintRule {
  /// `unused-ignore`: a `layoutc-ignore` comment that hides nothing, or cannot (malformed, unknown rule, no
  /// reason). Reported by `Suppressions.apply` (`layoutc check`), never by `Linter.lint`.
  public static let unusedIgnore = LintRule(
    code: DiagnosticCode(
      id: "unused-ignore", phase: .lint, title: "a suppression suppresses nothing",
      explanation: """
        `// layoutc-ignore: RULE -- reason`, on the line before a finding or at the end of its line, hides that \
        finding. When no finding of that rule is there, the comment is stale: `layoutc check` reports it so that \
        suppressions do not outlive the problem they hid.
        """,
      example: """
        layout A {
          item cell { size: 1w x 1h }
          // layoutc-ignore: child-overflow -- reason
          section { horizontal { size: 1w x 44; cell } }
        }
        """,
      fixed: """
        layout A {
          item cell { size: 1w x 1h }
          section { horizontal { size: 1w x 44; cell } }
        }
        """),
    defaultSeverity: .warning)
}

/// The messages of `unused-ignore`, for the directives `Suppressions` reads.
enum UnusedIgnoreMessage {
  static let missingColon = "expected ':' after 'layoutc-ignore', as in 'layoutc-ignore: RULE -- reason'"
  static let emptyEntry = "expected a rule id between commas in 'layoutc-ignore'"
  static let noRule = "'layoutc-ignore' names no rule; write 'layoutc-ignore: RULE -- reason'"
  static let missingReason =
    "'layoutc-ignore' needs a reason after '--' saying why the finding is acceptable; until it has one it "
    + "suppresses nothing"
  static let ignoresItself = "'unused-ignore' cannot be ignored; remove the stale 'layoutc-ignore' instead"
  static let removeDirective = "remove the unused 'layoutc-ignore'"

  static func checkerCode(_ id: String) -> String {
    "'\(id)' is an error of the checker, not a lint rule, and cannot be ignored"
  }

  static func unknownRule(_ name: String) -> String { "unknown lint rule '\(name)' in 'layoutc-ignore'" }

  /// "'layoutc-ignore' suppresses nothing: no 'a' or 'b' finding starts on line 3".
  static func suppressesNothing(rules: [String], line: Int) -> String {
    "'layoutc-ignore' suppresses nothing: no \(quoted(rules)) finding starts on line \(line)"
  }

  /// "'layoutc-ignore-file' suppresses nothing: no 'a' finding in this file".
  static func fileSuppressesNothing(rules: [String]) -> String {
    "'layoutc-ignore-file' suppresses nothing: no \(quoted(rules)) finding in this file"
  }

  static func fileRuleSuppressesNothing(_ rule: String) -> String {
    "'layoutc-ignore-file' for '\(rule)' suppresses nothing: no such finding in this file"
  }

  static func ruleSuppressesNothing(_ rule: String, line: Int) -> String {
    "'layoutc-ignore' for '\(rule)' suppresses nothing: no such finding starts on line \(line)"
  }

  static func removeRule(_ rule: String) -> String { "remove '\(rule)' from the list" }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  private static func quoted(_ words: [String]) -> String {
    let quoted = words.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
  }
}
