import LayoutSemantics
import LayoutSource

extension LintRule {
  /// `effect-on-estimated-items`: a scroll effect in a section whose items are estimated, where UIKit ignores what
  /// the section's visible-items handler changes (R12.6, SE5).
  public static let effectOnEstimatedItems = LintRule(
    code: DiagnosticCode(
      id: "effect-on-estimated-items", phase: .lint, title: "a scroll effect on estimated items",
      explanation: """
        Scroll effects (`effect:`) are applied by a section's visible-items handler, and UIKit ignores what that \
        handler changes in a section whose items have estimated sizes (R12.6): the cards would neither scale nor \
        fade. `eval` reports no effect values there (SE5). A flow section whose `flow:` size is estimated \
        (`flow: ~100 x ~40`) is such a section too, and there `page-parallax` cannot page at all: its pages need \
        a fixed size, and `eval` refuses the section (SE6). Give the items real sizes, or drop the effect.
        """,
      example: """
        layout A {
          item card { size: 1w x ~200 }
          section { scroll: group-paging-centered; effect: scale 0.8; horizontal { size: 300 x ~200; card } }
        }
        """,
      fixed: """
        layout A {
          item card { size: 1w x 1h }
          section { scroll: group-paging-centered; effect: scale 0.8; horizontal { size: 300 x 200; card } }
        }
        """),
    defaultSeverity: .warning,
    // The walk hands over the layouts that set `effect:` at all; the others have nothing to report.
    assignmentCheck: AssignmentCheck(properties: [.effect]) { layout, _, _, stage, seen, collector in
      EffectOnEstimatedItemsRule.check(layout, stage: stage, seen: &seen, into: &collector)
    })
}

/// Finds, per section of every layout, an effect (the section's or one of its items') while some group or item under
/// the section's root groups has an estimated size in some variant (any `size` assignment with a `~`), or the
/// section is a flow with an estimated `flow:` size in some variant: in the variants where both hold, UIKit drops
/// the effect (R12.6), and `eval` refuses page parallax (SE6).
enum EffectOnEstimatedItemsRule {
  /// Checks a layout that sets `effect:` somewhere (`seen`: the effects reported in earlier layouts).
  static func check(
    _ layout: LayoutModel, stage: Int, seen: inout Set<Int>, into collector: inout FindingCollector
  ) {
    for section in layout.sections.map(\.value) {
      let declarations = layout.declarations
      // The groups and items under the section's roots, each once (the checker has refused cycles).
      var tree: [Int] = []
      var visited = Set<Int>()
      var pending = declarations[section].children.map(\.value.declaration)
      while let next = pending.popLast() {
        guard visited.insert(next).inserted else { continue }
        tree.append(next)
        pending += declarations[next].children.map(\.value.declaration)
      }
      let reason: String
      if isEstimatedFlow(declarations[section]) {
        reason = "the flow's items are estimated"
      } else if let estimated = tree.first(where: { isEstimated(declarations[$0]) }) {
        reason = "\(declarations[estimated].displayName) has an estimated size"
      } else {
        continue
      }
      for owner in [section] + tree.sorted() {
        for assignment in declarations[owner].properties where assignment.property == .effect {
          guard seen.insert(assignment.valueSpan.start).inserted else { continue }
          let whose = owner == section ? "this section's effect" : "the effect of \(declarations[owner].displayName)"
          // Page parallax is geometric (no visible-items handler): it is the evaluator that cannot page estimates.
          let paged = assignment.value.scrollEffect?.pageParallax != nil
          let message =
            paged
            ? "\(whose) cannot page: \(reason); page parallax needs fixed page sizes, and eval refuses estimated "
              + "ones (SE6)"
            : "\(whose) does nothing in UIKit: \(reason), and UIKit ignores a visible-items handler's changes in a "
              + "section of estimated items"
          let linted = collector.linted(layout)
          let variant = Variants.whole(linted)
          collector.add(
            Occurrence(
              rule: .effectOnEstimatedItems, layout: linted, span: assignment.valueSpan, message: message,
              place: variant.place, region: variant.region, stage: stage))
        }
      }
    }
  }

  /// Whether a flow section's `flow:` size is estimated in some assignment (F17: both axes or neither).
  private static func isEstimatedFlow(_ declaration: Declaration) -> Bool {
    declaration.properties.contains { assignment in
      guard assignment.property == .flow, case .size(let size) = assignment.value else { return false }
      return size.width.isEstimated || size.height.isEstimated
    }
  }

  private static func isEstimated(_ declaration: Declaration) -> Bool {
    declaration.properties.contains { assignment in
      guard assignment.property == .size, case .size(let size) = assignment.value else { return false }
      return size.width.isEstimated || size.height.isEstimated
    }
  }
}
