import LayoutMath
import LayoutSemantics
import LayoutSource

extension LintRule {
  /// `focus-width-below-flow`: a focus width no longer than the flow item along the scroll axis, which widens nothing
  /// (SE8: the focused item's length is kept between the flow length and the focus width).
  public static let focusWidthBelowFlow = LintRule(
    code: DiagnosticCode(
      id: "focus-width-below-flow", phase: .lint, title: "a focus width that widens nothing",
      explanation: """
        `focus-width X` lets the focused item of a flow section grow from the flow item's length along the scroll \
        axis up to X (SE8). With X at most that length no item can grow: the strip is the flow spread around its \
        focus, with `focus-spacing` on each side of the focused pair. Raise X to the widest the focused item may \
        become (its height times its aspect ratio, in a horizontal strip), or drop the effect.
        """,
      example: """
        layout A {
          direction: horizontal
          section { flow: 30 x 48; effect: focus-width 30 }
        }
        """,
      fixed: """
        layout A {
          direction: horizontal
          section { flow: 30 x 48; effect: focus-width 160 }
        }
        """),
    defaultSeverity: .warning,
    // The walk hands over the layouts that set `effect:` at all; the others have nothing to report.
    assignmentCheck: AssignmentCheck(properties: [.effect]) { layout, _, _, stage, seen, collector in
      FocusWidthBelowFlowRule.check(layout, stage: stage, seen: &seen, into: &collector)
    })
}

/// Compares each `focus-width` of a flow section with every `flow` size of that section written in points (a guarded
/// section may have several): the finding names the first flow length the focus width does not pass.
enum FocusWidthBelowFlowRule {
  /// Checks a layout that sets `effect:` somewhere (`seen`: the effects reported in earlier layouts).
  static func check(_ layout: LayoutModel, stage: Int, seen: inout Set<Int>, into collector: inout FindingCollector) {
    // The layout's scroll axis: the last `direction` written, vertical when none (the lowering's reading).
    let horizontal = layout.properties.last { $0.property == .direction }?.value.direction == .horizontal
    for section in layout.sections.map(\.value) {
      let properties = layout.declarations[section].properties
      let lengths: [Rational] = properties.compactMap { assignment in
        guard assignment.property == .flow, let size = assignment.value.size else { return nil }
        guard case .absolute(let length) = horizontal ? size.width : size.height else { return nil }
        return length
      }
      for assignment in properties where assignment.property == .effect {
        guard let width = assignment.value.scrollEffect?.focusWidth,
          let length = lengths.first(where: { width <= $0 }),
          seen.insert(assignment.valueSpan.start).inserted
        else { continue }
        let linted = collector.linted(layout)
        let variant = Variants.whole(linted)
        let axis = horizontal ? "width" : "height"
        collector.add(
          Occurrence(
            rule: .focusWidthBelowFlow, layout: linted, span: assignment.valueSpan,
            message:
              "focus-width \(width) is not above the flow item's \(axis) of \(length) points, so no item widens; "
              + "the strip keeps every item at the flow \(axis)",
            place: variant.place, region: variant.region, stage: stage))
      }
    }
  }
}
