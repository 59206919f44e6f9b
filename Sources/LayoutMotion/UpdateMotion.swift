import LayoutEvaluator

/// A batch update between two rest evaluations of one layout (B rules): the start state with the counts before, the
/// end state with the counts after (in another variant for B3.7), each element followed through the plan's index
/// mapping (M1.3). Always an animation: the values between are never rounded (B3.2).
public struct UpdateMotion: MotionEvaluation {
  /// The validated update.
  public let plan: UpdatePlan
  /// The state before, evaluated with `plan.oldCounts`.
  public let from: Evaluation
  /// The state after, evaluated with `plan.newCounts`.
  public let to: Evaluation
  /// The collection view bounds size.
  public let viewport: Size
  /// The content offset before.
  public let startOffset: Point
  /// B3.4 (MU7): kept, or clamped when the new content is too short.
  public let endOffset: Point
  /// The element kinds of both sides.
  public let kinds: [String]
  let fromKinds: [Int32]
  /// The effects the layout declares in the state before (disappearing elements use them, E2.2).
  public var startEffects = MotionEffects.none
  /// The effects the layout declares in the state after (appearing elements use them, E2.2).
  public var endEffects = MotionEffects.none

  /// The update `plan` from `from` to `to`, scrolled to `offset` before it.
  public init(plan: UpdatePlan, from: Evaluation, to: Evaluation, viewport: Size, offset: Point = Point(x: 0, y: 0))
    throws(MotionError)
  {
    let maximum = Point(
      x: max(0, from.contentSize.width - viewport.width), y: max(0, from.contentSize.height - viewport.height))
    guard offset.x >= 0, offset.y >= 0, offset.x <= maximum.x, offset.y <= maximum.y else {
      throw .offsetOutOfRange(offset, maximum: maximum)
    }
    self.plan = plan
    self.from = from
    self.to = to
    self.viewport = viewport
    startOffset = offset
    endOffset = TransitionMotion.clamp(offset, content: to.contentSize, viewport: viewport)
    (kinds, fromKinds) = mergedKinds(from: from, to: to)
  }

  /// The content size after the update at every progress (motion.md §6).
  public func contentSize(at p: Double, driver: MotionDriver) -> Size { to.contentSize }

  /// The visible rect after the update (B3.3).
  public var endVisibleRect: Rect {
    Rect(x: endOffset.x, y: endOffset.y, width: viewport.width, height: viewport.height)
  }

  /// Visits every track: the end state's elements in its order (survivors, inserts, appearing section-level
  /// elements), then the start state's elements that no end element claimed (deletes, disappearing ones).
  public func forEachBatch(
    size: Int = Evaluation.defaultBatchSize, _ body: (UnsafeBufferPointer<MotionTrack>) throws -> Void
  ) rethrows {
    var buffer = TrackBuffer(capacity: size)
    defer { buffer.deallocate() }
    try to.forEachBatch(size: size) { batch in
      for element in batch { try buffer.append(track(end: element), body) }
    }
    try from.forEachBatch(size: size) { batch in
      for element in batch {
        if let track = track(onlyStart: element) { try buffer.append(track, body) }
      }
    }
    try buffer.flush(body)
  }

  /// Cells and item supplementaries follow their item; boundary items, backgrounds and group supplementaries
  /// follow their section (M1.3).
  static func isItemLevel(_ category: ElementCategory) -> Bool { category == .cell || category == .supplementary }

  /// The start state's counterpart of an element after the update, if any, and whether it is a reload's new half.
  func counterpart(of element: Element, kind: String?) -> (element: Element?, isReload: Bool) {
    let path = MotionIndexPath(section: Int32(element.section), item: Int32(element.item))
    if Self.isItemLevel(element.category) {
      let (old, isReload) = plan.oldPath(of: path)
      guard let old else { return (nil, isReload) }
      let id = ElementID(category: element.category, kind: kind, section: Int(old.section), item: Int(old.item))
      return (from.element(for: id), false)
    }
    guard let section = plan.oldSection(of: element.section), !plan.reloadedSections.contains(section) else {
      return (nil, plan.reloadedSections.contains(element.section))
    }
    let id = ElementID(category: element.category, kind: kind, section: section, item: element.item)
    return (from.element(for: id), false)
  }

  /// The end state's counterpart of an element before the update, if any, and whether it is a reload's old half.
  func counterpart(ofStart element: Element, kind: String?) -> (element: Element?, isReload: Bool) {
    let path = MotionIndexPath(section: Int32(element.section), item: Int32(element.item))
    if Self.isItemLevel(element.category) {
      let (new, isReload) = plan.newPath(of: path)
      guard let new else { return (nil, isReload) }
      let id = ElementID(category: element.category, kind: kind, section: Int(new.section), item: Int(new.item))
      return (to.element(for: id), false)
    }
    guard let section = plan.newSection(of: element.section), !plan.reloadedSections.contains(element.section) else {
      return (nil, plan.reloadedSections.contains(element.section))
    }
    let id = ElementID(category: element.category, kind: kind, section: section, item: element.item)
    return (to.element(for: id), false)
  }
}
