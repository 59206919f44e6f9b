import LayoutIR
import LayoutPrinting

/// A link between two scroll views (`follows:`, Semantics.md L1, L2, SD11) in generated Swift: the follower's type
/// gets the two calls an app's `UIScrollViewDelegate.scrollViewDidScroll(_:)` makes, one per direction, written with
/// Apple's API alone. Each reads both views' pitch from their flow layouts (`itemSize` along the axis plus
/// `minimumLineSpacing`; `MappingCheck.linkProblem` has made sure neither reads the viewport) and the leader's item
/// count, as `ScrollLink` does for the evaluator.
///
/// Unlike the subclasses, the text depends on two axes (the leader's and the follower's) and on whether the follower
/// has focus width, and only a follower has it, so it is built for each follower rather than once per process.
extension FlowEmitter {
  /// `leaderDidScroll(_:follower:)` and `followerDidScroll(_:leader:)` for a layout that follows `leader`.
  func scrollLink(following leader: IRLayout) -> Doc {
    let focused = focusWidth != nil
    // Three passes, as each pass's values hold the next one's placeholders: the parts that depend on focus width
    // (whose text reads the follower's axis), then both axes, then the names, which come from the user's file and are
    // never read as placeholders.
    let structure = SwiftCode.spelled(
      ScrollLinkTemplate.text,
      [
        ("FOLLOWER_TYPE", focused ? "FocusWidthLayout" : "UICollectionViewFlowLayout"),
        ("FOCUS_L1\n", focused ? ScrollLinkTemplate.focusFromLeader : ""),
        ("FOCUS_L2\n", focused ? ScrollLinkTemplate.focusFromFollower : ""),
        ("FIRST_LENGTH", focused ? "follower.naturalLength(of: 0)" : "follower.itemSize.F_LENGTH"),
        ("FOLLOWER_INSET", focused ? "follower.focusContentInset" : "followerView.contentInset"),
      ])
    let axes = SwiftCode.spelled(
      structure, Self.axes("L_", leader.scrollDirection) + Self.axes("F_", layout.scrollDirection))
    return SwiftCode.lines(SwiftCode.spelled(axes, [("LEADER_NAME", leader.name), ("ACCESS ", access.keyword)]))
  }

  /// The axis placeholders that start with `prefix`, spelled for `direction`.
  private static func axes(_ prefix: String, _ direction: IRAxis) -> [(String, String)] {
    let horizontal = direction == .horizontal
    return [
      (prefix + "LENGTH", horizontal ? "width" : "height"), (prefix + "LEADING", horizontal ? "left" : "top"),
      (prefix + "TRAILING", horizontal ? "right" : "bottom"), (prefix + "ALONG", horizontal ? "x" : "y"),
    ]
  }
}
