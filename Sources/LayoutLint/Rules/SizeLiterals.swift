import LayoutSemantics
import LayoutSource

/// What the rules about how a value is written share (`approximate-fraction`, `unitless-fraction`, the effect rules):
/// the `size` assignments the shared walk found (`AssignmentWalk`), and a finding at a literal with the fix-it that
/// rewrites it.
enum SizeLiterals {
  /// Calls `body` with each `size` assignment of `layout` at `positions` and its value.
  static func forEachSize(
    in layout: LayoutModel, at positions: [AssignmentPosition], _ body: (Assignment, LayoutSize) -> Void
  ) {
    let declarations = layout.declarations
    for position in positions {
      let assignment = declarations[position.declaration].properties[position.assignment]
      if case .size(let size) = assignment.value { body(assignment, size) }
    }
  }

  /// Reports `rule` at `literal` with a fix-it writing `replacement` there, once per literal: file-level
  /// declarations are shared by layouts, and `seen` keeps the literals already reported.
  static func report(
    _ rule: LintRule, at literal: SourceSpan, replacement: String, message: String, in layout: LayoutModel,
    source: SourceFile, stage: Int, seen: inout Set<Int>, into collector: inout FindingCollector
  ) {
    guard seen.insert(literal.start).inserted else { return }
    let linted = collector.linted(layout)
    let variant = Variants.whole(linted)
    let written = source.text(literal)
    collector.add(
      Occurrence(
        rule: rule, layout: linted, span: literal, message: message,
        fixIts: [
          FixIt(
            message: "replace '\(written)' with '\(replacement)'",
            edits: [TextEdit(span: literal, replacement: replacement)])
        ],
        place: variant.place, region: variant.region, stage: stage))
  }
}
