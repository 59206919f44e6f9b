import LayoutEvaluator
import LayoutMath

/// The cell a transition keeps in view (T3.1, T3.2), as reported in `"reference"`.
public struct TransitionReference: Hashable, Sendable {
  /// Its section.
  public var section: Int
  /// Its item.
  public var item: Int
  /// How it was chosen.
  public var anchor: TransitionAnchor

  /// Creates a reference.
  public init(section: Int, item: Int, anchor: TransitionAnchor) {
    self.section = section
    self.item = item
    self.anchor = anchor
  }
}

/// Why two states cannot be animated into each other.
public enum MotionError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The two layouts lay out different numbers of sections (T2.5).
  case sectionCountsDiffer(from: Int, to: Int)
  /// The starting offset lies outside the start state's scroll range.
  case offsetOutOfRange(Point, maximum: Point)

  /// A one-line message.
  public var description: String {
    switch self {
    case .sectionCountsDiffer(let from, let to):
      return
        "a transition needs the same sections on both sides (T2.5), but the start state has \(from) and the end state \(to)"
    case .offsetOutOfRange(let offset, let maximum):
      return
        "the content offset \(Self.point(offset)) is outside the start state's scroll range, from 0,0 to \(Self.point(maximum))"
    }
  }

  /// `x,y` as `--offset` takes it, up to three decimals.
  static func point(_ point: Point) -> String {
    "\(PrintedNumber.short(point.x).text),\(PrintedNumber.short(point.y).text)"
  }
}

/// A transition between two rest evaluations with the same data (T rules): every element of either side, matched by
/// its `ElementID` (M1.1, M1.2), with its start and end attributes, plus the content offset UIKit moves to (T3.3).
///
/// Nothing is materialised: tracks are produced in batches from the two closed forms, one lookup on the other side per
/// element, so a transition costs a small multiple of the two rest evaluations and memory stays bounded.
public struct TransitionMotion: MotionEvaluation {
  /// The start state.
  public let from: Evaluation
  /// The end state.
  public let to: Evaluation
  /// The collection view bounds size (W, H).
  public let viewport: Size
  /// The content offset before (o).
  public let startOffset: Point
  /// The content offset after (T, T3.3).
  public let endOffset: Point
  /// The cell the offset was computed from, if any cell was visible on both sides (T3.2).
  public let reference: TransitionReference?
  /// Element kinds of both sides: the end state's, then those only the start state has. `MotionTrack.kindIndex`
  /// indexes this list.
  public let kinds: [String]
  /// The start state's kind indexes in `kinds`.
  let fromKinds: [Int32]
  /// The effects the start layout declares (elements only the start state has use them, E2.4).
  public var startEffects = MotionEffects.none
  /// The effects the end layout declares (elements only the end state has use them, E2.4).
  public var endEffects = MotionEffects.none

  /// Sets up the transition from `from` to `to`, scrolled to `offset` before it, keeping the cell `anchor` selects.
  public init(
    from: Evaluation, to: Evaluation, viewport: Size, offset: Point = Point(x: 0, y: 0),
    anchor: TransitionAnchor = .uikit
  ) throws(MotionError) {
    guard from.sectionCount == to.sectionCount else {
      throw .sectionCountsDiffer(from: from.sectionCount, to: to.sectionCount)
    }
    let maximum = Point(
      x: max(0, from.contentSize.width - viewport.width), y: max(0, from.contentSize.height - viewport.height))
    guard offset.x >= 0, offset.y >= 0, offset.x <= maximum.x, offset.y <= maximum.y else {
      throw .offsetOutOfRange(offset, maximum: maximum)
    }
    self.from = from
    self.to = to
    self.viewport = viewport
    self.startOffset = offset
    (kinds, fromKinds) = mergedKinds(from: from, to: to)
    let anchorChoice = Self.reference(from: from, to: to, viewport: viewport, offset: offset, anchor: anchor)
    reference = anchorChoice?.reference
    endOffset = Self.clamp(anchorChoice?.proposed ?? offset, content: to.contentSize, viewport: viewport)
  }

  /// The visible rect before (B0).
  public var startVisibleRect: Rect {
    Rect(x: startOffset.x, y: startOffset.y, width: viewport.width, height: viewport.height)
  }

  /// The visible rect after, at the target offset T.
  public var endVisibleRect: Rect {
    Rect(x: endOffset.x, y: endOffset.y, width: viewport.width, height: viewport.height)
  }

  /// T2.4: the transition layout reports the larger of the two sizes on each axis at every progress; an animated
  /// change installs the end size at once, so only progress 0 shows the start size.
  public func contentSize(at p: Double, driver: MotionDriver) -> Size {
    switch driver {
    case .transition:
      return Size(
        width: max(from.contentSize.width, to.contentSize.width),
        height: max(from.contentSize.height, to.contentSize.height))
    case .animated:
      return p == 0 ? from.contentSize : to.contentSize
    }
  }

  /// T3.3 (MU11): the proposal clamped into the end state's content along both axes.
  static func clamp(_ proposed: Point, content: Size, viewport: Size) -> Point {
    Point(
      x: min(max(proposed.x, 0), max(0, content.width - viewport.width)),
      y: min(max(proposed.y, 0), max(0, content.height - viewport.height)))
  }

  /// T3.1, T3.2: the reference cell and the offset it proposes; `nil` when no visible cell exists on both sides.
  static func reference(
    from: Evaluation, to: Evaluation, viewport: Size, offset: Point, anchor: TransitionAnchor
  ) -> (reference: TransitionReference, proposed: Point)? {
    let visible = Rect(x: offset.x, y: offset.y, width: viewport.width, height: viewport.height)
    let centre = Point(x: visible.x + visible.width / 2, y: visible.y + visible.height / 2)
    // (distance², section, item) orders the candidates: nearest first, ties to the lowest index path (MU4).
    var best: (key: (Double, Int, Int), start: Rect, end: Rect)?
    // A rect query (MU19: positive-area overlap), so the cost is that of the visible cells, not of N.
    for element in from.elements(in: visible) where element.category == .cell {
      let id = ElementID(category: .cell, kind: nil, section: element.section, item: element.item)
      // A candidate needs an end frame (T3.2); the next one is taken otherwise.
      guard let end = to.frame(of: id) else { continue }
      let start = element.frame
      let distance: Double
      switch anchor {
      case .uikit:
        let dx = start.x + start.width / 2 - centre.x
        let dy = start.y + start.height / 2 - centre.y
        distance = dx * dx + dy * dy
      case .first: distance = 0
      }
      let key = (distance, element.section, element.item)
      if best == nil || key < best!.key { best = (key, start, end) }
    }
    guard let best else { return nil }
    let reference = TransitionReference(section: best.key.1, item: best.key.2, anchor: anchor)
    switch anchor {
    case .uikit:
      // The reference ends centred in the viewport.
      let proposed = Point(
        x: best.end.x + best.end.width / 2 - viewport.width / 2,
        y: best.end.y + best.end.height / 2 - viewport.height / 2)
      return (reference, proposed)
    case .first:
      // The reference keeps its on-screen origin.
      let proposed = Point(
        x: best.end.x - (best.start.x - offset.x), y: best.end.y - (best.start.y - offset.y))
      return (reference, proposed)
    }
  }
}
