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
    let text = ScrollLinkTemplate.text
      .replacingOccurrences(of: "FOLLOWER_TYPE", with: focused ? "FocusWidthLayout" : "UICollectionViewFlowLayout")
      .replacingOccurrences(of: "FOCUS_L1\n", with: focused ? ScrollLinkTemplate.focusFromLeader : "")
      .replacingOccurrences(of: "FOCUS_L2\n", with: focused ? ScrollLinkTemplate.focusFromFollower : "")
      .replacingOccurrences(
        of: "FIRST_LENGTH", with: focused ? "follower.naturalLength(of: 0)" : "follower.itemSize.F_LENGTH"
      )
      .replacingOccurrences(
        of: "FOLLOWER_INSET", with: focused ? "follower.focusContentInset" : "followerView.contentInset"
      )
      .replacingOccurrences(of: "LEADER_NAME", with: leader.name)
      .replacingOccurrences(of: "ACCESS ", with: access.keyword)
    return SwiftCode.lines(Self.axes(Self.axes(text, "L_", leader.scrollDirection), "F_", layout.scrollDirection))
  }

  /// `text` with the axis placeholders that start with `prefix` spelled for `direction`.
  private static func axes(_ text: String, _ prefix: String, _ direction: IRAxis) -> String {
    let horizontal = direction == .horizontal
    return
      text
      .replacingOccurrences(of: prefix + "LENGTH", with: horizontal ? "width" : "height")
      .replacingOccurrences(of: prefix + "LEADING", with: horizontal ? "left" : "top")
      .replacingOccurrences(of: prefix + "TRAILING", with: horizontal ? "right" : "bottom")
      .replacingOccurrences(of: prefix + "ALONG", with: horizontal ? "x" : "y")
  }
}
