import LayoutIR
import LayoutRules

/// Builds the plan of one section (semantics §6–§8, §10, §11; algorithm of §15).
struct SectionBuilder {
  let layout: ResolvedLayout
  let input: EvaluationInput
  let grid: PixelGrid
  /// Set for the one section whose element a derivation explains (`Evaluator.derivation`); nil when evaluating.
  var trace: SectionTrace? = nil

  /// Root-group quantities shared by the closed form and the group-by-group solver.
  struct Frame {
    var section: ResolvedSection
    /// The root group's index in `ResolvedLayout.groups`.
    var root: Int
    var layoutAxis: Axis
    /// Groups repeat along `axis`; `cross` is the other axis.
    var axis: Axis
    var cross: Axis { axis.other }
    var orthogonal: Bool
    var container: Size
    var rootDimensions: ResolvedLayoutSize
    var rootSize: Size
    var rootEdges: ResolvedEdgeSpacing
    /// R5.7: fixed root edge spacing along the axis.
    var fixedBefore: Double
    var fixedAfter: Double
    /// U3: trim the partial last group unless the root group is exactly 1w x 1h.
    var trim: Bool

    /// R5.7: across, the root group is offset by its leading spacing plus, when flexible, a share of the slack.
    func crossOffset(groupSize: Size) -> Double {
      let before = rootEdges.start(cross)
      let after = rootEdges.end(cross)
      let flexible = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
      let slack = container[cross] - groupSize[cross] - rootEdges.total(cross)
      return (before?.value ?? 0) + (before?.isFlexible == true ? slack / Double(flexible) : 0)
    }
  }

  func frame(of section: ResolvedSection, root rootIndex: Int) -> Frame {
    let layoutAxis = layout.scrollAxis
    let orthogonal = section.scroll != IRScrollBehavior.none
    let axis = orthogonal ? layoutAxis.other : layoutAxis
    // R3.2: the section container loses the section insets across the section's axis only.
    var container = input.viewport
    container[axis.other] -= section.insets.sum(axis.other)
    let root = layout.groups[rootIndex]
    func fixed(_ spacing: ResolvedSpacing?) -> Double { spacing.map { $0.isFlexible ? 0 : $0.value } ?? 0 }
    func whole(_ dimension: ResolvedDimension, _ axis: Axis) -> Bool {
      if case .fraction(let n, let d, let of) = dimension { return n == d && of == axis }
      return false
    }
    return Frame(
      section: section, root: rootIndex, layoutAxis: layoutAxis, axis: axis, orthogonal: orthogonal,
      container: container,
      rootDimensions: root.size, rootSize: root.size.resolve(in: container, grid: grid), rootEdges: root.edges,
      fixedBefore: fixed(root.edges.start(axis)), fixedAfter: fixed(root.edges.end(axis)),
      trim: !(whole(root.size.width, .x) && whole(root.size.height, .y)))
  }

