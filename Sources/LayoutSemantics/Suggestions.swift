/// "Did you mean" suggestions by edit distance.
enum Suggestions {
  /// The candidate closest to `name`, if it is close enough to be a plausible typo.
  static func closest(to name: String, in candidates: [String]) -> String? {
    let target = Array(name.lowercased().utf8)
    var best: (String, Int)? = nil
    for candidate in candidates.sorted() where candidate != name {
      let distance = editDistance(target, Array(candidate.lowercased().utf8))
      if distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    guard let (candidate, distance) = best else { return nil }
    let limit = max(1, min(target.count, candidate.utf8.count) / 3)
    return distance <= limit ? candidate : nil
  }

  /// Levenshtein distance with adjacent transpositions counted as one edit.
  static func editDistance(_ a: [UInt8], _ b: [UInt8]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous2 = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], previous2[j - 2] + 1)
        }
      }
      (previous2, previous, current) = (previous, current, previous2)
    }
    return previous[b.count]
  }
}
