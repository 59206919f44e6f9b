import LayoutMath
import LayoutSource

extension ValueReader {
  /// `scale 0.8, alpha 0.5, parallax 0.2, radius 310`, `page-parallax 100, min-width 40` or `focus-width 160,
  /// focus-spacing 15`: named parameters, each at most once, at least one of scale, alpha, parallax, page-parallax
  /// and focus-width (a radius, a minimum width or a focus spacing alone has nothing to apply), each value in its
  /// range (SE1-SE4, SE6, SE8). Page parallax and focus width replace a flow section's frames, so an item's effect
  /// cannot hold them, and one section cannot hold both.
  mutating func scrollEffect() -> ScrollEffect? {
    var effect = ScrollEffect()
    var seen: Set<String> = []
    for group in groups {
      let whole = group.first.map { $0.span.union(group.last!.span) } ?? span
      guard group.count == 2, case .word(let name, let nameSpan) = group[group.startIndex] else {
        return fail("each parameter is a name and a value, such as 'scale 0.8'", at: whole)
      }
      guard ScrollEffect.parameterNames.contains(name) else {
        let suggestion = Spelling.closest(to: name, in: ScrollEffect.parameterNames)
        return fail(suggestion.map { "did you mean '\($0)'?" } ?? "'\(name)' is not an effect parameter", at: nameSpan)
      }
      guard seen.insert(name).inserted else { return fail("'\(name)' is given twice", at: nameSpan) }
      let value = group[group.startIndex + 1]
      switch name {
      case "radius":
        guard let radius = effectRadius(value) else { return nil }
        effect.radius = radius
      default:
        guard case .number(let v, .points, let valueSpan) = value else {
          return fail("'\(name)' takes a number without a unit", at: value.span)
        }
        guard let checked = effectNumber(name, v, at: valueSpan) else { return nil }
        switch name {
        case "scale": effect.scale = checked
        case "alpha": effect.alpha = checked
        case "parallax": effect.parallax = checked
        case "page-parallax": effect.pageParallax = checked
        case "focus-width": effect.focusWidth = checked
        case "focus-spacing": effect.focusSpacing = checked
        default: effect.minWidth = checked
        }
        if (name == "page-parallax" || name == "focus-width") && owner == .item {
          return fail(
            "'\(name)' replaces the frames of a flow section's items; put it on the section, not on an item",
            at: nameSpan)
        }
      }
    }
    guard
      effect.scale != nil || effect.alpha != nil || effect.parallax != nil || effect.pageParallax != nil
        || effect.focusWidth != nil
    else {
      return fail("an effect needs at least one of scale, alpha, parallax, page-parallax and focus-width")
    }
    if effect.minWidth != nil && effect.pageParallax == nil {
      return fail("'min-width' is the floor of 'page-parallax'; add 'page-parallax G' or remove it")
    }
    if effect.focusSpacing != nil && effect.focusWidth == nil {
      return fail("'focus-spacing' is the gap around 'focus-width'; add 'focus-width X' or remove it")
    }
    if effect.pageParallax != nil && effect.focusWidth != nil {
      return fail("'page-parallax' and 'focus-width' both replace the section's frames; keep one (SE8)")
    }
    return effect
  }

  /// A scale above 0, an alpha in 0 ... 1, a parallax in -1 ... 1, a page parallax, a minimum width and a focus
  /// spacing of 0 or more points (SE6, SE8), a focus width above 0 points (SE8).
  private mutating func effectNumber(_ name: String, _ v: Rational, at valueSpan: SourceSpan) -> Rational? {
    let inRange: Bool
    let range: String
    switch name {
    case "scale": (inRange, range) = (v.signum > 0, "above 0")
    case "alpha": (inRange, range) = (v.signum >= 0 && v <= Rational(1), "between 0 and 1")
    case "page-parallax", "min-width", "focus-spacing": (inRange, range) = (v.signum >= 0, "0 or more points")
    case "focus-width": (inRange, range) = (v.signum > 0, "above 0 points")
    default: (inRange, range) = (v >= Rational(-1) && v <= Rational(1), "between -1 and 1")
    }
    guard inRange else {
      diagnostics.append(
        .error(.numberOutOfRange, "'\(name)' of \(v) is out of range; it is \(range)", at: valueSpan))
      return nil
    }
    return v
  }

  /// A radius: positive points, or a positive fraction of the viewport's width or height.
  private mutating func effectRadius(_ atom: Atom) -> Dimension? {
    let result: Dimension
    let value: Rational
    switch atom {
    case .number(let v, .points, _): (result, value) = (.absolute(v), v)
    case .number(let v, .width, _): (result, value) = (.fractionalWidth(v), v)
    case .number(let v, .height, _): (result, value) = (.fractionalHeight(v), v)
    default:
      return fail("a radius is points or a fraction of the viewport such as '1w'", at: atom.span)
    }
    guard value.signum > 0 else {
      diagnostics.append(.error(.nonPositiveValue, "a radius must be positive, found \(result)", at: atom.span))
      return nil
    }
    return result
  }
}
