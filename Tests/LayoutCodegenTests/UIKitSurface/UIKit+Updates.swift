// The part of the stand-in UIKit that a layout subclass with declared appear/disappear effects uses (generated for
// E2.1-E2.2): the batch update's items, the attributes it answers with, and the methods it overrides. Compiled into the
// `UIKit` module with `UIKit.swift`. UIKit's base class answers from what the recorder gives it, so that a test can
// tell an untouched `super` answer (`recordedFromSuper`) from one the subclass built.
import Foundation

// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
open class UICollectionViewLayoutAttributes {
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
  open var frame: CGRect
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/center
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/size
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/alpha
  open var alpha: CGFloat = 1
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/transform
  open var transform = CGAffineTransform.identity
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
  open var indexPath: IndexPath
  // The stand-in makes cells' attributes only.
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/representedelementcategory
  open var representedElementCategory: UICollectionView.ElementCategory { .cell }
  // Recording: made by the stand-in's `super` (a copy is not).
  public var recordedFromSuper = false

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/init(forcellwith:)
  public init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    frame = .zero
  }

  // NSObject's copy(), which UIKit's attributes implement through NSCopying.
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/copy()
  open func copy() -> Any {
    let copy = UICollectionViewLayoutAttributes(forCellWith: indexPath)
    copy.frame = frame
    copy.alpha = alpha
    copy.transform = transform
    return copy
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem
open class UICollectionViewUpdateItem {
  // https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/action
  public enum Action: Int, Sendable {
    case insert, delete, reload, move, none
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathbeforeupdate
  open var indexPathBeforeUpdate: IndexPath? { recordedBefore }
  // https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/indexpathafterupdate
  open var indexPathAfterUpdate: IndexPath? { recordedAfter }
  // https://developer.apple.com/documentation/uikit/uicollectionviewupdateitem/updateaction
  open var updateAction: Action { recordedAction }

  // Recording: UIKit makes update items itself; a section's path has one index.
  public let recordedAction: Action
  public let recordedBefore: IndexPath?
  public let recordedAfter: IndexPath?
  public init(recordedAction: Action, before: IndexPath?, after: IndexPath?) {
    self.recordedAction = recordedAction
    recordedBefore = before
    recordedAfter = after
  }
}

// Recording: which supplementary or decoration a rest frame the recorder gives the layout belongs to.
public struct RecordedElement: Hashable {
  public enum Category: Hashable { case supplementary, decoration }
  public let category: Category
  public let kind: String
  public let path: IndexPath
  public init(category: Category, kind: String, path: IndexPath) {
    self.category = category
    self.kind = kind
    self.path = path
  }
}
