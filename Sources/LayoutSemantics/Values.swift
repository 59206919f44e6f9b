import LayoutMath
import LayoutSource

/// A length along one axis, as UIKit's `NSCollectionLayoutDimension`.
public enum Dimension: Sendable, Hashable, CustomStringConvertible {
  /// Points: `120`.
  case absolute(Rational)
  /// Estimated points, replaced by the measured size: `~44`.
  case estimated(Rational)
  /// A fraction of the container's width: `1/3w`.
  case fractionalWidth(Rational)
  /// A fraction of the container's height: `2/3h`.
  case fractionalHeight(Rational)

  public var description: String {
    switch self {
    case .absolute(let v): "\(v)"
    case .estimated(let v): "~\(v)"
    case .fractionalWidth(let f): "\(f)w"
    case .fractionalHeight(let f): "\(f)h"
    }
  }

  /// Whether it is an estimate.
  public var isEstimated: Bool { if case .estimated = self { true } else { false } }
}

/// `WIDTH x HEIGHT`: a pair of dimensions (UIKit's `NSCollectionLayoutSize`). Not `Size`, which is the evaluator's
/// size in points.
public struct LayoutSize: Sendable, Hashable {
  public var width: Dimension
  public var height: Dimension
}

/// Directional insets in points.
public struct Insets: Sendable, Hashable {
  public var top: Rational
  public var leading: Rational
  public var bottom: Rational
  public var trailing: Rational

  /// All four zero.
  public static let zero = Insets(top: .zero, leading: .zero, bottom: .zero, trailing: .zero)
}

/// Spacing that is exactly a value (`10`) or at least a value and may grow (`>=10`).
public struct Spacing: Sendable, Hashable {
  public var value: Rational
  public var isFlexible: Bool
}

/// One side of a rectangle, in directional terms.
public enum Edge: String, Sendable, Hashable, CaseIterable {
  case top, leading, bottom, trailing
}

/// Edge spacing around an item or group: any of the four sides may be set.
public struct EdgeSpacing: Sendable, Hashable {
  public var top: Spacing?
  public var leading: Spacing?
  public var bottom: Spacing?
  public var trailing: Spacing?
}

/// An offset of a supplementary from its anchor: points, or fractions of the supplementary's own size (`30%`).
public struct Offset: Sendable, Hashable {
  public var x: Rational
  public var y: Rational
  public var isFractional: Bool
}

/// `orthogonalScrollingBehavior`.
public enum ScrollBehavior: String, Sendable, Hashable, CaseIterable {
  case none, continuous
  case continuousLeading = "continuous-leading"
  case paging
  case groupPaging = "group-paging"
  case groupPagingCentered = "group-paging-centered"
}

/// The scroll direction of a layout.
public enum ScrollDirection: String, Sendable, Hashable, CaseIterable {
  case vertical, horizontal
}

/// A typed property value.
public enum PropertyValue: Sendable, Hashable {
  case size(LayoutSize)
  case insets(Insets)
  case edges(EdgeSpacing)
  case spacing(Spacing)
  /// Indices of supplementary declarations.
  case supplementaries([Int])
  /// A set of edges: anchors and alignments (empty = centred).
  case edgeSet(Set<Edge>)
  case offset(Offset)
  case integer(Int)
  case boolean(Bool)
  case scroll(ScrollBehavior)
  case direction(ScrollDirection)
  /// The viewport sizes a layout must work for (`LayoutSource.ViewportRange`, the one a lint scope names too).
  case viewport(ViewportRange)
  /// Scroll-driven decorative effects (`effect: scale 0.8, alpha 0.5`).
  case effect(ScrollEffect)
}
