import LayoutMath
import LayoutSource

extension ValueReader {
  /// The words an effect list is made of (E1.1), for did-you-mean.
  static let effectWords = ["fade", "scale", "offset", "none"]

  /// `none`, or comma-separated effects each at most once: `fade`, `scale S` (0 < S <= 10), `offset X Y` (points or
  /// fractions of the collection view: `-1w`, `1h`). Errors are located on the offending word or number (E3.1).
  mutating func effect() -> ElementEffect? {
    var effect = ElementEffect()
    var seen: Set<String> = []
    for group in groups {
      guard let first = group.first, case .word(let name, let wordSpan) = first else {
        return fail("an effect starts with 'fade', 'scale', 'offset' or 'none'", at: group.first?.span)
      }
      let arguments = group.dropFirst()
      guard seen.insert(name).inserted else { return fail("'\(name)' is given twice", at: wordSpan) }
      switch name {
      case "none":
        guard groups.count == 1, arguments.isEmpty else { return fail("'none' stands alone", at: wordSpan) }
      case "fade":
        guard arguments.isEmpty else { return fail("'fade' takes no number", at: arguments.first!.span) }
        effect.fade = true
      case "scale":
        guard arguments.count == 1, case .number(let value, .points, let numberSpan) = arguments.first! else {
          return fail("'scale' takes one plain number such as 'scale 0.5'", at: group.last!.span)
        }
        guard value.signum > 0, value <= Rational(Int64(LayoutLimits.maximumEffectScale)) else {
          diagnostics.append(
            .error(
              .numberOutOfRange,
              "a scale is above 0 and at most \(LayoutLimits.maximumEffectScale), found \(value)"
                + (value.signum <= 0 ? "; a singular transform cannot animate, try 0.01" : ""),
              at: numberSpan))
          return nil
        }
        effect.scale = value
      case "offset":
        guard arguments.count == 2 else {
          return fail("'offset' takes two numbers 'X Y' such as 'offset 0 -40'", at: group.last!.span)
        }
        guard let x = offsetComponent(arguments.first!), let y = offsetComponent(arguments.last!) else { return nil }
        effect.offset = EffectOffset(x: x, y: y)
      default:
        let suggestion = Spelling.closest(to: name, in: Self.effectWords)
        return fail(suggestion.map { "did you mean '\($0)'?" } ?? "unknown effect '\(name)'", at: wordSpan)
      }
    }
    return effect
  }

  /// One number of `offset X Y`: points, `w` or `h` fractions of the collection view; never `%` or `~`.
  private mutating func offsetComponent(_ atom: Atom) -> Dimension? {
    switch atom {
    case .number(let v, .points, _): return .absolute(v)
    case .number(let v, .width, _): return .fractionalWidth(v)
    case .number(let v, .height, _): return .fractionalHeight(v)
    default:
      return fail("an effect offset is in points or fractions of the collection view ('-1w', '1h')", at: atom.span)
    }
  }
}
