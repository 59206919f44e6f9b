import LayoutIR
import LayoutRules

/// A dimension with its numbers turned into `Double`s; fractions keep numerator and denominator so `390 * 1 / 3`
/// is computed as `390 / 3` (exact when the quotient is representable).
enum ResolvedDimension: Sendable {
  case absolute(Double)
  case estimated(Double)
  case fraction(numerator: Double, denominator: Double, of: Axis)

  var isEstimated: Bool {
    if case .estimated = self { return true }
    return false
  }

  /// Whether the value depends on the container along `axis` (R5.3).
  func refers(to axis: Axis) -> Bool {
    if case .fraction(_, _, let of) = self { return of == axis }
    return false
  }
}

/// A size of two dimensions.
struct ResolvedLayoutSize: Sendable {
  var width: ResolvedDimension
  var height: ResolvedDimension

  subscript(axis: Axis) -> ResolvedDimension {
    get { axis == .x ? width : height }
    set {
      if axis == .x { width = newValue } else { height = newValue }
    }
  }

  var hasEstimate: Bool { width.isEstimated || height.isEstimated }

  /// R2.1: resolves against a container whose size after insets is `container`; `measured` replaces estimates.
  func resolve(in container: Size, grid: PixelGrid, measured: Size? = nil) -> Size {
    func one(_ dimension: ResolvedDimension, _ axis: Axis) -> Double {
      switch dimension {
      case .absolute(let value): return value
      case .estimated(let value): return measured?[axis] ?? value
      case .fraction(let numerator, let denominator, let of):
        return grid.floor(numerator * container[of] / denominator)
      }
    }
    return Size(width: one(width, .x), height: one(height, .y))
  }
}

/// One spacing value.
struct ResolvedSpacing: Sendable {
  var value: Double
  var isFlexible: Bool

  static let zero = ResolvedSpacing(value: 0, isFlexible: false)
}

/// Edge spacing with nil edges.
struct ResolvedEdgeSpacing: Sendable {
  var top: ResolvedSpacing?, leading: ResolvedSpacing?, bottom: ResolvedSpacing?, trailing: ResolvedSpacing?

  static let none = ResolvedEdgeSpacing()

  func start(_ axis: Axis) -> ResolvedSpacing? { axis == .x ? leading : top }
  func end(_ axis: Axis) -> ResolvedSpacing? { axis == .x ? trailing : bottom }
  /// Sum of both edge values along an axis (flexible ones at their minimum, R5.2).
  func total(_ axis: Axis) -> Double { (start(axis)?.value ?? 0) + (end(axis)?.value ?? 0) }
}

/// An anchor as a unit point plus offset (R9.1).
struct Anchor: Sendable {
  var unit: Point
  var offset: Point
  var isFractional: Bool

  /// The offset in points for a supplementary of `size`.
  func offsetPoints(for size: Size) -> Point {
    isFractional ? Point(x: offset.x * size.width, y: offset.y * size.height) : offset
  }

  /// R9.1: leading only -> 0, trailing only -> 1, neither or both -> 0.5 (top/bottom likewise).
  static func unitPoint(_ edges: Set<IREdge>) -> Point {
    func component(_ start: IREdge, _ end: IREdge) -> Double {
      switch (edges.contains(start), edges.contains(end)) {
      case (true, false): return 0
      case (false, true): return 1
      default: return 0.5
      }
    }
    return Point(x: component(.leading, .trailing), y: component(.top, .bottom))
  }
}

enum ResolvedChild: Sendable {
  case item(Int)
  case group(Int)
}

struct ResolvedItem: Sendable {
  var size: ResolvedLayoutSize
  var insets: ResolvedInsets
  var edges: ResolvedEdgeSpacing
  var supplementaries: [Int]
  /// Scroll effects on the item's cells (SE rules), as the IR gives them; resolved per section (`ScrollEffects.swift`).
  var effect: IRScrollEffect? = nil
}

struct ResolvedGroup: Sendable {
  var name: String
  var axis: Axis
  var size: ResolvedLayoutSize
  var insets: ResolvedInsets
  var edges: ResolvedEdgeSpacing
  var spacing: ResolvedSpacing
  var supplementaries: [Int]
  var children: [ResolvedChild]
  var count: Int?
}

struct ResolvedSupplementary: Sendable {
  var kind: Int32
  var size: ResolvedLayoutSize
  var anchor: Anchor
  var itemAnchor: Anchor?
  var zIndex: Int32
  var insets: ResolvedInsets
}

struct ResolvedBoundary: Sendable {
  var kind: Int32
  var size: ResolvedLayoutSize
  var alignment: IRRectAlignment
  var offset: Point
  var extends: Bool
  var pinned: Bool
  var followsInsets: Bool
  var zIndex: Int32
}

struct ResolvedBackground: Sendable {
  var kind: Int32
  var insets: ResolvedInsets
  var zIndex: Int32
}

/// How a section lays out its items: a compositional root group (R5, R6), or a flow (F rules).
enum ResolvedSectionContent: Sendable {
  /// The index of the root group in `ResolvedLayout.groups`.
  case groups(root: Int)
  /// A flow section, which `SectionBuilder.buildFlow` lays out.
  case flow(ResolvedFlow)
}

struct ResolvedSection: Sendable {
  var content: ResolvedSectionContent
  var insets: ResolvedInsets
  var spacing: Double
  var scroll: IRScrollBehavior
  var boundaries: [ResolvedBoundary]
  var backgrounds: [ResolvedBackground]
  /// Scroll effects on the section's cells (SE rules), as the IR gives them.
  var effect: IRScrollEffect? = nil
}

/// The layout with every guard resolved for one input: plain values, no conditions, kinds as table indices.
struct ResolvedLayout: Sendable {
  var name: String
  var scrollAxis: Axis
  /// The main scroll view pages (S7).
  var paging = false
  var interSectionSpacing: Double
  var items: [ResolvedItem]
  var groups: [ResolvedGroup]
  var supplementaries: [ResolvedSupplementary]
  var sections: [ResolvedSection]
  var kinds: [String]
  /// The IR names of items and groups, by index (for `Evaluation.origin(of:)`).
  var itemNames: [String?]
  var groupNames: [String?]
  /// Whether a group's subtree holds an estimated size (its solution then depends on measured sizes, R12).
  var groupHasEstimate: [Bool] = []
}
