/// Scroll-driven effects on cells (feature `scroll-effects`; Semantics.md chapter 21, SE1-SE6, SE8):
/// `{"scale": 0.8, "alpha": {"num": 1, "den": 2}, "parallax": 0.2, "radius": {"absolute": 310},
/// "pageParallax": {"spacing": 100, "minWidth": 40}}` or `{"focusWidth": {"maxWidth": 160, "spacing": 15}}`, each
/// key optional, at least one of `scale`, `alpha`, `parallax`, `pageParallax` and `focusWidth` present.
///
/// An evaluator reports the decorative values beside each cell's frame at a scroll offset. `pageParallax` is
/// geometric: it replaces the frames of a flow section's current and next item at an offset (SE6). `focusWidth` is
/// geometric too: it replaces every frame of a flow section, its content size and the content inset (SE8).
public struct IRScrollEffect: Hashable, Sendable, Codable {
  /// The scale at one radius or more from the centre, above 0 (SE2).
  public var scale: IRNumber?
  /// The opacity at one radius or more from the centre, 0 ... 1 (SE3).
  public var alpha: IRNumber?
  /// The fraction of the distance by which the content lags behind the cell, -1 ... 1 (SE4).
  public var parallax: IRNumber?
  /// Where the full effect is reached: positive points or a positive fraction of the viewport's width or height
  /// (`fractionalWidth` / `fractionalHeight`); absent: one pitch of the section (SE1).
  public var radius: IRDimension?
  /// Page parallax (SE6): only on a section whose items are laid out by a flow.
  public var pageParallax: IRPageParallax?
  /// Focus width (SE8): only on a section whose items are laid out by a flow, never beside `pageParallax`.
  public var focusWidth: IRFocusWidth?

  /// Creates an effect.
  public init(
    scale: IRNumber? = nil, alpha: IRNumber? = nil, parallax: IRNumber? = nil, radius: IRDimension? = nil,
    pageParallax: IRPageParallax? = nil, focusWidth: IRFocusWidth? = nil
  ) {
    self.scale = scale
    self.alpha = alpha
    self.parallax = parallax
    self.radius = radius
    self.pageParallax = pageParallax
    self.focusWidth = focusWidth
  }

  /// Whether the effect replaces frames (page parallax or focus width) rather than drawing on top of them.
  public var isGeometric: Bool { pageParallax != nil || focusWidth != nil }

  /// Why the effect cannot be evaluated, or nil: a value out of its range, an estimated radius, or nothing to apply.
  /// `IRDocument.load` refuses such a document; the checker never lowers one.
  public var problem: String? {
    if scale == nil, alpha == nil, parallax == nil, pageParallax == nil, focusWidth == nil {
      return "has none of scale, alpha, parallax, pageParallax and focusWidth"
    }
    if pageParallax != nil, focusWidth != nil { return "has both pageParallax and focusWidth; keep one" }
    if let focusWidth, let problem = focusWidth.problem { return problem }
    if let pageParallax, pageParallax.spacing.value.signum < 0 || pageParallax.minWidth.value.signum < 0 {
      return "has pageParallax \(pageParallax.spacing), minWidth \(pageParallax.minWidth); both are 0 or more"
    }
    if let scale, scale.value.signum <= 0 { return "has scale \(scale); it is above 0" }
    if let alpha, alpha.value.signum < 0 || alpha > 1 { return "has alpha \(alpha); it is between 0 and 1" }
    if let parallax, parallax < -1 || parallax > 1 { return "has parallax \(parallax); it is between -1 and 1" }
    switch radius {
    case nil: return nil
    case .estimated: return "has an estimated radius; a radius is points or a fraction of the viewport"
    case .absolute(let v), .fractionalWidth(let v), .fractionalHeight(let v):
      return v.value.signum > 0 ? nil : "has radius \(v); it is positive"
    }
  }
}

/// Page parallax (SE6, the seed's photo pager): over one page the current item narrows by `spacing` points and the
/// next widens by the same amount up to its natural size, neither narrower than `minWidth`, both centred on their
/// rest frames.
public struct IRPageParallax: Hashable, Sendable, Codable {
  /// How much the current item narrows over one page, in points (0 or more).
  public var spacing: IRNumber
  /// The narrowest an item gets, in points (0 or more).
  public var minWidth: IRNumber

  /// Creates a page parallax.
  public init(spacing: IRNumber, minWidth: IRNumber) {
    self.spacing = spacing
    self.minWidth = minWidth
  }
}

/// Focus width (SE8, the seed's thumbnail strip): the focused item of a flow section grows from the flow length to
/// its natural length (at most `maxWidth`), the next item grows as the focus moves on to it, and `spacing` separates
/// the focused pair from its neighbours; the other items keep the flow length, `line-spacing` apart.
public struct IRFocusWidth: Hashable, Sendable, Codable {
  /// The longest the focused item grows along the scroll axis, in points (above 0).
  public var maxWidth: IRNumber
  /// The gap on each side of the focused pair, in points (0 or more); absent: the flow's `lineSpacing`.
  public var spacing: IRNumber?

  /// Creates a focus width.
  public init(maxWidth: IRNumber, spacing: IRNumber? = nil) {
    self.maxWidth = maxWidth
    self.spacing = spacing
  }

  /// Why the values cannot be evaluated, or nil.
  var problem: String? {
    if maxWidth.value.signum <= 0 { return "has focusWidth maxWidth \(maxWidth); it is above 0" }
    if let spacing, spacing.value.signum < 0 { return "has focusWidth spacing \(spacing); it is 0 or more" }
    return nil
  }
}
