/// Edit distances for "did you mean" suggestions, shared by the checker (names, properties, values) and the driver
/// (commands, options, codes).
public enum Spelling {
  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours each cost one,
  /// so `chekc` is one step from `check` and `E0210` one from `E0201`.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previousPrevious = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previousPrevious[j - 2] + 1)
        }
      }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[b.count]
  }

  /// The candidate closest to `name` (case-insensitively), if it is close enough to be a plausible typo: within
  /// a third of the shorter word's length, at least one edit.
  public static func closest(to name: String, in candidates: [String]) -> String? {
    let target = name.lowercased()
    var best: (String, Int)? = nil
    for candidate in candidates.sorted() where candidate != name {
      let distance = editDistance(target, candidate.lowercased())
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let limit = max(1, min(target.count, candidate.count) / 3)
    return distance <= limit ? candidate : nil
  }
}
