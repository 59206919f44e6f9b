#if canImport(UIKit)
  import LayoutIR
  import UIKit

  /// The glue between `LinkedScrollViews` and two collection views: each function reads one view's content offset,
  /// asks the pair, and sets what it answers on the other view and on the follower's layout. The rules are the
  /// pair's (L1, L2); nothing is decided here.
  ///
  /// Prepare the pair with the inputs the two `LayoutEngineCollectionViewLayout`s use (bounds, scale, parameters,
  /// `itemSizes`), so that the follower's layout, laid out again at the answered focus, shows the frames the pair
  /// computed. Setting one view's offset makes UIKit call its delegate's `scrollViewDidScroll(_:)` too: call these
  /// only for the view the user moves (`isTracking || isDecelerating`), so the two never drive each other in a loop.
  extension LinkedScrollViews {
    /// L1: from the leader's `scrollViewDidScroll(_:)`: moves the follower to the offset and inset the leader's
    /// page gives it, and lays its layout out again at that page's focus.
    ///
    /// - Throws: `LinkedScrollError` as `followerPosition(forLeaderOffset:)` does; the follower is then left as it was.
    public mutating func leaderDidScroll(
      _ leaderView: UIScrollView, followerView: UIScrollView, followerLayout: LayoutEngineCollectionViewLayout
    ) throws(LinkedScrollError) {
      let position = try followerPosition(forLeaderOffset: Point(leaderView.contentOffset))
      followerLayout.focus = position.focus
      followerLayout.invalidateLayout()
      let inset = CGFloat(position.contentInset)
      var insets = followerView.contentInset
      if follower.layout.scrollDirection == .horizontal {
        insets.left = inset
        insets.right = inset
      } else {
        insets.top = inset
        insets.bottom = inset
      }
      followerView.contentInset = insets
      followerView.contentOffset = CGPoint(x: position.contentOffset.x, y: position.contentOffset.y)
    }

    /// L2: from the follower's `scrollViewDidScroll(_:)`: pages the leader to the item the follower settles on and
    /// lays the follower's layout out again at rest on it.
    ///
    /// - Throws: `LinkedScrollError` as `leaderOffset(forFollowerOffset:)` does; the leader is then left as it was.
    public mutating func followerDidScroll(
      _ followerView: UIScrollView, followerLayout: LayoutEngineCollectionViewLayout, leaderView: UIScrollView
    ) throws(LinkedScrollError) {
      let offset = try leaderOffset(forFollowerOffset: Point(followerView.contentOffset))
      followerLayout.focus = follower.preparedInput?.focus ?? .first
      followerLayout.invalidateLayout()
      leaderView.setContentOffset(CGPoint(x: offset.x, y: offset.y), animated: true)
    }
  }

  extension Point {
    /// A scroll view's content offset in the engine's type.
    fileprivate init(_ offset: CGPoint) { self.init(x: Double(offset.x), y: Double(offset.y)) }
  }
#endif
