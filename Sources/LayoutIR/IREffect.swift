import LayoutMath

/// A declared appear or disappear effect (Semantics.md E1.1, E4.1): `{"fade": true, "scale": N, "offset": {"x": DIM,
/// "y": DIM}}`, an absent key meaning "no such effect" and `{}` meaning `none`. Part of the `motion-effects` feature:
/// the rest frames never depend on it.
public struct IREffect: Hashable, Sendable, Codable {
  /// Alpha 0 at the hidden end.
  public var fade: Bool
  /// A transform scale about the centre at the hidden end: 0 < scale <= `LayoutLimits.maximumEffectScale`.
  public var scale: IRNumber?
  /// The centre moved at the hidden end.
  public var offset: IREffectOffset?

  /// Creates an effect; no argument is `none`.
  public init(fade: Bool = false, scale: IRNumber? = nil, offset: IREffectOffset? = nil) {
    self.fade = fade
    self.scale = scale
    self.offset = offset
  }

  private enum CodingKeys: String, CodingKey { case fade, scale, offset }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    fade = try container.decodeIfPresent(Bool.self, forKey: .fade) ?? false
    scale = try container.decodeIfPresent(IRNumber.self, forKey: .scale)
    offset = try container.decodeIfPresent(IREffectOffset.self, forKey: .offset)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    if fade { try container.encode(true, forKey: .fade) }
    try container.encodeIfPresent(scale, forKey: .scale)
    try container.encodeIfPresent(offset, forKey: .offset)
  }

  /// Why the effect cannot be evaluated (a scale out of range, an estimated offset), or nil.
  public var problem: String? {
    if let scale, scale.value.signum <= 0 || scale.value > Rational(Int64(LayoutLimits.maximumEffectScale)) {
      return "has an effect scale of \(scale); a scale is above 0 and at most \(LayoutLimits.maximumEffectScale)"
    }
    if let offset {
      for component in [offset.x, offset.y] {
        if case .estimated = component { return "has an estimated effect offset; offsets are points or fractions" }
      }
    }
    return nil
  }
}

/// The translation of an effect: each component in points (`absolute`) or a fraction of the collection view's
/// width or height (`fractionalWidth`, `fractionalHeight`); `estimated` is refused on load.
public struct IREffectOffset: Hashable, Sendable, Codable {
  /// Along x.
  public var x: IRDimension
  /// Along y.
  public var y: IRDimension

  /// Creates an offset.
  public init(x: IRDimension, y: IRDimension) {
    self.x = x
    self.y = y
  }
}
