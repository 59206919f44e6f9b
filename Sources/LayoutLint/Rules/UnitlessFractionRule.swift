import LayoutMath
import LayoutSemantics
import LayoutSource

extension LintRule {
  /// `unitless-fraction`: a fraction without a unit in a size (`1/3 x 1h`) is that many points, almost never what
  /// was meant; the fix-it adds the unit of the axis it sits on.
  public static let unitlessFraction = LintRule(
    code: DiagnosticCode(
      id: "unitless-fraction", phase: .lint, title: "a size's fraction has no unit",
      explanation: """
        A number without a unit is points, and that holds for fractions too: `1/3` in a size is a third of a \
        point, not a third of the container, so the cell is invisible. Give the fraction its unit, `1/3w` or \
        `1/3h`, or write points as a whole or decimal number; `layoutc check --fix` adds the axis's unit.
        """,
      example: """
        layout A {
          item cell { size: 1/3 x 1h }
          section { horizontal { size: 1w x 100; cell } }
        }
        """,
      fixed: """
        layout A {
          item cell { size: 1/3w x 1h }
          section { horizontal { size: 1w x 100; cell } }
        }
        """),
    defaultSeverity: .warning,
    assignmentCheck: AssignmentCheck(properties: [.size]) { layout, positions, source, stage, seen, collector in
      UnitlessFractionRule.check(layout, positions, source: source, stage: stage, seen: &seen, into: &collector)
    })
}

/// `unitless-fraction`: a size dimension in points whose literal is written as a fraction (`1/3`). The model keeps
/// the exact value; the literal is read from the source to tell `1/2` from `0.5` (a deliberate half point).
enum UnitlessFractionRule {
  /// Checks the `size` assignments of a layout at `positions` (`seen`: the literals reported in earlier layouts,
  /// which share file-level declarations).
  static func check(
    _ layout: LayoutModel, _ positions: [AssignmentPosition], source: SourceFile, stage: Int, seen: inout Set<Int>,
    into collector: inout FindingCollector
  ) {
    SizeLiterals.forEachSize(in: layout, at: positions) { assignment, size in
      // Only a dimension in points can be written as a unitless fraction: the text of other sizes is not read.
      func inPoints(_ dimension: Dimension) -> Bool { if case .absolute = dimension { true } else { false } }
      guard inPoints(size.width) || inPoints(size.height) else { return }
      let fractions = unitlessFractions(in: assignment.valueSpan, source: source)
      // Most sizes have none; the loop below allocates its array of axes.
      if fractions.isEmpty { return }
      for (dimension, unit, axis) in [(size.width, "w", "width"), (size.height, "h", "height")] {
        guard case .absolute(let points) = dimension,
          let literal = fractions.first(where: { $0.value == points })?.span
        else { continue }
        let written = source.text(literal)
        SizeLiterals.report(
          .unitlessFraction, at: literal, replacement: written + unit,
          message:
            "'\(written)' has no unit, so it is \(written) of a point; write '\(written + unit)' for \(written) of the \(axis)",
          in: layout, source: source, stage: stage, seen: &seen, into: &collector)
      }
    }
  }

  /// The number literals in `span` written as fractions and followed by no unit, with their values.
  static func unitlessFractions(in span: SourceSpan, source: SourceFile) -> [(span: SourceSpan, value: Rational)] {
    let bytes = source.bytes
    let end = min(span.end, bytes.count)
    var found: [(span: SourceSpan, value: Rational)] = []
    var i = span.start
    while i < end {
      guard ApproximateFractionRule.isNumberByte(bytes[i]) else {
        i += 1
        continue
      }
      var j = i
      while j < end, ApproximateFractionRule.isNumberByte(bytes[j]) { j += 1 }
      let token = bytes[i..<j]
      // An estimate (`~1/3`) is another mistake, refused by the checker; only plain points are this rule's.
      let estimated = i > 0 && bytes[i - 1] == UInt8(ascii: "~")
      let unit = j < end && (bytes[j] == UInt8(ascii: "w") || bytes[j] == UInt8(ascii: "h"))
      if !estimated, !unit, token.contains(UInt8(ascii: "/")), let value = ApproximateFractionRule.parse(token) {
        found.append((SourceSpan(start: i, end: j), value))
      }
      i = j
    }
    return found
  }
}
