import LayoutIR
import LayoutMath
import LayoutRules
import LayoutSource

/// The fill of a group with listed children (R5.2, R5.3), case by case over the viewport: `child-too-large` where not
/// even the first child fits, `child-overflow` where the listed children do not all fit, and each child analysed
/// where it is laid out.
///
/// The rule itself (the running `remaining`, the spacing before each child, the 1/4 tolerance, the cyclic order, the
/// second pass and its container) is `LayoutRules.FillPass` and `FillRule`, which the evaluator drives with numbers;
/// here it is driven with linear forms, and each fit test splits the region instead of answering yes or no.
///
/// Children are taken cyclically while `remaining >= -0.25` (R5.2). Without a second pass (no spacing, or no child
/// whose size is a fraction of the axis) only the first run over the list matters: child i is laid out exactly where
/// the first i + 1 children fit. With a second pass (R5.3) the accepted count n of pass 1 decides the container of
/// pass 2, so the viewport is split by n and then by the count of pass 2.
extension Analyzer {
  /// A fill is followed up to this many accepted children; a layout needing more is not analysed below the group, and
  /// says so (`analysis-incomplete`).
  static let fillLimit = 512

  /// Whether the fill of `group` may go on to accept child number `n + 1`: not past `fillLimit` (reported on the
  /// group) or when the analysis budget is spent (reported on the layout).
  mutating func mayContinueFill(_ group: Int, count n: Int) -> Bool {
    if n >= Self.fillLimit {
      reportIncomplete(
        at: space.layout.head(group),
        Self.fillLimitMessage(group: model.groupName(group), limit: Self.fillLimit))
      return false
    }
    return hasBudget || spend()
  }

  mutating func analyseFill(
    _ group: Int, children: [ChildSlot], dimensions: IRSize, along: Extent, across: Extent, axis: Axis,
    spacing: Rational,
    region: ViewportRegion
  ) {
    let pass1 = children.compactMap { slotOf($0, along: along, across: across, axis: axis) }
    guard pass1.count == children.count else { return }
    for slot in pass1 { checkCrossOverflow(group, slot, across: across, axis: axis, region: region) }
    let inner = cellRoom
    // R12.3: a group estimated along its axis holds one run of its children; an unknown extent cannot be tested.
    guard !dimensions[axis].isEstimated, let limit = along.form, pass1.allSatisfy({ $0.need != nil }) else {
      for slot in pass1 {
        cellRoom = inner.map {
          childRoom($0, [slot], nil, along: along, across: across, axis: axis, spacing: spacing, region: region)
        }
        analyse(slot.child, dimensions: slot.dimensions, width: slot.width, height: slot.height, region: region)
      }
      return
    }
    do {
      let pass = FillPass(available: limit, spacing: LinearForm.constant(spacing), secondPass: false)
      // No second pass can arise without spacing or without a child whose size follows the axis (R5.3).
      let placement = ChildPlacement(inner: inner, along: along, across: across, axis: axis, spacing: spacing)
      if spacing == .zero || !pass1.contains(where: \.dependsOnAxis) {
        try singlePass(group, pass1, pass, placement, region: region)
      } else {
        try twoPasses(group, children, pass1, pass, placement, region: region)
      }
    } catch {
      return
    }
  }

  /// No second pass: the first run over the list decides everything (a later run repeats the same children in the
  /// same container).
  private mutating func singlePass(
    _ group: Int, _ slots: [Slot], _ start: FillPass<LinearForm>, _ placement: ChildPlacement, region: ViewportRegion
  ) throws {
    var pass = start
    var fitting = region
    try pass.fill(
      childCount: slots.count,
      next: { index, pass in pass.accepted < slots.count ? slots[index].fillChild : nil },
      fits: { candidate, pass in
        if let tooMuch = try fitting.clipped(candidate.slack.negated, strict: true) {
          reportFill(
            group, slots, accepted: pass.accepted, total: try start.length(of: slots.map(\.fillChild)),
            limit: start.available, region: tooMuch)
        }
        guard let laidOut = try fitting.clipped(candidate.slack) else { return false }
        let slot = slots[pass.accepted]
        place(placement, slots, pass.accepted, region: laidOut)
        analyse(slot.child, dimensions: slot.dimensions, width: slot.width, height: slot.height, region: laidOut)
        fitting = laidOut
        return true
      },
      accepted: { _ in true })
  }

