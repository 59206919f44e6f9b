import LayoutIR
import LayoutMath
import LayoutSource

extension LintRule {
  /// `insets-on-estimated-axis`: UIKit ignores content insets along an estimated axis (R4.2).
  public static let insetsOnEstimatedAxis = LintRule(
    code: DiagnosticCode(
      id: "insets-on-estimated-axis", phase: .lint, title: "insets on an estimated axis are ignored",
      explanation: """
        UIKit ignores content insets along any estimated axis (R4.2) and logs "Insets along any estimated axes will \
        be ignored": top and bottom insets of a `~44` high item do nothing. Use edge spacing or the group's spacing.
        """,
      example: """
        layout A {
          item row { size: 1w x ~44; insets: 8 16 }
          section { horizontal { size: 1w x ~44; row } }
        }
        """,
      fixed: """
        layout A {
          item row { size: 1w x ~44; insets: 0 16 }
          section { horizontal { size: 1w x ~44; row } }
        }
        """),
    defaultSeverity: .warning)
}

/// The check of `insets-on-estimated-axis`, run once per declaration and variant.
extension Analyzer {
  /// `insets-on-estimated-axis`: non-zero insets along an estimated axis (R4.2).
  mutating func checkEstimatedInsets(_ index: Int, dimensions: IRSize, insets: IRInsets) {
    var ignored: [String] = []
    if dimensions.width.isEstimated && insets.sum(.x) != .zero { ignored.append("leading and trailing") }
    if dimensions.height.isEstimated && insets.sum(.y) != .zero { ignored.append("top and bottom") }
    guard !ignored.isEmpty, let span = model.insetsValueSpan(index) else { return }
    report(
      .insetsOnEstimatedAxis, at: span,
      "\(ignored.joined(separator: " and ")) insets of \(model.name(index)) are ignored: its size is estimated along that axis",
      in: variant.region)
  }
}
