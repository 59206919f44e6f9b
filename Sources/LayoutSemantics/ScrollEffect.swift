import LayoutMath

/// The scroll-driven effects of a section's or an item's cells (`effect: scale 0.8, alpha 0.5`), each parameter at
/// most once, each absent unless written (Semantics.md chapter 21, SE1-SE6).
///
/// Decorative effects (scale, alpha, parallax) never move a frame: the evaluator reports their values beside each
/// cell's frame. The geometric page parallax (`page-parallax 100, min-width 40`, SE6) replaces the frames of a flow
/// section's current and next item at an offset; the geometric focus width (`focus-width 160, focus-spacing 15`, SE8)
/// widens a flow section's focused item to its natural length. Decorative parameters written beside either apply
/// after it.
public struct ScrollEffect: Sendable, Hashable {
  /// The scale a cell has at one radius or more from the centre (> 0; SE2).
  public var scale: Rational?
  /// The opacity a cell has at one radius or more from the centre (0 ... 1; SE3).
  public var alpha: Rational?
  /// The fraction of the distance from the centre by which the cell's content lags behind it (-1 ... 1; SE4).
  public var parallax: Rational?
  /// Where the full effect is reached: points, or a fraction of the viewport's width or height (`1w`); absent:
  /// one pitch of the section (SE1).
  public var radius: Dimension?
  /// How much the current page's item narrows over one page, in points (>= 0; SE6).
  public var pageParallax: Rational?
  /// The narrowest a page-parallax item gets, in points (>= 0, only with `pageParallax`; absent: 0; SE6).
  public var minWidth: Rational?
  /// The longest the focused item of a focus-width section grows, in points (> 0; SE8).
  public var focusWidth: Rational?
  /// The gap on each side of the focused pair, in points (>= 0, only with `focusWidth`; absent: the flow's line
  /// spacing; SE8).
  public var focusSpacing: Rational?

  /// Creates an effect.
  public init(
    scale: Rational? = nil, alpha: Rational? = nil, parallax: Rational? = nil, radius: Dimension? = nil,
    pageParallax: Rational? = nil, minWidth: Rational? = nil, focusWidth: Rational? = nil,
    focusSpacing: Rational? = nil
  ) {
    self.scale = scale
    self.alpha = alpha
    self.parallax = parallax
    self.radius = radius
    self.pageParallax = pageParallax
    self.minWidth = minWidth
    self.focusWidth = focusWidth
    self.focusSpacing = focusSpacing
  }

  /// Whether the effect replaces frames (SE6, SE8) rather than only drawing on top of them.
  public var isGeometric: Bool { pageParallax != nil || focusWidth != nil }

  /// The effect as it is written in a `.layout` file: `scale 0.8, alpha 0.5`.
  public var sourceText: String {
    let parts: [String?] = [
      scale.map { "scale \($0)" }, alpha.map { "alpha \($0)" }, parallax.map { "parallax \($0)" },
      radius.map { "radius \($0)" }, pageParallax.map { "page-parallax \($0)" }, minWidth.map { "min-width \($0)" },
      focusWidth.map { "focus-width \($0)" }, focusSpacing.map { "focus-spacing \($0)" },
    ]
    return parts.compactMap { $0 }.joined(separator: ", ")
  }

  /// The parameter names, in the order the formatter and the documentation list them.
  public static let parameterNames = [
    "scale", "alpha", "parallax", "radius", "page-parallax", "min-width", "focus-width", "focus-spacing",
  ]
}
