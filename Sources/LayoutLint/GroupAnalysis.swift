import LayoutIR
import LayoutMath
import LayoutRules
import LayoutSource

/// Groups: their insets (R3.7), their room (R5.1), a counted child (R5.4) and the fill (`GroupFill.swift`); what
/// `empty-frame`, `fractional-group-insets`, `count-discards-size` and `cross-axis-overflow` check.
extension Analyzer {
  mutating func analyseGroup(
    _ index: Int, dimensions: IRSize, width: Extent, height: Extent, region: ViewportRegion
  ) {
    let axis = model.axis(index)
    let raw = model.insets(index)
    let children = model.children(index)
    // R5.4: a count applies where the group's one child is present (the checker keeps a counted child alone).
    let counted = children.count == 1 ? model.count(index) : nil
    if firstVisit(index) {
      checkEstimatedInsets(index, dimensions: dimensions, insets: raw)
      checkFractionalInsets(index, raw)
      if let count = counted { checkCount(index, children[0], count: count, axis: axis) }
    }
    // R3.7 (U1): group insets in (0, 0.5) are fractions of the group's size; R4.2: none along estimated axes.
    let insets = Self.effective(raw, dimensions)
    // SE7: children see the room inside this group's insets; the group's own room comes back afterwards.
    let outer = cellRoom
    defer { cellRoom = outer }
    cellRoom = outer?.inside(insets, width: width, height: height)
    func side(_ value: Rational, _ size: Extent) -> Extent {
      guard value > .zero && value < Rational(1, 2)! else { return .known(.constant(value)) }
      guard let form = size.form, let scaled = try? form.scaled(by: value) else { return .unknown }
      return .known(scaled)
    }
    let ex = Self.subtract(width, [side(insets.leading.value, width), side(insets.trailing.value, width)])
    let ey = Self.subtract(height, [side(insets.top.value, height), side(insets.bottom.value, height)])
    let (along, across) = axis == .x ? (ex, ey) : (ey, ex)

    // R5.1: no room along the axis, or no size at all: the group lays out nothing. (No room across the axis is not
    // an R5.1 case: children are still laid out, and the frames they get are checked on their own.)
    var room = region
    for measure in RoomMeasure.allCases {
      let form =
        switch measure {
        case .alongLessInsets: along.form
        case .width: width.form
        case .height: height.form
        }
      guard let form else { continue }
      checkRoom(index, measure, axis: axis, form, in: room)
      guard let rest = wherePositive(form, in: room) else { return }
      room = rest
    }
    guard !children.isEmpty else { return }
    let spacing = model.spacing(index)

    if let count = counted {
      // R5.4: exactly `count` copies, each 1/count of the group along the axis; with spacing the copies share what
      // the spacing leaves (pass 2, R5.3, since the rewritten size is a fraction of the axis).
      var container = along
      if count >= 2 && spacing != .zero, let form = along.form {
        let between = spacing.multiplied(by: count - 1)
        container = between.flatMap { try? form.adding(-$0) }.map(Extent.known) ?? .unknown
      }
      guard var childDimensions = model.size(children[0].node) else { return }
      let share = IRNumber(Rational(1, Int64(count))!)
      childDimensions[axis] = axis == .x ? .fractionalWidth(share) : .fractionalHeight(share)
      guard let slot = slotOf(children[0], dimensions: childDimensions, along: container, across: across, axis: axis)
      else { return }
      checkCrossOverflow(index, slot, across: across, axis: axis, region: room)
      // The copies fill the group along its axis: the first touches its leading end, the last its trailing end.
      cellRoom = cellRoom.map {
        childRoom($0, [slot], nil, along: along, across: across, axis: axis, spacing: spacing, region: room)
      }
      analyse(children[0], dimensions: slot.dimensions, width: slot.width, height: slot.height, region: room)
      return
    }
    analyseFill(
      index, children: children, dimensions: dimensions, along: along, across: across, axis: axis,
      spacing: spacing, region: room)
  }

  /// A child resolved in a container given along and across the group's axis.
  mutating func slotOf(_ child: ChildSlot, dimensions: IRSize? = nil, along: Extent, across: Extent, axis: Axis)
    -> Slot?
  {
    guard let size = dimensions ?? model.size(child.node) else { return nil }
    let (cw, ch) = axis == .x ? (along, across) : (across, along)
    let w = resolve(size.width, width: cw, height: ch, of: child.node)
    let h = resolve(size.height, width: cw, height: ch, of: child.node)
    let edges = model.edgeTotal(child.node, axis)
    let along = axis == .x ? w : h
    let need = along.form.flatMap { try? $0.adding(edges) }
    return Slot(
      child: child, dimensions: size, width: w, height: h, need: need,
      dependsOnAxis: size.width.refers(to: axis) || size.height.refers(to: axis))
  }

  static func subtract(_ extent: Extent, _ parts: [Extent]) -> Extent {
    guard var form = extent.form else { return extent }
    for part in parts {
      guard let p = part.form, let r = try? form.subtracting(p) else { return .unknown }
      form = r
    }
    return .known(form)
  }
}
