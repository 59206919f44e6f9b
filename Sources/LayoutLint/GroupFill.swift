import LayoutMath
import LayoutSemantics
import LayoutSource

/// The fill of a group with listed children (R5.2, R5.3), case by case over the viewport: `child-too-large` where not
/// even the first child fits, `child-overflow` where the listed children do not all fit, and each child analysed
/// where it is laid out.
///
/// Children are taken cyclically while `remaining >= -0.25` (R5.2). Without a second pass (no spacing, or no child
/// whose size is a fraction of the axis) only the first run over the list matters: child i is laid out exactly where
/// the first i + 1 children fit. With a second pass (R5.3) the accepted count n of pass 1 decides the container of
/// pass 2, so the viewport is split by n and then by the count of pass 2.
extension Analyzer {
  /// Constraint `limit + 1/4 - need ≥ 0`: the children so far fit (R5.2).
  private static func fits(_ need: LinearForm, _ limit: LinearForm) throws -> LinearForm {
    try limit.subtracting(need).adding(Rational(1, 4)!)
  }

  /// A fill is followed up to this many accepted children; a layout needing more is not analysed below the group, and
  /// says so (`analysis-incomplete`).
  static let fillLimit = 512

  /// Whether the fill of `group` may go on to accept child number `n + 1`: not past `fillLimit` (reported on the
  /// group) or when the analysis budget is spent (reported on the layout).
  mutating func mayContinueFill(_ group: Int, count n: Int) -> Bool {
    if n >= Self.fillLimit {
      reportIncomplete(
        at: model.declaration(group).headSpan,
        Self.fillLimitMessage(group: model.groupName(group), limit: Self.fillLimit))
      return false
    }
    return hasBudget || spend()
  }

  mutating func fill(
    _ group: Int, children: [Child], dimensions: Size, along: Extent, across: Extent, axis: Axis, spacing: Rational,
    region: ViewportRegion
  ) {
    let pass1 = children.compactMap { slotOf($0, along: along, across: across, axis: axis) }
    guard pass1.count == children.count else { return }
    for slot in pass1 { checkCrossOverflow(group, slot, across: across, axis: axis, region: region) }
    // R12.3: a group estimated along its axis holds one run of its children; an unknown extent cannot be tested.
    guard !dimensions[axis].isEstimated, let limit = along.form, pass1.allSatisfy({ $0.need != nil }) else {
      for slot in pass1 {
        analyse(slot.child, dimensions: slot.dimensions, width: slot.width, height: slot.height, region: region)
      }
      return
    }
    do {
      if spacing == .zero || !pass1.contains(where: \.dependsOnAxis) {
        try singlePass(group, pass1, limit: limit, spacing: spacing, region: region)
      } else {
        try twoPasses(
          group, children, pass1, along: limit, across: across, axis: axis, spacing: spacing, region: region)
      }
    } catch {
      return
    }
  }

  /// No second pass: the first run over the list decides everything.
  private mutating func singlePass(
    _ group: Int, _ slots: [Slot], limit: LinearForm, spacing: Rational, region: ViewportRegion
  ) throws {
    var total = LinearForm.zero
    var fitting: ViewportRegion? = region
    for (i, slot) in slots.enumerated() {
      if i > 0 && spacing != .zero { total = try total.adding(spacing) }
      total = try total.adding(slot.need!)
      let constraint = try Self.fits(total, limit)
      guard let current = fitting else { break }
      if let tooMuch = try current.clipped(constraint.negated, strict: true) {
        reportFill(
          group, slots, accepted: i, total: try totalNeed(slots, spacing: spacing, dependsSkip: false),
          limit: limit, region: tooMuch)
      }
      fitting = try current.clipped(constraint)
      if let laidOut = fitting {
        analyse(slot.child, dimensions: slot.dimensions, width: slot.width, height: slot.height, region: laidOut)
      }
    }
  }

  /// R5.3: pass 1 accepts n (spacing counted only before children that do not depend on the axis); when n ≥ 2 and an
  /// accepted child depends on the axis, pass 2 refills in (E_A - s(n-1)) spending s between all children.
  private mutating func twoPasses(
    _ group: Int, _ children: [Child], _ pass1: [Slot], along limit: LinearForm, across: Extent, axis: Axis,
    spacing: Rational, region: ViewportRegion
  ) throws {
    var fitting: ViewportRegion? = region
    var total = LinearForm.zero
    var n = 0
    while let current = fitting {
      guard mayContinueFill(group, count: n) else { return }
      let slot = pass1[n % pass1.count]
      var next = total
      if n > 0 && !slot.dependsOnAxis { next = try next.adding(spacing) }
      next = try next.adding(slot.need!)
      let constraint = try Self.fits(next, limit)
      if let exactly = try current.clipped(constraint.negated, strict: true) {
        try settle(
          group, children, pass1, count: n, along: limit, across: across, axis: axis, spacing: spacing,
          region: exactly)
      }
      fitting = try current.clipped(constraint)
      total = next
      n += 1
    }
  }

  /// Where pass 1 accepted exactly `count` children: runs pass 2 when it applies, then reports and recurses.
  private mutating func settle(
    _ group: Int, _ children: [Child], _ pass1: [Slot], count: Int, along limit: LinearForm, across: Extent, axis: Axis,
    spacing: Rational, region: ViewportRegion
  ) throws {
    let accepted = (0..<count).map { pass1[$0 % pass1.count] }
    guard count >= 2, accepted.contains(where: \.dependsOnAxis) else {
      try finish(group, pass1, count: count, limit: limit, spacing: spacing, region: region)
      return
    }
    guard let between = spacing.multiplied(by: count - 1) else { throw LintOverflow() }
    let reduced = try limit.adding(-between)
    let pass2 = children.compactMap { slotOf($0, along: .known(reduced), across: across, axis: axis) }
    guard pass2.count == children.count, pass2.allSatisfy({ $0.need != nil }) else { return }
    var fitting: ViewportRegion? = region
    var total = LinearForm.zero
    var n = 0
    while let current = fitting {
      guard mayContinueFill(group, count: n) else { return }
      var next = total
      if n > 0 { next = try next.adding(spacing) }
      next = try next.adding(pass2[n % pass2.count].need!)
      let constraint = try Self.fits(next, limit)
      if let exactly = try current.clipped(constraint.negated, strict: true) {
        try finish(group, pass2, count: n, limit: limit, spacing: spacing, region: exactly, secondPass: true)
      }
      fitting = try current.clipped(constraint)
      total = next
      n += 1
    }
  }

  /// The final count of a fill in `region`: reports what is not laid out, analyses what is.
  private mutating func finish(
    _ group: Int, _ slots: [Slot], count: Int, limit: LinearForm, spacing: Rational, region: ViewportRegion,
    secondPass: Bool = false
  ) throws {
    if count < slots.count {
      reportFill(
        group, slots, accepted: count, total: try totalNeed(slots, spacing: spacing, dependsSkip: !secondPass),
        limit: limit, region: region)
    }
    for slot in slots.prefix(count) {
      analyse(slot.child, dimensions: slot.dimensions, width: slot.width, height: slot.height, region: region)
    }
  }

  /// What the whole list needs along the axis, spacing counted as the pass counts it.
  private func totalNeed(_ slots: [Slot], spacing: Rational, dependsSkip: Bool) throws -> LinearForm {
    var total = LinearForm.zero
    for (i, slot) in slots.enumerated() {
      if i > 0 && spacing != .zero && !(dependsSkip && slot.dependsOnAxis) { total = try total.adding(spacing) }
      total = try total.adding(slot.need!)
    }
    return total
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
