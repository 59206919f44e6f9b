import LayoutIR

/// A flow section's values for one input (F1, F2).
struct ResolvedFlow: Sendable {
  /// `itemSize` in points (the estimate when `estimated`).
  var itemSize: Size
  /// F17: the size is `estimatedItemSize`: every item is the estimate until measured.
  var estimated = false
  /// `minimumInteritemSpacing`.
  var itemSpacing: Double
  /// `minimumLineSpacing`.
  var lineSpacing: Double
}

extension Resolver {
  /// Resolves a flow's guarded values; both spacings default to UIKit's 10.
  func resolve(_ flow: IRFlow, section index: Int) throws -> ResolvedFlow {
    let size = try required(flow.itemSize, "flow item size of section \(index)")
    return ResolvedFlow(
      itemSize: Size(width: size.width.doubleValue, height: size.height.doubleValue), estimated: size.estimated,
      itemSpacing: (value(flow.itemSpacing) ?? IRDefaults.flowItemSpacing).doubleValue,
      lineSpacing: (value(flow.lineSpacing) ?? IRDefaults.flowLineSpacing).doubleValue)
  }
}

/// How the items of a flow section fall into rows and where each starts across the scroll axis (F5–F7). Every item
/// has the same size, so every full row holds the same number of items.
struct FlowRows {
  /// Items in a full row (at least 1).
  let perRow: Int
  /// Number of rows holding the section's items.
  let rowCount: Int
  /// Where the available length starts (the section's leading inset) and how long it is.
  let start: Double
  let available: Double
  /// An item's length across the scroll axis.
  let itemLength: Double
  /// F6: the spacing of a full row, justified; the last row uses it too, so it stays column-aligned (F7).
  let fullSpacing: Double

  init(itemLength: Double, spacing: Double, start: Double, available: Double, count: Int) {
    self.itemLength = itemLength
    self.start = start
    self.available = available
    perRow = Self.perRow(itemLength: itemLength, spacing: spacing, available: available)
    rowCount = count == 0 ? 0 : (count - 1) / perRow + 1
    fullSpacing = perRow > 1 ? (available - Double(perRow) * itemLength) / Double(perRow - 1) : 0
  }

  /// F5: items are added greedily while their lengths plus `spacing` between them fit in `available`. A row holds
  /// at least one item (UIKit puts an item wider than the section on a row of its own).
  static func perRow(itemLength: Double, spacing: Double, available: Double) -> Int {
    func fits(_ k: Double) -> Bool { k * itemLength + (k - 1) * spacing <= available + 1e-9 }
    let limit = Double(Int32.max)
    var k = ((available + spacing) / (itemLength + spacing)).rounded(.down)
    k = k.isNaN ? 1 : min(max(k, 1), limit)
    while k > 1 && !fits(k) { k -= 1 }
    while k < limit && fits(k + 1) { k += 1 }
    return Int(k)
  }

  /// F6, F7: where item `j` of a row starts. A full row is justified: the first item at the leading inset, the last
  /// flush with the trailing one; the last row uses the same positions (U9: column-aligned with the rows above). When
  /// a row holds a single item, every row is centred, the last one included (SD2: the column-aligned last row needs
  /// two or more items on a line).
  func position(_ j: Int) -> Double {
    if perRow == 1 { return start + (available - itemLength) / 2 }
    return start + Double(j) * (itemLength + fullSpacing)
  }
}

/// F4–F9: a flow section's cells, stored row by row in item order (the rows are the groups of an
/// `ExplicitPlacement`, which binary-searches them for rect queries). Stored rather than computed because on UIKit's
/// per-item path (F3) a position depends on the items before it in its row; every cell comes from the section's flow.
struct FlowPlacement: Sendable {
  var rows: ExplicitPlacement
}

extension FlowPlacement: SectionPlacement {
  var elementCount: Int { rows.elementCount }
  var storedFrameCount: Int { rows.storedFrameCount }
  var batchUnit: Int { rows.batchUnit }

  func writeAll(to start: UnsafeMutablePointer<Element>) -> UnsafeMutablePointer<Element> { rows.writeAll(to: start) }

  func stream(
    in rect: Rect?, into batch: inout BatchBuffer, _ body: (UnsafeBufferPointer<Element>) throws -> Void
  ) rethrows {
    try rows.stream(in: rect, into: &batch, body)
  }

  /// Cell i is stored at position i.
  func locate(_ category: ElementCategory, kind: Int32, item: Int) -> (element: Element, source: SourceRef)? {
    guard category == .cell, kind == -1, item < rows.elements.count else { return nil }
    return (rows.elements[item], .none)
  }

  func forEachCoordinate(_ body: (Double) throws -> Void) rethrows { try rows.forEachCoordinate(body) }

