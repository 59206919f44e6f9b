import LayoutIR

/// Two `LayoutEngine`s whose scroll views scroll together (`follows:`, Semantics.md L1-L3): the leader, the view
/// the user pages through, and the follower, which tracks it item by item (the seed's photo pager and thumbnail
/// strip). An app that ships the IR keeps one of these beside its two collection views and asks it, on every scroll
/// of either view, where the other goes; the numbers are those `layoutc eval --offset` prints for the pair.
///
/// The mapping is `ScrollLink`'s; this type only keeps the two engines prepared with the inputs the rules give:
/// the follower shows the leader's item counts (L3) and is laid out again at the focus the leader's page gives it
/// (L1), or at rest on the item it settles on when it is the one scrolled (L2).
public struct LinkedScrollViews: Sendable {
  /// The leading layout's engine; its preparation is the one `prepare` gave it.
  public private(set) var leader: LayoutEngine
  /// The following layout's engine, prepared at the focus of the last answer.
  public private(set) var follower: LayoutEngine

  /// Links `follower` to `leader`.
  ///
  /// - Throws: `LinkedScrollError.notLinked` unless the follower's layout declares `follows:` the leader's (L3).
  public init(leader: LayoutEngine, follower: LayoutEngine) throws(LinkedScrollError) {
    guard follower.layout.follows == leader.layout.name, follower.layout.name != leader.layout.name else {
      throw .notLinked(leader: leader.layout.name, follower: follower.layout.name)
    }
    self.leader = leader
    self.follower = follower
  }

  /// Lays both layouts out (UIKit's `prepare()` of either view): the leader for `leader`, the follower for
  /// `follower` with the leader's item counts (L3) and item 0 in focus until the first offset arrives.
  ///
  /// - Throws: `LinkedScrollError.engine` for an input an engine refuses. An engine that refuses keeps its previous
  ///   preparation (the leader's new one stands when only the follower refuses).
  public mutating func prepare(leader: EvaluationInput, follower: EvaluationInput) throws(LinkedScrollError) {
    var followerInput = follower
    followerInput.itemCounts = leader.itemCounts
    followerInput.focus = .first
    do {
      try self.leader.prepare(leader)
      try self.follower.prepare(followerInput)
    } catch {
      throw .engine(error)
    }
  }

  /// L1: where the follower goes when the leader is at `leaderOffset` (its content offset). Lays the follower out
  /// again at the focus of the leader's page (a focus-width strip widens the focused thumbnail, SE8), so its
  /// frames then answer for the returned offset.
  ///
  /// - Throws: `LinkedScrollError.nonFiniteOffset` for an offset with a NaN or infinite coordinate,
  ///   `.notPrepared` before `prepare`, `.engine` when the follower cannot be laid out at that focus.
  public mutating func followerPosition(forLeaderOffset leaderOffset: Point) throws(LinkedScrollError)
    -> FollowerPosition
  {
    try Self.check(leaderOffset)
    let (leaderEvaluation, leaderInput) = try Self.prepared(leader)
    let leaderPitch = try Self.pitch(of: leader.layout, input: leaderInput)
    let position = leaderOffset.along(leader.layout.scrollDirection) + leaderEvaluation.contentInset
    let page = ScrollLink.leaderPage(
      at: position, pitch: leaderPitch, itemCount: leaderInput.itemCounts.first ?? 0)
    let (followerEvaluation, followerPitch) = try refocus(
      ScrollLink.followerFocus(item: page.item, progress: page.progress))
    let offset = ScrollLink.followerOffset(
      item: page.item, progress: page.progress, pitch: followerPitch, follower: followerEvaluation,
      direction: follower.layout.scrollDirection)
    return FollowerPosition(
      contentOffset: Point(along: offset, direction: follower.layout.scrollDirection),
      contentInset: followerEvaluation.contentInset, focus: follower.preparedInput?.focus ?? .first)
  }

