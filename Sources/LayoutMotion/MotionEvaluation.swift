import LayoutEvaluator

/// What a transition and a batch update both answer, so that one printer and one set of properties serve both:
/// two rest evaluations, the offsets and sizes along the motion, and a stream of tracks.
public protocol MotionEvaluation: Sendable {
  /// The start state at rest.
  var from: Evaluation { get }
  /// The end state at rest.
  var to: Evaluation { get }
  /// The collection view bounds size.
  var viewport: Size { get }
  /// The content offset before.
  var startOffset: Point { get }
  /// The content offset after.
  var endOffset: Point { get }
  /// The element kinds `MotionTrack.kindIndex` indexes.
  var kinds: [String] { get }
  /// The content offset at progress `p`.
  func contentOffset(at p: Double) -> Point
  /// The content size at progress `p`.
  func contentSize(at p: Double, driver: MotionDriver) -> Size
  /// Every track, a batch at a time; a batch is valid only during its call.
  func forEachBatch(size: Int, _ body: (UnsafeBufferPointer<MotionTrack>) throws -> Void) rethrows
  /// The tracks whose start frame meets `startRect` or whose end frame meets `endRect`, at most `limit` (M2.3).
  func participants(startingIn startRect: Rect, endingIn endRect: Rect, limit: Int) -> MotionParticipants
}

extension MotionEvaluation {
  /// The kind of a track's element (`nil` for cells).
  public func kind(of track: MotionTrack) -> String? {
    track.kindIndex < 0 ? nil : kinds[Int(track.kindIndex)]
  }

  /// o(p) = o + (T - o) * p, not rounded (T3.4, B3.4).
  public func contentOffset(at p: Double) -> Point {
    if p == 1 { return endOffset }
    return Point(
      x: MotionInterpolator.lerp(startOffset.x, endOffset.x, p),
      y: MotionInterpolator.lerp(startOffset.y, endOffset.y, p))
  }
}

/// Tracks handed out in batches from one reused buffer.
struct TrackBuffer {
  let base: UnsafeMutablePointer<MotionTrack>
  let capacity: Int
  var count = 0

  init(capacity: Int) {
    self.capacity = max(capacity, 1)
    base = .allocate(capacity: self.capacity)
  }

  mutating func append(_ track: MotionTrack, _ body: (UnsafeBufferPointer<MotionTrack>) throws -> Void) rethrows {
    if count == capacity { try flush(body) }
    (base + count).initialize(to: track)
    count += 1
  }

  mutating func flush(_ body: (UnsafeBufferPointer<MotionTrack>) throws -> Void) rethrows {
    guard count > 0 else { return }
    let filled = UnsafeBufferPointer(start: base, count: count)
    count = 0
    try body(filled)
  }

  func deallocate() { base.deallocate() }
}

/// The kinds of two evaluations in one list: the end state's, then those only the start state has.
func mergedKinds(from: Evaluation, to: Evaluation) -> (kinds: [String], fromKinds: [Int32]) {
  var kinds = to.kinds
  let fromKinds = from.kinds.map { kind in
    if let index = kinds.firstIndex(of: kind) { return Int32(index) }
    kinds.append(kind)
    return Int32(kinds.count - 1)
  }
  return (kinds, fromKinds)
}
