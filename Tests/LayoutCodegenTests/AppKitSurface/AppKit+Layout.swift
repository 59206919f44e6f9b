// The stand-in's sections and layout; its items and groups are UIKitSurface/NSCollectionLayout.swift, which
// both modules compile (see AppKit.swift for what this module is).

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
