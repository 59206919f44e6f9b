import LayoutRules

/// R6.2: a section that keeps ONE solution of its root group (R6.1) and places group instance g at `g * stride` along
/// its axis. Nothing per item is stored: a section of ten million items costs what one of ten does, and every frame is
/// computed when asked for.
struct ClosedFormPlacement: Sendable {
  var section: Int32
  /// The axis groups repeat along (the layout axis, or across it for orthogonal sections, R8.1).
  var axis: Axis
  /// Elements of group 0 in content coordinates, unrounded (R2.3 is applied by `roundFrames` and `along`); the index
  /// of an element here is its template index, and its `source` is the provenance side table.
  var solution: ContiguousArray<SolvedElement> = []
  /// N_g.
  var leafCount = 0
  /// X_g + interGroupSpacing.
  var stride = 0.0
  var groupCount = 0
  /// Leaves present in the last group (N_g when it is full, R6.3).
  var lastGroupLeaves = 0
  /// Nearest and farthest element edge of group 0 along `axis` (for rect queries).
  var near = 0.0
  var far = 0.0
  /// Solution index of each leaf's cell.
  var cellIndex: [Int32] = []
  /// Item offsets (`ordinal`) of the solution entries in a partial last group: group supplementaries are counted among
  /// the present ones only (R9.7), so an absent nested group's supplementary leaves no gap.
  var lastGroupOrdinals: [Int32] = []

  // Filled in by `roundFrames` (R2.3, `Rounding.swift`), the evaluation's last step.
  var grid = PixelGrid(scale: 1)
  /// Group 0's elements as finished `Element`s, frames rounded (item = the ordinal; the along origin is replaced per
  /// group instance), and their item strides: producing an element copies a template and patches two fields.
  var templates: [Element] = []
  var itemStrides: [Int32] = []
  /// The unrounded origin along `axis` of each group-0 element: instance g's is rounded from origin + g * stride.
  var alongOrigins: [Double] = []
  /// When every along origin of group 0 and the stride are whole device pixels: the origins in pixels (`K_e`) and the
  /// stride in pixels (`S`); the rounded origin of element e in group g = `(K_e + g * S) / scale`, exactly.
  var pixelAlong: [Double] = []
  var pixelStride = 0.0

  /// An empty section: no groups.
  init(section: Int32, axis: Axis) {
    self.section = section
    self.axis = axis
  }

  /// R6.3: the partial last group shows the first k leaves (and the supplementaries of groups that have one).
  @inline(__always) func isPresent(_ element: SolvedElement, leaves: Int) -> Bool {
    Int(element.leaf) < leaves
  }

  /// Whether the last group is partial (R6.3).
  var partialLast: Bool { lastGroupLeaves < leafCount }
}

extension ClosedFormPlacement: SectionPlacement {
  var elementCount: Int {
    guard groupCount > 0 else { return 0 }
    let partial = solution.reduce(0) { $0 + (isPresent($1, leaves: lastGroupLeaves) ? 1 : 0) }
    return solution.count * (groupCount - 1) + partial
  }

  var storedFrameCount: Int { solution.count }

  /// A batch always holds whole group instances.
  var batchUnit: Int { solution.count }

