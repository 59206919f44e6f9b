import LayoutEvaluator

extension UpdateMotion {
  /// B3.2 for an element of the end state: a survivor slides from its old frame; anything new fades in where it ends.
  func track(end: Element) -> MotionTrack {
    let after = MotionIndexPath(section: Int32(end.section), item: Int32(end.item))
    let (start, isReload) = counterpart(of: end, kind: to.kind(of: end))
    let kindIndex = Int32(end.kindIndex ?? -1)
    let visible = endVisibleRect
    guard let start else {
      // An item the plan inserts; an item-level element of a surviving item that only the end state has appears.
      let isInsert = Self.isItemLevel(end.category) && plan.oldPath(of: after).path == nil
      var track = MotionTrack(
        category: end.category, kindIndex: kindIndex, before: nil, after: after, start: end.frame, end: end.frame,
        startAlpha: 0, endAlpha: 1, change: isInsert ? .insert : .appear,
        rule: isInsert ? .updateInsert : .updateAppear, isReload: isReload, isAnimated: end.frame.intersects(visible),
        zIndex: Int32(end.zIndex), isPinned: end.isPinned)
      if !endEffects.isEmpty { track.appear(with: appearingEffect(of: end) ?? .uikitDefault, visible: visible) }
      return track
    }
    let before = MotionIndexPath(section: Int32(start.section), item: Int32(start.item))
    let isStatic = before == after && start.frame == end.frame
    return MotionTrack(
      category: end.category, kindIndex: kindIndex, before: before, after: after, start: start.frame, end: end.frame,
      startAlpha: 1, endAlpha: 1, change: isStatic ? .static : .move, rule: .updateSurvivor,
      isAnimated: Self.union(start.frame, end.frame).intersects(visible), zIndex: Int32(end.zIndex),
      isPinned: end.isPinned)
  }

  /// B3.2 for an element of the start state: `nil` when an end element claimed it (a survivor), else it fades out
  /// where it was.
  func track(onlyStart start: Element) -> MotionTrack? {
    let (end, isReload) = counterpart(ofStart: start, kind: from.kind(of: start))
    guard end == nil else { return nil }
    let before = MotionIndexPath(section: Int32(start.section), item: Int32(start.item))
    let isDelete = Self.isItemLevel(start.category) && plan.newPath(of: before).path == nil
    var track = MotionTrack(
      category: start.category, kindIndex: start.kindIndex.map { fromKinds[$0] } ?? -1,
      before: before, after: nil, start: start.frame,
      end: start.frame, startAlpha: 1, endAlpha: 0, change: isDelete ? .delete : .disappear,
      rule: isDelete ? .updateDelete : .updateDisappear, isReload: isReload,
      isAnimated: start.frame.intersects(endVisibleRect), zIndex: Int32(start.zIndex), isPinned: start.isPinned)
    if !startEffects.isEmpty {
      track.disappear(with: disappearingEffect(of: start) ?? .uikitDefault, visible: endVisibleRect)
    }
    return track
  }

  /// The smallest rect holding both (B3.3 tests the union of start and end against the visible rect).
  static func union(_ a: Rect, _ b: Rect) -> Rect {
    let x = min(a.x, b.x)
    let y = min(a.y, b.y)
    return Rect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
  }
}
