import LayoutRules

/// The scroll post-pass: frames at a scroll position, computed from the rest frames of any placement strategy.
///
/// Only three things move with scrolling (S3): pinned boundary items, clamped into the part of their section that is
/// visible (S5); the cells and supplementaries of an orthogonal row, shifted by the row's offset (S6); and nothing
/// else, so every other frame is the rest frame. Like the rest pass (`SectionPass.swift`), each section asks its
/// strategy for the candidates near the rect, so a query costs what it returns, whatever the item count.
extension SectionPlan {
  /// Appends the section's elements at `position` whose final frames meet `rect` to `batch`, in `write` order.
  func stream(
    at position: ScrollPosition, visible: Rect, contentSize: Size, grid: PixelGrid, in rect: Rect,
    into batch: inout BatchBuffer, _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    for element in decorations where element.frame.intersects(rect) {
      try batch.append(element, body)
    }
    let shift = scrolling.row.flatMap { _ in position.sectionOffsets[Int(index)] } ?? 0
    if let row = scrolling.row, shift != 0 {
      // S6: ask the rest query for the rect seen from the row's offset (a point wider on each side, so that rounding
      // in the subtraction cannot lose an element), then move what it finds and keep what meets the rect itself.
      var widened = rect.offset(row.axis, by: shift - 1)
      if row.axis == .x { widened.width += 2 } else { widened.height += 2 }
      var rest = BatchBuffer(capacity: max(content.batchUnit, Evaluation.queryBatchSize))
      defer { rest.deallocate() }
      try content.stream(in: widened, into: &rest) {
        try Self.shifted($0, by: -shift, along: row.axis, meeting: rect, into: &batch, body)
      }
      try rest.flush { try Self.shifted($0, by: -shift, along: row.axis, meeting: rect, into: &batch, body) }
    } else if let pages = scrolling.pages {
      try streamPages(pages, at: position, grid: grid, in: rect, into: &batch, body)
    } else {
      try content.stream(in: rect, into: &batch, body)
    }
    for slot in boundaries.indices {
      let moved = boundary(slot, visible: visible, contentSize: contentSize, grid: grid)
      if moved.frame.intersects(rect) { try batch.append(moved, body) }
    }
  }

  /// The boundary item in `slot` of `boundaries` with the visible rect `visible`: pinned ones clamped (S4, S5), the
  /// others at rest. The rect query and the one-element lookup at a position both place it here.
  func boundary(_ slot: Int, visible: Rect, contentSize: Size, grid: PixelGrid) -> Element {
    let element = boundaries[slot]
    if element.isPinned, let lengths = scrolling.flowPinning {
      return flowPinned(
        element, header: slot == 0 && lengths.header != nil,
        lengths: (lengths.header ?? 0, lengths.footer ?? 0), visible: visible, grid: grid)
    } else if element.isPinned && !scrolling.pinEdges.isEmpty {
      return pinned(element, edges: scrolling.pinEdges[slot], visible: visible, contentSize: contentSize, grid: grid)
    }
    return element
  }

  /// One element of the section at `position`, where `stream(at:…)` places it: a boundary item pinned (S4, S5), an
  /// element of an orthogonal row shifted by the row's offset (S6), a page of a page-parallax section at its frame for
  /// the offset (SE6), anything else (decorations included) at rest.
  func element(_ rest: Element, at position: ScrollPosition, visible: Rect, contentSize: Size, grid: PixelGrid)
    -> Element
  {
    var element = rest
    switch rest.category {
    case .decoration:
      return element
    case .boundary:
      guard let slot = boundaries.firstIndex(where: { $0.tag == rest.tag && $0.itemStorage == rest.itemStorage })
      else { return element }
      return boundary(slot, visible: visible, contentSize: contentSize, grid: grid)
    case .cell, .supplementary:
      let shift = scrolling.row.flatMap { _ in position.sectionOffsets[Int(index)] } ?? 0
      if let row = scrolling.row, shift != 0 {
        element.frame = element.frame.offset(row.axis, by: -shift)
      } else if rest.category == .cell, let pages = scrolling.pages,
        let (_, frame) = pages.frames(at: position.contentOffset[pages.axis]).first(where: { $0.item == rest.item })
      {
        element.frame = grid.round(frame)
      }
      return element
    }
  }

