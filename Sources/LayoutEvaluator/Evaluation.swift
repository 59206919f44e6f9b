/// The result of evaluating a layout: the content size plus everything needed to produce any element's frame on
/// demand, in closed form (R6.2). Materialising all elements writes plain structs; rect queries cost O(visible).
public struct Evaluation: Sendable {
  /// The collection view content size (R7.3).
  public let contentSize: Size
  /// Element kinds, indexed by `Element.kindIndex`.
  public let kinds: [String]
  let grid: PixelGrid
  let sections: [SectionPlan]

  init(contentSize: Size, kinds: [String], grid: PixelGrid, sections: [SectionPlan]) {
    self.contentSize = contentSize
    self.kinds = kinds
    self.grid = grid
    self.sections = sections
  }

  /// The display scale used.
  public var scale: Double { grid.scale }

  /// Number of sections.
  public var sectionCount: Int { sections.count }

  /// The band a section occupies along the scroll axis (boundary items and insets included, R6.5), across the
  /// whole content.
  public func sectionRect(_ section: Int) -> Rect {
    let plan = sections[section]
    return Rect(
      plan.layoutAxis, along: plan.origin, across: 0, length: plan.extent,
      thickness: contentSize[plan.layoutAxis.other])
  }

  /// The element kind of an element (`nil` for cells).
  public func kind(of element: Element) -> String? {
    element.kindStorage < 0 ? nil : kinds[Int(element.kindStorage)]
  }

  /// The identifier of an element.
  public func id(of element: Element) -> ElementID {
    ElementID(category: element.category, kind: kind(of: element), section: element.section, item: element.item)
  }

  /// How many elements `allElements()` returns.
  public var elementCount: Int {
    sections.reduce(0) { $0 + $1.decorations.count + $1.groupElementCount + $1.boundaries.count }
  }

  /// Every element. Per section: decorations, then cells and supplementaries group by group (each cell followed by
  /// its supplementaries, a group's supplementaries after its children), then boundary items.
  public func allElements() -> [Element] {
    [Element](unsafeUninitializedCapacity: elementCount) { buffer, initialized in
      initialized = write(to: buffer.baseAddress!)
    }
  }

  /// Replaces the contents of `elements` with every element (same order as `allElements()`), reusing its storage:
  /// a caller that re-evaluates on every bounds change allocates nothing once the array is large enough.
  public func allElements(into elements: inout [Element]) {
    let total = elementCount
    if elements.count > total {
      elements.removeLast(elements.count - total)
    } else if elements.count < total {
      let filler = Element(
        frame: Rect(x: 0, y: 0, width: 0, height: 0), category: .cell, kindIndex: -1, section: 0, item: 0, zIndex: 0,
        isPinned: false)
      elements.append(contentsOf: repeatElement(filler, count: total - elements.count))
    }
    elements.withUnsafeMutableBufferPointer { buffer in
      _ = write(to: buffer.baseAddress!)
    }
  }

  /// Writes every element from `start` on (`Element` is trivial, so initialising over old values is fine); returns
  /// how many were written.
  private func write(to start: UnsafeMutablePointer<Element>) -> Int {
    var cursor = start
    for plan in sections {
      for element in plan.decorations {
        cursor.initialize(to: element)
        cursor += 1
      }
      if let explicit = plan.explicit {
        explicit.elements.withUnsafeBufferPointer { source in
          cursor.initialize(from: source.baseAddress!, count: source.count)
          cursor += source.count
        }
      } else if plan.groupCount > 0 {
        cursor = writeGroups(plan, 0..<plan.groupCount, to: cursor)
      }
      for element in plan.boundaries {
        cursor.initialize(to: element)
        cursor += 1
      }
    }
    return cursor - start
  }

  /// Writes the elements of groups `range` of a closed-form section; returns the next free slot.
  func writeGroups(
    _ plan: SectionPlan, _ range: Range<Int>, to start: UnsafeMutablePointer<Element>
  ) -> UnsafeMutablePointer<Element> {
    var cursor = start
    let partialLast = plan.lastGroupLeaves < plan.leafCount
    let full = range.lowerBound..<min(range.upperBound, partialLast ? plan.groupCount - 1 : plan.groupCount)
    if !full.isEmpty {
      if plan.pixelAlong.isEmpty {
        cursor = writeFullGroups(plan, full, to: cursor)
      } else {
        cursor = writePixelGroups(plan, full, to: cursor)
      }
    }
    if partialLast && range.contains(plan.groupCount - 1) {
      // R6.3: the partial last group shows its first k leaves only.
      let g = plan.groupCount - 1
      for index in plan.solution.indices {
        guard let element = groupElement(plan, solutionIndex: index, group: g) else { continue }
        cursor.initialize(to: element)
        cursor += 1
      }
    }
    return cursor
  }

  /// Full groups: each element is a copy of its rounded group-0 template with the item index patched and the origin
  /// along the axis rounded from origin + g * stride (never accumulated), R2.3.
  private func writeFullGroups(
    _ plan: SectionPlan, _ range: Range<Int>, to start: UnsafeMutablePointer<Element>
  ) -> UnsafeMutablePointer<Element> {
    var cursor = start
    let alongX = plan.axis == .x
    let stride = plan.stride
    let grid = self.grid
    plan.templates.withUnsafeBufferPointer { templates in
      plan.alongOrigins.withUnsafeBufferPointer { origins in
        plan.itemStrides.withUnsafeBufferPointer { itemStrides in
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
    _ plan: SectionPlan, _ range: Range<Int>, to start: UnsafeMutablePointer<Element>
  ) -> UnsafeMutablePointer<Element> {
    let scale = grid.scale
    var cursor = start
    let alongX = plan.axis == .x
    let stride = plan.pixelStride
    plan.templates.withUnsafeBufferPointer { templates in
      plan.pixelAlong.withUnsafeBufferPointer { pixels in
        plan.itemStrides.withUnsafeBufferPointer { itemStrides in
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

  /// The element of a closed-form section for solution entry `index` in group `g` (rounded, R2.3).
  func groupElement(_ plan: SectionPlan, solutionIndex index: Int, group g: Int) -> Element? {
    let isLast = g == plan.groupCount - 1 && plan.lastGroupLeaves < plan.leafCount
    if isLast && Int(plan.solution[index].leaf) >= plan.lastGroupLeaves { return nil }
    var element = plan.templates[index]
    let ordinal = isLast ? plan.lastGroupOrdinals[index] : element.itemStorage
    let position = plan.along(index, group: g, grid: grid)
    if plan.axis == .x { element.frame.x = position } else { element.frame.y = position }
    element.itemStorage = Int32(truncatingIfNeeded: g) &* plan.itemStrides[index] &+ ordinal
    return element
  }
}
