/// The result of evaluating a layout: the content size plus everything needed to produce any element's frame on
/// demand, in closed form (R6.2). Materialising all elements writes plain structs; rect queries cost O(visible).
///
/// Each section is placed by one strategy (`SectionContent`: closed form, explicit or flow), and every output goes
/// through one pass per section that adds the section-level elements (`SectionPass.swift`).
public struct Evaluation: Sendable {
  /// The collection view content size (R7.3).
  public let contentSize: Size
  /// The viewport the layout was evaluated for (what frames at a scroll position are visible in, S1).
  public let viewport: Size
  /// Element kinds, indexed by `Element.kindIndex`.
  public let kinds: [String]
  let grid: PixelGrid
  let sections: [SectionPlan]
  /// The IR names of items and groups, for `origin(of:)`.
  let declarations: Declarations
  /// Whether the main scroll view pages (S7): settling it moves one viewport length per fling.
  public let isPaging: Bool
  /// The content inset at both ends of the scroll axis, in points: the symmetric inset a focus-width section sets so
  /// that the focused pair sits centred in the viewport (E5); 0 for every other layout (U7: insets are 0).
  public let contentInset: Double

  init(
    contentSize: Size, viewport: Size, kinds: [String], grid: PixelGrid, sections: [SectionPlan],
    declarations: Declarations, isPaging: Bool = false, contentInset: Double = 0
  ) {
    self.isPaging = isPaging
    self.contentInset = contentInset
    self.contentSize = contentSize
    self.viewport = viewport
    self.kinds = kinds
    self.grid = grid
    self.sections = sections
    self.declarations = declarations
  }

  /// F15: per flow section, the items longer than a line, which UIKit lays out anyway and logs as undefined.
  public var flowOversizeItems: [FlowOversize] { sections.compactMap(\.flowOversize) }
  /// SD3: the horizontal flow sections on UIKit's per-item path whose spacings differ (UIKit swaps them).
  public var flowSpacingSwaps: [FlowSpacingSwap] { sections.compactMap(\.flowSpacingSwap) }

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
    sections.reduce(0) { $0 + $1.elementCount }
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
    for plan in sections { cursor = plan.write(to: cursor) }
    return cursor - start
  }
}