  /// SE6: the rest frames meeting `rect`, the current and next page's replaced by their frames at `position` (in
  /// place when the rest query finds them; a bouncing page grows past its rest frame, so one it misses is placed
  /// after the others), each kept when its final frame meets `rect` (S2).
  private func streamPages(
    _ pages: PageParallax, at position: ScrollPosition, grid: PixelGrid, in rect: Rect,
    into batch: inout BatchBuffer, _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    var replaced: [Int: Rect] = [:]
    for (item, frame) in pages.frames(at: position.contentOffset[pages.axis]) { replaced[item] = grid.round(frame) }
    var rest = BatchBuffer(capacity: max(content.batchUnit, Evaluation.queryBatchSize))
    defer { rest.deallocate() }
    func keep(_ found: UnsafeBufferPointer<Element>) throws {
      for var element in found {
        if element.category == .cell, let frame = replaced.removeValue(forKey: element.item) {
          element.frame = frame
          guard frame.intersects(rect) else { continue }
        }
        try batch.append(element, body)
      }
    }
    try content.stream(in: rect, into: &rest, keep)
    try rest.flush(keep)
    for (item, frame) in replaced.sorted(by: { $0.key < $1.key }) where frame.intersects(rect) {
      guard var element = content.locate(.cell, kind: -1, item: item)?.element else { continue }
      element.frame = frame
      try batch.append(element, body)
    }
  }

  /// S6: appends `found`, moved by `delta` along `axis`, to `batch` when the moved frame meets `rect`.
  private static func shifted(
    _ found: UnsafeBufferPointer<Element>, by delta: Double, along axis: Axis, meeting rect: Rect,
    into batch: inout BatchBuffer, _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    for var element in found {
      element.frame = element.frame.offset(axis, by: delta)
      if element.frame.intersects(rect) { try batch.append(element, body) }
    }
  }

  /// S5: a pinned boundary item at a scroll position. C is the section's band (boundary items and insets included,
  /// R6.5) across the whole content; P = C ∩ the visible rect. An item already inside P stays; otherwise an item on a
  /// leading (top) edge is pulled forward to P's start, one on a trailing (bottom) edge back to P's end, and either
  /// is kept inside C, so a header may slide over its own section's footer but never leaves the section (SD5). The
  /// clamped origin is rounded to the grid (SD10); while displaced, z is raised above everything unpinned (SD6).
  func pinned(
    _ element: Element, edges: Set<IREdge>, visible: Rect, contentSize: Size, grid: PixelGrid
  ) -> Element {
    let section = Rect(
      layoutAxis, along: origin, across: 0, length: extent, thickness: contentSize[layoutAxis.other])
    let minX = max(section.x, visible.x)
    let maxX = min(section.maxX, visible.maxX)
    let minY = max(section.y, visible.y)
    let maxY = min(section.maxY, visible.maxY)
    let frame = element.frame
    guard minX < maxX, minY < maxY else { return element }
    if frame.x >= minX && frame.maxX <= maxX && frame.y >= minY && frame.maxY <= maxY { return element }
    func clamp(_ start: Double, length: Double, near: Bool, far: Bool, low: Double, high: Double, c: (Double, Double))
      -> Double
    {
      var value = start
      if near && value < low { value = low }
      if far && value > low && value + length > high { value = high - length }
      value = max(value, c.0)
      if value + length > c.1 { value = c.1 - length }
      return value
    }
    var result = element
    result.frame.x = grid.round(
      clamp(
        frame.x, length: frame.width, near: edges.contains(.leading), far: edges.contains(.trailing), low: minX,
        high: maxX, c: (section.x, section.maxX)))
    result.frame.y = grid.round(
      clamp(
        frame.y, length: frame.height, near: edges.contains(.top), far: edges.contains(.bottom), low: minY,
        high: maxY, c: (section.y, section.maxY)))
    if abs(result.frame.x - frame.x) > 0.001 || abs(result.frame.y - frame.y) > 0.001 {
      result.zStorage = Int32(clamping: Int64(element.zStorage) + Evaluation.pinnedZLift)
    }
    return result
  }
}

extension SectionPlan {
  /// S4: a pinned flow header or footer at a scroll position, along the scroll axis. S is the section's range (header
  /// to footer). The header follows the visible rect's start but stops where it would reach its own footer:
  /// min(max(y0, visible start), S end - footer - header); the footer follows the visible rect's end but never rises
  /// above the header's end: max(min(y0, visible end - footer), S start + header). The origin is rounded (SD10); z stays
  /// the flow layout's 10 (S4, SD6).
  func flowPinned(
    _ element: Element, header: Bool, lengths: (header: Double, footer: Double), visible: Rect, grid: PixelGrid
  ) -> Element {
    let axis = layoutAxis
    let start = element.frame.origin(axis)
    let position =
      header
      ? min(max(start, visible.origin(axis)), origin + extent - lengths.footer - lengths.header)
      : max(min(start, visible.end(axis) - lengths.footer), origin + lengths.header)
    var result = element
    result.frame = element.frame.offset(axis, by: grid.round(position) - start)
    return result
  }
}

