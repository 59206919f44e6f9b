import LayoutMath
import LayoutRules

extension GroupSolver {
  /// Solves group `index` at its resolved `size` (R5.1–R5.9, R5.11; left to right only, children are never mirrored).
  /// Returns the group as a piece of its parent.
  func solve(group index: Int, dimensions: ResolvedLayoutSize, size resolvedSize: Size, leaf: Int) throws -> Piece {
    let group = layout.groups[index]
    cache.solves += 1
    guard cache.solves <= SolveCache.solveLimit else {
      throw EvaluationError.solutionTooLarge(group: group.name, limit: SolveCache.solveLimit)
    }
    // A group beyond the coordinate range (IR fractions of fractions) has frames no output can hold, and sizes
    // near infinity would turn the fill's arithmetic into NaN: refuse it here, by name.
    for value in [resolvedSize.width, resolvedSize.height] where !(abs(value) <= Evaluator.maximumCoordinate) {
      throw EvaluationError.coordinateOutOfRange(place: "group '\(group.name)'", value: value)
    }
    let axis = group.axis
    let cross = axis.other
    var size = resolvedSize
    var insets = groupInsets(group.insets, dimensions, size: size)
    var effective = Size(width: size.width - insets.sum(.x), height: size.height - insets.sum(.y))
    let empty = Piece(size: size, edges: group.edges, dimensions: dimensions, leafCount: 0, elements: [])
    // R5.1: no room along the axis (or no size at all): the group lays out nothing.
    guard effective[axis] > 0, size.width > 0, size.height > 0, !group.children.isEmpty else {
      if Recorder.isRecording, !group.children.isEmpty {
        recorder.record(RuntimeMessage(.noRoom, element: group.name))
      }
      if Recorder.isTracing { traceEmpty(index, dimensions, size, insets, effective) }
      return empty
    }

    let spacing = group.spacing
    let mark = recorder.mark
    var childContainer = effective
    var pieces = try fillPass(
      group, dimensions, container: effective, available: effective[axis], leaf: leaf, secondPass: false)
    // R5.3 second pass: children sized against (E_A - s*(n-1)), the fit test still spends E_A (`LayoutRules`).
    if FillRule.needsSecondPass(
      spacing: spacing.value, accepted: pieces.count, acceptedDependOnAxis: { pieces.contains { $0.depends(on: axis) } }
    ) {
      let along = try FillRule.secondPassContainer(
        available: effective[axis], spacing: spacing.value, accepted: pieces.count)
      let reduced = Size(axis, along: along, across: effective[cross])
      childContainer = reduced
      recorder.discard(from: mark)  // pass 1's pieces are discarded
      pieces = try fillPass(
        group, dimensions, container: reduced, available: effective[axis], leaf: leaf, secondPass: true)
    }
    if Recorder.isRecording {
      if pieces.isEmpty {
        recorder.record(RuntimeMessage(.cannotFitSingleItem, element: group.name))
      } else if group.count == nil, !dimensions[axis].isEstimated, pieces.count < group.children.count {
        recorder.record(RuntimeMessage(.childrenNotLaidOut, element: group.name))
      }
    }
    guard !pieces.isEmpty else {  // R5.2: not even one child fits.
      if Recorder.isTracing { traceEmpty(index, dimensions, size, insets, effective) }
      return empty
    }

    let total =
      pieces.reduce(0) { $0 + $1.size[axis] + $1.edges.total(axis) } + spacing.value * Double(pieces.count - 1)
    // R12.3: an estimated group is as long as what it holds, and as thick as its thickest child.
    if dimensions[axis].isEstimated {
      size[axis] = total + insets.sum(axis)
    }
    if dimensions[cross].isEstimated {
      size[cross] = (pieces.map { $0.size[cross] + $0.edges.total(cross) }.max() ?? 0) + insets.sum(cross)
    }
    if dimensions.hasEstimate {
      insets = groupInsets(group.insets, dimensions, size: size)
      effective = Size(width: size.width - insets.sum(.x), height: size.height - insets.sum(.y))
    }

    // R5.5: flexible spacings share what is left (may be negative).
    var flexCount = spacing.isFlexible ? pieces.count - 1 : 0
    for piece in pieces {
      if piece.edges.start(axis)?.isFlexible == true { flexCount += 1 }
      if piece.edges.end(axis)?.isFlexible == true { flexCount += 1 }
    }
    let extra = flexCount > 0 ? (effective[axis] - total) / Double(flexCount) : 0
    func amount(_ spacing: ResolvedSpacing?) -> Double {
      guard let spacing else { return 0 }
      return spacing.value + (spacing.isFlexible ? extra : 0)
    }

    // Sized before anything is gathered: `count` copies of a child that itself holds many frames multiply.
    let frameCount =
      pieces.reduce(group.supplementaries.count) { LayoutLimits.frames($0, plus: $1.elements.count) }
    guard frameCount <= SolveLimits.elements else {
      throw EvaluationError.solutionTooLarge(group: group.name, limit: SolveLimits.elements)
    }
    var elements: [SolvedElement] = []
    elements.reserveCapacity(frameCount)
    var position = insets.start(axis)
    var leafOffset: Int32 = 0
    var origins: [Point] = []
    for (k, piece) in pieces.enumerated() {
      if k > 0 { position += spacing.value + (spacing.isFlexible ? extra : 0) }
      position += amount(piece.edges.start(axis))
      // R5.6: each child on its own across the axis; both edges flexible centres it.
      let before = piece.edges.start(cross)
      let after = piece.edges.end(cross)
      let flexCross = (before?.isFlexible == true ? 1 : 0) + (after?.isFlexible == true ? 1 : 0)
      let extraCross =
        flexCross > 0
        ? (effective[cross] - piece.size[cross] - piece.edges.total(cross)) / Double(flexCross) : 0
      let crossPosition =
        insets.start(cross) + (before?.value ?? 0) + (before?.isFlexible == true ? extraCross : 0)
      var origin = Point(x: 0, y: 0)
      origin[axis] = position
      origin[cross] = crossPosition
      if Recorder.isTracing { origins.append(origin) }
      for var element in piece.elements {
        element.frame = element.frame.offset(by: origin)
        element.leaf += leafOffset
        elements.append(element)
      }
      leafOffset += Int32(piece.leafCount)
      position += piece.size[axis] + amount(piece.edges.end(axis))
    }
    // U8 / R9.4: group supplementaries anchor to the group's full rect; sizes resolve against the group's size.
    var anchored: [AnchoredTrace] = []
    for supplementaryIndex in group.supplementaries {
      let supplementary = layout.supplementaries[supplementaryIndex]
      let supplementarySize = supplementary.size.resolve(in: size, grid: grid)
      let container = Rect(x: 0, y: 0, width: size.width, height: size.height)
      let frame = anchoredFrame(supplementary, size: supplementarySize, container: container)
      if Recorder.isTracing {
        anchored.append(
          AnchoredTrace(supplementary: supplementaryIndex, container: container, size: supplementarySize, frame: frame))
      }
      elements.append(
        SolvedElement(
          frame: frame, category: .supplementary, kind: supplementary.kind, leaf: 0, zIndex: supplementary.zIndex,
          isGroupSupplementary: true, source: .group(index, supplementary: supplementaryIndex)))
    }
    if Recorder.isTracing {
      recorder.trace(
        .group(
          GroupTrace(
            group: index, dimensions: dimensions, size: size, insets: insets, childContainer: childContainer,
            secondPass: childContainer != effective, origins: origins, children: pieces.count,
            supplementaries: anchored)))
    }
    return Piece(
      size: size, edges: group.edges, dimensions: dimensions, leafCount: Int(leafOffset), elements: elements)
  }

