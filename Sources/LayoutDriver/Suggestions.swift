/// "Did you mean" candidates for misspelled commands, options, values and diagnostic codes.
enum Suggestions {
  /// Candidates within a small edit distance of `word` (or starting with it), closest first, at most `limit`.
  static func closeMatches(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
    let lowered = word.lowercased()
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let distance = editDistance(lowered, candidate.lowercased())
      let allowed = max(1, min(2, candidate.count / 3))
      if distance <= allowed { return (candidate, distance) }
      if lowered.count >= 3, candidate.lowercased().hasPrefix(lowered) { return (candidate, allowed + 1) }
      return nil
    }
    return scored.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }.prefix(limit).map(\.0)
  }

  /// `'a'`, `'a' or 'b'`, `'a', 'b' or 'c'`.
  static func list(_ words: [String], conjunction: String) -> String {
    let quoted = words.map { "'\($0)'" }
    guard quoted.count > 1 else { return quoted.first ?? "" }
    return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
  }

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours each cost one,
  /// so `chekc` is one step from `check` and `E0210` one from `E0201`.
  static func editDistance(_ a: String, _ b: String) -> Int {
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
}
