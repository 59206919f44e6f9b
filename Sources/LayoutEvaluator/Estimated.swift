import LayoutRules

/// R12.5: a section whose estimated elements were measured is solved group by group. Each group instance is solved
/// at its own first item index (so measured sizes of its items apply), keeps its own extent, and groups are stacked
/// with prefix offsets; interGroupSpacing still separates consecutive groups.
struct GroupByGroup {
  struct Entry {
    var frame: Rect
    var category: ElementCategory
    var kind: Int32
    var item: Int32
    var zIndex: Int32
    var source: SourceRef
  }

  let axis: Axis
  /// Elements relative to the section's content origin.
  var entries: [Entry] = []
  var groupStart: [Int] = []
  var groupFirstItem: [Int] = []
  /// Where each group is placed, relative to the section's content origin (what `eval --why` explains, R12.5).
  var groupOrigins: [Point] = []
  /// Primary length along the section's axis (R6.4, with the trim of U3 on a partial last group).
  var lengthAlong = 0.0
  /// The thickest group across the axis (R8.2 for orthogonal sections).
  var thickness = 0.0
  var crossFar = 0.0

  init(
    layout: ResolvedLayout, frame f: SectionBuilder.Frame, grid: PixelGrid, sectionIndex: Int, itemCount: Int,
    input: EvaluationInput
  ) throws {
    axis = f.axis
    let lookup = Self.lookup(layout: layout, sectionIndex: sectionIndex, input: input)
    var base = 0
    var position = 0.0
    var kindCounters: [Int32: Int32] = [:]
    let cache = SolveCache()
    while base < itemCount {
      let piece = try GroupSolver(
        layout: layout, grid: grid, itemBase: base, measured: lookup, cache: cache, recorder: NoMessages()
      )
      .solve(group: f.root, dimensions: f.rootDimensions, size: f.rootSize, leaf: 0)
      guard piece.leafCount > 0 else { break }
      if !groupStart.isEmpty { position += f.section.spacing }
      let present = min(piece.leafCount, itemCount - base)
      var origin = Point(x: 0, y: 0)
      origin[axis] = position + f.fixedBefore
      origin[axis.other] = f.crossOffset(groupSize: piece.size)
      groupStart.append(entries.count)
      groupFirstItem.append(base)
      groupOrigins.append(origin)
      var farAllCells = -Double.infinity
      var farPresentCells = -Double.infinity
      for element in piece.elements {
        let frame = element.frame.offset(by: origin)
        if element.category == .cell && !element.isGroupSupplementary {
          farAllCells = max(farAllCells, frame.end(axis))
        }
        guard Int(element.leaf) < present else { continue }
        let item: Int32
        if element.isGroupSupplementary {
          item = kindCounters[element.kind, default: 0]
          kindCounters[element.kind] = item + 1
        } else {
          item = Int32(base) + element.leaf
          if element.category == .cell { farPresentCells = max(farPresentCells, frame.end(axis)) }
        }
        entries.append(
          Entry(
            frame: frame, category: element.category, kind: element.kind, item: item, zIndex: element.zIndex,
            source: element.source))
      }
      guard entries.count <= Evaluator.storedFrameLimit else {
        throw EvaluationError.tooManyStoredFrames(section: sectionIndex, limit: Evaluator.storedFrameLimit)
      }
      let extent = piece.size[axis] + f.fixedBefore + f.fixedAfter
      position += present < piece.leafCount && f.trim ? extent + farPresentCells - farAllCells : extent
      thickness = max(thickness, piece.size[axis.other])
      crossFar = max(crossFar, origin[axis.other] + piece.size[axis.other])
      base += piece.leafCount
    }
    groupStart.append(entries.count)
    lengthAlong = position
  }

  /// The measured sizes of section `sectionIndex`'s cells and item supplementaries, by absolute item index (R12.2).
  static func lookup(layout: ResolvedLayout, sectionIndex: Int, input: EvaluationInput) -> MeasuredLookup {
    let measuredSizes = input.measuredSizes
    let kinds = layout.kinds
    return { category, kind, item in
      measuredSizes[
        ElementID(category: category, kind: kind < 0 ? nil : kinds[Int(kind)], section: sectionIndex, item: item)]
    }
  }

  /// Moves everything to the content origin (frames are rounded last, R2.3) and groups the elements for search.
  func place(at contentOrigin: Point, section: Int32, minimumZ: Int32) -> ExplicitPlacement {
    var elements = ContiguousArray<Element>()
    elements.reserveCapacity(entries.count)
    var sources = ContiguousArray<SourceRef>()
    sources.reserveCapacity(entries.count)
    for entry in entries {
      elements.append(
        Element(
          frame: entry.frame.offset(by: contentOrigin), category: entry.category, kindIndex: entry.kind,
          section: section, item: entry.item, zIndex: max(entry.zIndex, minimumZ), isPinned: false))
      sources.append(entry.source)
    }
    return ExplicitPlacement(
      elements: elements, sources: sources, groupStart: groupStart, groupFirstItem: groupFirstItem, axis: axis)
  }
}
