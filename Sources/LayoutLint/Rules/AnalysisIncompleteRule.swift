import LayoutMath
import LayoutSource

extension LintRule {
  /// `analysis-incomplete`: part of a layout was not analysed because it needs more cases than the analysis
  /// budget; a note about the analysis, not the layout.
  public static let analysisIncomplete = LintRule(
    code: DiagnosticCode(
      id: "analysis-incomplete", phase: .lint, title: "part of the layout was not analysed",
      explanation: """
        The linter proves its findings case by case: each combination of the parameter values and viewport ranges \
        that its guards read together, and each count of children a group's fill can accept. Parameters that no \
        `when` reads, and guards read in different groups, do not multiply the cases; but a layout can still need \
        more cases than the analysis budget: many parameters or thousands of thresholds read by the same group, or a \
        fill that accepts more than 512 children one by one. Then the linter checks a fixed sample of the cases, or \
        stops following that part, and reports this note where it happened. The findings it reports still hold where \
        they say; findings in the cases left out may be missing. Guard fewer properties of one group with the same \
        parameters, split the layout, or write a run of equal children as a count, to have it checked whole.
        """,
      example: """
        layout A {
          item dot { size: 1/600w x 1h }
          section { horizontal { size: 1w x 44; spacing: 1; dot } }
        }
        """,
      fixed: """
        layout A {
          item dot { size: 1/600w x 1h }
          section { horizontal { size: 1w x 44; dot } }
        }
        """),
    defaultSeverity: .note)
}

/// The report and messages of `analysis-incomplete`, made where a budget stops the analysis (`GroupFill.swift`,
/// `Analyzer+Variants.swift`).
extension Analyzer {
  /// `analysis-incomplete`: part of the layout was not checked, for the reason given. Holds for the layout as a whole.
  mutating func reportIncomplete(at span: SourceSpan, _ message: String) {
    let whole = Variants.whole(linted)
    occurrences.append(
      Occurrence(
        rule: .analysisIncomplete, layout: linted, span: span, message: message,
        place: whole.place, region: whole.region, stage: stage))
  }

  /// The message when the fill of a group accepts more than `limit` children.
  static func fillLimitMessage(group: String, limit: Int) -> String {
    "the fill of \(group) accepts more than \(limit) children; the analysis follows it no further, so findings past that point may be missing"
  }

  /// The message when the analysis of a layout ran out of budget: `reason` says which.
  static func stoppedMessage(layout: String, reason: String) -> String {
    "the analysis of layout '\(layout)' stopped before the end: \(reason); findings past that point may be missing"
  }

  /// The message when the variants of `what` were checked on a sample, because of what its guards `read`.
  static func sampledMessage(what: String, read: [String]) -> String {
    "\(what) were checked on a sample: the \(read.joined(separator: " and ")) its guards read together make more cases than the analysis checks one by one; findings in the cases left out may be missing"
  }
}