extension Evaluation {
  /// SD6: how much a displaced pinned boundary item's z is raised (UIKit's measured "a billion plus its own").
  public static let pinnedZLift: Int64 = 1_000_000_000

  /// The visible rect at `position`: the viewport placed at the content offset (S1; content insets are 0, U7).
  public func visibleRect(at position: ScrollPosition) -> Rect {
    Rect(x: position.contentOffset.x, y: position.contentOffset.y, width: viewport.width, height: viewport.height)
  }

  /// Checks a position before it is used (SD7): every offset finite, every section offset naming a section whose
  /// row scrolls on its own (S6). Any finite value is accepted, rubber-band positions included.
  public func check(_ position: ScrollPosition) throws(ScrollError) {
    for (what, value) in [
      ("the content offset x", position.contentOffset.x), ("the content offset y", position.contentOffset.y),
    ]
    where !value.isFinite {
      throw .notFinite(what: what, value: value)
    }
    for (section, offset) in position.sectionOffsets.sorted(by: { $0.key < $1.key }) {
      guard sections.indices.contains(section) else { throw .unknownSection(section, sectionCount: sections.count) }
      guard sections[section].scrolling.row != nil else { throw .sectionDoesNotScroll(section) }
      guard offset.isFinite else { throw .notFinite(what: "the offset of section \(section)", value: offset) }
    }
    for plan in sections {
      if let pages = plan.scrolling.pages, !pages.isInRange(at: position.contentOffset[pages.axis]) {
        throw .pageOutOfRange(offset: position.contentOffset[pages.axis])
      }
    }
  }

  /// Visits the elements at `position` whose final frames meet `rect` (default: the visible rect, S2), in
  /// `allElements()` order and in batches, as `forEachBatch(size:in:_:)` does at rest. The position must pass
  /// `check(_:)`; section offsets of sections that do not scroll are ignored.
  public func forEachBatch(
    size: Int = Evaluation.defaultBatchSize, at position: ScrollPosition, in rect: Rect? = nil,
    _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    let visible = visibleRect(at: position)
    var batch = BatchBuffer(capacity: batchCapacity(size: size))
    defer { batch.deallocate() }
    for plan in sections {
      try plan.stream(
        at: position, visible: visible, contentSize: contentSize, grid: grid, in: rect ?? visible, into: &batch, body)
    }
    try batch.flush(body)
  }

  /// The elements at `position` whose final frames meet `rect` (default: the visible rect), in `allElements()`
  /// order: rest frames, pinned items clamped (S5), orthogonal rows shifted (S6). Cost follows the answer, not N.
  public func elements(at position: ScrollPosition, in rect: Rect? = nil) -> [Element] {
    var result: [Element] = []
    forEachBatch(size: Self.queryBatchSize, at: position, in: rect) { result.append(contentsOf: $0) }
    return result
  }

  /// One element at `position`, as `elements(at:in:)` gives it: a pinned boundary item clamped into the visible part
  /// of its section (S4, S5), an orthogonal row's cell or supplementary moved by the row's offset (S6), the current
  /// and the next page of a page-parallax section at their frames for the offset (SE6), every other element at its
  /// rest frame. For a one-element lookup (UIKit's `layoutAttributesForItem(at:)` and the supplementary and
  /// decoration lookups) while scrolled. The position must pass `check(_:)`.
  public func element(for id: ElementID, at position: ScrollPosition) -> Element? {
    guard let rest = element(for: id) else { return nil }
    return sections[id.section].element(
      rest, at: position, visible: visibleRect(at: position), contentSize: contentSize, grid: grid)
  }

  /// How far the row of orthogonal section `section` scrolls (S6: 0 to its length less the viewport's), or nil
  /// for a section that scrolls with the layout.
  public func rowOffsetRange(ofSection section: Int) -> ClosedRange<Double>? {
    guard sections.indices.contains(section), let row = sections[section].scrolling.row else { return nil }
    return 0...row.maximumOffset
  }
}
