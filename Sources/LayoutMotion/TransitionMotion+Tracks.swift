import LayoutEvaluator

extension TransitionMotion {
  /// Visits every track, a batch at a time: first the end state's elements in its output order (each matched with
  /// the start state's element of the same key, M1.2), then the elements only the start state has, in its order.
  /// A batch is valid only during its call; memory is two batch buffers whatever the item counts.
  public func forEachBatch(
    size: Int = Evaluation.defaultBatchSize, _ body: (UnsafeBufferPointer<MotionTrack>) throws -> Void
  ) rethrows {
    var buffer = TrackBuffer(capacity: size)
    defer { buffer.deallocate() }
    let before = startVisibleRect
    let after = endVisibleRect
    try to.forEachBatch(size: size) { batch in
      for element in batch {
        try buffer.append(
          track(end: element, start: from.element(for: to.id(of: element)), before: before, after: after), body)
      }
    }
    // Both sides show the same items (T2.5): where the end state lays out a section's cells at all, it lays out every
    // one of them, so the start state's cells there were matched above without a second lookup each.
    let endHasCells = (0..<to.sectionCount).map { to.element(for: Self.firstCell($0)) != nil }
    try from.forEachBatch(size: size) { batch in
      for element in batch {
        if element.category == .cell && endHasCells[element.section] { continue }
        guard to.element(for: from.id(of: element)) == nil else { continue }
        try buffer.append(track(onlyStart: element, before: before), body)
      }
    }
    try buffer.flush(body)
  }

  /// Cell 0 of a section.
  static func firstCell(_ section: Int) -> ElementID {
    ElementID(category: .cell, kind: nil, section: section, item: 0)
  }

  /// The track of one element, by its key; `nil` when neither side has it.
  public func track(for id: ElementID) -> MotionTrack? {
    if let end = to.element(for: id) {
      return track(end: end, start: from.element(for: id), before: startVisibleRect, after: endVisibleRect)
    }
    return from.element(for: id).map { track(onlyStart: $0, before: startVisibleRect) }
  }

  /// An element of the end state: matched (T2.1) or appearing (T2.2).
  func track(end: Element, start: Element?, before: Rect, after: Rect) -> MotionTrack {
    let path = MotionIndexPath(section: Int32(end.section), item: Int32(end.item))
    let kindIndex = Int32(end.kindIndex ?? -1)
    guard let start else {
      // T2.2, MU1, MU5: an alpha-0 copy of its end attributes; it fades in where it ends.
      var track = MotionTrack(
        category: end.category, kindIndex: kindIndex, before: nil, after: path, start: end.frame, end: end.frame,
        startAlpha: 0, endAlpha: 1, change: .appear, rule: .transitionAppear, isAnimated: end.frame.intersects(after),
        zIndex: Int32(end.zIndex), isPinned: end.isPinned)
      // E2.4 (MU20): a declared effect replaces the plain fade of a one-sided element.
      if let effect = endEffects.effect(for: to.id(of: end), in: to, appearing: true) {
        track.appear(with: effect, visible: after)
      }
      return track
    }
    // T2.1: a participant if it meets the visible rect before (by its start) or after (by its end).
    return MotionTrack(
      category: end.category, kindIndex: kindIndex, before: path, after: path, start: start.frame, end: end.frame,
      startAlpha: 1, endAlpha: 1, change: start.frame == end.frame ? .static : .move, rule: .transitionMatched,
      isAnimated: start.frame.intersects(before) || end.frame.intersects(after), zIndex: Int32(end.zIndex),
      isPinned: end.isPinned)
  }

  /// An element only the start state has: it fades out where it starts (T2.2, MU1, MU5).
  func track(onlyStart start: Element, before: Rect) -> MotionTrack {
    let path = MotionIndexPath(section: Int32(start.section), item: Int32(start.item))
    var track = MotionTrack(
      category: start.category, kindIndex: start.kindIndex.map { fromKinds[$0] } ?? -1, before: path, after: nil,
      start: start.frame, end: start.frame, startAlpha: 1, endAlpha: 0, change: .disappear, rule: .transitionDisappear,
      isAnimated: start.frame.intersects(before), zIndex: Int32(start.zIndex), isPinned: start.isPinned)
    // E2.4 (MU20).
    if let effect = startEffects.effect(for: from.id(of: start), in: from, appearing: false) {
      track.disappear(with: effect, visible: before)
    }
    return track
  }
}
