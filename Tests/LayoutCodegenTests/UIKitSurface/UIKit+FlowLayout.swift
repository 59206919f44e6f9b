// The part of the stand-in UIKit that a generated flow layout uses (`UICollectionViewFlowLayout` and the delegate
// protocol an app's delegate adopts to answer per section), compiled into the same `UIKit` module as `UIKit.swift`.
// Defaults are the ones Apple documents (F1). The delegate's methods are optional in UIKit (an Objective-C protocol);
// here they are requirements with default implementations that return the layout object's property, which is what
// UIKit uses when the delegate does not implement one, so the recorder can always ask the delegate.

// https://developer.apple.com/documentation/uikit/uiedgeinsets
public struct UIEdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  // https://developer.apple.com/documentation/uikit/uiedgeinsets/init(top:left:bottom:right:)
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension UICollectionView {
  // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionheader
  public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  // https://developer.apple.com/documentation/uikit/uicollectionview/elementkindsectionfooter
  public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
open class UICollectionViewLayout {
  public init() {}
}

// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/scrolldirection
  open var scrollDirection = UICollectionView.ScrollDirection.vertical
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
  open var itemSize = CGSize(width: 50, height: 50)
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/estimateditemsize
  open var estimatedItemSize = CGSize.zero
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimumlinespacing
  open var minimumLineSpacing: CGFloat = 10
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/minimuminteritemspacing
  open var minimumInteritemSpacing: CGFloat = 10
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectioninset
  open var sectionInset = UIEdgeInsets.zero
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/headerreferencesize
  open var headerReferenceSize = CGSize.zero
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/footerreferencesize
  open var footerReferenceSize = CGSize.zero
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionheaderspintovisiblebounds
  open var sectionHeadersPinToVisibleBounds = false
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/sectionfooterspintovisiblebounds
  open var sectionFootersPinToVisibleBounds = false

  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/init()
  public override init() {}
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/init(coder:)
  public required init?(coder: NSCoder) { return nil }

  // Recording: the view the recorder shows the layout in, and the rest frames of its cells, which the test fills
  // from layoutc's evaluator for the recorded layout, as UIKit's flow layout would compute them (F rules).
  public var recordedCollectionView: UICollectionView?
  public var recordedRestFrames: [IndexPath: CGRect] = [:]

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionview
  open var collectionView: UICollectionView? { recordedCollectionView }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforelements(in:)
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    recordedRestFrames.keys.sorted { ($0.section, $0.item) < ($1.section, $1.item) }
      .filter { Self.overlaps(recordedRestFrames[$0]!, rect) }
      .map { attributes(at: $0) }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/layoutattributesforitem(at:)
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    recordedRestFrames[indexPath] == nil ? nil : attributes(at: indexPath)
  }

  // Recording: the content size UIKit's flow layout computes, which the test fills from layoutc's evaluator, and
  // how many times the layout was invalidated.
  public var recordedContentSize = CGSize.zero
  public var recordedInvalidations = 0

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/prepare()
  open func prepare() {}

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/collectionviewcontentsize
  open var collectionViewContentSize: CGSize { recordedContentSize }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
  open func invalidateLayout() { recordedInvalidations += 1 }

  // UICollectionViewLayout's answer is false (lay out again only when asked); the stand-in keeps it.
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/shouldinvalidatelayout(forboundschange:)
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  // Recording: an element is in a rect when they share area, as in layoutc's rect queries (S2); Foundation's
  // `intersects` on Linux also counts a shared edge.
  private static func overlaps(_ frame: CGRect, _ rect: CGRect) -> Bool {
    frame.minX < rect.maxX && rect.minX < frame.maxX && frame.minY < rect.maxY && rect.minY < frame.maxY
  }

  private func attributes(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes {
    let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    attributes.frame = recordedRestFrames[indexPath]!
    attributes.recordedFromSuper = true
    return attributes
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
public protocol UICollectionViewDelegate: AnyObject {}

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:sizeforitemat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:insetforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimumlinespacingforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:minimuminteritemspacingforsectionat:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforheaderinsection:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegateflowlayout/collectionview(_:layout:referencesizeforfooterinsection:)
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

// Recording: what UIKit does for a method the delegate does not implement, the layout object's property.
extension UICollectionViewDelegateFlowLayout {
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize { (collectionViewLayout as! UICollectionViewFlowLayout).itemSize }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets { (collectionViewLayout as! UICollectionViewFlowLayout).sectionInset }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as! UICollectionViewFlowLayout).minimumLineSpacing }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat { (collectionViewLayout as! UICollectionViewFlowLayout).minimumInteritemSpacing }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize { (collectionViewLayout as! UICollectionViewFlowLayout).headerReferenceSize }

  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize { (collectionViewLayout as! UICollectionViewFlowLayout).footerReferenceSize }
}
