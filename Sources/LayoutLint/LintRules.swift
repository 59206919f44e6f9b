import LayoutSemantics
import LayoutSource

/// A lint rule: its `explain` page (a `DiagnosticCode` whose id is the kebab-case rule id) and its default
/// severity.
///
/// Each rule is a static constant declared in its own file under `Rules/` (`LintRule.childOverflow` in
/// `ChildOverflowRule.swift`), beside the check and the messages that belong to it, and registered in
/// ``LintRules/all``.
public struct LintRule: Sendable, Hashable {
  /// The page `layoutc explain RULE` prints; `code.id` is the rule id (`child-overflow`).
  public let code: DiagnosticCode
  /// The severity a finding has unless configured otherwise.
  public let defaultSeverity: Severity
  /// The check of a rule about the file as a whole (`approximate-fraction`, `unused-declaration`), which
  /// `Linter.findings` runs after the layouts are analysed; nil for the rules the viewport analysis checks as it
  /// walks (their checks are `Analyzer` methods in the rule's file, called from the walk).
  let fileCheck: (@Sendable (Program, SourceFile, _ stage: Int, inout FindingCollector) -> Void)?
  /// The check of a rule about single property assignments (`approximate-fraction`, `no-op-effect`), which
  /// `Linter.findings` runs from one walk over the checked model shared by every such rule (`AssignmentWalk`); nil
  /// for the other rules.
  let assignmentCheck: AssignmentCheck?

  /// The rule id.
  public var id: String { code.id }

  /// Creates a rule (checked by the viewport analysis, or by `layoutc check` for `unused-ignore`).
  public init(code: DiagnosticCode, defaultSeverity: Severity) {
    self.init(code: code, defaultSeverity: defaultSeverity, fileCheck: nil)
  }

  /// Creates a rule checked on the assignments of the properties its check names, in the walk shared by such rules.
  init(code: DiagnosticCode, defaultSeverity: Severity, assignmentCheck: AssignmentCheck) {
    self.code = code
    self.defaultSeverity = defaultSeverity
    self.fileCheck = nil
    self.assignmentCheck = assignmentCheck
  }

  /// Creates a rule checked over the whole file.
  init(
    code: DiagnosticCode, defaultSeverity: Severity,
    fileCheck: (@Sendable (Program, SourceFile, _ stage: Int, inout FindingCollector) -> Void)?
  ) {
    self.code = code
    self.defaultSeverity = defaultSeverity
    self.fileCheck = fileCheck
    self.assignmentCheck = nil
  }

  /// Rules are equal when their ids are.
  public static func == (lhs: LintRule, rhs: LintRule) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  /// The viewport range the linter proves a layout for when it declares no `viewport:`, as the pages of the rules
  /// that depend on the viewport say it.
  static let defaultRangeText = """
    Without a `viewport:` property the layout is checked for every viewport from 320 to 1366 points wide and \
    from 320 to 1366 points high (phones and tablets in both orientations); every parameter combination and every \
    range between the `when width/height` thresholds is checked on its own.
    """
}

/// The registry of lint rules: the one list a new rule is added to.
///
/// `child-too-large` is an error (the group lays out nothing, so the section is empty there); `analysis-incomplete` is
/// a note (it is about the analysis, not the layout); every other rule is a warning. `unused-ignore` is listed so that
/// `layoutc rules` and `explain` know it, but it is reported by `layoutc check` (which handles suppression comments),
/// never by `Linter.lint`.
public enum LintRules {
  /// Every rule, in id order.
  public static let all: [LintRule] = [
    .analysisIncomplete, .approximateFraction, .childOverflow, .childTooLarge, .countDiscardsSize,
    .crossAxisOverflow, .disappearWithoutFade, .effectOnEstimatedItems, .emptyFrame, .flexibleRootEdge,
    .focusWidthBelowFlow, .fractionOfEstimate,
    .fractionalGroupInsets,
    .insetsOnEstimatedAxis, .noOpEffect, .pageParallaxTooStrong, .pagedLineHoldsTwo, .scaleOutsideSection,
    .unitlessFraction, .unusedDeclaration, .unusedIgnore,
  ].sorted { $0.id < $1.id }

  private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

  /// The rule with this id (exact, kebab-case), if any: for ids a user wrote (`layoutc-ignore`, `explain`).
  public static func rule(_ id: String) -> LintRule? { byID[id] }

  /// The rule that reports `code`, if it is a lint rule's.
  public static func rule(for code: DiagnosticCode) -> LintRule? { byID[code.id] }
}

extension DiagnosticCatalog {
  /// Every code `layoutc` can report: the front end's codes and the lint rules.
  public static let complete = DiagnosticCatalog.frontEnd.adding(LintRules.all.map(\.code))
}
