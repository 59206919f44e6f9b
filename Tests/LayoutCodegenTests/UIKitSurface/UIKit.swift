// A stand-in for the part of UIKit that `layoutc generate swift` output calls, for Linux, where UIKit does not exist.
//
// `RoundTripTests` compiles this file with `swiftc` as a module named `UIKit` (in a temporary directory, never in
// the package, so it can never shadow the real framework), then the generated files against it. Each declaration has
// the name, argument labels, types and optionality of Apple's documentation, whose page it cites; it stores what it is
// given instead of laying anything out. The few members that are not Apple API are marked "Recording:": they expose
// what UIKit keeps private (a group's axis and count, a layout's section provider) so that `Recorder.swift` can turn
// what was built back into the IR.
//
// Defaults are UIKit's documented ones. Where Apple documents none (the z index of supplementary and boundary items)
// the stand-in starts at 0, away from the IR's default of 1, so generated code that forgot to set it shows up as a
// difference in the round trip.
@_exported import Foundation

// https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  // https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  // https://developer.apple.com/documentation/uikit/nsdirectionaledgeinsets/zero
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

// https://developer.apple.com/documentation/uikit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

// https://developer.apple.com/documentation/uikit/nsrectalignment
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

// https://developer.apple.com/documentation/uikit/uitraitcollection
open class UITraitCollection {
  // https://developer.apple.com/documentation/uikit/uitraitcollection/displayscale
  open var displayScale: CGFloat { recordedDisplayScale }
  // Recording: the scale the recorder's environment reports.
  public let recordedDisplayScale: CGFloat
  public init(recordedDisplayScale: CGFloat) { self.recordedDisplayScale = recordedDisplayScale }
}

// https://developer.apple.com/documentation/uikit/uicollectionview
open class UICollectionView {
  // UIView's bounds (UICollectionView inherits it); the recorder sets it.
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds = CGRect.zero
  // UIScrollView's content offset (UICollectionView inherits it); the recorder sets it.
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  open var contentOffset = CGPoint.zero
  // UIScrollView's paging switch (UICollectionView inherits it); the generated `configure(_:)` sets it (S7).
  // https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled
  open var isPagingEnabled = false
  // UIScrollView's content inset (UICollectionView inherits it); a generated link helper sets and reads it (L1, L2).
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentinset
  open var contentInset = UIEdgeInsets.zero
  // The layout the view shows, which the test sets; a generated link helper reads each view's pitch from it.
  // https://developer.apple.com/documentation/uikit/uicollectionview/collectionviewlayout
  open var collectionViewLayout = UICollectionViewLayout()
  // Recording: whether the last offset was set through `setContentOffset(_:animated:)` with animation.
  public var recordedAnimatedOffset = false

  // UIScrollView's animated scroll; the stand-in moves at once and records that it was asked to animate.
  // https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
    recordedAnimatedOffset = animated
  }
  // Recording: the item count of each section, which the recorder sets.
  public var recordedItemCounts: [Int] = []

  public init() {}

  // https://developer.apple.com/documentation/uikit/uicollectionview/numberofsections
  open var numberOfSections: Int { recordedItemCounts.count }

  // https://developer.apple.com/documentation/uikit/uicollectionview/numberofitems(insection:)
  open func numberOfItems(inSection section: Int) -> Int {
    recordedItemCounts.indices.contains(section) ? recordedItemCounts[section] : 0
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/scrolldirection-swift.enum
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutsectionorthogonalscrollingbehavior
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension
open class NSCollectionLayoutDimension {
  // Recording: which of the four class methods made it.
  public enum RecordedKind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
  public let recordedKind: RecordedKind
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/dimension
  public let dimension: CGFloat

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isfractionalwidth
  public var isFractionalWidth: Bool { recordedKind == .fractionalWidth }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isfractionalheight
  public var isFractionalHeight: Bool { recordedKind == .fractionalHeight }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isabsolute
  public var isAbsolute: Bool { recordedKind == .absolute }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/isestimated
  public var isEstimated: Bool { recordedKind == .estimated }

  public required init(recordedKind: RecordedKind, dimension: CGFloat) {
    self.recordedKind = recordedKind
    self.dimension = dimension
  }

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalwidth(_:)
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(recordedKind: .fractionalWidth, dimension: fractionalWidth)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/fractionalheight(_:)
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(recordedKind: .fractionalHeight, dimension: fractionalHeight)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/absolute(_:)
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(recordedKind: .absolute, dimension: absoluteDimension)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdimension/estimated(_:)
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(recordedKind: .estimated, dimension: estimatedDimension)
  }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsize
open class NSCollectionLayoutSize {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/widthdimension
  public let widthDimension: NSCollectionLayoutDimension
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/heightdimension
  public let heightDimension: NSCollectionLayoutDimension

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
  public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing
open class NSCollectionLayoutSpacing {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/spacing
  public let spacing: CGFloat
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/isflexiblespacing
  public let isFlexibleSpacing: Bool
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/isfixedspacing
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  public required init(spacing: CGFloat, isFlexibleSpacing: Bool) {
    self.spacing = spacing
    self.isFlexibleSpacing = isFlexibleSpacing
  }

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/fixed(_:)
  open class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutspacing/flexible(_:)
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(spacing: flexibleSpacing, isFlexibleSpacing: true)
  }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing
open class NSCollectionLayoutEdgeSpacing {
  public let leading: NSCollectionLayoutSpacing?
  public let top: NSCollectionLayoutSpacing?
  public let trailing: NSCollectionLayoutSpacing?
  public let bottom: NSCollectionLayoutSpacing?

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutedgespacing/init(leading:top:trailing:bottom:)
  public init(
    leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
    bottom: NSCollectionLayoutSpacing?
  ) {
    self.leading = leading
    self.top = top
    self.trailing = trailing
    self.bottom = bottom
  }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor
open class NSCollectionLayoutAnchor {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/edges
  public let edges: NSDirectionalRectEdge
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/offset
  public let offset: CGPoint
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/isfractionaloffset
  public let isFractionalOffset: Bool
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/isabsoluteoffset
  public var isAbsoluteOffset: Bool { !isFractionalOffset }

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:)
  public convenience init(edges: NSDirectionalRectEdge) { self.init(edges, .zero, fractional: false) }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:absoluteoffset:)
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges, absoluteOffset, fractional: false)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutanchor/init(edges:fractionaloffset:)
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges, fractionalOffset, fractional: true)
  }

  init(_ edges: NSDirectionalRectEdge, _ offset: CGPoint, fractional: Bool) {
    self.edges = edges
    self.offset = offset
    self.isFractionalOffset = fractional
  }
}
