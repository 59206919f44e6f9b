import LayoutRules

/// Stored elements, group by group, with prefix extents for binary search: the placement of a section solved group by
/// group (R12.5), and the storage of a flow section's rows (`FlowPlacement`).
struct ExplicitPlacement: Sendable {
  /// The elements group by group (unrounded until `roundFrames`, R2.3).
  var elements: ContiguousArray<Element>
  /// The declaration of each element, by position (empty for flow rows, whose cells all come from the section).
  var sources: ContiguousArray<SourceRef>
  /// Index into `elements` of each group's first element, plus a final end index.
  var groupStart: [Int]
  /// First item index of each group.
  var groupFirstItem: [Int]
  /// The axis groups follow each other along.
  var axis: Axis
  /// Running maximum of the groups' far edges, and running minimum (from the end) of their near edges.
  var prefixFar: [Double] = []
  var suffixNear: [Double] = []

  /// Stored elements grouped by `groupStart`; the search arrays are made from the frames along `axis`.
  init(
    elements: ContiguousArray<Element>, sources: ContiguousArray<SourceRef> = [], groupStart: [Int],
    groupFirstItem: [Int], axis: Axis
  ) {
    self.elements = elements
    self.sources = sources
    self.groupStart = groupStart
    self.groupFirstItem = groupFirstItem
    self.axis = axis
    makeSearchArrays()
  }

  /// A section with no groups.
  static func empty(axis: Axis) -> ExplicitPlacement {
    ExplicitPlacement(elements: [], groupStart: [0], groupFirstItem: [], axis: axis)
  }

  /// Rebuilt when the frames are rounded, so rect queries test exactly what is handed out.
  mutating func makeSearchArrays() {
    let groups = groupStart.count - 1
    prefixFar = []
    suffixNear = []
    prefixFar.reserveCapacity(groups)
    suffixNear.reserveCapacity(groups)
    for g in 0..<groups {
      var near = Double.infinity
      var far = -Double.infinity
      for element in elements[groupStart[g]..<groupStart[g + 1]] {
        near = min(near, element.frame.origin(axis))
        far = max(far, element.frame.end(axis))
      }
      prefixFar.append(max(far, prefixFar.last ?? -.infinity))
      suffixNear.append(near)
    }
    for g in suffixNear.indices.reversed().dropFirst() { suffixNear[g] = min(suffixNear[g], suffixNear[g + 1]) }
  }

  /// The elements of the groups whose running extents can reach [low, high) along `axis`.
  func candidates(low: Double, high: Double) -> Range<Int> {
    let groups = groupStart.count - 1
    // First group whose running far edge passes the rect's start; last whose running near edge is before its end.
    let first = partition(groups) { prefixFar[$0] > low }
    let last = partition(groups) { suffixNear[$0] >= high } - 1
    return first <= last ? groupStart[first]..<groupStart[last + 1] : 0..<0
  }

  /// The index in `elements` of the element, if there is one.
  func index(of category: ElementCategory, kind: Int32, item: Int) -> Int? {
    func matches(_ element: Element) -> Bool {
      element.category == category && element.kindStorage == kind && Int(element.itemStorage) == item
    }
    // Cells and item supplementaries live in the group holding their item: binary search the group starts.
    let group = partition(groupFirstItem.count) { groupFirstItem[$0] > item } - 1
    if group >= 0, let found = elements[groupStart[group]..<groupStart[group + 1]].firstIndex(where: matches) {
      return found
    }
    // Group supplementaries are numbered per kind across the section (R9.7).
    return category == .supplementary ? elements.firstIndex(where: matches) : nil
  }
}

extension ExplicitPlacement: SectionPlacement {
  var elementCount: Int { elements.count }
  var storedFrameCount: Int { elements.count }
  /// Elements are copied one at a time.
  var batchUnit: Int { 1 }

  func writeAll(to start: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element> {
    elements.withUnsafeBufferPointer { source in
      guard let base = source.baseAddress else { return start }
      start.initialize(from: base, count: source.count)
      return start + source.count
    }
  }

  func stream(
    in rect: Rect?, into batch: inout BatchBuffer, _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    let range = rect.map { candidates(low: $0.origin(axis), high: $0.end(axis)) } ?? elements.indices
    for index in range where rect.map(elements[index].frame.intersects) ?? true {
      try batch.append(elements[index], body)
    }
  }

  func locate(_ category: ElementCategory, kind: Int32, item: Int) -> (element: Element, source: SourceRef)? {
    index(of: category, kind: kind, item: item).map { (elements[$0], sources.isEmpty ? .none : sources[$0]) }
  }

  func forEachCoordinate(_ body: (Double) throws -> Void) rethrows {
    for element in elements {
      for value in [element.frame.x, element.frame.y, element.frame.width, element.frame.height] { try body(value) }
    }
  }
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
