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
///
/// The large and rare values (edge spacing, viewport ranges, effects) are `indirect`: every assignment of the model is as large as the
/// largest case, and the checker, lowering and the linter each walk every assignment of a file, whose model does not
/// stay in the cache; a scroll effect inline made an assignment 192 bytes, three cache lines.
public enum PropertyValue: Sendable, Hashable {
  case size(LayoutSize)
  case insets(Insets)
  indirect case edges(EdgeSpacing)
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
  indirect case viewport(ViewportRange)
  /// One side of a size (`width:` / `height:`), read before the checker folds it into the declaration's `size`.
  case dimension(Dimension)
  /// A declared appear or disappear effect (E1.1).
  indirect case effect(ElementEffect)
  /// Scroll-driven decorative effects (`effect: scale 0.8, alpha 0.5`; SE rules).
  indirect case scrollEffect(ScrollEffect)
  /// The name of another layout of the file (`follows: Photos`, L3), resolved by the checker once every layout is
  /// known.
  case layoutName(String)
}

/// A declared appear or disappear effect (E1.1, E2.1): what changes between an element's attributes at rest and its
/// attributes when it starts to appear or finishes disappearing. Nothing set is `none`.
public struct ElementEffect: Sendable, Hashable, CustomStringConvertible {
  /// Alpha 0 at the hidden end.
  public var fade: Bool
  /// A transform scale about the centre at the hidden end: 0 < scale <= 10 (E3.1).
  public var scale: Rational?
  /// The centre moved at the hidden end, in points or fractions of the collection view's width or height.
  public var offset: EffectOffset?

  /// Creates an effect; no argument is `none`.
  public init(fade: Bool = false, scale: Rational? = nil, offset: EffectOffset? = nil) {
    self.fade = fade
    self.scale = scale
    self.offset = offset
  }

  /// UIKit's default when no effect is declared: a plain fade (MU10).
  public static let uikitDefault = ElementEffect(fade: true)

  /// The canonical source text: `fade`, `scale S`, `offset X Y` in that order, joined by ", "; `none` alone.
  public var description: String {
    var parts: [String] = []
    if fade { parts.append("fade") }
    if let scale { parts.append("scale \(scale)") }
    if let offset { parts.append("offset \(offset.x) \(offset.y)") }
    return parts.isEmpty ? "none" : parts.joined(separator: ", ")
  }
}

/// The translation of an effect: each component absolute or a fraction of the collection view's width or height
/// (never estimated).
public struct EffectOffset: Sendable, Hashable {
  public var x: Dimension
  public var y: Dimension

  /// Creates an offset.
  public init(x: Dimension, y: Dimension) {
    self.x = x
    self.y = y
  }
}
