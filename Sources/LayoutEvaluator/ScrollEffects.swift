import LayoutIR
import LayoutRules

/// The values a decorative scroll effect gives one cell at a scroll position (SE1-SE5): reported beside the cell's
/// frame, which the effect never changes (UIKit keeps the frame and applies a transform and an alpha).
///
/// Values are never rounded (SE5). A value is nil when the effect in force does not declare that parameter.
public struct CellEffect: Hashable, Sendable {
  /// d: the signed distance of the cell's centre from the viewport's centre along the section's scroll axis (S8).
  public var distance: Double
  /// The scale (SE2), when declared.
  public var scale: Double?
  /// The opacity (SE3), when declared.
  public var alpha: Double?
  /// How far the cell's content is translated along the scroll axis (SE4), when declared.
  public var parallax: Double?

  /// Creates effect values.
  public init(distance: Double, scale: Double? = nil, alpha: Double? = nil, parallax: Double? = nil) {
    self.distance = distance
    self.scale = scale
    self.alpha = alpha
    self.parallax = parallax
  }
}

/// One declared effect with its radius resolved to points for this evaluation's viewport (SE1).
struct ResolvedCellEffect: Sendable {
  var scale: Double?
  var alpha: Double?
  var parallax: Double?
  var radius: Double

  /// SE1-SE4 for a cell whose centre is `distance` from the viewport's centre.
  func values(distance: Double) -> CellEffect {
    let n = min(1, max(-1, distance / radius)).magnitude
    return CellEffect(
      distance: distance, scale: scale.map { 1 - (1 - $0) * n }, alpha: alpha.map { 1 - (1 - $0) * n },
      parallax: parallax.map { -$0 * distance })
  }
}

/// The effects of one section's cells: the section's own, and the items' (by IR item index), which win over it.
struct SectionEffects: Sendable {
  /// The axis the section scrolls along: its row's for an orthogonal section, else the layout's (S8).
  var axis: Axis
  var section: ResolvedCellEffect?
  /// Empty when no item of the layout declares an effect (the common case: no lookup of a cell's origin).
  var items: [ResolvedCellEffect?]
}

extension SectionBuilder {
  /// The effects of section `index` scrolling along `axis`, whose pitch (group extent + spacing, or a flow's item
  /// length + line spacing) is the default radius (SE1); nil when none applies: nothing declared, or a section
  /// whose items are estimated, where UIKit ignores what the handler changes (SE5, R12.6).
  func effects(of index: Int, along axis: Axis, pitch: Double, estimated: Bool) -> SectionEffects? {
    guard !estimated else { return nil }
    func resolved(_ effect: IRScrollEffect?) -> ResolvedCellEffect? {
      // A page parallax alone (SE6) moves frames and draws nothing on top of them.
      guard let effect, effect.scale != nil || effect.alpha != nil || effect.parallax != nil else { return nil }
      let radius: Double
      switch effect.radius {
      case nil: radius = pitch
      case .absolute(let v)?, .estimated(let v)?: radius = v.doubleValue
      case .fractionalWidth(let f)?: radius = f.doubleValue * input.viewport.width
      case .fractionalHeight(let f)?: radius = f.doubleValue * input.viewport.height
      }
      // A pitch of 0 (a section of zero-length groups) has no distance scale: the full effect everywhere but at
      // the centre would be a division by zero, so such a section keeps its cells as they are.
      guard radius > 0, radius.isFinite else { return nil }
      return ResolvedCellEffect(
        scale: effect.scale?.doubleValue, alpha: effect.alpha?.doubleValue, parallax: effect.parallax?.doubleValue,
        radius: radius)
    }
    let section = resolved(layout.sections[index].effect)
    let items = layout.items.contains { $0.effect != nil } ? layout.items.map { resolved($0.effect) } : []
    guard section != nil || items.contains(where: { $0 != nil }) else { return nil }
    return SectionEffects(axis: axis, section: section, items: items)
  }
}

extension Evaluation {
  /// Whether some section's cells carry a scroll effect in this evaluation.
  public var hasScrollEffects: Bool { sections.contains { $0.scrolling.effects != nil } }

  /// The effect values of `element` (as `elements(at:)` returns it at `position`: its final frame) at `position`,
  /// or nil for an element that is not a cell or whose section and item declare no effect (SE1-SE5).
  ///
  /// S8: d = (F.mid - contentOffset) - viewport / 2 along the section's scroll axis, with F the final frame (an
  /// orthogonal row's cells already shifted by the row's offset), n = clamp(d / radius, -1, 1).
  public func effect(of element: Element, at position: ScrollPosition) -> CellEffect? {
    guard element.category == .cell, sections.indices.contains(element.section),
      let effects = sections[element.section].scrolling.effects
    else { return nil }
    var rule = effects.section
    if !effects.items.isEmpty, case .item(let index, _)? = origin(of: element), effects.items.indices.contains(index),
      let own = effects.items[index]
    {
      rule = own
    }
    guard let rule else { return nil }
    let axis = effects.axis
    let centre = element.frame.origin(axis) + element.frame.length(axis) / 2
    let distance = (centre - position.contentOffset[axis]) - viewport[axis] / 2
    return rule.values(distance: distance)
  }
}
