/// Scroll-driven decorative effects on cells (feature `scroll-effects`; Semantics.md chapter 21, SE1-SE5):
/// `{"scale": 0.8, "alpha": {"num": 1, "den": 2}, "parallax": 0.2, "radius": {"absolute": 310}}`, each key optional,
/// at least one of `scale`, `alpha` and `parallax` present.
///
/// An evaluator reports the values beside each cell's frame at a scroll offset; frames never change. Geometric
/// effects (page parallax, focus width) will be more keys of this object, each with its own feature.
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

  /// Creates an effect.
  public init(
    scale: IRNumber? = nil, alpha: IRNumber? = nil, parallax: IRNumber? = nil, radius: IRDimension? = nil
  ) {
    self.scale = scale
    self.alpha = alpha
    self.parallax = parallax
    self.radius = radius
  }

  /// Why the effect cannot be evaluated, or nil: a value out of its range, an estimated radius, or nothing to apply.
  /// `IRDocument.load` refuses such a document; the checker never lowers one.
  public var problem: String? {
    if scale == nil, alpha == nil, parallax == nil { return "has none of scale, alpha and parallax" }
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
