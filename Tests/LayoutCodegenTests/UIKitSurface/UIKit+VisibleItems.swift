// The part of the stand-in UIKit that a section's visible-items handler uses (generated for scroll effects): the
// items UIKit hands it and what it may set on them. Compiled into the `UIKit` module with `UIKit.swift`.

// CoreGraphics, which UIKit re-exports; Foundation on Linux has no CGAffineTransform.
// https://developer.apple.com/documentation/corefoundation/cgaffinetransform
public struct CGAffineTransform: Equatable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(a:b:c:d:tx:ty:)
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
  public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
}

extension UICollectionView {
  // https://developer.apple.com/documentation/uikit/uicollectionview/elementcategory
  public enum ElementCategory: UInt, Sendable {
    case cell, supplementaryView, decorationView
  }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem
// An Objective-C protocol (NSObjectProtocol, UIDynamicItem) in UIKit, so class-bound here; `transform3D` is left out
// (CATransform3D is QuartzCore's, and generated code does not set it).
public protocol NSCollectionLayoutVisibleItem: AnyObject {
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/alpha
  var alpha: CGFloat { get set }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/zindex
  var zIndex: Int { get set }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/ishidden
  var isHidden: Bool { get set }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/center
  var center: CGPoint { get set }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/transform
  var transform: CGAffineTransform { get set }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/name
  var name: String { get }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/indexpath
  var indexPath: IndexPath { get }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/frame
  var frame: CGRect { get }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/bounds
  var bounds: CGRect { get }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/representedelementcategory
  var representedElementCategory: UICollectionView.ElementCategory { get }
  // https://developer.apple.com/documentation/uikit/nscollectionlayoutvisibleitem/representedelementkind
  var representedElementKind: String? { get }
}

// https://developer.apple.com/documentation/uikit/nscollectionlayoutsectionvisibleitemsinvalidationhandler
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = (
  [any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment
) -> Void

// UIKit's extension of Foundation's IndexPath for collection views (a section, then an item).
extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

  // https://developer.apple.com/documentation/foundation/indexpath/item
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  // https://developer.apple.com/documentation/foundation/indexpath/section
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }
}
