import LayoutMath
import LayoutSource

extension LintRule {
  /// `child-too-large`: not even the first child fits its group along the axis, so the group lays out nothing
  /// (R5.2). Found by the fill (`GroupFill.swift`); a group with no room at all is `empty-frame`.
  public static let childTooLarge = LintRule(
    code: DiagnosticCode(
      id: "child-too-large", phase: .lint, title: "a child is larger than its group",
      explanation: """
        When even the first child of a group is larger than the group along its axis, UIKit logs "This group \
        cannot fit even a single item" and the group lays out nothing (R5.2); a group with no room at all after \
        its insets does the same (R5.1). The section shows no items at those viewports. \(LintRule.defaultRangeText)
        """,
      example: """
        layout A {
          item wide { size: 400 x 1h }
          section { horizontal { size: 1w x 44; wide } }
        }
        """,
      fixed: """
        layout A {
          item wide { size: 1w x 1h }
          section { horizontal { size: 1w x 44; wide } }
        }
        """),
    defaultSeverity: .error)
}

/// The report of `child-too-large`, called by the fill where it accepted no child.
extension Analyzer {
  mutating func reportTooLarge(_ group: Int, _ first: Slot, limit: LinearForm, region: ViewportRegion) {
    let axis = model.axis(group).noun
    let room = quote(limit, in: region)
    let need = quote(first.need!, in: region)
    report(
      .childTooLarge, at: model.span(of: first.child),
      "\(model.name(first.child.node)) needs \(need.value) of the \(room.value) points of \(axis) of \(model.groupName(group)) at \(room.viewport); the group lays out nothing",
      in: region)
  }
}
