import LayoutIR
import LayoutRules

/// SE6: page parallax, the seed's photo pager, on a flow section whose lines hold one item each. At a scroll offset
/// X along the scroll axis, with M = the pitch (item length + line spacing), the current page is
/// c = trunc(X / M) clamped to the items and its progress f = X / M - c (negative while bouncing before the first
/// page, above 1 past the last). Item c narrows from its natural length by G f, item c + 1 widens from its natural
/// length less G to the natural length, neither below the minimum; both keep the natural length across the axis
/// and their rest centres. Every other item keeps its flow frame, and the content size is the flow's.
struct PageParallax: Sendable {
  var axis: Axis
  /// M: item length along the axis + line spacing.
  var pitch: Double
  /// G and the floor, in points.
  var spacing: Double
  var minimumLength: Double
  /// The unrounded centre of item 0's rest frame; item i's is `pitch * i` further along.
  var firstCentre: Point
  /// Each item's natural size: its aspect fitted in the flow size, or the flow size.
  var natural: [Size]

  /// The page and the progress within it at content offset `offset` along the axis (SE6).
  func page(at offset: Double) -> (current: Int, progress: Double) {
    guard !natural.isEmpty, pitch > 0 else { return (0, 0) }
    let ratio = offset / pitch
    // Clamped as a Double first, so an offset far past the content never reaches an Int conversion out of range.
    let current = Int(min(max(ratio.rounded(.towardZero), 0), Double(natural.count - 1)))
    return (current, ratio - Double(current))
  }

  /// The unrounded frames of the current and the next item at `offset` (one frame on the last page).
  func frames(at offset: Double) -> [(item: Int, frame: Rect)] {
    let (current, progress) = page(at: offset)
    guard !natural.isEmpty else { return [] }
    var result = [(current, frame(of: current, shrinkingBy: spacing * progress))]
    if current + 1 < natural.count {
      result.append((current + 1, frame(of: current + 1, shrinkingBy: spacing * (1 - progress))))
    }
    return result
  }

  /// Item `item` at its natural size less `amount` along the axis (never below the floor), centred on its rest centre.
  /// The length is capped at `Evaluator.maximumCoordinate` so that no offset, however far, makes a frame infinite.
  private func frame(of item: Int, shrinkingBy amount: Double) -> Rect {
    let size = natural[item]
    let length = min(max(minimumLength, size[axis] - amount), Evaluator.maximumCoordinate)
    var centre = firstCentre
    centre[axis] += pitch * Double(item)
    return Rect(
      axis, along: centre[axis] - length / 2, across: centre[axis.other] - size[axis.other] / 2, length: length,
      thickness: size[axis.other])
  }

  /// Whether every frame at `offset` stays within `Evaluator.maximumCoordinate` (an offset far beyond the content
  /// stretches a bouncing page without bound).
  func isInRange(at offset: Double) -> Bool {
    frames(at: offset).allSatisfy { item in
      let frame = item.frame
      return [frame.x, frame.y, frame.width, frame.height].allSatisfy { $0.magnitude < Evaluator.maximumCoordinate }
    }
  }
}

extension SectionBuilder {
  /// Builds flow section `index` under page parallax (SE6): the flow's rest frames, every item at the flow size, and
  /// what the scroll pass needs to replace the current and next item's frames. `natural` holds the items' natural
  /// sizes from `aspects` (nil: the flow size).
  ///
  /// - Throws: `EvaluationError.pageParallaxLines` when the viewport fits more than one item on a line, and
  ///   `pageParallaxSizes` for an estimated flow size.
  func buildPagedFlow(
    _ index: Int, flow: ResolvedFlow, pages: IRPageParallax, origin: Double, itemCount: Int, natural: [Size]?
  ) throws -> (SectionPlan, crossFar: Double) {
    guard !flow.estimated else { throw EvaluationError.pageParallaxSizes(section: index, estimated: true) }
    let along = layout.scrollAxis
    let (perLine, available) = itemsPerLine(index, flow: flow)
    guard perLine == 1 || itemCount < 2 else {
      throw EvaluationError.pageParallaxLines(section: index, perLine: perLine, available: available)
    }
    var (plan, crossFar) = buildFlow(index, flow: flow, origin: origin, itemCount: itemCount)
    let first = plan.content.locate(.cell, kind: -1, item: 0)?.element.frame
    plan.scrolling.pages = PageParallax(
      axis: along, pitch: flow.itemSize[along] + flow.lineSpacing, spacing: pages.spacing.value.doubleValue,
      minimumLength: pages.minWidth.value.doubleValue,
      firstCentre: first.map { Point(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2) } ?? Point(x: 0, y: 0),
      natural: natural ?? Array(repeating: flow.itemSize, count: itemCount))
    return (plan, crossFar)
  }
}
