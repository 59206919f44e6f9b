import LayoutIR
import LayoutMath
import LayoutRules
import LayoutSource

extension LintRule {
  /// `scale-outside-section`: a scroll effect `scale S` with S > 1 grows a cell past its section's frame (SE7).
  public static let scaleOutsideSection = LintRule(
    code: DiagnosticCode(
      id: "scale-outside-section", phase: .lint, title: "a scale effect pushes a cell outside its section",
      explanation: """
        `effect: scale S` draws a cell at up to S times its size about its centre (SE2); with S above 1 every cell \
        reaches the full S somewhere (one radius from the visible centre, bouncing included), so it grows by \
        (S - 1)/2 of its width on the left and the right and of its height above and below. Where that is more \
        than the room between the cell and the edge of its section (the section's insets and its headers and \
        footers included), the cell is drawn over the next section or past the content. The message gives how far \
        and a viewport where it happens. Along the row of an orthogonal section cells scroll out of view by \
        design, so only the other axis is checked there; S <= 1 never grows anything, and `parallax` stays inside \
        the cell. \(LintRule.defaultRangeText)
        """,
      example: """
        layout A {
          item card { size: 1w x 1h }
          section { scroll: group-paging-centered; effect: scale 1.2; horizontal { size: 300 x 200; card } }
        }
        """,
      fixed: """
        layout A {
          item card { size: 1w x 1h }
          section {
            scroll: group-paging-centered; insets: 20 0; effect: scale 1.2
            horizontal { size: 300 x 200; card }
          }
        }
        """),
    defaultSeverity: .warning)
}

/// The room around the slot being analysed inside its section's frame, per side: x leading, x trailing, y leading,
/// y trailing (SE7). A side that is nil is not checked (along the row of an orthogonal section). Every side is a
/// lower bound of the room the cells of that slot have, exact for the cells nearest that edge.
struct CellRoom {
  var sides: [LinearForm?]

  subscript(axis: Axis, trailing: Bool) -> LinearForm? {
    get { sides[(axis == .x ? 0 : 2) + (trailing ? 1 : 0)] }
    set { sides[(axis == .x ? 0 : 2) + (trailing ? 1 : 0)] = newValue }
  }

  /// The room with `extra` more on one side (an unknown extra adds nothing: the bound stays a bound).
  func adding(_ extra: LinearForm?, _ axis: Axis, trailing: Bool) -> CellRoom {
    var result = self
    if let side = self[axis, trailing], let extra, let sum = try? side.adding(extra) {
      result[axis, trailing] = sum
    }
    return result
  }

  /// The room inside a group's insets (U1: insets between 0 and 1/2 are fractions of the group's size).
  func inside(_ insets: IRInsets, width: Extent, height: Extent) -> CellRoom {
    func side(_ value: Rational, _ size: Extent) -> LinearForm? {
      guard value > .zero && value < Rational(1, 2)! else { return .constant(value) }
      return size.form.flatMap { try? $0.scaled(by: value) }
    }
    return adding(side(insets.leading.value, width), .x, trailing: false)
      .adding(side(insets.trailing.value, width), .x, trailing: true)
      .adding(side(insets.top.value, height), .y, trailing: false)
      .adding(side(insets.bottom.value, height), .y, trailing: true)
  }
}

/// The check of `scale-outside-section`: the walk keeps `cellRoom` from the section down to each item.
extension Analyzer {
  /// The room around a section's root group (SE7): along the layout's scroll axis, the section's insets and the
  /// boundary items that extend it on that side; across it, the insets and what the root group leaves of the
  /// section's width (or height); nothing across the layout's axis for an orthogonal section.
  func sectionRoom(_ section: Int, orthogonal: Bool, rootWidth: Extent, rootHeight: Extent) -> CellRoom? {
    guard growingScales else { return nil }
    let insets = model.insets(section)
    let layoutAxis: Axis = model.direction == .vertical ? .y : .x
    let across = layoutAxis.other
    var room = CellRoom(sides: [nil, nil, nil, nil])
    room[layoutAxis, false] = .constant(layoutAxis == .y ? insets.top.value : insets.leading.value)
    room[layoutAxis, true] = .constant(layoutAxis == .y ? insets.bottom.value : insets.trailing.value)
    for boundary in model.boundaries(section) {
      guard let (extent, trailing) = boundaryExtent(boundary, along: layoutAxis, sectionInsets: insets) else {
        continue
      }
      room = room.adding(extent, layoutAxis, trailing: trailing)
    }
    if !orthogonal {
      let leading = across == .x ? insets.leading.value : insets.top.value
      room[across, false] = .constant(leading)
      // The section spans the whole viewport across; the root group sits at the leading inset.
      let viewport = across == .x ? LinearForm.width : LinearForm.height
      let root = across == .x ? rootWidth : rootHeight
      room[across, true] = root.form.flatMap { try? viewport.subtracting($0).adding(-leading) }
    }
    return room
  }

