import LayoutMath

/// How derivation steps write numbers: for people, to three decimals (`PrintedNumber.short`); the final frame of a
/// derivation is printed by the tool, exactly.
enum DerivationText {
  static func number(_ value: Double) -> String { PrintedNumber.short(value).text }

  static func size(_ size: Size) -> String { "\(number(size.width)) x \(number(size.height))" }

  static func point(_ point: Point) -> String { "(\(number(point.x)), \(number(point.y)))" }

  /// `(x, y, w x h)`.
  static func rect(_ rect: Rect) -> String {
    "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)) x \(number(rect.height)))"
  }

  /// `top 8 leading 16 bottom 8 trailing 16`, or `none`.
  static func insets(_ insets: ResolvedInsets) -> String {
    if insets.top == 0 && insets.leading == 0 && insets.bottom == 0 && insets.trailing == 0 { return "none" }
    return "top \(number(insets.top)) leading \(number(insets.leading)) bottom \(number(insets.bottom)) "
      + "trailing \(number(insets.trailing))"
  }

  /// A dimension as the language writes it: `1/3w`, `1h`, `44`, `~44`.
  static func dimension(_ dimension: ResolvedDimension) -> String {
    switch dimension {
    case .absolute(let value): return number(value)
    case .estimated(let value): return "~\(number(value))"
    case .fraction(let numerator, let denominator, let of):
      let fraction = denominator == 1 ? number(numerator) : "\(number(numerator))/\(number(denominator))"
      return fraction + (of == .x ? "w" : "h")
    }
  }
}
