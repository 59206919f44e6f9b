import LayoutIR
import LayoutRules

/// Where scrolling comes to rest (S7): a deterministic model of UIKit's choice, not its physics (SD8).
extension Evaluation {
  /// UIKit's normal deceleration rate, 0.998 per millisecond: a fling of v points per second travels
  /// v / 1000 * 0.998 / (1 - 0.998) = 0.499 v points before it stops.
  public static let decelerationProjection = 0.499

  /// The offset along its scroll axis where a scroll view released at `from` with `velocity` (points per second)
  /// comes to rest: the orthogonal row of `section`, or the main scroll view when `section` is nil. Always inside the
  /// range the view scrolls over: a row's from 0 to its largest offset (S6); the main view's from minus its content
  /// inset to the content's length less the viewport's plus the inset (S7; the inset is 0 but for focus width, SE8).
  ///
  /// Free motion (`continuous`, and the main view without `paging: true`) stops where the deceleration projects it.
  /// The main view with `paging: true` takes the least offset plus multiples of the viewport's length along its axis,
  /// and the largest offset, as its candidates. `continuous-leading` takes the group start nearest to that
  /// projection. The paging behaviours move one page per fling: the first candidate past `from` in the velocity's
  /// direction, or the nearest one at zero velocity; a tie goes to the larger offset (S7).
  ///
  /// - Throws: `ScrollError` for a non-finite `from` or `velocity`, an unknown section, or a section whose row does
  ///   not scroll on its own.
  public func settle(section: Int?, from: Double, velocity: Double) throws(ScrollError) -> Double {
    guard from.isFinite else { throw .notFinite(what: "the settle start", value: from) }
    guard velocity.isFinite else { throw .notFinite(what: "the settle velocity", value: velocity) }
    let projected = from + Self.decelerationProjection * velocity
    guard let section else {
      let axis = sections.first?.layoutAxis ?? .y
      // A content inset lets the view scroll that far past either end of its content, as a scroll view does.
      let minimum = -contentInset
      let maximum = max(minimum, contentSize[axis] - viewport[axis] + contentInset)
      guard isPaging else { return min(max(projected, minimum), maximum) }
      // S7, main paging: the least offset plus k L, and the largest offset.
      let candidates = SettleCandidates(page: viewport[axis], minimum: minimum, maximum: maximum)
      if velocity > 0 { return candidates.first(after: from) }
      if velocity < 0 { return candidates.last(before: from) }
      return candidates.nearest(to: from)
    }
    guard sections.indices.contains(section) else { throw .unknownSection(section, sectionCount: sections.count) }
    guard let row = sections[section].scrolling.row else { throw .sectionDoesNotScroll(section) }
    let candidates = SettleCandidates(row: row, content: sections[section].content)
    switch row.behavior {
    case .none, .continuous: return min(max(projected, 0), row.maximumOffset)
    case .continuousLeading: return candidates.nearest(to: projected)
    case .paging, .groupPaging, .groupPagingCentered:
      if velocity > 0 { return candidates.first(after: from) }
      if velocity < 0 { return candidates.last(before: from) }
      return candidates.nearest(to: from)
    }
  }
}

/// S7's candidate offsets of one row, in increasing order, computed by index so that a row of millions of groups
/// is searched, never listed: group starts (or multiples of the viewport for `paging`) clamped to the largest offset,
/// then the largest offset itself.
struct SettleCandidates {
  /// The least offset the view rests at: 0, or minus the main view's content inset.
  let minimum: Double
  let maximum: Double
  /// How many candidates come before the final `maximum`.
  let count: Int
  private let value: (Int) -> Double

  init(row: OrthogonalRow, content: SectionContent) {
    let maximum = row.maximumOffset
    self.minimum = 0
    self.maximum = maximum
    if row.behavior == .paging {
      let page = row.visibleLength
      count = Int(min((maximum / page).rounded(.up), Double(Int32.max)))
      value = { min(Double($0) * page, maximum) }
    } else if let stride = row.stride {
      count = row.groupCount
      value = { min(Double($0) * stride, maximum) }
    } else {
      // R12.5: groups differ; a group's start is the nearest edge of its elements, measured from group 0's.
      var starts: [Double] = []
      if case .explicit(let placement) = content, placement.groupStart.count > 1 {
        for g in 0..<(placement.groupStart.count - 1) {
          let members = placement.elements[placement.groupStart[g]..<placement.groupStart[g + 1]]
          starts.append(members.map { $0.frame.origin(row.axis) }.min() ?? 0)
        }
      }
      let first = starts.first ?? 0
      count = starts.count
      value = { min(starts[$0] - first, maximum) }
    }
  }

  /// The main view's pages (S7): `minimum` plus multiples of `page`, clamped to `maximum`, then `maximum`.
  init(page: Double, minimum: Double, maximum: Double) {
    self.minimum = minimum
    self.maximum = maximum
    count = page > 0 ? Int(min(((maximum - minimum) / page).rounded(.up), Double(Int32.max))) : 0
    value = { min(minimum + Double($0) * page, maximum) }
  }

  /// Candidate `k`, the last (`count`) being the largest offset.
  func at(_ k: Int) -> Double { k < count ? value(k) : maximum }

  /// The first candidate greater than `offset`, or the largest offset when none is.
  func first(after offset: Double) -> Double {
    let k = partition(count + 1) { at($0) > offset }
    return k <= count ? at(k) : maximum
  }

  /// The last candidate less than `offset`, or the least offset when none is.
  func last(before offset: Double) -> Double {
    let k = partition(count + 1) { at($0) >= offset }
    return k > 0 ? at(k - 1) : minimum
  }

  /// The candidate nearest to `offset`, a tie going to the larger one.
  func nearest(to offset: Double) -> Double {
    let k = partition(count + 1) { at($0) >= offset }
    if k > count { return maximum }
    if k == 0 { return at(0) }
    let above = at(k)
    let below = at(k - 1)
    return above - offset <= offset - below ? above : below
  }
}

/// Where a settle request comes to rest (S7), as `eval --settle` reports it.
public struct SettleResult: Hashable, Sendable {
  /// The target offset along the scroll axis of the main view or of the section's row.
  public var target: Double
  /// The target as a point: the main view's content offset, or for a section the row's offset on the row's axis
  /// and 0 on the other.
  public var point: Point
  /// The scroll position at the target: `base` with the main content offset or the section's offset replaced.
  public var position: ScrollPosition
}

extension Evaluation {
  /// `settle(section:from:velocity:)`, with the position the frames are then evaluated at: `base` with the main
  /// view's offset along its scroll axis, or the section's row offset, set to the target (S3).
  public func settle(
    section: Int?, from: Double, velocity: Double, base: ScrollPosition
  ) throws(ScrollError) -> SettleResult {
    let target = try settle(section: section, from: from, velocity: velocity)
    var position = base
    var point = Point(x: 0, y: 0)
    if let section {
      position.sectionOffsets[section] = target
      point[sections[section].scrolling.row?.axis ?? .x] = target
    } else {
      position.contentOffset[sections.first?.layoutAxis ?? .y] = target
      point = position.contentOffset
    }
    return SettleResult(target: target, point: point, position: position)
  }
}