  mutating func roundFrames(grid: PixelGrid) { rows.roundFrames(grid: grid) }
}

extension SectionBuilder {
  /// F13: the z-index of a flow section's header and footer (UIKit's flow layout gives them 10, cells 0).
  static let flowBoundaryZIndex: Int32 = 10

  /// Builds flow section `index` starting at `origin` along the scroll axis (F3–F9, F12–F15), with each item's own
  /// size when `itemSizes` gives them (F2).
  ///
  /// Unlike compositional sections (closed form, R6.2), a flow section is materialised: every cell's frame is stored,
  /// O(items), as a `FlowPlacement` whose rect queries binary-search the rows and whose `frame(of:)` indexes the
  /// cells. Written along and across the scroll axis, so a horizontal flow (F10) is the same code with the axes
  /// swapped. Frames are rounded to the pixel grid last, with every other frame (R2.3).
  func buildFlow(
    _ index: Int, flow: ResolvedFlow, origin: Double, itemCount: Int, itemSizes: [Size]? = nil
  ) -> (SectionPlan, crossFar: Double) {
    let section = layout.sections[index]
    let along = layout.scrollAxis
    let across = along.other
    var plan = SectionPlan(
      index: Int32(index), layoutAxis: along, origin: origin, extent: 0,
      content: .flow(FlowPlacement(rows: .empty(axis: along))))
    // F13: a header and a footer (the first of each) have only a length along the scroll axis.
    var header: (boundary: ResolvedBoundary, length: Double)?
    var footer: (boundary: ResolvedBoundary, length: Double)?
    for boundary in section.boundaries {
      let id = ElementID(category: .boundary, kind: layout.kinds[Int(boundary.kind)], section: index, item: 0)
      let length = boundary.size.resolve(in: input.viewport, grid: grid, measured: input.measuredSizes[id])[along]
      let edges = BoundaryPlacement.edges(boundary.alignment)
      if edges.contains(.top) && header == nil { header = (boundary, length) }
      if edges.contains(.bottom) && footer == nil { footer = (boundary, length) }
    }
    let insets = section.insets
    let available = input.viewport[across] - insets.sum(across)
    // F9, F12: header, sectionInset.top, rows, sectionInset.bottom, footer; minimumLineSpacing between rows only.
    let headerLength = header?.length ?? 0
    let rowsStart = origin + headerLength + insets.start(along)
    // F3: sizes all alike (or none) take the fixed path, with that size; F17: an estimated size takes the per-item
    // path whatever the sizes, each item the estimate until measured.
    var itemSize = flow.itemSize
    var perItem = itemSizes
    if flow.estimated {
      perItem = (0..<itemCount).map { item in
        itemSizes?[item] ?? input.measuredSizes[ElementID(category: .cell, kind: nil, section: index, item: item)]
          ?? flow.itemSize
      }
    } else if let sizes = itemSizes, sizes.allSatisfy({ $0 == sizes[0] }) {
      itemSize = sizes.first ?? itemSize
      perItem = nil
    }
    let rowsLength: Double
    if let perItem {
      // F10, SD3: scrolling horizontally, UIKit's per-item path puts the line spacing between the items of a column
      // and the item spacing between columns, the other way round from its fixed path.
      let (inLine, betweenLines) =
        along == .x ? (flow.lineSpacing, flow.itemSpacing) : (flow.itemSpacing, flow.lineSpacing)
      if along == .x && flow.itemSpacing != flow.lineSpacing {
        plan.flowSpacingSwap = FlowSpacingSwap(
          section: index, itemSpacing: flow.itemSpacing, lineSpacing: flow.lineSpacing)
      }
      let lines = FlowItemLines(sizes: perItem, along: along, available: available, spacing: inLine)
      rowsLength = lines.totalLength(lineSpacing: betweenLines)
      plan.content = .flow(
        FlowPlacement(
          rows: lines.placement(
            sizes: perItem, along: along, start: rowsStart, leading: insets.start(across), available: available,
            spacing: inLine, lineSpacing: betweenLines, section: Int32(index))))
      plan.flowOversize = lines.oversize.map {
        FlowOversize(
          section: index, count: $0.count, firstItem: $0.first, firstLength: $0.length, available: available,
          scrollsHorizontally: along == .x)
      }
    } else {
      rowsLength = buildFixedFlow(
        &plan, flow: flow, itemSize: itemSize, itemCount: itemCount, start: rowsStart, insets: insets)
      if itemCount > 0 && itemSize[across] > available {
        plan.flowOversize = FlowOversize(
          section: index, count: itemCount, firstItem: 0, firstLength: itemSize[across], available: available,
          scrollsHorizontally: along == .x)
      }
    }
    plan.extent = headerLength + insets.start(along) + rowsLength + insets.end(along) + (footer?.length ?? 0)
    trace?.flow?.headerLength = headerLength
    trace?.flow?.footerLength = footer?.length ?? 0
    trace?.flow?.extent = plan.extent

    // F13: headers and footers span the whole width at 0, ignoring the section's insets, and have z-index 10 (the
    // flow layout's own value; a flow boundary cannot set one).
    func element(_ boundary: ResolvedBoundary, at position: Double, length: Double) -> Element {
      Element(
        frame: FlowLines.boundaryFrame(along, at: position, length: length, viewport: input.viewport),
        category: .boundary, kindIndex: boundary.kind, section: Int32(index), item: 0, zIndex: Self.flowBoundaryZIndex,
        isPinned: boundary.pinned)
    }
    // S4: pinned headers and footers move in the scroll pass, which needs both lengths (the header stops above the
    // footer). The header, when there is one, is the first boundary element.
    if header?.boundary.pinned == true || footer?.boundary.pinned == true {
      plan.scrolling.flowPinning = (header?.length, footer?.length)
    }
    if let header { plan.boundaries.append(element(header.boundary, at: origin, length: header.length)) }
    if let footer {
      plan.boundaries.append(
        element(footer.boundary, at: origin + plan.extent - footer.length, length: footer.length))
    }
    // SE5: estimated flow items (F17) self-size, and UIKit ignores a visible-items handler's changes to them.
    plan.scrolling.effects = effects(
      of: index, along: along, pitch: itemSize[along] + flow.lineSpacing, estimated: flow.estimated)
    // F14: the content is as wide as the collection view.
    return (plan, 0)
  }
}

