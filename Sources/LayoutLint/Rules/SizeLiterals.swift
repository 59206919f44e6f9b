import LayoutSemantics
import LayoutSource

/// The walk shared by the rules about how a size's numbers are written (`approximate-fraction`, `unitless-fraction`):
/// every `size` assignment of every declaration, and a finding at a literal with the fix-it that rewrites it.
enum SizeLiterals {
  /// Calls `body` with each layout and each of its declarations' `size` assignments and values.
  static func forEachSize(in program: Program, _ body: (LayoutModel, Assignment, LayoutSize) -> Void) {
    // By index: iterating the arrays copied every layout, declaration and assignment out (retaining and releasing
    // their arrays and strings) only to look at the `size` assignments among them.
    for l in program.layouts.indices {
      let declarations = program.layouts[l].declarations
      for d in declarations.indices {
        let properties = declarations[d].properties
        for a in properties.indices where properties[a].property == .size {
          if case .size(let size) = properties[a].value { body(program.layouts[l], properties[a], size) }
        }
      }
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
