import LayoutMath
import LayoutRules
import LayoutSource

extension LintRule {
  /// `fraction-of-estimate`: a fraction of an estimated container takes the estimate and never self-sizes
  /// (R3.3, R12.4).
  public static let fractionOfEstimate = LintRule(
    code: DiagnosticCode(
      id: "fraction-of-estimate", phase: .lint, title: "a fraction of an estimated size",
      explanation: """
        A fraction resolves against its container (R3.3). When the container's size on that axis is estimated, the \
        fraction takes the estimate and never self-sizes (R12.4): a `1h` item in a `~44` high group is 44 high \
        whatever its content. Estimate the child instead, or give the container a real size.
        """,
      example: """
        layout A {
          item row { size: 1w x 1h }
          section { horizontal { size: 1w x ~44; row } }
        }
        """,
      fixed: """
        layout A {
          item row { size: 1w x ~44 }
          section { horizontal { size: 1w x ~44; row } }
        }
        """),
    defaultSeverity: .warning)
}

/// The report of `fraction-of-estimate`, made where a dimension resolves against an estimated container
/// (`SizeAnalysis.swift`).
extension Analyzer {
  mutating func reportFractionOfEstimate(_ declaration: Int, fraction f: Rational, axis: Axis) {
    report(
      .fractionOfEstimate, at: model.sizeSpan(declaration),
      "\(model.name(declaration)) is \(f)\(axis == .x ? "w" : "h") of an estimated \(axis.noun); it takes the estimate and never sizes itself",
      in: variant.region)
  }
}