  /// R5.3: pass 1 accepts n; where it does, `settle` decides on pass 2. The walk follows the cycle until the region is
  /// used up or the budget is (`mayContinueFill`).
  private mutating func twoPasses(
    _ group: Int, _ children: [ChildSlot], _ pass1: [Slot], _ start: FillPass<LinearForm>, _ placement: ChildPlacement,
    region: ViewportRegion
  ) throws {
    var pass = start
    var fitting = region
    try pass.fill(
      childCount: pass1.count,
      next: { index, pass in mayContinueFill(group, count: pass.accepted) ? pass1[index].fillChild : nil },
      fits: { candidate, pass in
        if let exactly = try fitting.clipped(candidate.slack.negated, strict: true) {
          try settle(group, children, pass1, pass, placement, region: exactly)
        }
        guard let rest = try fitting.clipped(candidate.slack) else { return false }
        fitting = rest
        return true
      },
      accepted: { _ in true })
  }

  /// Where pass 1 ended as `pass1State` (its count n): runs pass 2 when it applies, then reports and recurses.
  private mutating func settle(
    _ group: Int, _ children: [ChildSlot], _ pass1: [Slot], _ pass1State: FillPass<LinearForm>,
    _ placement: ChildPlacement, region: ViewportRegion
  ) throws {
    let (across, axis) = (placement.across, placement.axis)
    let count = pass1State.accepted
    // The accepted children are the first min(n, list) of the list, taken cyclically.
    guard
      FillRule.needsSecondPass(
        spacing: pass1State.spacing, accepted: count,
        acceptedDependOnAxis: { pass1.prefix(count).contains(where: \.dependsOnAxis) })
    else {
      try finish(group, pass1, pass1State, placement, region: region)
      return
    }
    let reduced = try FillRule.secondPassContainer(
      available: pass1State.available, spacing: pass1State.spacing, accepted: count)
    let pass2 = children.compactMap { slotOf($0, along: .known(reduced), across: across, axis: axis) }
    guard pass2.count == children.count, pass2.allSatisfy({ $0.need != nil }) else { return }
    var pass = FillPass(available: pass1State.available, spacing: pass1State.spacing, secondPass: true)
    var fitting = region
    try pass.fill(
      childCount: pass2.count,
      next: { index, pass in mayContinueFill(group, count: pass.accepted) ? pass2[index].fillChild : nil },
      fits: { candidate, pass in
        if let exactly = try fitting.clipped(candidate.slack.negated, strict: true) {
          try finish(group, pass2, pass, placement, region: exactly)
        }
        guard let rest = try fitting.clipped(candidate.slack) else { return false }
        fitting = rest
        return true
      },
      accepted: { _ in true })
  }

  /// The final count of a fill (`pass.accepted`) in `region`: reports what is not laid out, analyses what is.
  private mutating func finish(
    _ group: Int, _ slots: [Slot], _ pass: FillPass<LinearForm>, _ placement: ChildPlacement, region: ViewportRegion
  ) throws {
    let count = pass.accepted
    if count < slots.count {
      reportFill(
        group, slots, accepted: count, total: try pass.length(of: slots.map(\.fillChild)), limit: pass.available,
        region: region)
    }
    for (k, slot) in slots.prefix(count).enumerated() {
      place(placement, slots, k, region: region)
      analyse(slot.child, dimensions: slot.dimensions, width: slot.width, height: slot.height, region: region)
    }
  }

  /// Sets `cellRoom` for child `index` of the list (SE7), when the walk keeps it.
  private mutating func place(_ placement: ChildPlacement, _ slots: [Slot], _ index: Int, region: ViewportRegion) {
    guard let inner = placement.inner else { return }
    cellRoom = childRoom(
      inner, slots, index, along: placement.along, across: placement.across, axis: placement.axis,
      spacing: placement.spacing, region: region)
  }

  /// `child-too-large` (nothing accepted) or `child-overflow` (some listed children never laid out).
  private mutating func reportFill(
    _ group: Int, _ slots: [Slot], accepted: Int, total: LinearForm, limit: LinearForm, region: ViewportRegion
  ) {
    if accepted == 0 {
      reportTooLarge(group, slots[0], limit: limit, region: region)
    } else {
      reportOverflow(group, slots, accepted: accepted, total: total, limit: limit, region: region)
    }
  }
}

/// What the fill needs to place its children in the section's frame (SE7): the room inside the group and its extents.
struct ChildPlacement {
  var inner: CellRoom?
  var along: Extent
  var across: Extent
  var axis: Axis
  var spacing: Rational
}

extension Slot {
  /// The slot as the fill rule sees it; only for slots whose `need` is known (the fill checks that first).
  fileprivate var fillChild: FillChild<LinearForm> { FillChild(need: need!, dependsOnAxis: dependsOnAxis) }
}