  /// How far a boundary item extends its section along the layout's axis, and on which side (R10.2, R6.5); nil for
  /// one beside the content, one that does not extend the section, or one whose alignment or flag is guarded (then
  /// it counts as no room, which can only report more).
  private func boundaryExtent(_ boundary: Int, along axis: Axis, sectionInsets: IRInsets)
    -> (LinearForm, Bool)?
  {
    let ir = space.layout.boundary(boundary)
    guard ir.alignment.assignments.allSatisfy({ $0.when == nil }),
      ir.extends.assignments.allSatisfy({ $0.when == nil }),
      ir.extends.assignments.last?.value ?? IRDefaults.boundaryExtends,
      let alignment = ir.alignment.assignments.last?.value, let size = model.size(boundary)
    else { return nil }
    let leading: Set<IRRectAlignment> =
      axis == .y ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
    let trailing: Set<IRRectAlignment> =
      axis == .y ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing, .topTrailing, .bottomTrailing]
    guard leading.contains(alignment) || trailing.contains(alignment) else { return nil }
    var width = LinearForm.width
    var height = LinearForm.height
    if model.followsInsets(boundary) {
      if axis == .y {
        width = (try? width.adding(-sectionInsets.sum(.x))) ?? width
      } else {
        height = (try? height.adding(-sectionInsets.sum(.y))) ?? height
      }
    }
    let dimension = axis == .y ? size.height : size.width
    let extent: LinearForm?
    switch dimension {
    case .absolute(let v), .estimated(let v): extent = .constant(v.value)
    case .fractionalWidth(let f): extent = try? width.scaled(by: f.value)
    case .fractionalHeight(let f): extent = try? height.scaled(by: f.value)
    }
    guard let extent else { return nil }
    return (extent, trailing.contains(alignment))
  }

  /// The room of child `index` of a group's list (nil: its place along the axis is unknown), from the room inside
  /// the group: along the axis the children before it on the leading side, and on the trailing side what follows it
  /// when the whole list is laid out exactly once everywhere in `region` (else none: it may be the last); across
  /// the axis what the child leaves of the group (children sit at the group's leading edge across).
  func childRoom(
    _ inner: CellRoom, _ slots: [Slot], _ index: Int?, along: Extent, across: Extent, axis: Axis, spacing: Rational,
    region: ViewportRegion
  ) -> CellRoom {
    let cross = axis.other
    var room = inner
    // Edge spacing across is subtracted on the trailing side only: a bound, whichever edge it is on.
    let child = slots[index ?? 0]
    if let size = child[cross].form, let whole = across.form {
      let left = try? whole.subtracting(size).adding(-model.edgeTotal(child.child.node, cross))
      room = room.adding(left, cross, trailing: true)
    }
    guard let index, let length = along.form, case let needs = slots.compactMap(\.need),
      needs.count == slots.count
    else { return room }
    do {
      var offset = LinearForm.zero
      for j in 0..<index { offset = try offset.adding(needs[j]).adding(spacing) }
      room = room.adding(offset, axis, trailing: false)
      var total = LinearForm.zero
      for (j, need) in needs.enumerated() { total = try total.adding(need).adding(j == 0 ? .zero : spacing) }
      // Once: the list fits (R5.2's 1/4 tolerance) and its first child does not fit again after it.
      let fits = try length.subtracting(total).adding(Rational(1, 4)!)
      let again = try fits.subtracting(needs[0]).adding(-spacing)
      guard wherePositive(fits.negated, in: region) == nil, whereNotPositive(again.negated, in: region) == nil
      else { return room }
      return room.adding(try length.subtracting(offset).subtracting(needs[index]), axis, trailing: true)
    } catch {
      return room
    }
  }

  /// SE7: reports an item whose cells a growing scale pushes outside the section somewhere in `region`.
  mutating func checkScaleOutside(_ item: Int, width: Extent, height: Extent, insets: IRInsets, region: ViewportRegion)
  {
    guard let room = cellRoom, let section = effectSection,
      let effect = model.effect(item) ?? model.effect(section), let scale = effect.scale?.value, scale > .one
    else { return }
    let growth = (scale - .one) * Rational(1, 2)!
    for (axis, trailing) in [(Axis.y, false), (.y, true), (.x, false), (.x, true)] {
      guard let side = room[axis, trailing], let slot = (axis == .x ? width : height).form else { continue }
      let own = axis == .x ? (trailing ? insets.trailing : insets.leading) : (trailing ? insets.bottom : insets.top)
      guard let size = try? slot.adding(-insets.sum(axis)), let grown = try? size.scaled(by: growth),
        let excess = try? grown.subtracting(side).adding(-own.value), let outside = wherePositive(excess, in: region)
      else { continue }
      let amount = quote(excess, in: outside)
      let edge = axis == .x ? (trailing ? "trailing" : "leading") : (trailing ? "bottom" : "top")
      let owner = model.effect(item) != nil ? item : section
      let count =
        owner == item
        ? space.layout.item(item).effect.assignments.count : space.layout.section(section).effect.assignments.count
      let note = model.applicable(.effect, of: owner, count: count).flatMap {
        space.layout.span(of: .effect, at: $0, of: owner)
      }.map { [DiagnosticNote("the effect is declared here", at: $0)] }
      report(
        .scaleOutsideSection, at: space.layout.head(item),
        "scale \(scale.points) pushes \(model.name(item)) \(amount.value) pt outside its section at \(amount.viewport) (past its \(edge) edge)",
        in: outside, notes: note ?? [])
      return
    }
  }
}
