extension Evaluation {
  /// The elements whose frames intersect `rect` (shared interior area), in `allElements()` order.
  ///
  /// Each section's placement strategy finds the candidates: closed-form sections compute the range of group
  /// instances that can reach the rect arithmetically, so the cost does not depend on the number of items; stored
  /// sections (R12.5, flow) binary-search their prefix extents. The same code streams `forEachBatch(in:)`.
  public func elements(in rect: Rect) -> [Element] {
    var result: [Element] = []
    forEachBatch(size: Self.queryBatchSize, in: rect) { result.append(contentsOf: $0) }
    return result
  }

  /// A rect query's buffer: a viewport's worth of elements, so most queries fill one batch.
  static let queryBatchSize = 256
}
