import LayoutMath
import LayoutSource

extension LintRule {
  /// `child-overflow`: the listed children of a group need more than the group along its axis, so UIKit never
  /// lays out the ones that do not fit (R5.2). Found by the fill (`GroupFill.swift`).
  public static let childOverflow = LintRule(
    code: DiagnosticCode(
      id: "child-overflow", phase: .lint, title: "listed children need more than their group",
      explanation: """
        A group lays its listed children out one after another while the next one fits (R5.2, with a 0.25 pt \
        tolerance). When the children together need more than the group along its axis, UIKit silently stops at \
        the first one that does not fit: the rest are never laid out. The message gives the share of the group \
        they need and a viewport where it happens. \(LintRule.defaultRangeText)
        """,
      example: """
        layout A {
          item main { size: 2/3w x 1h }
          item side { size: 1/2w x 1h }
          section { horizontal { size: 1w x 200; main; side } }
        }
        """,
      fixed: """
        layout A {
          item main { size: 2/3w x 1h }
          item side { size: 1/3w x 1h }
          section { horizontal { size: 1w x 200; main; side } }
        }
        """),
    defaultSeverity: .warning)
}

/// The report of `child-overflow`, called by the fill where it accepted some but not all of the listed children.
extension Analyzer {
  mutating func reportOverflow(
    _ group: Int, _ slots: [Slot], accepted: Int, total: LinearForm, limit: LinearForm, region: ViewportRegion
  ) {
    let axis = model.axis(group).noun
    let room = quote(limit, in: region)
    let need = quote(total, in: region)
    // "7/6 of its width (455 of 390 at 390x844)" when the share is the same everywhere, else the numbers alone.
    var amount = "\(need.value) of its \(room.value) points of \(axis) at \(room.viewport)"
    if let ratio = total.constantRatio(to: limit) {
      let share = ratio.isInteger ? "\(ratio) times its \(axis)" : "\(ratio) of its \(axis)"
      amount = "\(share) (\(need.value) of \(room.value) at \(room.viewport))"
    }
    var names: [String] = []
    for slot in slots[accepted...] where !names.contains(model.name(slot.child.node)) {
      names.append(model.name(slot.child.node))
    }
    let verb = names.count == 1 ? "is" : "are"
    report(
      .childOverflow, at: space.layout.head(group),
      "children of \(model.name(group)) need \(amount); \(names.joined(separator: ", ")) \(verb) never laid out",
      in: region,
      notes: [DiagnosticNote("\(names[0]) is listed here", at: model.span(of: slots[accepted].child))])
  }
}
