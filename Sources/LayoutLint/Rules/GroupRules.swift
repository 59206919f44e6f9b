import LayoutMath
import LayoutSemantics
import LayoutSource

/// Groups: `empty-frame` for a group with no room (R5.1), `fractional-group-insets` (R3.7), `count-discards-size`
/// (R5.4), `cross-axis-overflow` (R5.2), and the fill (`GroupFill.swift`).
extension Analyzer {
  mutating func analyseGroup(_ index: Int, dimensions: Size, width: Extent, height: Extent, region: ViewportRegion) {
    let axis: Axis = model.declaration(index).kind == .horizontal ? .x : .y
    let raw = model.insets(index)
    let children = model.children(index)
    if firstVisit(index) {
      checkEstimatedInsets(index, dimensions: dimensions, insets: raw)
      checkFractionalInsets(index, raw)
      if children.count == 1, let count = children[0].count { checkCount(index, children[0], count: count, axis: axis) }
    }
    // R3.7 (U1): group insets in (0, 0.5) are fractions of the group's size; R4.2: none along estimated axes.
    let insets = Self.effective(raw, dimensions)
    func side(_ value: Rational, _ size: Extent) -> Extent {
      guard value > .zero && value < Rational(1, 2)! else { return .known(.constant(value)) }
      guard let form = size.form, let scaled = try? form.scaled(by: value) else { return .unknown }
      return .known(scaled)
    }
    let ex = Self.subtract(width, [side(insets.leading, width), side(insets.trailing, width)])
    let ey = Self.subtract(height, [side(insets.top, height), side(insets.bottom, height)])
    let (along, across) = axis == .x ? (ex, ey) : (ey, ex)

    // R5.1: no room along the axis, or no size at all: the group lays out nothing. (No room across the axis is not
    // an R5.1 case: children are still laid out, and the frames they get are checked on their own.)
    var room = region
    for (form, what) in [
      (along.form, "its \(axis.noun) less its insets"), (width.form, "its width"),
      (height.form, "its height"),
    ] {
      guard let form else { continue }
      if let empty = whereNotPositive(form, in: room) {
        let value = quote(form, in: empty)
        report(
          LintRules.rule("empty-frame")!, at: model.insetsSpan(index),
          "\(model.groupName(index)) has no room for its children: \(what) is \(value.value) at \(value.viewport)",
          in: empty)
      }
      guard let rest = wherePositive(form, in: room) else { return }
      room = rest
    }
    guard !children.isEmpty else { return }
    let spacing = model.spacing(index)

    if children.count == 1, let count = children[0].count {
      // R5.4: exactly `count` copies, each 1/count of the group along the axis; with spacing the copies share what
      // the spacing leaves (pass 2, R5.3, since the rewritten size is a fraction of the axis).
      var container = along
      if count >= 2 && spacing != .zero, let form = along.form {
        let between = spacing.multiplied(by: count - 1)
        container = between.flatMap { try? form.adding(-$0) }.map(Extent.known) ?? .unknown
      }
      guard var childDimensions = model.size(children[0].declaration) else { return }
      childDimensions[axis] =
        axis == .x ? .fractionalWidth(Rational(1, Int64(count))!) : .fractionalHeight(Rational(1, Int64(count))!)
      guard let slot = slotOf(children[0], dimensions: childDimensions, along: container, across: across, axis: axis)
      else { return }
      checkCrossOverflow(index, slot, across: across, axis: axis, region: room)
      analyse(children[0], dimensions: slot.dimensions, width: slot.width, height: slot.height, region: room)
      return
    }
    fill(
      index, children: children, dimensions: dimensions, along: along, across: across, axis: axis,
      spacing: spacing, region: room)
  }

  /// A child resolved in a container given along and across the group's axis.
  mutating func slotOf(_ child: Child, dimensions: Size? = nil, along: Extent, across: Extent, axis: Axis) -> Slot? {
    guard let size = dimensions ?? model.size(child.declaration) else { return nil }
    let (cw, ch) = axis == .x ? (along, across) : (across, along)
    let w = resolve(size.width, width: cw, height: ch, of: child.declaration)
    let h = resolve(size.height, width: cw, height: ch, of: child.declaration)
    let edges = model.edgeTotal(child.declaration, axis)
    let along = axis == .x ? w : h
    let need = along.form.flatMap { try? $0.adding(edges) }
    return Slot(
      child: child, dimensions: size, width: w, height: h, need: need,
      dependsOnAxis: size.width.refers(to: axis) || size.height.refers(to: axis))
  }

  /// `cross-axis-overflow`: a child (with its edge spacing) larger than the group across its axis sticks out (R5.2).
  mutating func checkCrossOverflow(_ group: Int, _ slot: Slot, across: Extent, axis: Axis, region: ViewportRegion) {
    let cross = axis.other
    guard let size = slot[cross].form, let room = across.form,
      let need = try? size.adding(model.edgeTotal(slot.child.declaration, cross)),
      let excess = try? need.subtracting(room), let overflow = wherePositive(excess, in: region)
    else { return }
    let n = quote(need, in: overflow)
    let r = quote(room, in: overflow)
    report(
      LintRules.rule("cross-axis-overflow")!, at: slot.child.span,
      "\(model.name(slot.child.declaration)) is \(n.value) \(cross == .x ? "wide" : "high") in the \(r.value) of \(model.groupName(group)) at \(n.viewport); it sticks out of the group",
      in: overflow)
  }

  /// `fractional-group-insets`: UIKit reads group insets in (0, 0.5) as fractions of the group's size (R3.7, U1).
  mutating func checkFractionalInsets(_ index: Int, _ insets: Insets) {
    let values = [insets.top, insets.leading, insets.bottom, insets.trailing].filter {
      $0 > .zero && $0 < Rational(1, 2)!
    }
    guard let first = values.first, let span = model.assignment(.insets, of: index)?.valueSpan else { return }
    report(
      LintRules.rule("fractional-group-insets")!, at: span,
      "group inset \(first.points) of \(model.name(index)) is read by UIKit as \(first) of the group's size, not as points",
      in: variant.region)
  }

  /// `count-discards-size`: `child * n` replaces the child's size along the axis with 1/n of the group (R5.4).
  mutating func checkCount(_ group: Int, _ child: Child, count: Int, axis: Axis) {
    guard let size = model.size(child.declaration) else { return }
    let expected = Rational(1, Int64(count))!
    let own = size[axis]
    // Exactly 1/n, or the whole axis (`1w` in a horizontal group: "fill the slot"), asks for what the count gives.
    switch own {
    case .fractionalWidth(let f) where axis == .x && (f == expected || f == .one): return
    case .fractionalHeight(let f) where axis == .y && (f == expected || f == .one): return
    default: break
    }
    let unit = axis == .x ? "w" : "h"
    report(
      LintRules.rule("count-discards-size")!, at: child.span,
      "'* \(count)' makes each copy of \(model.name(child.declaration)) \(expected)\(unit) of \(model.groupName(group)); its own \(axis.noun) \(own) is discarded",
      in: variant.region,
      notes: [
        DiagnosticNote(
          "\(model.name(child.declaration)) declares its \(axis.noun) here", at: model.sizeSpan(child.declaration))
      ])
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
