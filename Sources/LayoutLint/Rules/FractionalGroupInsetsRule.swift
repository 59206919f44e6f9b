import LayoutIR
import LayoutMath
import LayoutSource

extension LintRule {
  /// `fractional-group-insets`: group insets between 0 and 0.5 are fractions of the group's size (R3.7, U1).
  public static let fractionalGroupInsets = LintRule(
    code: DiagnosticCode(
      id: "fractional-group-insets", phase: .lint, title: "group insets below 0.5 are fractions",
      explanation: """
        UIKit reads a group inset between 0 and 0.5 as a fraction of the group's size, not as points (R3.7, U1): \
        `insets: 0.25` on a 390 pt wide group is 97.5 pt on each side. Write whole points, or 0.5 and above.
        """,
      example: """
        layout A {
          item cell { size: 1w x 1h }
          section { horizontal { size: 1w x 44; insets: 0.25; cell } }
        }
        """,
      fixed: """
        layout A {
          item cell { size: 1w x 1h }
          section { horizontal { size: 1w x 44; insets: 1; cell } }
        }
        """),
    defaultSeverity: .warning)
}

/// The check of `fractional-group-insets`, run once per group and variant.
extension Analyzer {
  /// `fractional-group-insets`: UIKit reads group insets in (0, 0.5) as fractions of the group's size (R3.7, U1).
  mutating func checkFractionalInsets(_ index: Int, _ insets: IRInsets) {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing].map(\.value).filter {
      $0 > .zero && $0 < Rational(1, 2)!
    }
    guard let first = values.first, let span = model.insetsValueSpan(index) else { return }
    report(
      .fractionalGroupInsets, at: span,
      "group inset \(first.points) of \(model.name(index)) is read by UIKit as \(first) of the group's size, not as points",
      in: variant.region)
  }
}
