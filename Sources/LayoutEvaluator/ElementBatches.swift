extension Evaluation {
  /// The number of elements a batch holds unless a caller asks otherwise: 4,096 elements of 48 bytes (192 KiB),
  /// small enough to stay in cache and large enough that the per-batch cost vanishes.
  public static let defaultBatchSize = 4_096

  /// The most elements one batch of `forEachBatch(size:in:_:)` can hold: `size`, or more when one instance of a
  /// section's root group has more elements than that (a batch always holds whole groups).
  public func batchCapacity(size: Int = Evaluation.defaultBatchSize) -> Int {
    let largestGroup = sections.reduce(0) { max($0, $1.content.batchUnit) }
    return max(size, largestGroup, 1)
  }

  /// Visits every element in `allElements()` order, a batch at a time, without materialising them: the memory is one
  /// buffer of `batchCapacity(size:)` elements, reused for every batch, whatever the item counts. Given a `rect`,
  /// only the elements whose frames intersect it are visited, in the same order (`elements(in:)`, streamed).
  ///
  /// Each section's placement strategy fills the buffer: closed-form sections (R6.2) are written group by group
  /// straight into it by the same code as `allElements()`, so the frames are identical; group-by-group sections
  /// (R12.5), flow sections, boundary items and decorations are copied from the evaluation. The buffer passed to `body` is valid only during the call and is
  /// overwritten by the next batch; no batch is empty (a visit with no elements passes none). `body` may throw to
  /// stop early.
  public func forEachBatch(
    size: Int = Evaluation.defaultBatchSize, in rect: Rect? = nil,
    _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    var batch = BatchBuffer(capacity: batchCapacity(size: size))
    defer { batch.deallocate() }
    for plan in sections { try plan.stream(in: rect, into: &batch, body) }
    try batch.flush(body)
  }
}

/// The one buffer a batched visit writes into: `count` elements filled, `capacity` in all.
struct BatchBuffer {
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
