extension Evaluation {
  /// The number of elements a batch holds unless a caller asks otherwise: 4,096 elements of 48 bytes (192 KiB),
  /// small enough to stay in cache and large enough that the per-batch cost vanishes.
  public static let defaultBatchSize = 4_096

  /// The most elements one batch of `forEachBatch(size:in:_:)` can hold: `size`, or more when one instance of a
  /// section's root group has more elements than that (a batch always holds whole groups).
  public func batchCapacity(size: Int = Evaluation.defaultBatchSize) -> Int {
    let largestGroup = sections.reduce(0) { $1.explicit == nil ? max($0, $1.solution.count) : $0 }
    return max(size, largestGroup, 1)
  }

  /// Visits every element in `allElements()` order, a batch at a time, without materialising them: the memory is one
  /// buffer of `batchCapacity(size:)` elements, reused for every batch, whatever the item counts. Given a `rect`,
  /// only the elements whose frames intersect it are visited, in the same order (`elements(in:)`, streamed).
  ///
  /// Closed-form sections (R6.2) are written group by group straight into the buffer by the same code as
  /// `allElements()`, so the frames are identical; group-by-group sections (R12.5), flow sections, boundary items and
  /// decorations are copied from the evaluation. The buffer passed to `body` is valid only during the call and is
  /// overwritten by the next batch; no batch is empty (a visit with no elements passes none). `body` may throw to
  /// stop early.
  public func forEachBatch(
    size: Int = Evaluation.defaultBatchSize, in rect: Rect? = nil,
    _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    var batch = BatchBuffer(capacity: batchCapacity(size: size))
    defer { batch.deallocate() }
    for plan in sections {
      for element in plan.decorations where rect.map(element.frame.intersects) ?? true {
        try batch.append(element, body)
      }
      if let explicit = plan.explicit {
        try copyExplicit(explicit, axis: plan.axis, rect: rect, into: &batch, body)
      } else if plan.groupCount > 0 && !plan.solution.isEmpty {
        let groups = rect.map { groupRange(plan, low: $0.origin(plan.axis), high: $0.end(plan.axis)) }
        try writeClosedForm(plan, groups: groups ?? 0..<plan.groupCount, rect: rect, into: &batch, body)
      }
      for element in plan.boundaries where rect.map(element.frame.intersects) ?? true {
        try batch.append(element, body)
      }
    }
    try batch.flush(body)
  }

  /// Writes groups `groups` of a closed-form section as many whole groups at a time as the buffer has room for,
  /// keeping only the elements that meet `rect` when there is one.
  private func writeClosedForm(
    _ plan: SectionPlan, groups: Range<Int>, rect: Rect?, into batch: inout BatchBuffer,
    _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    let perGroup = plan.solution.count
    var g = groups.lowerBound
    while g < groups.upperBound {
      if batch.room < perGroup { try batch.flush(body) }
      let end = min(groups.upperBound, g + batch.room / perGroup)
      let start = batch.end
      let written = writeGroups(plan, g..<end, to: start) - start
      if let rect {
        // Compact in place: the kept elements close up behind the first one dropped.
        var kept = 0
        for index in 0..<written where start[index].frame.intersects(rect) {
          start[kept] = start[index]
          kept += 1
        }
        batch.count += kept
      } else {
        batch.count += written
      }
      g = end
    }
  }

  /// Copies a group-by-group section's stored elements; with a rect, only the groups whose running extents can reach
  /// it (the same binary search as `elements(in:)`), filtered.
  private func copyExplicit(
    _ explicit: ExplicitSection, axis: Axis, rect: Rect?, into batch: inout BatchBuffer,
    _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    var range = explicit.elements.indices
    if let rect {
      let groups = explicit.groupStart.count - 1
      let first = partition(groups) { explicit.prefixFar[$0] > rect.origin(axis) }
      let last = partition(groups) { explicit.suffixNear[$0] >= rect.end(axis) } - 1
      range = first <= last ? explicit.groupStart[first]..<explicit.groupStart[last + 1] : 0..<0
    }
    for index in range where rect.map(explicit.elements[index].frame.intersects) ?? true {
      try batch.append(explicit.elements[index], body)
    }
  }
}

/// The one buffer a batched visit writes into: `count` elements filled, `capacity` in all.
private struct BatchBuffer {
  let base: UnsafeMutablePointer<Element>
  let capacity: Int
  var count = 0

  init(capacity: Int) {
    self.capacity = capacity
    base = .allocate(capacity: capacity)
  }

  var room: Int { capacity - count }
  var end: UnsafeMutablePointer<Element> { base + count }

  mutating func append(_ element: Element, _ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
    if count == capacity { try flush(body) }
    (base + count).initialize(to: element)
    count += 1
  }

  /// Hands the filled part to `body` and empties the buffer (`Element` is trivial: nothing to deinitialise).
  mutating func flush(_ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
    guard count > 0 else { return }
    let filled = UnsafeBufferPointer(start: base, count: count)
    count = 0
    try body(filled)
  }

  func deallocate() { base.deallocate() }
}
