/// The Swift of the link helper (Semantics.md L1, L2, SD11) a follower's generated type holds, before
/// `FlowEmitter.scrollLink(following:)` spells its placeholders: `ACCESS`, `LEADER_NAME`, `FOLLOWER_TYPE`, the
/// focus-width lines (`FOCUS_L1`, `FOCUS_L2`, `FIRST_LENGTH`, `FOLLOWER_INSET`) and each view's axis (`L_` for the
/// leader's, `F_` for the follower's: `ALONG` is `x` or `y`, `LENGTH` `width` or `height`, `LEADING` and `TRAILING`
/// `left` and `right` or `top` and `bottom`).
enum ScrollLinkTemplate {
  static let text = """
    /// `follows: LEADER_NAME` (L1): moves this layout's collection view as the one showing `LEADER_NAME` scrolls,
    /// item by item. Call it from the leader's `scrollViewDidScroll(_:)` while the user moves the leader
    /// (`isTracking || isDecelerating`): setting a view's offset calls its delegate too, and the two views must not
    /// drive each other in a loop. Both views show the leader's items, each with the layout its `make()` returns.
    ACCESS static func leaderDidScroll(
      _ leaderView: UICollectionView, follower followerView: UICollectionView
    ) {
      guard let leader = leaderView.collectionViewLayout as? UICollectionViewFlowLayout,
        let follower = followerView.collectionViewLayout as? FOLLOWER_TYPE
      else { return }
      let count = leaderView.numberOfSections > 0 ? leaderView.numberOfItems(inSection: 0) : 0
      let pitch = leader.itemSize.L_LENGTH + leader.minimumLineSpacing
      let position = leaderView.contentOffset.L_ALONG + leaderView.contentInset.L_LEADING
      // The leader's item c and progress f, negative while it bounces before its first item; past the last item the
      // progress stays 0 (SD11).
      var (item, progress): (Int, CGFloat) = (0, 0)
      if count > 0, pitch > 0, position.isFinite {
        let ratio = position / pitch
        // Clamped before the conversion, so that an offset far past the content never traps.
        item = Int(min(max(ratio.rounded(.towardZero), 0), CGFloat(count - 1)))
        progress = item == count - 1 && ratio > CGFloat(item) ? 0 : ratio - CGFloat(item)
      }
    FOCUS_L1
      let followerPitch = follower.itemSize.F_LENGTH + follower.minimumLineSpacing
      let along: CGFloat
      if progress >= 0 {
        along = followerPitch * (CGFloat(item) + progress)
      } else {
        // While the leader bounces before its first item, the follower bounces in proportion: item 0's length
        // (asked only then, when there is an item 0) times f.
        along = FIRST_LENGTH * progress
      }
      followerView.contentOffset.F_ALONG = along - followerView.contentInset.F_LEADING
    }

    /// `follows: LEADER_NAME` (L2): pages the collection view showing `LEADER_NAME` to the item this layout's view
    /// settles on: the item whose slot holds the middle of the view's offset plus its inset. Call it from this view's
    /// `scrollViewDidScroll(_:)` while the user moves it (`isTracking || isDecelerating`).
    ACCESS static func followerDidScroll(
      _ followerView: UICollectionView, leader leaderView: UICollectionView
    ) {
      guard let leader = leaderView.collectionViewLayout as? UICollectionViewFlowLayout,
        let follower = followerView.collectionViewLayout as? FOLLOWER_TYPE
      else { return }
      let count = leaderView.numberOfSections > 0 ? leaderView.numberOfItems(inSection: 0) : 0
      let pitch = follower.itemSize.F_LENGTH + follower.minimumLineSpacing
      let inset = FOLLOWER_INSET.F_LEADING
      let position = (followerView.contentOffset.F_ALONG + inset + pitch / 2) / pitch
      var item = 0
      if count > 0, pitch > 0, position.isFinite {
        item = Int(min(max(position.rounded(.towardZero), 0), CGFloat(count - 1)))
      }
    FOCUS_L2
      let leaderPitch = leader.itemSize.L_LENGTH + leader.minimumLineSpacing
      var offset = leaderView.contentOffset
      offset.L_ALONG = leaderPitch * CGFloat(item) - leaderView.contentInset.L_LEADING
      leaderView.setContentOffset(offset, animated: true)
    }

    """

  /// L1 for a focus-width follower (SE8): the focus of the leader's page (item 0 at rest while the leader bounces),
  /// and the inset that centres it at both ends of the follower's axis.
  static let focusFromLeader = """
      follower.focus = progress >= 0 ? .init(item: item, progress: progress) : .init(item: 0)
      let insets = follower.focusContentInset
      followerView.contentInset.F_LEADING = insets.F_LEADING
      followerView.contentInset.F_TRAILING = insets.F_TRAILING

    """

  /// L2 for a focus-width follower: it rests on the item it settles on.
  static let focusFromFollower = """
      follower.focus = .init(item: item)

    """
}
