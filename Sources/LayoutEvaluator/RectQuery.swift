extension Evaluation {
  /// The elements whose frames intersect `rect` (shared interior area), in `allElements()` order.
  ///
  /// Closed-form sections compute the range of group instances that can reach the rect arithmetically, so the cost
  /// does not depend on the number of items; group-by-group sections binary-search their prefix extents (R12.5).
  public func elements(in rect: Rect) -> [Element] {
    var result: [Element] = []
    for plan in sections {
      for element in plan.decorations where element.frame.intersects(rect) { result.append(element) }
      let low = rect.origin(plan.axis)
      let high = rect.end(plan.axis)
      if let explicit = plan.explicit {
        let groups = explicit.groupStart.count - 1
        // First group whose running far edge passes the rect's start; last whose running near edge is before its end.
        let first = partition(groups) { explicit.prefixFar[$0] > low }
        let last = partition(groups) { explicit.suffixNear[$0] >= high } - 1
        if first <= last {
          for index in explicit.groupStart[first]..<explicit.groupStart[last + 1] {
            let element = explicit.elements[index]
            if element.frame.intersects(rect) { result.append(element) }
          }
        }
      } else if plan.groupCount > 0 {
        for g in groupRange(plan, low: low, high: high) {
          for index in plan.solution.indices {
            guard let element = groupElement(plan, solutionIndex: index, group: g) else { continue }
            if element.frame.intersects(rect) { result.append(element) }
          }
        }
      }
      for element in plan.boundaries where element.frame.intersects(rect) { result.append(element) }
    }
    return result
  }

  /// Group instances g whose elements can reach [low, high) along the section axis: unrounded, group g spans
  /// [near + g * stride, far + g * stride]; rounding (R2.3) moves an origin by at most half a pixel and a far edge
  /// by at most one, so the span is widened by a pixel, and one extra group on each side absorbs floating-point error.
  func groupRange(_ plan: SectionPlan, low: Double, high: Double) -> Range<Int> {
    let count = plan.groupCount
    guard plan.stride > 0, low.isFinite, high.isFinite else { return 0..<count }
    let pixel = 1 / grid.scale
    let lower = ((low - plan.far - pixel) / plan.stride).rounded(.down) - 1
    let upper = ((high - plan.near + pixel) / plan.stride).rounded(.up) + 1
    if upper < 0 || lower >= Double(count) { return 0..<0 }
    let first = Int(max(lower, 0))
    let end = Int(min(upper, Double(count - 1))) + 1
    return first..<max(first, end)
  }

  /// The first index in 0..<count for which `predicate` holds, for a predicate false then true.
  func partition(_ count: Int, _ predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let mid = (low + high) / 2
      if predicate(mid) { high = mid } else { low = mid + 1 }
    }
    return low
  }
}
