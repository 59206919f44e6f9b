import LayoutIR
import LayoutRules

/// Linked scroll views (Semantics.md L1, L2): a follower layout's scroll position tracks its leader's item by item,
/// as the seed's thumbnail strip tracks its photos. Both ends are layouts whose only section is a flow (L3, checked
/// by the front end), so each has a pitch along its scroll axis: the flow's item length plus its line spacing.
///
/// The caller evaluates both layouts; these functions map one's offset to the other's. Offsets are along each
/// layout's own scroll axis.
public enum ScrollLink {
  /// The pitch of `layout` for `input`: its first section's flow item length along the scroll axis plus the flow's
  /// line spacing; nil when that section is not a flow (a compositional layout has no one pitch: L3 refuses it).
  public static func pitch(of layout: IRLayout, input: EvaluationInput) throws -> Double? {
    guard let flow = layout.sections.first?.flow else { return nil }
    var params = input.params
    // A linked layout is evaluated with the values of the parameters it declares; others are the other layout's.
    params = params.filter { name, _ in layout.params.contains { $0.name == name } }
    var resolverInput = input
    resolverInput.params = params
    let resolved = try Resolver(layout: layout, input: resolverInput).resolve(flow, section: 0)
    let axis: Axis = layout.scrollDirection == .horizontal ? .x : .y
    return resolved.itemSize[axis] + resolved.lineSpacing
  }

  /// L1: the leader's current item c and the progress f through it at `position` (the leader's offset plus its
  /// content inset, along its axis), for `itemCount` items of pitch `pitch`. c = trunc(position / pitch) clamped to
  /// the items and f = position / pitch - c, the same page as the leader's own page parallax (SE6): negative while
  /// bouncing before the first item. At the last item f is 0 (SD11): the follower stops there rather than reading
  /// an item past the last.
  public static func leaderPage(at position: Double, pitch: Double, itemCount: Int) -> (item: Int, progress: Double) {
    guard itemCount > 0, pitch > 0, position.isFinite else { return (0, 0) }
    let ratio = position / pitch
    // Clamped as a Double first, so a far offset never reaches an Int conversion out of range.
    let item = Int(min(max(ratio.rounded(.towardZero), 0), Double(itemCount - 1)))
    let progress = ratio - Double(item)
    if item == itemCount - 1 && progress > 0 { return (item, 0) }
    return (item, progress)
  }

  /// L1: the focus a follower takes for the leader's page: (c, f) while the progress is not negative, item 0 at rest
  /// while the leader bounces before its first item.
  public static func followerFocus(item: Int, progress: Double) -> ScrollFocus {
    progress >= 0 ? ScrollFocus(item: item, progress: progress) : .first
  }

  /// L1: the follower's offset along its axis for the leader's page, given the follower evaluated with
  /// `followerFocus(item:progress:)` and its pitch: u (c + f) less its content inset; while the leader bounces
  /// (f < 0), the follower's item 0 length times f less its inset, so the strip bounces with the photos.
  public static func followerOffset(
    item: Int, progress: Double, pitch: Double, follower: Evaluation, direction: IRAxis
  ) -> Double {
    guard progress < 0 else { return pitch * (Double(item) + progress) - follower.contentInset }
    // th(0): the follower's own item 0 along its axis, which a focus-width section widens (SE8).
    let first = follower.element(for: ElementID(category: .cell, kind: nil, section: 0, item: 0))
    let length = first.map { $0.frame.length(direction == .horizontal ? .x : .y) } ?? pitch
    return length * progress - follower.contentInset
  }

  /// L2: the item a follower rests on at its offset `offset` along its axis (with its content inset `inset` and
  /// pitch `pitch`), min(N - 1, trunc((offset + inset + pitch / 2) / pitch)), at least 0: the item whose slot holds
  /// the centre of the inset-adjusted position.
  public static func followerItem(at offset: Double, inset: Double, pitch: Double, itemCount: Int) -> Int {
    guard itemCount > 0, pitch > 0 else { return 0 }
    let ratio = ((offset + inset + pitch / 2) / pitch).rounded(.towardZero)
    return Int(min(max(ratio, 0), Double(itemCount - 1)))
  }

  /// L2: the leader's offset along its axis for the follower's item: whole pages, M c_f less the leader's inset.
  public static func leaderOffset(item: Int, pitch: Double, leader: Evaluation) -> Double {
    pitch * Double(item) - leader.contentInset
  }
}
