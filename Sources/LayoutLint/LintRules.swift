import LayoutSource

/// The linter's rules: each a kebab-case id, an `explain` page and a default severity.
///
/// `child-too-large` is an error (the group lays out nothing, so the section is empty there); `analysis-incomplete` is a
/// note (it is about the analysis, not the layout); every other rule is a warning. `unused-ignore` is listed so that `layoutc rules` and `explain` know it, but it is reported by
/// `layoutc check` (which handles suppression comments), never by `Linter.lint`.
public enum LintRules {
  /// Every rule, in id order.
  public static let all: [LintRule] = [
    LintRule(code: .analysisIncomplete, defaultSeverity: .note),
    LintRule(code: .approximateFraction, defaultSeverity: .warning),
    LintRule(code: .childOverflow, defaultSeverity: .warning),
    LintRule(code: .childTooLarge, defaultSeverity: .error),
    LintRule(code: .countDiscardsSize, defaultSeverity: .warning),
    LintRule(code: .crossAxisOverflow, defaultSeverity: .warning),
    LintRule(code: .emptyFrame, defaultSeverity: .warning),
    LintRule(code: .flexibleRootEdge, defaultSeverity: .warning),
    LintRule(code: .fractionOfEstimate, defaultSeverity: .warning),
    LintRule(code: .fractionalGroupInsets, defaultSeverity: .warning),
    LintRule(code: .insetsOnEstimatedAxis, defaultSeverity: .warning),
    LintRule(code: .unusedDeclaration, defaultSeverity: .warning),
    LintRule(code: .unusedIgnore, defaultSeverity: .warning),
  ]

  private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

  /// The rule with this id (exact, kebab-case), if any.
  public static func rule(_ id: String) -> LintRule? { byID[id] }
}
