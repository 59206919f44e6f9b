import LayoutSemantics
import LayoutSource

extension LintRule {
  /// `disappear-without-fade`: a `disappear` effect that moves or scales an element but does not fade it leaves the
  /// element fully visible where its animation ends, until UIKit removes its view at once (E3.3).
  public static let disappearWithoutFade = LintRule(
    code: DiagnosticCode(
      id: "disappear-without-fade", phase: .lint, title: "a disappear effect does not fade",
      explanation: """
        A deleted element animates to the end its `disappear` effect describes, and UIKit removes its view when \
        the animation ends. Without `fade` the element is still fully visible there, so it vanishes abruptly at \
        the last frame (mid-screen, for a small offset or a scale). Add `fade` to the effect; `layoutc check --fix` \
        does. `none` is left alone: it asks for the element to stay as it is until it goes.
        """,
      example: """
        layout A {
          item cell { size: 1w x 44; disappear: offset 0 -40 }
          section { vertical { size: 1w x 44; cell } }
        }
        """,
      fixed: """
        layout A {
          item cell { size: 1w x 44; disappear: fade, offset 0 -40 }
          section { vertical { size: 1w x 44; cell } }
        }
        """),
    defaultSeverity: .warning,
    assignmentCheck: AssignmentCheck(properties: [.disappear]) { layout, positions, source, stage, seen, collector in
      DisappearWithoutFadeRule.check(layout, positions, source: source, stage: stage, seen: &seen, into: &collector)
    })
}

/// `disappear-without-fade` (E3.3): every `disappear` assignment with a scale or an offset and no `fade`, once per
/// assignment (file-level declarations are shared by layouts).
enum DisappearWithoutFadeRule {
  /// Checks the `disappear` assignments of a layout at `positions` (`seen`: those reported in earlier layouts).
  static func check(
    _ layout: LayoutModel, _ positions: [AssignmentPosition], source: SourceFile, stage: Int, seen: inout Set<Int>,
    into collector: inout FindingCollector
  ) {
    for position in positions {
      let assignment = layout.declarations[position.declaration].properties[position.assignment]
      guard case .effect(let effect) = assignment.value, !effect.fade, effect.scale != nil || effect.offset != nil
      else { continue }
      let written = source.text(assignment.valueSpan)
      SizeLiterals.report(
        .disappearWithoutFade, at: assignment.valueSpan, replacement: "fade, " + written,
        message:
          "'disappear: \(written)' does not fade, so the element stays visible until its view is removed at the "
          + "end; write 'fade, \(written)'",
        in: layout, source: source, stage: stage, seen: &seen, into: &collector)
    }
  }
}
