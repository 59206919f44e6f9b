import LayoutMath
import LayoutRules
import LayoutSource

extension LintRule {
  /// `flexible-root-edge`: a root group's flexible edge spacing along the scroll axis is ignored (R5.7).
  public static let flexibleRootEdge = LintRule(
    code: DiagnosticCode(
      id: "flexible-root-edge", phase: .lint, title: "flexible root edge spacing along the scroll axis",
      explanation: """
        A section's root group ignores flexible edge spacing along the section's scroll axis (R5.7; UIKit logs \
        "flexible spacing will be ignored but any required spacing will be applied"): only the minimum is used. \
        Write a fixed spacing, or use the section's `spacing`.
        """,
      example: """
        layout A {
          item cell { size: 1w x 1h }
          section { horizontal { size: 1w x 44; edges: top >=8; cell } }
        }
        """,
      fixed: """
        layout A {
          item cell { size: 1w x 1h }
          section { horizontal { size: 1w x 44; edges: top 8; cell } }
        }
        """),
    defaultSeverity: .warning)
}

/// The check of `flexible-root-edge`, run on each root group of a section.
extension Analyzer {
  /// R5.7: flexible edge spacing of a root group along the section's scroll axis is ignored.
  mutating func checkRootEdges(_ root: Int, sectionAxis: Axis) {
    let edges = model.edges(root)
    let (a, b, names) =
      sectionAxis == .y
      ? (edges.top, edges.bottom, ("top", "bottom")) : (edges.leading, edges.trailing, ("leading", "trailing"))
    let flexible = [(a, names.0), (b, names.1)].filter { $0.0?.isFlexible == true }.map(\.1)
    guard !flexible.isEmpty, let span = model.edgesValueSpan(root) else { return }
    report(
      .flexibleRootEdge, at: span,
      "flexible \(flexible.joined(separator: " and ")) edge spacing of \(space.layout.declaration(root).name.map { "root group '\($0)'" } ?? "the root group") is ignored along the section's scroll axis; only its minimum applies",
      in: variant.region)
  }
}
