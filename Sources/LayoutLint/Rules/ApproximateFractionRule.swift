import LayoutMath
import LayoutSemantics
import LayoutSource

extension LintRule {
  /// `approximate-fraction`: a decimal that approximates a simple fraction (`0.33w` for `1/3w`), with a fix-it.
  public static let approximateFraction = LintRule(
    code: DiagnosticCode(
      id: "approximate-fraction", phase: .lint, title: "a decimal approximates a simple fraction",
      explanation: """
        Fractions are exact: `0.33w` is 33/100 of the width, not a third, so three of them leave 1% of a row \
        empty, and three `0.34w` do not fit. Write the fraction you mean; `layoutc check --fix` replaces the decimal.
        """,
      example: """
        layout A {
          item cell { size: 0.33w x 1h }
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
      ApproximateFractionRule.check(layout, positions, source: source, stage: stage, seen: &seen, into: &collector)
    })
}

/// `approximate-fraction`: a fraction written as a decimal that is close to, but not, a simple fraction whose decimal
/// does not terminate (`0.33w` for `1/3w`). Works on the model's exact values; the literal's span is read only to
/// place the fix-it.
enum ApproximateFractionRule {
  /// Denominators whose fractions have no terminating decimal, so a decimal can only approximate them.
  static let denominators: [Int64] = [3, 6, 7, 9, 11, 12]
  /// How close a decimal must be: within 1/200 (`0.33` and `0.67` are within 1/300 of a third and two thirds).
  static let tolerance = Rational(1, 200)!

  /// The simple fraction a decimal approximates, if any.
  static func intended(_ value: Rational) -> Rational? {
    guard Self.isDecimal(value.denominator), value.denominator > 1 else { return nil }
    for q in denominators {
      // The nearest p/q, p = round(value * q).
      let scaled = Double(value.numerator) * Double(q) / Double(value.denominator)
      let p = Int64(scaled.rounded())
      guard p > 0, let candidate = Rational(p, q), candidate.denominator == q,
        let difference = value.subtracting(candidate)
      else { continue }
      let distance = difference < .zero ? -difference : difference
      if distance != .zero && distance <= tolerance { return candidate }
    }
    return nil
  }

  private static func isDecimal(_ denominator: Int64) -> Bool {
    var d = denominator
    while d % 2 == 0 { d /= 2 }
    while d % 5 == 0 { d /= 5 }
    return d == 1
  }

  /// Checks the `size` assignments of a layout at `positions` (`seen`: the literals reported in earlier layouts,
  /// which share file-level declarations).
  static func check(
    _ layout: LayoutModel, _ positions: [AssignmentPosition], source: SourceFile, stage: Int, seen: inout Set<Int>,
    into collector: inout FindingCollector
  ) {
    SizeLiterals.forEachSize(in: layout, at: positions) { assignment, size in
      // The two dimensions one after the other, not as an array: one allocation per size of the file otherwise.
      func check(_ dimension: Dimension) {
        let (value, unit): (Rational, String)
        switch dimension {
        case .fractionalWidth(let f): (value, unit) = (f, "w")
        case .fractionalHeight(let f): (value, unit) = (f, "h")
        default: return
        }
        guard let target = intended(value),
          let literal = literalSpan(of: value, unit: unit, in: assignment.valueSpan, source: source)
        else { return }
        SizeLiterals.report(
          .approximateFraction, at: literal, replacement: "\(target)\(unit)",
          message: message(written: source.text(literal), value: value, unit: unit, target: target), in: layout,
          source: source, stage: stage, seen: &seen, into: &collector)
      }
      check(size.width)
      check(size.height)
    }
  }

  /// "'0.33w' is 33/100 of the width, close to but not 1/3; write '1/3w'".
  static func message(written: String, value: Rational, unit: String, target: Rational) -> String {
    "'\(written)' is \(value) of the \(unit == "w" ? "width" : "height"), close to but not \(target); write '\(target)\(unit)'"
  }

  /// The span of the number token in `span` whose value is `value` with unit `unit`.
  static func literalSpan(of value: Rational, unit: String, in span: SourceSpan, source: SourceFile) -> SourceSpan? {
    let bytes = source.bytes
    var i = span.start
    let end = min(span.end, bytes.count)
    while i < end {
      guard Self.isNumberByte(bytes[i]) else {
        i += 1
        continue
      }
      var j = i
      while j < end, Self.isNumberByte(bytes[j]) { j += 1 }
      if j < end, bytes[j] == unit.utf8.first {
        let token = bytes[i..<j]
        if Self.parse(token) == value { return SourceSpan(start: i, end: j + 1) }
      }
      i = j + 1
    }
    return nil
  }

  /// A byte of a number literal as the lexer reads it (digits, a decimal point, a fraction's slash).
  static func isNumberByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
  }

  /// The value of a number literal (`0.25`, `1/3`), nil when it is not one.
  static func parse(_ token: ArraySlice<UInt8>) -> Rational? {
    if let slash = token.firstIndex(of: UInt8(ascii: "/")) {
      guard let a = Rational(decimal: token[..<slash]), let b = Rational(decimal: token[(slash + 1)...]) else {
        return nil
      }
      return a.divided(by: b)
    }
    return Rational(decimal: token)
  }
}
