import LayoutEvaluator

/// The tracks a picture of a motion needs (Semantics.md M2.3): those whose element starts in one rect or ends in
/// another. Two rect queries on the rest evaluations, so the cost follows the rects, not the item count.
public struct MotionParticipants: Sendable {
  /// At most `limit` tracks: end-state elements first (in the end state's order), then start-only ones.
  public var tracks: [MotionTrack]
  /// Participants found past the limit, not kept.
  public var omitted: Int
}

/// Keeps the first `limit` tracks and counts the rest.
struct ParticipantCollector {
  let limit: Int
  var tracks: [MotionTrack] = []
  var omitted = 0

  mutating func add(_ track: MotionTrack) {
    if tracks.count < limit { tracks.append(track) } else { omitted += 1 }
  }
}

extension TransitionMotion {
  /// Every track whose start frame meets `startRect` or whose end frame meets `endRect` (T2.1's participants, for
  /// any pair of rects), each once, at most `limit` of them.
  public func participants(startingIn startRect: Rect, endingIn endRect: Rect, limit: Int) -> MotionParticipants {
    var collector = ParticipantCollector(limit: max(0, limit))
    // Keys are shared by both sides (M1.2), so one set keeps an element met on both sides from coming twice.
    var seen = Set<ElementID>()
    to.forEachBatch(in: endRect) { batch in
      for element in batch {
        let id = to.id(of: element)
        guard seen.insert(id).inserted else { continue }
        collector.add(
          track(end: element, start: from.element(for: id), before: startVisibleRect, after: endVisibleRect))
      }
    }
    from.forEachBatch(in: startRect) { batch in
      for element in batch {
        let id = from.id(of: element)
        guard seen.insert(id).inserted, let track = track(for: id) else { continue }
        collector.add(track)
      }
    }
    return MotionParticipants(tracks: collector.tracks, omitted: collector.omitted)
  }
}

extension UpdateMotion {
  /// Every track whose start frame meets `startRect` or whose end frame meets `endRect`, each once, at most `limit`
  /// of them: a survivor met only by its start is found through the update's mapping (M1.3).
  public func participants(startingIn startRect: Rect, endingIn endRect: Rect, limit: Int) -> MotionParticipants {
    var collector = ParticipantCollector(limit: max(0, limit))
    // Tracks with an end element are keyed by their end id; start-only ones need no key (each start element is
    // visited once).
    var seen = Set<ElementID>()
    to.forEachBatch(in: endRect) { batch in
      for element in batch where seen.insert(to.id(of: element)).inserted {
        collector.add(track(end: element))
      }
    }
    from.forEachBatch(in: startRect) { batch in
      for element in batch {
        let (end, _) = counterpart(ofStart: element, kind: from.kind(of: element))
        if let end {
          if seen.insert(to.id(of: end)).inserted { collector.add(track(end: end)) }
        } else if let track = track(onlyStart: element) {
          collector.add(track)
        }
      }
    }
    return MotionParticipants(tracks: collector.tracks, omitted: collector.omitted)
  }
}
