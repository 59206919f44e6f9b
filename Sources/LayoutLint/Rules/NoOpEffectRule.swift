import LayoutMath
import LayoutSemantics
import LayoutSource

extension LintRule {
  /// `no-op-effect`: `scale 1` or `offset 0 0` in an appear or disappear effect changes nothing (E3.3).
  public static let noOpEffect = LintRule(
    code: DiagnosticCode(
      id: "no-op-effect", phase: .lint, title: "an effect that changes nothing",
      explanation: """
        `scale 1` keeps the element at its size and `offset 0 0` keeps it in place, so either one in an `appear`, \
        `disappear`, `item-appear` or `item-disappear` effect does nothing; it usually means a value was left \
        behind while trying the animation out. `layoutc check --fix` removes it. When nothing else remains the \
        fix writes `none`, which animates exactly as the no-op effect did (deleting the property would bring \
        back UIKit's fade instead).
        """,
      example: """
        layout A {
          item cell { size: 1w x 44; appear: fade, scale 1 }
          section { vertical { size: 1w x 44; cell } }
        }
        """,
      fixed: """
        layout A {
          item cell { size: 1w x 44; appear: fade }
          section { vertical { size: 1w x 44; cell } }
        }
        """),
    defaultSeverity: .warning,
    assignmentCheck: AssignmentCheck(properties: NoOpEffectRule.properties) {
      layout, positions, source, stage, seen, collector in
      NoOpEffectRule.check(layout, positions, source: source, stage: stage, seen: &seen, into: &collector)
    })
}

/// `no-op-effect` (E3.3): every effect assignment with `scale 1` or `offset 0 0`, once per assignment (file-level
/// declarations are shared by layouts).
enum NoOpEffectRule {
  static let properties: [Property] = [.appear, .disappear, .itemAppear, .itemDisappear]

  /// Checks the effect assignments of a layout at `positions` (`seen`: those reported in earlier layouts).
  static func check(
    _ layout: LayoutModel, _ positions: [AssignmentPosition], source: SourceFile, stage: Int, seen: inout Set<Int>,
    into collector: inout FindingCollector
  ) {
    for position in positions {
      let assignment = layout.declarations[position.declaration].properties[position.assignment]
      guard case .effect(let effect) = assignment.value else { continue }
      let scaleIsNoOp = effect.scale == Rational(1)
      let offsetIsNoOp = effect.offset.map { isZero($0.x) && isZero($0.y) } ?? false
      guard scaleIsNoOp || offsetIsNoOp else { continue }
      let written = source.text(assignment.valueSpan)
      let removed = [scaleIsNoOp ? "scale" : nil, offsetIsNoOp ? "offset" : nil].compactMap { $0 }
      // A comment inside the value would be cut by splitting at commas: then the canonical text is written.
      var kept = effect
      if scaleIsNoOp { kept.scale = nil }
      if offsetIsNoOp { kept.offset = nil }
      let replacement =
        written.contains("//") || written.contains("/*")
        ? kept.description : remaining(written, removing: Set(removed))
      let noOps = removed.map { $0 == "scale" ? "'scale 1'" : "'offset 0 0'" }.joined(separator: " and ")
      SizeLiterals.report(
        .noOpEffect, at: assignment.valueSpan, replacement: replacement,
        message:
          "\(noOps) in '\(assignment.property.rawValue): \(written)' \(removed.count == 1 ? "changes" : "change") "
          + "nothing; write '\(replacement)'",
        in: layout, source: source, stage: stage, seen: &seen, into: &collector)
    }
  }

  /// The effect list as written without the effects named in `removing` (each effect is one comma-separated piece
  /// starting with its word, so the others keep their numbers as written), or `none` when nothing is left: the
  /// element then appears or disappears unchanged, as the no-op effect made it.
  static func remaining(_ written: String, removing words: Set<String>) -> String {
    let pieces = written.split(separator: ",").map { $0.trimmingWhitespace() }
    let kept = pieces.filter { piece in
      !words.contains(String(piece.prefix { !$0.isWhitespace }))
    }
    return kept.isEmpty ? "none" : kept.joined(separator: ", ")
  }

  private static func isZero(_ dimension: Dimension) -> Bool {
    switch dimension {
    case .absolute(let v), .estimated(let v), .fractionalWidth(let v), .fractionalHeight(let v): v.signum == 0
    }
  }
}

extension Substring {
  /// Without the spaces, tabs and line breaks at either end.
  fileprivate func trimmingWhitespace() -> String {
    String(drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
  }
}