  /// Builds compositional section `index` (root group `root`) starting at `origin` along the layout axis.
  func build(
    _ index: Int, root: Int, origin: Double, itemCount: Int, groupByGroup: Bool
  ) throws -> (SectionPlan, crossFar: Double) {
    let section = layout.sections[index]
    let f = frame(of: section, root: root)
    let axis = f.axis
    let cross = f.cross
    let layoutAxis = f.layoutAxis
    var closedForm = ClosedFormPlacement(section: Int32(index), axis: axis)
    var plan = SectionPlan(
      index: Int32(index), layoutAxis: layoutAxis, origin: origin, extent: 0, content: .closedForm(closedForm))

    // Solve once (R6.1), or group by group when measured sizes make instances differ (R12.5).
    var relative: GroupByGroup?
    var piece: Piece?
    if groupByGroup {
      let solved = try GroupByGroup(
        layout: layout, frame: f, grid: grid, sectionIndex: index, itemCount: itemCount, input: input)
      relative = solved
      if let trace {
        let (layout, grid, lookup) = (
          layout, grid, GroupByGroup.lookup(layout: layout, sectionIndex: index, input: input)
        )
        trace.regroup = RegroupTrace(firstItems: solved.groupFirstItem, origins: solved.groupOrigins) { first in
          let steps = SolveTrace()
          let piece = try GroupSolver(
            layout: layout, grid: grid, itemBase: first, measured: lookup, cache: SolveCache(), recorder: steps
          )
          .solve(group: root, dimensions: f.rootDimensions, size: f.rootSize, leaf: 0)
          return (steps, piece)
        }
      }
    } else if let trace {
      // The same solve with a recorder that keeps its steps (one section, for one derivation).
      let steps = SolveTrace()
      piece = try GroupSolver(
        layout: layout, grid: grid, itemBase: 0, measured: nil, cache: SolveCache(), recorder: steps
      )
      .solve(group: root, dimensions: f.rootDimensions, size: f.rootSize, leaf: 0)
      trace.solve = steps
    } else {
      piece = try GroupSolver(
        layout: layout, grid: grid, itemBase: 0, measured: nil, cache: SolveCache(), recorder: NoMessages()
      )
      .solve(group: root, dimensions: f.rootDimensions, size: f.rootSize, leaf: 0)
    }
    let leafCount = piece?.leafCount ?? 0
    let count = groupByGroup ? (relative!.groupStart.count > 1 ? itemCount : 0) : (leafCount > 0 ? itemCount : 0)

    // R6.4: primary length along the section's axis, with the partial-group trim (U3).
    var lengthAlong = 0.0
    var groupThickness = 0.0
    if let relative {
      lengthAlong = relative.lengthAlong
      groupThickness = relative.thickness
    } else if let piece, count > 0 {
      let extent = piece.size[axis] + f.fixedBefore + f.fixedAfter
      closedForm.leafCount = leafCount
      closedForm.groupCount = (count + leafCount - 1) / leafCount
      let partial = count % leafCount
      closedForm.lastGroupLeaves = partial == 0 ? leafCount : partial
      var partialExtent = 0.0
      if partial > 0 {
        let cells = piece.elements.filter { $0.category == .cell }
        let farAll = cells.map { $0.frame.end(axis) }.max() ?? 0
        let farPresent = cells.filter { Int($0.leaf) < partial }.map { $0.frame.end(axis) }.max() ?? 0
        partialExtent = f.trim ? extent + farPresent - farAll : extent
      }
      lengthAlong =
        extent * Double(count / leafCount) + partialExtent + section.spacing * Double(closedForm.groupCount - 1)
      closedForm.stride = extent + section.spacing
      groupThickness = piece.size[cross]
    }
    // R8.2: an orthogonal section is as long (along the layout axis) as its tallest group.
    let primaryLength = f.orthogonal ? (count > 0 ? groupThickness : 0) : lengthAlong

    // R10.2–R10.4: boundary items around the host rect; the extension becomes room before/after.
    let hostLength = section.insets.start(layoutAxis) + primaryLength + section.insets.end(layoutAxis)
    let boundaries = BoundaryPlacement(
      section: section, sectionIndex: index, hostLength: hostLength, layoutAxis: layoutAxis,
      viewport: input.viewport, grid: grid, kinds: layout.kinds, measured: input.measuredSizes)
    // R7.2: no items and no boundary items -> no size at all.
    if count > 0 || !section.boundaries.isEmpty {
      plan.extent = boundaries.extensionBefore + hostLength + boundaries.extensionAfter
    }
    // R11.2: other elements get at least z-index 1 when the section has a decoration.
    let minimumZ: Int32 = section.backgrounds.isEmpty ? Int32.min : 1
    plan.boundaries = boundaries.frames.map { boundary, frame in
      let moved = frame.offset(layoutAxis, by: origin + boundaries.extensionBefore)
      return Element(
        frame: moved, category: .boundary, kindIndex: boundary.kind, section: Int32(index), item: 0,
        zIndex: max(boundary.zIndex, minimumZ), isPinned: boundary.pinned)
    }
    if section.boundaries.contains(where: \.pinned) {
      plan.scrolling.pinEdges = boundaries.frames.map { BoundaryPlacement.edges($0.boundary.alignment) }
    }
    plan.decorations = decorationFrames(
      section, sectionIndex: Int32(index), origin: origin, extent: plan.extent, layoutAxis: layoutAxis,
      viewport: input.viewport)

    // R6.5 / R8.2 / U5: where the first group starts.
    var contentOrigin = Point(x: 0, y: 0)
    contentOrigin[layoutAxis] = origin + boundaries.extensionBefore + section.insets.start(layoutAxis)
    contentOrigin[layoutAxis.other] = section.insets.start(layoutAxis.other)
    if f.orthogonal && section.scroll == .groupPagingCentered {
      contentOrigin[axis] += (input.viewport[axis] - f.rootSize[axis]) / 2
    }
    if f.orthogonal {
      // S6, S7: R8.2's row length, both pads of U5 included, unrounded.
      let pad = section.scroll == .groupPagingCentered ? input.viewport[axis] - f.rootSize[axis] : 0
      plan.scrolling.row = OrthogonalRow(
        behavior: section.scroll, axis: axis, length: section.insets.sum(axis) + pad + lengthAlong,
        visibleLength: input.viewport[axis], stride: relative == nil ? closedForm.stride : nil,
        groupCount: relative.map { $0.groupStart.count - 1 } ?? closedForm.groupCount)
    }
    plan.scrolling.effects = effects(
      of: index, along: axis, pitch: f.rootSize[axis] + f.fixedBefore + f.fixedAfter + section.spacing,
      estimated: layout.groupHasEstimate[root])
    var crossFar = 0.0
    if let relative {
      plan.content = .explicit(
        count > 0
          ? relative.place(at: contentOrigin, section: Int32(index), minimumZ: minimumZ) : .empty(axis: axis))
      if count > 0 { crossFar = contentOrigin[cross] + relative.crossFar }
    } else if let piece, count > 0 {
      var groupOrigin = Point(x: 0, y: 0)
      groupOrigin[axis] = contentOrigin[axis] + f.fixedBefore
      groupOrigin[cross] = contentOrigin[cross] + f.crossOffset(groupSize: piece.size)
      crossFar = groupOrigin[cross] + piece.size[cross]
      try place(piece, at: groupOrigin, minimumZ: minimumZ, into: &closedForm)
      trace?.groupOrigin = groupOrigin
      trace?.stride = closedForm.stride
      plan.content = .closedForm(closedForm)
    }
    if let trace {
      trace.frame = f
      trace.origin = origin
      trace.extensionBefore = boundaries.extensionBefore
      trace.contentOrigin = contentOrigin
      trace.boundaries = boundaries.frames.map(\.frame)
      trace.boundaryContainers = boundaries.containers
      trace.elements = plan.decorations + plan.boundaries
      trace.extent = plan.extent
    }
    // R7.3: only rows of the layout axis can widen the content; orthogonal rows scroll on their own.
    return (plan, f.orthogonal ? 0 : crossFar)
  }