  /// L2: where the leader goes when the follower is scrolled to `followerOffset` (its content offset): whole pages,
  /// to the item the follower settles on. The follower is laid out again at rest on that item.
  ///
  /// - Throws: as `followerPosition(forLeaderOffset:)`.
  public mutating func leaderOffset(forFollowerOffset followerOffset: Point) throws(LinkedScrollError) -> Point {
    try Self.check(followerOffset)
    let (leaderEvaluation, leaderInput) = try Self.prepared(leader)
    let (followerEvaluation, followerInput) = try Self.prepared(follower)
    let followerPitch = try Self.pitch(of: follower.layout, input: followerInput)
    // The inset is the one of the focus the follower was showing when the user scrolled it.
    let item = ScrollLink.followerItem(
      at: followerOffset.along(follower.layout.scrollDirection), inset: followerEvaluation.contentInset,
      pitch: followerPitch, itemCount: followerInput.itemCounts.first ?? 0)
    _ = try refocus(ScrollFocus(item: item))
    let leaderPitch = try Self.pitch(of: leader.layout, input: leaderInput)
    let offset = ScrollLink.leaderOffset(item: item, pitch: leaderPitch, leader: leaderEvaluation)
    return Point(along: offset, direction: leader.layout.scrollDirection)
  }

  /// Lays the follower out again at `focus` (unless it is already there) and answers its evaluation and pitch.
  private mutating func refocus(_ focus: ScrollFocus) throws(LinkedScrollError) -> (Evaluation, Double) {
    guard follower.preparedInput != nil else { throw .notPrepared }
    do {
      try follower.prepare(focus: focus)
    } catch {
      throw .engine(error)
    }
    let (evaluation, input) = try Self.prepared(follower)
    return (evaluation, try Self.pitch(of: follower.layout, input: input))
  }

  private static func check(_ offset: Point) throws(LinkedScrollError) {
    guard offset.x.isFinite, offset.y.isFinite else { throw .nonFiniteOffset(offset) }
  }

  private static func prepared(_ engine: LayoutEngine) throws(LinkedScrollError) -> (Evaluation, EvaluationInput) {
    guard let evaluation = engine.evaluation, let input = engine.preparedInput else { throw .notPrepared }
    return (evaluation, input)
  }

  /// The layout's pitch (L1); the IR loader refuses a link to a layout without one (L3), but a document built in
  /// code is not loaded, so it is checked again here.
  private static func pitch(of layout: IRLayout, input: EvaluationInput) throws(LinkedScrollError) -> Double {
    let pitch: Double?
    do {
      pitch = try ScrollLink.pitch(of: layout, input: input)
    } catch let error as EvaluationError {
      throw .engine(.evaluation(error))
    } catch {
      throw .engine(.unexpected(String(describing: error)))
    }
    guard let pitch, pitch.isFinite, pitch > 0 else { throw .noPitch(layout: layout.name) }
    return pitch
  }
}

/// Where a follower goes for a leader's offset (L1): the content offset and content inset to set on its scroll
/// view, and the focus its engine was laid out at.
public struct FollowerPosition: Hashable, Sendable {
  /// The follower's content offset: the mapped coordinate along its scroll axis, 0 across it.
  public var contentOffset: Point
  /// The follower's content inset on both ends of its scroll axis (SE8: the focused item centred at rest).
  public var contentInset: Double
  /// The focus the follower's engine is now prepared at.
  public var focus: ScrollFocus
}

/// Why `LinkedScrollViews` could not link or answer.
public enum LinkedScrollError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The follower's layout does not declare `follows:` the leader's (L3).
  case notLinked(leader: String, follower: String)
  /// An offset was asked before `prepare`.
  case notPrepared
  /// A content offset with a NaN or infinite coordinate.
  case nonFiniteOffset(Point)
  /// The layout's first section is not a flow, so it has no pitch to map offsets with (L3).
  case noPitch(layout: String)
  /// An engine refused to prepare.
  case engine(LayoutEngineError)

  /// A one-line message.
  public var description: String {
    switch self {
    case .notLinked(let leader, let follower):
      return "layout '\(follower)' does not follow '\(leader)' (L3: it needs 'follows: \(leader)')"
    case .notPrepared: return "the linked scroll views were asked for an offset before their first prepare"
    case .nonFiniteOffset(let offset):
      return "the content offset (\(offset.x), \(offset.y)) is not finite"
    case .noPitch(let layout):
      return "layout '\(layout)' is not one flow section, so a link cannot map its offsets (L3)"
    case .engine(let error): return error.description
    }
  }
}

extension Point {
  /// The coordinate along a layout's scroll direction.
  fileprivate func along(_ direction: IRAxis) -> Double { direction == .horizontal ? x : y }

  /// A point at `along` on a layout's scroll direction and 0 across it.
  fileprivate init(along: Double, direction: IRAxis) {
    self = direction == .horizontal ? Point(x: along, y: 0) : Point(x: 0, y: along)
  }
}
