// The stand-in's insets, edges, alignments, sizes, spacings, anchors, items, supplementaries, boundary items,
// decorations and groups, which UIKit and AppKit declare alike: the same names, labels, types and defaults (see
// UIKit.swift and AppKit.swift for what the two modules are). Both modules compile this file. Each declaration cites
// UIKit's page; AppKit's page of the same declaration is at the same path under
// https://developer.apple.com/documentation/appkit/ (for example
// https://developer.apple.com/documentation/appkit/nscollectionlayoutitem).

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

// https://developer.apple.com/documentation/uikit/nscollectionlayoutitem
open class NSCollectionLayoutItem {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/layoutsize
  public let layoutSize: NSCollectionLayoutSize
  private var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/supplementaryitems
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/contentinsets
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/edgespacing
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:)
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutitem/init(layoutsize:supplementaryitems:)
  public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.storedSupplementaryItems = supplementaryItems
  }

  func setSupplementaryItems(_ items: [NSCollectionLayoutSupplementaryItem]) { storedSupplementaryItems = items }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/elementkind
  public private(set) var elementKind = ""
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/containeranchor
  public private(set) var containerAnchor = NSCollectionLayoutAnchor(edges: [])
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/itemanchor
  public private(set) var itemAnchor: NSCollectionLayoutAnchor?
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/zindex
  open var zIndex = 0

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:)
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
  }

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:itemanchor:)
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
    itemAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor)
    self.itemAnchor = itemAnchor
  }

  public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
  }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/alignment
  public private(set) var alignment = NSRectAlignment.none
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/offset
  public private(set) var offset = CGPoint.zero
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/extendsboundary
  open var extendsBoundary = true
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds
  open var pinToVisibleBounds = false

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:absoluteoffset:)
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
  ) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []))
    self.alignment = alignment
    self.offset = absoluteOffset
  }

  public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
  }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/elementkind
  public private(set) var elementKind = ""
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/zindex
  open var zIndex = 0

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutdecorationitem/background(elementkind:)
  open class func background(elementKind: String) -> Self {
    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
    let item = Self(layoutSize: size, supplementaryItems: [])
    item.elementKind = elementKind
    return item
  }

  public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
  }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  // Recording: the axis of the class method that made the group (the framework keeps it private).
  public enum RecordedAxis: Sendable { case horizontal, vertical }
  public private(set) var recordedAxis = RecordedAxis.horizontal
  // Recording: the count of `repeatingSubitem:count:`, nil for a group of subitems.
  public private(set) var recordedCount: Int?
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/subitems
  public private(set) var subitems: [NSCollectionLayoutItem] = []
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/interitemspacing
  open var interItemSpacing: NSCollectionLayoutSpacing?
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/supplementaryitems
  open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { super.supplementaryItems }
    set { setSupplementaryItems(newValue) }
  }

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    make(.horizontal, layoutSize, subitems, count: nil)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    make(.vertical, layoutSize, subitems, count: nil)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
  @available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    make(.horizontal, layoutSize, [subitem], count: count)
  }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutgroup/vertical(layoutsize:repeatingsubitem:count:)
  @available(iOS 16.0, tvOS 16.0, macOS 13.0, *)
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    make(.vertical, layoutSize, [subitem], count: count)
  }

  private class func make(
    _ axis: RecordedAxis, _ size: NSCollectionLayoutSize, _ subitems: [NSCollectionLayoutItem], count: Int?
  ) -> Self {
    let group = Self(layoutSize: size, supplementaryItems: [])
    group.recordedAxis = axis
    group.subitems = subitems
    group.recordedCount = count
    return group
  }

  public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    super.init(layoutSize: layoutSize, supplementaryItems: supplementaryItems)
  }
}
