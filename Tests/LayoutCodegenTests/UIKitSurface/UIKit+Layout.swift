// The stand-in's sections and layout; its items and groups are in NSCollectionLayout.swift (see UIKit.swift
// for what this module is).

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsection
open class NSCollectionLayoutSection {
  // Recording: the group the section was made with.
  public let recordedGroup: NSCollectionLayoutGroup
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/contentinsets
  open var contentInsets: NSDirectionalEdgeInsets = .zero
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/intergroupspacing
  open var interGroupSpacing: CGFloat = 0
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/orthogonalscrollingbehavior
  open var orthogonalScrollingBehavior = UICollectionLayoutSectionOrthogonalScrollingBehavior.none
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/boundarysupplementaryitems
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/supplementariesfollowcontentinsets
  open var supplementariesFollowContentInsets = true
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/decorationitems
  open var decorationItems: [NSCollectionLayoutDecorationItem] = []
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/visibleitemsinvalidationhandler
  open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

  // https://developer.apple.com/documentation/uikit/nscollectionlayoutsection/init(group:)
  public init(group: NSCollectionLayoutGroup) { recordedGroup = group }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutcontainer
public protocol NSCollectionLayoutContainer {
  var contentSize: CGSize { get }
  var effectiveContentSize: CGSize { get }
  var contentInsets: NSDirectionalEdgeInsets { get }
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutenvironment
public protocol NSCollectionLayoutEnvironment {
  var container: any NSCollectionLayoutContainer { get }
  var traitCollection: UITraitCollection { get }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutsectionprovider
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, any NSCollectionLayoutEnvironment) ->
  NSCollectionLayoutSection?

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration
open class UICollectionViewCompositionalLayoutConfiguration {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/scrolldirection
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayoutconfiguration/intersectionspacing
  open var interSectionSpacing: CGFloat = 0

  public init() {}
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
open class UICollectionViewCompositionalLayout {
  // Recording: the provider UIKit calls for each section.
  public let recordedSectionProvider: UICollectionViewCompositionalLayoutSectionProvider
  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/configuration
  open var configuration: UICollectionViewCompositionalLayoutConfiguration

  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/init(sectionprovider:configuration:)
  public init(
    sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    recordedSectionProvider = sectionProvider
    self.configuration = configuration
  }

  // UICollectionViewLayout's, which UIKit's layouts adopt through NSCoding.
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
  public required init?(coder: NSCoder) { return nil }

  // Recording: the collection view and the rest frames of the cells before and after the update, which UIKit's own
  // answers below come from.
  public var recordedCollectionView: UICollectionView?
  public var recordedFramesBefore: [IndexPath: CGRect] = [:]
  public var recordedFramesAfter: [IndexPath: CGRect] = [:]
  // Recording: the same for supplementaries and decorations (UIKit+Updates.swift).
  public var recordedElementFramesBefore: [RecordedElement: CGRect] = [:]
  public var recordedElementFramesAfter: [RecordedElement: CGRect] = [:]

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
  open var collectionView: UICollectionView? { recordedCollectionView }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    recordedAttributes(recordedFramesAfter, indexPath, alpha: 1)
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare(forcollectionviewupdates:)
  open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finalizecollectionviewupdates()
  open func finalizeCollectionViewUpdates() {}

  // UIKit's own answer for an inserted cell: its attributes after the update, faded out (MU10).
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingitem(at:)
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    recordedAttributes(recordedFramesAfter, itemIndexPath, alpha: 0)
  }

  // UIKit's own answer for a deleted cell: its attributes before the update, faded out (MU10).
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingitem(at:)
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    recordedAttributes(recordedFramesBefore, itemIndexPath, alpha: 0)
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforsupplementaryview(ofkind:at:)
  open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    recordedAttributes(recordedElementFramesAfter, .supplementary, elementKind, indexPath, alpha: 1)
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesfordecorationview(ofkind:at:)
  open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    recordedAttributes(recordedElementFramesAfter, .decoration, elementKind, indexPath, alpha: 1)
  }

  // UIKit's own answers for supplementaries and decorations are as for cells (MU10): after the update, faded out.
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingsupplementaryelement(ofkind:at:)
  open func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    recordedAttributes(recordedElementFramesAfter, .supplementary, elementKind, elementIndexPath, alpha: 0)
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingsupplementaryelement(ofkind:at:)
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    recordedAttributes(recordedElementFramesBefore, .supplementary, elementKind, elementIndexPath, alpha: 0)
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/initiallayoutattributesforappearingdecorationelement(ofkind:at:)
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    recordedAttributes(recordedElementFramesAfter, .decoration, elementKind, decorationIndexPath, alpha: 0)
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/finallayoutattributesfordisappearingdecorationelement(ofkind:at:)
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    recordedAttributes(recordedElementFramesBefore, .decoration, elementKind, decorationIndexPath, alpha: 0)
  }

  private func recordedAttributes(
    _ frames: [RecordedElement: CGRect], _ category: RecordedElement.Category, _ kind: String, _ path: IndexPath,
    alpha: CGFloat
  ) -> UICollectionViewLayoutAttributes? {
    var paths: [IndexPath: CGRect] = [:]
    let key = RecordedElement(category: category, kind: kind, path: path)
    paths[path] = frames[key]
    return recordedAttributes(paths, path, alpha: alpha)
  }

  private func recordedAttributes(_ frames: [IndexPath: CGRect], _ path: IndexPath, alpha: CGFloat)
    -> UICollectionViewLayoutAttributes?
  {
    guard let frame = frames[path] else { return nil }
    let attributes = UICollectionViewLayoutAttributes(forCellWith: path)
    attributes.frame = frame
    attributes.alpha = alpha
    attributes.recordedFromSuper = true
    return attributes
  }
}