  /// Stores group 0 of the closed form in content coordinates, unrounded (R2.3 comes last, `roundFrames`).
  private func place(
    _ piece: Piece, at groupOrigin: Point, minimumZ: Int32, into placement: inout ClosedFormPlacement
  ) throws {
    var kindCounts: [Int32: Int32] = [:]
    placement.cellIndex = [Int32](repeating: -1, count: piece.leafCount)
    placement.near = .infinity
    placement.far = -.infinity
    for var element in piece.elements {
      let frame = element.frame.offset(by: groupOrigin)
      element.frame = frame
      element.zIndex = max(element.zIndex, minimumZ)
      if element.isGroupSupplementary {
        element.ordinal = kindCounts[element.kind, default: 0]
        kindCounts[element.kind] = element.ordinal + 1
      } else {
        element.ordinal = element.leaf
        element.itemStride = Int32(piece.leafCount)
        if element.category == .cell { placement.cellIndex[Int(element.leaf)] = Int32(placement.solution.count) }
      }
      placement.near = min(placement.near, frame.origin(placement.axis))
      placement.far = max(placement.far, frame.end(placement.axis))
      placement.solution.append(element)
    }
    // R9.7: group supplementaries are numbered per kind across the section, g * count + ordinal; with several per
    // group that passes the item count, so check that the last group's numbers still fit the 32-bit item index
    // (cells and item supplementaries are numbered below the item count, which `validate` bounds).
    for (kind, count) in kindCounts {
      let (last, overflow) = (placement.groupCount - 1).multipliedReportingOverflow(by: Int(count))
      guard !overflow, last + Int(count) - 1 <= Int(Int32.max) else {
        throw EvaluationError.itemIndexOverflow(section: Int(placement.section), kind: layout.kinds[Int(kind)])
      }
    }
    for index in placement.solution.indices where placement.solution[index].isGroupSupplementary {
      placement.solution[index].itemStride = kindCounts[placement.solution[index].kind] ?? 0
    }
    var presentCounts: [Int32: Int32] = [:]
    placement.lastGroupOrdinals = placement.solution.map { element in
      guard element.isGroupSupplementary else { return element.ordinal }
      guard placement.isPresent(element, leaves: placement.lastGroupLeaves) else { return -1 }
      defer { presentCounts[element.kind, default: 0] += 1 }
      return presentCounts[element.kind, default: 0]
    }
  }
}
