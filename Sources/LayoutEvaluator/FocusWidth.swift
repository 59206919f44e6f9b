import LayoutIR
import LayoutRules

/// SE8: focus width, the seed's thumbnail strip, on a flow section whose lines hold one item each. Every item is
/// `flowLength` (n) long along the scroll axis and `lineSpacing` (e) from the next, except the focused pair: the
/// focused item p grows to its natural length and, as the focus moves on by q, hands the growth over to p + 1, with
/// `focusSpacing` (g) around the pair. The frames depend on the focus alone, never on the content offset.
struct FocusStrip: Equatable, Sendable {
  /// n, e and g, in points.
  var flowLength: Double
  var lineSpacing: Double
  var focusSpacing: Double
  /// th(i): each item's natural length along the axis, clamped to n ... the focus width.
  var natural: [Double]

  /// Where each item starts along the axis (from the strip's start) and how long it is, the strip's length and the
  /// symmetric content inset that centres the focused pair in a viewport `visibleLength` long (SE8).
  struct Placement: Equatable {
    var starts: [Double]
    var lengths: [Double]
    var length: Double
    var inset: Double
  }

  /// The strip with the focus on `focus.item`, `focus.progress` of the way to the next item. The last item has no
  /// next one, so its progress counts as 0 (SE8). An empty strip is 0 long and sets no inset.
  func placement(focus: ScrollFocus, visibleLength: Double) -> Placement {
    let count = natural.count
    guard count > 0 else { return Placement(starts: [], lengths: [], length: 0, inset: 0) }
    let (n, e, g) = (flowLength, lineSpacing, focusSpacing)
    let u = n + e
    let p = focus.item
    let q = p + 1 < count ? focus.progress : 0
    // The gap before the focused item shrinks from g to e as the focus moves on; the one after the next item grows
    // by as much, so the pair's two outer gaps always add up to g + e.
    let before = (g - e) * (1 - q) + e
    let after = g + e - before
    let focused = (natural[p] - n) * (1 - q) + n
    let next = p + 1 < count ? (natural[p + 1] - n) * q + n : n
    var starts: [Double] = []
    var lengths: [Double] = []
    starts.reserveCapacity(count)
    lengths.reserveCapacity(count)
    let nextStart = u * Double(p) + before + focused + g
    for i in 0..<count {
      switch i {
      case ..<p: starts.append(u * Double(i) + e)
      case p: starts.append(u * Double(p) + before)
      case p + 1: starts.append(nextStart)
      default: starts.append(nextStart + next + after + u * Double(i - p - 2))
      }
      lengths.append(i == p ? focused : i == p + 1 ? next : n)
    }
    // 2g + Fw + Nw + (N - 2) u + e: the folded items, the pair and its gaps, and e after the last item; with one item
    // (N - 2 = -1) the missing next item's n + e cancels out, leaving g, the item and g.
    let length = 2 * g + focused + next + Double(count - 2) * u + e
    let inset = visibleLength / 2 - g - (focused + next - n) / 2
    return Placement(starts: starts, lengths: lengths, length: length, inset: inset)
  }

  /// th(i) = clamp(thickness x aspect along / aspect across, n, maximum): the natural length of an item as thick as
  /// the flow item, at most the focus width and never shorter than the flow item (SE8). Without aspects every item
  /// keeps the flow length, so the strip is the flow spread around its focus.
  static func naturalLengths(
    aspects: [Size]?, count: Int, along: Axis, thickness: Double, flowLength: Double, maximum: Double
  ) -> [Double] {
    guard let aspects else { return Array(repeating: flowLength, count: count) }
    return aspects.map { aspect in
      max(flowLength, min(thickness * aspect[along] / aspect[along.other], maximum))
    }
  }
}

