import LayoutIR
import LayoutMath
import LayoutRules

/// Where the user has scrolled (S1): the collection view's content offset and, for orthogonal sections (R8), each
/// row's own offset along its row. Frames at a position are those at rest, moved by the scroll post-pass
/// (`ScrollPass.swift`): pinned boundary items clamped into the visible area (S5), rows shifted (S6).
public struct ScrollPosition: Hashable, Sendable {
  /// The content offset: the top-left corner of the visible rect in content coordinates.
  public var contentOffset: Point
  /// The offset of each orthogonal section's row, by section index; a section not named is at 0.
  public var sectionOffsets: [Int: Double]

  /// A position; every value must be finite (SD7), which `Evaluation.check(_:)` verifies.
  public init(contentOffset: Point, sectionOffsets: [Int: Double] = [:]) {
    self.contentOffset = contentOffset
    self.sectionOffsets = sectionOffsets
  }

  /// The content offset (0, 0) with every row at rest.
  public static let zero = ScrollPosition(contentOffset: Point(x: 0, y: 0))
}

/// Why a scroll position or a settle request cannot be evaluated.
public enum ScrollError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An offset or velocity is NaN or infinite (SD7): `what` names it.
  case notFinite(what: String, value: Double)
  /// A section offset or a settle request names a section the layout does not have.
  case unknownSection(Int, sectionCount: Int)
  /// A section offset or a settle request names a section whose row does not scroll on its own (SD7, S6).
  case sectionDoesNotScroll(Int)
  /// A content offset so far beyond the content that page parallax (SE6) would stretch a page past
  /// `Evaluator.maximumCoordinate`.
  case pageOutOfRange(offset: Double)

  /// A one-line message.
  public var description: String {
    switch self {
    case .notFinite(let what, let value): return "\(what) is \(value); offsets and velocities must be finite numbers"
    case .unknownSection(let section, let count):
      return "section \(section) does not exist; the layout has \(count) section(s)"
    case .sectionDoesNotScroll(let section):
      return "section \(section) does not scroll on its own (it has no 'scroll' behaviour)"
    case .pageOutOfRange(let offset):
      return "the content offset \(offset) is so far beyond the content that its page-parallax page would pass "
        + "\(PrintedNumber.limit(Evaluator.maximumCoordinate).text) points"
    }
  }
}

/// What the scroll post-pass needs of a section beyond its rest frames, recorded by the builder.
struct SectionScrolling: Sendable {
  /// The alignment edges of each boundary item, in `SectionPlan.boundaries` order; empty when none is pinned (S5).
  var pinEdges: [Set<IREdge>] = []
  /// The row of an orthogonal section (S6, S7); nil for a section that scrolls with the layout.
  var row: OrthogonalRow?
  /// A flow section's header and footer lengths along the scroll axis (nil when absent; the header, when present, is
  /// the first boundary element), when one of them is pinned: flow pinning (S4) stops a header above its own footer,
  /// unlike S5.
  var flowPinning: (header: Double?, footer: Double?)?
  /// The scroll effects of the section's cells (SE rules); nil when none applies.
  var effects: SectionEffects?
  /// Page parallax (SE6): the current and next items' frames at an offset replace their flow frames.
  var pages: PageParallax?

  /// Whether some boundary item of the section is pinned (S4, S5).
  var pins: Bool { !pinEdges.isEmpty || flowPinning != nil }
}

/// An orthogonal section's row: how far it scrolls and where its groups start (S6, S7).
struct OrthogonalRow: Sendable {
  var behavior: IRScrollBehavior
  /// The row's axis (across the layout's scroll axis).
  var axis: Axis
  /// R8.2's scrollable length, plus both pads for group-paging-centered (U5), unrounded.
  var length: Double
  /// The viewport's length along the row (reference insets are 0, U7).
  var visibleLength: Double
  /// Closed form: group g starts g * stride after group 0; nil when the groups are stored one by one (R12.5).
  var stride: Double?
  var groupCount: Int

  /// S6: the largest offset the row settles at; 0 for a row that fits.
  var maximumOffset: Double { max(0, length - visibleLength) }
}
