import LayoutMath
import LayoutRules
import LayoutSource

extension LintRule {
  /// `cross-axis-overflow`: a child larger than its group across the group's axis sticks out of it (R5.2).
  public static let crossAxisOverflow = LintRule(
    code: DiagnosticCode(
      id: "cross-axis-overflow", phase: .lint, title: "a child sticks out of its group across its axis",
      explanation: """
        A child taller than its horizontal group (or wider than its vertical group) is still placed, and sticks \
        out of the group (R5.2), over whatever comes next. \(LintRule.defaultRangeText)
        """,
      example: """
        layout A {
          item cell { size: 1w x 60 }
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

/// The check of `cross-axis-overflow`, run on every slot a group resolves.
extension Analyzer {
  /// `cross-axis-overflow`: a child (with its edge spacing) larger than the group across its axis sticks out (R5.2).
  mutating func checkCrossOverflow(_ group: Int, _ slot: Slot, across: Extent, axis: Axis, region: ViewportRegion) {
    let cross = axis.other
    guard let size = slot[cross].form, let room = across.form,
      let need = try? size.adding(model.edgeTotal(slot.child.node, cross)),
      let excess = try? need.subtracting(room), let overflow = wherePositive(excess, in: region)
    else { return }
    let n = quote(need, in: overflow)
    let r = quote(room, in: overflow)
    report(
      .crossAxisOverflow, at: model.span(of: slot.child),
      "\(model.name(slot.child.node)) is \(n.value) \(cross == .x ? "wide" : "high") in the \(r.value) of \(model.groupName(group)) at \(n.viewport); it sticks out of the group",
      in: overflow)
  }
}