  func writeAll(to start: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element> {
    groupCount > 0 ? writeGroups(0..<groupCount, to: start) : start
  }

  /// Writes groups as many whole groups at a time as the buffer has room for; with a rect, only the group instances
  /// that can reach it (`groupRange`), keeping the elements that meet it.
  func stream(
    in rect: Rect?, into batch: inout BatchBuffer, _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    guard groupCount > 0 && !solution.isEmpty else { return }
    let groups = rect.map { groupRange(low: $0.origin(axis), high: $0.end(axis)) } ?? 0..<groupCount
    let perGroup = solution.count
    var g = groups.lowerBound
    while g < groups.upperBound {
      if batch.room < perGroup { try batch.flush(body) }
      let end = min(groups.upperBound, g + batch.room / perGroup)
      let start = batch.end
      let written = writeGroups(g..<end, to: start) - start
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

  func locate(_ category: ElementCategory, kind: Int32, item: Int) -> (element: Element, source: SourceRef)? {
    guard let (index, g) = template(category, kind: kind, item: item),
      let element = groupElement(solutionIndex: index, group: g)
    else { return nil }
    return (element, solution[index].source)
  }

  /// The solution entry and group instance that produce the element of `category`, kind index `kind` and index
  /// `item` (R6.2), before checking that a partial last group shows it.
  func template(_ category: ElementCategory, kind: Int32, item: Int) -> (index: Int, group: Int)? {
    guard groupCount > 0 else { return nil }
    if category == .cell {
      guard kind == -1 else { return nil }
      let g = item / leafCount
      guard g < groupCount else { return nil }
      return (Int(cellIndex[item % leafCount]), g)
    }
    for (index, element) in solution.enumerated() where element.kind == kind && element.itemStride > 0 {
      let stride = Int(element.itemStride)
      let g = item / stride
      guard g < groupCount else { continue }
      let ordinal = g == groupCount - 1 && partialLast ? lastGroupOrdinals[index] : element.ordinal
      guard item % stride == Int(ordinal) else { continue }
      return groupElement(solutionIndex: index, group: g) == nil ? nil : (index, g)
    }
    return nil
  }

  /// Every frame is a frame of group 0 moved by `g * stride` for g < groupCount, so group 0 and the farthest offset
  /// cover them all without producing them.
  func forEachCoordinate(_ body: (Double) throws -> Void) rethrows {
    try body(stride)
    guard groupCount > 0 else { return }
    let last = Double(groupCount - 1) * stride
    for element in solution {
      for frame in [element.frame, element.frame.offset(axis, by: last)] {
        for value in [frame.x, frame.y, frame.width, frame.height] { try body(value) }
      }
    }
  }
}

extension ClosedFormPlacement {
  /// Writes the elements of groups `range`; returns the next free slot.
  func writeGroups(_ range: Range<Int>, to start: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element> {
    var cursor = start
    let full = range.lowerBound..<min(range.upperBound, partialLast ? groupCount - 1 : groupCount)
    if !full.isEmpty {
      cursor = pixelAlong.isEmpty ? writeFullGroups(full, to: cursor) : writePixelGroups(full, to: cursor)
    }
    if partialLast && range.contains(groupCount - 1) {
      // R6.3: the partial last group shows its first k leaves only.
      for index in solution.indices {
        guard let element = groupElement(solutionIndex: index, group: groupCount - 1) else { continue }
        cursor.initialize(to: element)
        cursor += 1
      }
    }
    return cursor
  }

  /// Full groups: each element is a copy of its rounded group-0 template with the item index patched and the origin
  /// along the axis rounded from origin + g * stride (never accumulated), R2.3.
  private func writeFullGroups(
    _ range: Range<Int>, to start: UnsafeMutablePointer<Element>
  ) -> UnsafeMutablePointer<Element> {
    var cursor = start
    let alongX = axis == .x
    let stride = self.stride
    let grid = self.grid
    templates.withUnsafeBufferPointer { templates in
      alongOrigins.withUnsafeBufferPointer { origins in
        itemStrides.withUnsafeBufferPointer { itemStrides in
          for g in range {
            let offset = Double(g) * stride
            let g32 = Int32(truncatingIfNeeded: g)
            for index in 0..<templates.count {
              var element = templates[index]
              let position = grid.round(origins[index] + offset)
              if alongX { element.frame.x = position } else { element.frame.y = position }
              element.itemStorage = g32 &* itemStrides[index] &+ element.itemStorage
              cursor.initialize(to: element)
              cursor += 1
            }
          }
        }
      }
    }
    return cursor
  }

  /// Full groups on the whole-pixel fast path: the rounded origin is (K_e + g * S) / scale, exactly what rounding
  /// origin + g * stride gives (K_e + g * S is an exact integer in a `Double`), without the rounding.
  private func writePixelGroups(
    _ range: Range<Int>, to start: UnsafeMutablePointer<Element>
  ) -> UnsafeMutablePointer<Element> {
    let scale = grid.scale
    var cursor = start
    let alongX = axis == .x
    let stride = pixelStride
    templates.withUnsafeBufferPointer { templates in
      pixelAlong.withUnsafeBufferPointer { pixels in
        itemStrides.withUnsafeBufferPointer { itemStrides in
          for g in range {
            let offset = Double(g) * stride
            let g32 = Int32(truncatingIfNeeded: g)
            for index in 0..<templates.count {
              var element = templates[index]
              let position = (pixels[index] + offset) / scale
              if alongX { element.frame.x = position } else { element.frame.y = position }
              element.itemStorage = g32 &* itemStrides[index] &+ element.itemStorage
              cursor.initialize(to: element)
              cursor += 1
            }
          }
        }
      }
    }
    return cursor
  }

  /// The element for solution entry `index` in group `g` (rounded, R2.3), or nil when a partial last group lacks it.
  func groupElement(solutionIndex index: Int, group g: Int) -> Element? {
    let isLast = g == groupCount - 1 && partialLast
    if isLast && Int(solution[index].leaf) >= lastGroupLeaves { return nil }
    var element = templates[index]
    let ordinal = isLast ? lastGroupOrdinals[index] : element.itemStorage
    let position = along(index, group: g)
    if axis == .x { element.frame.x = position } else { element.frame.y = position }
    element.itemStorage = Int32(truncatingIfNeeded: g) &* itemStrides[index] &+ ordinal
    return element
  }

  /// Group instances g whose elements can reach [low, high) along the section axis: unrounded, group g spans
  /// [near + g * stride, far + g * stride]; rounding (R2.3) moves an origin by at most half a pixel and a far edge
  /// by at most one, so the span is widened by a pixel, and one extra group on each side absorbs floating-point error.
  func groupRange(low: Double, high: Double) -> Range<Int> {
    let count = groupCount
    guard stride > 0, low.isFinite, high.isFinite else { return 0..<count }
    let pixel = 1 / grid.scale
    let lower = ((low - far - pixel) / stride).rounded(.down) - 1
    let upper = ((high - near + pixel) / stride).rounded(.up) + 1
    if upper < 0 || lower >= Double(count) { return 0..<0 }
    let first = Int(max(lower, 0))
    let end = Int(min(upper, Double(count - 1))) + 1
    return first..<max(first, end)
  }
}