extension SectionBuilder {
  /// SE10: the items a line of flow section `index` holds at this viewport (F5), and the room across that the
  /// section's insets leave them. The geometric effects (page parallax SE6, focus width SE8) lay their flow out one
  /// item a line and refuse a viewport where this is more than one.
  func itemsPerLine(_ index: Int, flow: ResolvedFlow) -> (perLine: Int, available: Double) {
    let across = layout.scrollAxis.other
    let available = input.viewport[across] - layout.sections[index].insets.sum(across)
    return (
      FlowRows.perRow(itemLength: flow.itemSize[across], spacing: flow.itemSpacing, available: available), available
    )
  }
}

extension SectionBuilder {
  /// F5–F7 on the fixed path: every item has `itemSize`, so a full line holds the same number of items and a position
  /// depends only on the item's place in its line. Stores the cells in `plan` and returns the lines' total length.
  fileprivate func buildFixedFlow(
    _ plan: inout SectionPlan, flow: ResolvedFlow, itemSize: Size, itemCount: Int, start rowsStart: Double,
    insets: ResolvedInsets
  ) -> Double {
    let along = plan.layoutAxis
    let across = along.other
    let rows = FlowRows(
      itemLength: itemSize[across], spacing: flow.itemSpacing, start: insets.start(across),
      available: input.viewport[across] - insets.sum(across), count: itemCount)
    // F8: a row is as long as its tallest item, and items are centred in it; all items here are alike.
    let rowLength = itemSize[along]
    let rowsLength =
      rows.rowCount == 0 ? 0 : Double(rows.rowCount) * rowLength + Double(rows.rowCount - 1) * flow.lineSpacing
    let lines = FlowLines(
      rows: rows, axis: along, start: rowsStart, rowLength: rowLength, lineSpacing: flow.lineSpacing,
      thickness: itemSize[across])
    // The lengths around the lines are filled in by `buildFlow` once the extent is known.
    trace?.flow = FlowTrace(
      lines: lines, itemSpacing: flow.itemSpacing, origin: plan.origin, headerLength: 0, footerLength: 0,
      insetStart: insets.start(along), extent: 0)
    guard rows.rowCount > 0 else { return rowsLength }
    var elements = ContiguousArray<Element>()
    elements.reserveCapacity(itemCount)
    var groupStart: [Int] = []
    for row in 0..<rows.rowCount {
      let first = row * rows.perRow
      groupStart.append(first)
      for item in first..<min(itemCount, first + rows.perRow) {
        elements.append(
          Element(
            frame: lines.frame(ofItem: item), category: .cell, kindIndex: -1, section: plan.index, item: Int32(item),
            zIndex: 0, isPinned: false))
      }
    }
    let firstItems = groupStart
    groupStart.append(itemCount)
    plan.content = .flow(
      FlowPlacement(
        rows: ExplicitPlacement(elements: elements, groupStart: groupStart, groupFirstItem: firstItems, axis: along)))
    return rowsLength
  }
}
