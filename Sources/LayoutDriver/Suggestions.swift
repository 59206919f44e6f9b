import LayoutSource

/// "Did you mean" candidates for misspelled commands, options, values and diagnostic codes.
enum Suggestions {
  /// Candidates within a small edit distance of `word` (or starting with it), closest first, at most `limit`.
  static func closeMatches(to word: String, in candidates: [String], limit: Int = 3) -> [String] {
    let lowered = word.lowercased()
    let scored = candidates.compactMap { candidate -> (String, Int)? in
      let distance = Spelling.editDistance(lowered, candidate.lowercased())
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
}
