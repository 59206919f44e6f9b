// A stand-in for the part of AppKit that `layoutc generate swift --framework appkit` output calls, for Linux, where
// AppKit does not exist.
//
// `AppKitRoundTripTests` compiles this folder with `swiftc` as a module named `AppKit` (in a temporary directory,
// never in the package), then the generated files against it, with the same `Recorder.swift` as the UIKit round trip
// (compiled with `-D LAYOUTC_APPKIT_SURFACE`). Each declaration has the name, argument labels, types and optionality
// of Apple's AppKit documentation, whose page it cites; it stores what it is given instead of laying anything out.
// Members that are not Apple API are marked "Recording:" and carry the names the recorder reads in the UIKit
// stand-in. Only what the AppKit output calls is here: no visible items (AppKit's have no transform, so scroll effects
// are E0501 for AppKit), no layout attributes or update items (appear/disappear effects are E0501 for AppKit).
//
// Defaults are AppKit's documented ones. Where Apple documents none (the z index of supplementary and boundary items)
// the stand-in starts at 0, away from the IR's default of 1, so generated code that forgot to set it shows up as a
// difference in the round trip.
@_exported import Foundation

// https://developer.apple.com/documentation/appkit/nsdirectionaledgeinsets
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  // https://developer.apple.com/documentation/appkit/nsdirectionaledgeinsets/init(top:leading:bottom:trailing:)
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  // https://developer.apple.com/documentation/appkit/nsdirectionaledgeinsets/zero
  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

// https://developer.apple.com/documentation/appkit/nsdirectionalrectedge
public struct NSDirectionalRectEdge: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
  public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
  public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
  public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
  public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

// https://developer.apple.com/documentation/appkit/nsrectalignment
public enum NSRectAlignment: Int, Sendable {
  case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

// https://developer.apple.com/documentation/appkit/nscollectionview
open class NSCollectionView {
  // https://developer.apple.com/documentation/appkit/nscollectionview/scrolldirection-swift.enum
  public enum ScrollDirection: Int, Sendable {
    case vertical, horizontal
  }
}

// https://developer.apple.com/documentation/appkit/nscollectionlayoutsectionorthogonalscrollingbehavior
public enum NSCollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

// https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension
open class NSCollectionLayoutDimension {
  // Recording: which of the four class methods made it.
  public enum RecordedKind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
  public let recordedKind: RecordedKind
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension/dimension
  public let dimension: CGFloat

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension/isfractionalwidth
  public var isFractionalWidth: Bool { recordedKind == .fractionalWidth }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension/isfractionalheight
  public var isFractionalHeight: Bool { recordedKind == .fractionalHeight }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension/isabsolute
  public var isAbsolute: Bool { recordedKind == .absolute }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension/isestimated
  public var isEstimated: Bool { recordedKind == .estimated }

  public required init(recordedKind: RecordedKind, dimension: CGFloat) {
    self.recordedKind = recordedKind
    self.dimension = dimension
  }

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension/fractionalwidth(_:)
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> Self {
    Self(recordedKind: .fractionalWidth, dimension: fractionalWidth)
  }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension/fractionalheight(_:)
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> Self {
    Self(recordedKind: .fractionalHeight, dimension: fractionalHeight)
  }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension/absolute(_:)
  open class func absolute(_ absoluteDimension: CGFloat) -> Self {
    Self(recordedKind: .absolute, dimension: absoluteDimension)
  }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdimension/estimated(_:)
  open class func estimated(_ estimatedDimension: CGFloat) -> Self {
    Self(recordedKind: .estimated, dimension: estimatedDimension)
  }
}

// https://developer.apple.com/documentation/appkit/nscollectionlayoutsize
open class NSCollectionLayoutSize {
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsize/widthdimension
  public let widthDimension: NSCollectionLayoutDimension
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsize/heightdimension
  public let heightDimension: NSCollectionLayoutDimension

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsize/init(widthdimension:heightdimension:)
  public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
    self.widthDimension = widthDimension
    self.heightDimension = heightDimension
  }
}

// https://developer.apple.com/documentation/appkit/nscollectionlayoutspacing
open class NSCollectionLayoutSpacing {
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutspacing/spacing
  public let spacing: CGFloat
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutspacing/isflexiblespacing
  public let isFlexibleSpacing: Bool
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutspacing/isfixedspacing
  public var isFixedSpacing: Bool { !isFlexibleSpacing }

  public required init(spacing: CGFloat, isFlexibleSpacing: Bool) {
    self.spacing = spacing
    self.isFlexibleSpacing = isFlexibleSpacing
  }

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutspacing/fixed(_:)
  open class func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutspacing/flexible(_:)
  open class func flexible(_ flexibleSpacing: CGFloat) -> Self {
    Self(spacing: flexibleSpacing, isFlexibleSpacing: true)
  }
}

// https://developer.apple.com/documentation/appkit/nscollectionlayoutedgespacing
open class NSCollectionLayoutEdgeSpacing {
  public let leading: NSCollectionLayoutSpacing?
  public let top: NSCollectionLayoutSpacing?
  public let trailing: NSCollectionLayoutSpacing?
  public let bottom: NSCollectionLayoutSpacing?

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutedgespacing/init(leading:top:trailing:bottom:)
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

// https://developer.apple.com/documentation/appkit/nscollectionlayoutanchor
open class NSCollectionLayoutAnchor {
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutanchor/edges
  public let edges: NSDirectionalRectEdge
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutanchor/offset
  public let offset: CGPoint
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutanchor/isfractionaloffset
  public let isFractionalOffset: Bool
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutanchor/isabsoluteoffset
  public var isAbsoluteOffset: Bool { !isFractionalOffset }

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutanchor/init(edges:)
  public convenience init(edges: NSDirectionalRectEdge) { self.init(edges, .zero, fractional: false) }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutanchor/init(edges:absoluteoffset:)
  public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
    self.init(edges, absoluteOffset, fractional: false)
  }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutanchor/init(edges:fractionaloffset:)
  public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
    self.init(edges, fractionalOffset, fractional: true)
  }

  init(_ edges: NSDirectionalRectEdge, _ offset: CGPoint, fractional: Bool) {
    self.edges = edges
    self.offset = offset
    self.isFractionalOffset = fractional
  }
}
