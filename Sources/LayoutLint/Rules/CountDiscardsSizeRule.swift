import LayoutMath
import LayoutRules
import LayoutSource

extension LintRule {
  /// `count-discards-size`: `child * n` gives each copy 1/n of the group, whatever the child declares (R5.4).
  public static let countDiscardsSize = LintRule(
    code: DiagnosticCode(
      id: "count-discards-size", phase: .lint, title: "a count discards the child's size",
      explanation: """
        `child * n` is UIKit's `subitem:count:`: each copy is exactly 1/n of the group along its axis, whatever \
        size the child declares on that axis (R5.4). A child that says otherwise is misleading: its size is \
        thrown away. Give it `1/nw` (or `1/nh` in a vertical group), or list it without a count.
        """,
      example: """
        layout A {
          item cell { size: 100 x 1h }
          section { horizontal { size: 1w x 100; cell * 3 } }
        }
        """,
      fixed: """
        layout A {
          item cell { size: 1/3w x 1h }
          section { horizontal { size: 1w x 100; cell * 3 } }
        }
        """),
    defaultSeverity: .warning)
}

/// The check of `count-discards-size`, run once per group with a counted child and variant.
extension Analyzer {
  /// `count-discards-size`: `child * n` replaces the child's size along the axis with 1/n of the group (R5.4).
  mutating func checkCount(_ group: Int, _ child: ChildSlot, count: Int, axis: Axis) {
    guard let size = model.size(child.node) else { return }
    let expected = Rational(1, Int64(count))!
    let own = size[axis]
    // Exactly 1/n, or the whole axis (`1w` in a horizontal group: "fill the slot"), asks for what the count gives.
    switch own {
    case .fractionalWidth(let f) where axis == .x && (f.value == expected || f.value == .one): return
    case .fractionalHeight(let f) where axis == .y && (f.value == expected || f.value == .one): return
    default: break
    }
    let unit = axis == .x ? "w" : "h"
    report(
      .countDiscardsSize, at: model.span(of: child),
      "'* \(count)' makes each copy of \(model.name(child.node)) \(expected)\(unit) of \(model.groupName(group)); its own \(axis.noun) \(own.written) is discarded",
      in: variant.region,
      notes: [
        DiagnosticNote(
          "\(model.name(child.node)) declares its \(axis.noun) here", at: model.sizeSpan(child.node))
      ])
  }
}