extension SectionBuilder {
  /// Builds flow section `index` under focus width (SE8): the flow's header, footer, insets and decorative effects,
  /// with its cells replaced by the strip around `input.focus` and its lines' length by the strip's. `aspects` are the
  /// items' aspect ratios (nil: every item keeps the flow size). The plan carries the content inset the strip sets.
  ///
  /// - Throws: `EvaluationError.focusWidthLines` when the viewport fits more than one item on a line,
  ///   `focusWidthSizes` for an estimated flow size, `invalidFocus` for a focus outside the items or a progress
  ///   outside [0, 1).
  func buildFocusFlow(
    _ index: Int, flow: ResolvedFlow, focusWidth: IRFocusWidth, origin: Double, itemCount: Int, aspects: [Size]?
  ) throws -> (SectionPlan, crossFar: Double) {
    guard !flow.estimated else { throw EvaluationError.focusWidthSizes(section: index, estimated: true) }
    let focus = input.focus
    guard focus.item >= 0, focus.item < max(itemCount, 1) else {
      throw EvaluationError.invalidFocus(section: index, item: focus.item, progress: focus.progress, items: itemCount)
    }
    guard focus.progress >= 0, focus.progress < 1 else {  // false for NaN too
      throw EvaluationError.invalidFocus(section: index, item: focus.item, progress: focus.progress, items: itemCount)
    }
    let along = layout.scrollAxis
    let across = along.other
    let insets = layout.sections[index].insets
    let (perLine, available) = itemsPerLine(index, flow: flow)
    guard perLine == 1 || itemCount < 2 else {
      throw EvaluationError.focusWidthLines(section: index, perLine: perLine, available: available)
    }
    var (plan, crossFar) = buildFlow(index, flow: flow, origin: origin, itemCount: itemCount)
    let n = flow.itemSize[along]
    let strip = FocusStrip(
      flowLength: n, lineSpacing: flow.lineSpacing,
      focusSpacing: focusWidth.spacing.map { $0.value.doubleValue } ?? flow.lineSpacing,
      natural: FocusStrip.naturalLengths(
        aspects: aspects, count: itemCount, along: along, thickness: flow.itemSize[across], flowLength: n,
        maximum: focusWidth.maxWidth.value.doubleValue))
    let placement = strip.placement(focus: focus, visibleLength: input.viewport[along])
    // The strip takes the place of the flow's lines: after the header and the leading inset, before the trailing
    // inset and the footer, which moves by the difference. Items stay centred across the line, as in the flow (F8).
    let linesLength = itemCount == 0 ? 0 : Double(itemCount) * n + Double(itemCount - 1) * flow.lineSpacing
    let delta = placement.length - linesLength
    let headerLength = plan.boundaries.first { $0.frame.origin(along) <= origin }?.frame.length(along) ?? 0
    let stripStart = origin + headerLength + insets.start(along)
    let thickness = flow.itemSize[across]
    let acrossStart = insets.start(across) + (available - thickness) / 2
    var elements = ContiguousArray<Element>()
    elements.reserveCapacity(itemCount)
    for item in 0..<itemCount {
      elements.append(
        Element(
          frame: Rect(
            along, along: stripStart + placement.starts[item], across: acrossStart, length: placement.lengths[item],
            thickness: thickness),
          category: .cell, kindIndex: -1, section: plan.index, item: Int32(item), zIndex: 0, isPinned: false))
    }
    plan.content = .flow(
      FlowPlacement(
        rows: ExplicitPlacement(
          elements: elements, groupStart: Array(0...itemCount), groupFirstItem: Array(0..<itemCount), axis: along)))
    for slot in plan.boundaries.indices where plan.boundaries[slot].frame.origin(along) > origin {
      plan.boundaries[slot].frame = plan.boundaries[slot].frame.offset(along, by: delta)
    }
    plan.extent += delta
    plan.contentInset = placement.inset
    return (plan, crossFar)
  }
}

extension Evaluation {
  /// Whether a section of this evaluation sets `contentInset` (SE8: a focus-width section does, even when the inset
  /// it computes is 0), so that outputs report the inset exactly when the layout has one.
  public var setsContentInset: Bool { sections.contains { $0.contentInset != nil } }
}
