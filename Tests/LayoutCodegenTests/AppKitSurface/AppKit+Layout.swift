// The stand-in's items, groups, sections and layout (see AppKit.swift for what this module is).

// https://developer.apple.com/documentation/appkit/nscollectionlayoutitem
open class NSCollectionLayoutItem {
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutitem/layoutsize
  public let layoutSize: NSCollectionLayoutSize
  private var storedSupplementaryItems: [NSCollectionLayoutSupplementaryItem]
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutitem/supplementaryitems
  open var supplementaryItems: [NSCollectionLayoutSupplementaryItem] { storedSupplementaryItems }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutitem/contentinsets
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutitem/edgespacing
  open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutitem/init(layoutsize:)
  public convenience init(layoutSize: NSCollectionLayoutSize) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
  }

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutitem/init(layoutsize:supplementaryitems:)
  public required init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
    self.layoutSize = layoutSize
    self.storedSupplementaryItems = supplementaryItems
  }

  func setSupplementaryItems(_ items: [NSCollectionLayoutSupplementaryItem]) { storedSupplementaryItems = items }
}

// https://developer.apple.com/documentation/appkit/nscollectionlayoutsupplementaryitem
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsupplementaryitem/elementkind
  public private(set) var elementKind = ""
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsupplementaryitem/containeranchor
  public private(set) var containerAnchor = NSCollectionLayoutAnchor(edges: [])
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsupplementaryitem/itemanchor
  public private(set) var itemAnchor: NSCollectionLayoutAnchor?
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsupplementaryitem/zindex
  open var zIndex = 0

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:)
  public convenience init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
  ) {
    self.init(layoutSize: layoutSize, supplementaryItems: [])
    self.elementKind = elementKind
    self.containerAnchor = containerAnchor
  }

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsupplementaryitem/init(layoutsize:elementkind:containeranchor:itemanchor:)
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

// https://developer.apple.com/documentation/appkit/nscollectionlayoutboundarysupplementaryitem
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutboundarysupplementaryitem/alignment
  public private(set) var alignment = NSRectAlignment.none
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutboundarysupplementaryitem/offset
  public private(set) var offset = CGPoint.zero
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutboundarysupplementaryitem/extendsboundary
  open var extendsBoundary = true
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutboundarysupplementaryitem/pintovisiblebounds
  open var pinToVisibleBounds = false

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:)
  public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
    self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
  }

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutboundarysupplementaryitem/init(layoutsize:elementkind:alignment:absoluteoffset:)
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

// https://developer.apple.com/documentation/appkit/nscollectionlayoutdecorationitem
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdecorationitem/elementkind
  public private(set) var elementKind = ""
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdecorationitem/zindex
  open var zIndex = 0

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutdecorationitem/background(elementkind:)
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

// https://developer.apple.com/documentation/appkit/nscollectionlayoutgroup
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  // Recording: the axis of the class method that made the group (AppKit keeps it private).
  public enum RecordedAxis: Sendable { case horizontal, vertical }
  public private(set) var recordedAxis = RecordedAxis.horizontal
  // Recording: the count of `repeatingSubitem:count:`, nil for a group of subitems.
  public private(set) var recordedCount: Int?
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutgroup/subitems
  public private(set) var subitems: [NSCollectionLayoutItem] = []
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutgroup/interitemspacing
  open var interItemSpacing: NSCollectionLayoutSpacing?
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutgroup/supplementaryitems
  open override var supplementaryItems: [NSCollectionLayoutSupplementaryItem] {
    get { super.supplementaryItems }
    set { setSupplementaryItems(newValue) }
  }

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutgroup/horizontal(layoutsize:subitems:)
  open class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    make(.horizontal, layoutSize, subitems, count: nil)
  }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutgroup/vertical(layoutsize:subitems:)
  open class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> Self {
    make(.vertical, layoutSize, subitems, count: nil)
  }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutgroup/horizontal(layoutsize:repeatingsubitem:count:)
  @available(macOS 13.0, *)
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem, count: Int
  ) -> Self {
    make(.horizontal, layoutSize, [subitem], count: count)
  }
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutgroup/vertical(layoutsize:repeatingsubitem:count:)
  @available(macOS 13.0, *)
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

// https://developer.apple.com/documentation/appkit/nscollectionlayoutsection
open class NSCollectionLayoutSection {
  // Recording: the group the section was made with.
  public let recordedGroup: NSCollectionLayoutGroup
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsection/contentinsets
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsection/intergroupspacing
  open var interGroupSpacing: CGFloat = 0
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsection/orthogonalscrollingbehavior
  open var orthogonalScrollingBehavior = NSCollectionLayoutSectionOrthogonalScrollingBehavior.none
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsection/boundarysupplementaryitems
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsection/supplementariesfollowcontentinsets
  open var supplementariesFollowContentInsets = true
  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsection/decorationitems
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []

  // https://developer.apple.com/documentation/appkit/nscollectionlayoutsection/init(group:)
  public init(group: NSCollectionLayoutGroup) { recordedGroup = group }
}

// https://developer.apple.com/documentation/appkit/nscollectionlayoutcontainer
public protocol NSCollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

// https://developer.apple.com/documentation/appkit/nscollectionlayoutenvironment
// AppKit's environment has the container only: no traitCollection, unlike UIKit's.
public protocol NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer { get }
}

// https://developer.apple.com/documentation/appkit/nscollectionviewcompositionallayoutsectionprovider
public typealias NSCollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
  NSCollectionLayoutSection?

// https://developer.apple.com/documentation/appkit/nscollectionviewcompositionallayoutconfiguration
open class NSCollectionViewCompositionalLayoutConfiguration {
  // https://developer.apple.com/documentation/appkit/nscollectionviewcompositionallayoutconfiguration/scrolldirection
  open var scrollDirection = NSCollectionView.ScrollDirection.vertical
  // https://developer.apple.com/documentation/appkit/nscollectionviewcompositionallayoutconfiguration/intersectionspacing
  open var interSectionSpacing: CGFloat = 0

  public init() {}
}

// https://developer.apple.com/documentation/appkit/nscollectionviewcompositionallayout
open class NSCollectionViewCompositionalLayout {
  // Recording: the provider AppKit calls for each section.
  public let recordedSectionProvider: NSCollectionViewCompositionalLayoutSectionProvider
  // https://developer.apple.com/documentation/appkit/nscollectionviewcompositionallayout/configuration
  open var configuration: NSCollectionViewCompositionalLayoutConfiguration

  // https://developer.apple.com/documentation/appkit/nscollectionviewcompositionallayout/init(sectionprovider:configuration:)
  public init(
    sectionProvider: @escaping NSCollectionViewCompositionalLayoutSectionProvider,
    configuration: NSCollectionViewCompositionalLayoutConfiguration
  ) {
    recordedSectionProvider = sectionProvider
    self.configuration = configuration
  }
}
