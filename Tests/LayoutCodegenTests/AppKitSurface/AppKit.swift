// A stand-in for the part of AppKit that `layoutc generate swift --framework appkit` output calls, for Linux, where
// AppKit does not exist.
//
// `AppKitRoundTripTests` compiles this folder with `swiftc` as a module named `AppKit` (in a temporary directory,
// never in the package), then the generated files against it, with the same `Recorder.swift` as the UIKit round trip
// (compiled with `-D LAYOUTC_APPKIT_SURFACE`). Each declaration has the name, argument labels, types and optionality
// of Apple's AppKit documentation, whose page it cites; it stores what it is given instead of laying anything out.
// Members that are not Apple API are marked "Recording:" and carry the names the recorder reads in the UIKit
// stand-in. Only what the AppKit output calls is here: no visible items (AppKit's have no transform, so scroll effects
// are E0501 for AppKit), no layout attributes or update items (appear/disappear effects are E0501 for AppKit). The
// insets, edges, alignments, sizes, spacings, anchors, items and groups, which both frameworks declare alike, are the
// UIKit stand-in's `NSCollectionLayout.swift`, compiled into this module too.
//
// Defaults are AppKit's documented ones. Where Apple documents none (the z index of supplementary and boundary items)
// the stand-in starts at 0, away from the IR's default of 1, so generated code that forgot to set it shows up as a
// difference in the round trip.
@_exported import Foundation

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
