/// Edit distances for "did you mean" suggestions, shared by the checker (names, properties, values) and the driver
/// (commands, options, codes).
///
/// Bounded work: a suggestion is only looked for among names of similar length, a distance is computed in a band
/// and abandoned as soon as it exceeds what could still be suggested, names longer than ``maximumNameLength`` take
/// no part, and a ``SpellingBudget`` caps the work for a whole file, so a file with a million unknown names and a
/// million declarations is not compared pair by pair.
public enum Spelling {
  /// Names (and candidates) longer than this many UTF-8 bytes get no suggestion and are never suggested.
  public static let maximumNameLength = 64

  /// Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours each cost one,
  /// so `chekc` is one step from `check` and `E0210` one from `E0201`.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    var work = 0
    return distance(a, b, atMost: max(a.count, b.count), work: &work) ?? max(a.count, b.count)
  }

  /// The optimal string alignment distance of `a` and `b` when it is at most `limit`, else `nil`. Only the band
  /// of cells within `limit` of the diagonal is computed, and the computation stops at the first row whose every
  /// cell exceeds `limit`; `work` grows by the number of cells computed.
  static func distance(_ a: [Character], _ b: [Character], atMost limit: Int, work: inout Int) -> Int? {
    let n = a.count
    let m = b.count
    guard abs(n - m) <= limit else { return nil }
    if n == 0 || m == 0 { return max(n, m) }
    let infinity = limit + 1
    var previousPrevious = [Int](repeating: infinity, count: m + 1)
    var previous = [Int](repeating: infinity, count: m + 1)
    var current = [Int](repeating: infinity, count: m + 1)
    for j in 0...min(m, limit) { previous[j] = j }
    for i in 1...n {
      let lower = max(1, i - limit)
      let upper = min(m, i + limit)
      // Cells just outside the band are read by the next cells (or the next row), so they are reset to "too far".
      current[0] = i <= limit ? i : infinity
      if lower > 1 { current[lower - 1] = infinity }
      var rowMinimum = current[0]
      if lower <= upper {
        for j in lower...upper {
          let cost = a[i - 1] == b[j - 1] ? 0 : 1
          var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
          if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
            value = min(value, previousPrevious[j - 2] + 1)
          }
          current[j] = min(value, infinity)
          rowMinimum = min(rowMinimum, current[j])
        }
        work += upper - lower + 1
      }
      if upper < m { current[upper + 1] = infinity }
      if rowMinimum > limit { return nil }
      (previousPrevious, previous, current) = (previous, current, previousPrevious)
    }
    return previous[m] <= limit ? previous[m] : nil
  }

  /// The candidate closest to `name` (case-insensitively), if it is close enough to be a plausible typo: within
  /// a third of the shorter word's length, at least one edit. Ties go to the candidate that sorts first.
  public static func closest(to name: String, in candidates: [String]) -> String? {
    var work = 0
    return closest(to: name, in: candidates, work: &work)
  }

  static func closest(to name: String, in candidates: [String], work: inout Int) -> String? {
    guard name.utf8.count <= maximumNameLength else { return nil }
    let target = Array(name.lowercased())
    // The closest candidate is suggested only within its own limit (a third of the shorter word), which is never
    // more than `reach`: candidates farther away cannot be suggested nor beat one that can, so they are abandoned
    // early.
    let reach = max(1, target.count / 3)
    var best: (candidate: String, lowered: [Character], distance: Int)? = nil
    var cells = 0
    for candidate in candidates where candidate != name && candidate.utf8.count <= maximumNameLength {
      let lowered = Array(candidate.lowercased())
      // Work is counted as if every band were computed in full, so what a budget allows depends on the names only,
      // never on the order they come in (a dictionary's): the output stays deterministic.
      work += 1
      if abs(lowered.count - target.count) <= reach { work += target.count * (2 * reach + 1) }
      guard let distance = distance(target, lowered, atMost: best?.distance ?? reach, work: &cells) else { continue }
      if let best, distance == best.distance, best.candidate < candidate { continue }
      best = (candidate, lowered, distance)
    }
    guard let best else { return nil }
    return best.distance <= max(1, min(target.count, best.lowered.count) / 3) ? best.candidate : nil
  }
}

/// An allowance of "did you mean" work for one file (the checker holds one): once spent, misspellings are reported
/// without a suggestion. Ordinary files never come near it; it keeps a file with thousands of unknown names among
/// thousands of declarations linear.
public struct SpellingBudget: Sendable {
  /// Units of work per file: a candidate looked at, or a cell of an edit-distance band (counted in full).
  public static let standard = 20_000_000

  /// Units left.
  public private(set) var remaining: Int

  /// A budget of `units`.
  public init(units: Int = SpellingBudget.standard) { remaining = units }

  /// ``Spelling/closest(to:in:)`` while the budget lasts; the candidates are not even listed once it is spent.
  public mutating func closest(to name: String, in candidates: @autoclosure () -> [String]) -> String? {
    guard remaining > 0 else { return nil }
    let list = candidates()
    var work = list.count
    let match = Spelling.closest(to: name, in: list, work: &work)
    remaining -= work
    return match
  }
}
