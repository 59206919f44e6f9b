// A stand-in for the part of UIKit that `layoutc generate swift` output calls, for Linux, where UIKit does not exist.
//
// `RoundTripTests` compiles this file with `swiftc` as a module named `UIKit` (in a temporary directory, never in
// the package, so it can never shadow the real framework), then the generated files against it. Each declaration has
// the name, argument labels, types and optionality of Apple's documentation, whose page it cites; it stores what it is
// given instead of laying anything out. The few members that are not Apple API are marked "Recording:": they expose
// what UIKit keeps private (a group's axis and count, a layout's section provider) so that `Recorder.swift` can turn
// what was built back into the IR. The insets, edges, alignments, sizes, spacings, anchors, items and groups are
// in `NSCollectionLayout.swift`, which the AppKit stand-in compiles too.
//
// Defaults are UIKit's documented ones. Where Apple documents none (the z index of supplementary and boundary items)
// the stand-in starts at 0, away from the IR's default of 1, so generated code that forgot to set it shows up as a
// difference in the round trip.
@_exported import Foundation

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