  /// Records a group that lays out nothing (R5.1, R5.2), so the trace's tree keeps its shape.
  private func traceEmpty(
    _ index: Int, _ dimensions: ResolvedLayoutSize, _ size: Size, _ insets: ResolvedInsets, _ effective: Size
  ) {
    recorder.trace(
      .group(
        GroupTrace(
          group: index, dimensions: dimensions, size: size, insets: insets, childContainer: effective,
          secondPass: false, origins: [], children: 0, supplementaries: [])))
  }

  /// Drives one pass of the fill (R5.2 in `LayoutRules.FillPass`), or takes a counted child `count` times (R5.4).
  /// `container` is what children resolve against; `available` is the E_A the fit test spends.
  private func fillPass(
    _ group: ResolvedGroup, _ dimensions: ResolvedLayoutSize, container: Size, available: Double, leaf: Int,
    secondPass: Bool
  ) throws -> [Piece] {
    let axis = group.axis
    var accepted: [Piece] = []
    var cursor = leaf
    if let count = group.count {
      // R5.4: exactly `count` copies of the child, its size along the axis rewritten to 1/count. `load` keeps counts
      // in 1...LayoutLimits.maximumCount; an IR built in memory is held to the child limit here.
      guard count <= SolveLimits.children else {
        throw EvaluationError.solutionTooLarge(group: group.name, limit: SolveLimits.children)
      }
      for _ in 0..<max(count, 0) {
        let piece = try self.piece(group.children[0], in: container, leaf: cursor, countRewrite: (axis, count))
        accepted.append(piece)
        cursor += piece.leafCount
      }
      return accepted
    }
    // R12.3: a group estimated along its own axis holds exactly one run of its children, with no fit test.
    let oneRun = dimensions[axis].isEstimated
    let children = group.children
    var pass = FillPass(available: available, spacing: group.spacing.value, secondPass: secondPass)
    var candidate: (piece: Piece, mark: Int)?
    var consumedInCycle = 0.0
    try pass.fill(
      childCount: children.count,
      next: { index, pass in
        if oneRun && pass.accepted == children.count { return nil }
        let mark = recorder.mark
        let piece = try self.piece(children[index], in: container, leaf: cursor)
        candidate = (piece, mark)
        return FillChild(need: piece.size[axis] + piece.edges.total(axis), dependsOnAxis: piece.depends(on: axis))
      },
      fits: { next, pass in
        // `slack < 0` rejects, not `!(slack >= 0)`: a NaN slack is accepted, as the fill always did.
        if !oneRun && next.slack < 0 {
          recorder.discard(from: candidate!.mark)  // a rejected candidate is never laid out
          return false
        }
        consumedInCycle += pass.remaining - next.remaining
        return true
      },
      accepted: { pass in
        let piece = candidate!.piece
        accepted.append(piece)
        cursor += piece.leafCount
        guard accepted.count <= SolveLimits.children else {
          throw EvaluationError.solutionTooLarge(group: group.name, limit: SolveLimits.children)
        }
        // Children that take no room would repeat forever: stop after one full cycle that made no progress.
        if pass.accepted % children.count == 0 {
          if consumedInCycle <= 0 && !oneRun { return false }
          consumedInCycle = 0
        }
        return true
      })
    return accepted
  }
}
