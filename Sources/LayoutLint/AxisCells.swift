import LayoutIR
import LayoutMath

/// One axis of the analysed range cut at every `when width` (or `when height`) threshold of a layout: the open
/// intervals between thresholds and the thresholds themselves, numbered from the low end. Cell 2k is the open interval
/// after the k-th bound, cell 2k + 1 the threshold after it; a range of cells stands for the closed interval from its
/// first cell's low end to its last cell's high end (a threshold is resolved on both sides of it, which only ever adds
/// a boundary line to where a finding holds).
///
/// Only thresholds strictly inside the range cut it. The ends of the range belong to the open cells next to them, so a
/// comparison with a threshold at an end is decided as at a point just inside.
struct AxisCells: Sendable {
  /// The range's low end, the thresholds inside it in increasing order, and its high end.
  let bounds: [Rational]

  init(low: Rational, high: Rational, thresholds: [Rational]) {
    if thresholds.isEmpty {
      bounds = [low, high]
      return
    }
    let inside = Set(thresholds.filter { $0 > low && $0 < high }).sorted()
    bounds = [low] + inside + [high]
  }

  /// Whether the range is a single value (`viewport: 390...390 x …`): then there is one cell, that point.
  var isPoint: Bool { bounds[0] == bounds[bounds.count - 1] }

  /// How many cells there are.
  var count: Int { isPoint ? 1 : 2 * bounds.count - 3 }

  /// Every cell.
  var all: ClosedRange<Int> { 0...(count - 1) }

  /// The low end of a cell.
  func low(_ cell: Int) -> Rational { isPoint ? bounds[0] : bounds[(cell + 1) / 2] }

  /// The high end of a cell.
  func high(_ cell: Int) -> Rational { isPoint ? bounds[0] : bounds[cell / 2 + 1] }

  /// Where `threshold` lies among the cells: a comparison `value OP threshold` is decided per cell by comparing the
  /// cell's number with this position (cells below it are less, the cell at it is equal, cells above are greater).
  func position(of threshold: Rational) -> Int {
    if isPoint { return threshold > bounds[0] ? 1 : (threshold == bounds[0] ? 0 : -1) }
    if threshold <= bounds[0] { return -1 }
    if threshold >= bounds[bounds.count - 1] { return count }
    // Binary search among the inside thresholds (bounds[1...n-2]); every threshold of the layout is one of them.
    var lo = 1
    var hi = bounds.count - 2
    while lo < hi {
      let mid = (lo + hi) / 2
      if bounds[mid] < threshold { lo = mid + 1 } else { hi = mid }
    }
    return 2 * lo - 1
  }

  /// A comparison `value OP threshold` over a range of cells: true or false when it is the same in every cell.
  static func decide(_ op: IRComparison, position: Int, over range: ClosedRange<Int>) -> Bool? {
    let (lo, hi) = (range.lowerBound, range.upperBound)
    switch op {
    case .less: return hi < position ? true : (lo >= position ? false : nil)
    case .lessOrEqual: return hi <= position ? true : (lo > position ? false : nil)
    case .greater: return lo > position ? true : (hi <= position ? false : nil)
    case .greaterOrEqual: return lo >= position ? true : (hi < position ? false : nil)
    case .equal:
      if lo == position && hi == position { return true }
      return position < lo || position > hi ? false : nil
    case .notEqual:
      if lo == position && hi == position { return false }
      return position < lo || position > hi ? true : nil
    }
  }

  /// The cells of `range` below `position` and from it on (those that exist).
  static func split(_ range: ClosedRange<Int>, before position: Int) -> [ClosedRange<Int>] {
    guard position > range.lowerBound && position <= range.upperBound else { return [range] }
    return [range.lowerBound...(position - 1), position...range.upperBound]
  }

  /// The cells of `range` below, at and above `position` (those that exist): a comparison with that threshold is
  /// decided in each.
  static func split(_ range: ClosedRange<Int>, at position: Int) -> [ClosedRange<Int>] {
    var parts: [ClosedRange<Int>] = []
    if position > range.lowerBound { parts.append(range.lowerBound...min(position - 1, range.upperBound)) }
    if range.contains(position) { parts.append(position...position) }
    if position < range.upperBound { parts.append(max(position + 1, range.lowerBound)...range.upperBound) }
    return parts
  }
}

/// The values a parameter may take in a set of variants: a bit set over the indices of its values.
struct ValueSet: Hashable, Sendable {
  private(set) var words: [UInt64]

  /// Every value of a parameter with `count` values.
  init(all count: Int) {
    words = [UInt64](repeating: ~0, count: (count + 63) / 64)
    if count % 64 != 0 { words[words.count - 1] = (1 << UInt64(count % 64)) - 1 }
  }

  /// The one value `value` of a parameter with `count` values.
  init(only value: Int, of count: Int) {
    words = [UInt64](repeating: 0, count: (count + 63) / 64)
    words[value / 64] = 1 << UInt64(value % 64)
  }

  func contains(_ value: Int) -> Bool {
    value >= 0 && value / 64 < words.count && words[value / 64] & (1 << UInt64(value % 64)) != 0
  }

  var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

  mutating func remove(_ value: Int) {
    guard contains(value) else { return }
    words[value / 64] &= ~(1 << UInt64(value % 64))
  }

  func union(_ other: ValueSet) -> ValueSet {
    var result = self
    for i in result.words.indices { result.words[i] |= other.words[i] }
    return result
  }

  /// The value indices, in increasing order.
  var values: [Int] {
    var result: [Int] = []
    for (w, word) in words.enumerated() {
      var bits = word
      while bits != 0 {
        result.append(w * 64 + bits.trailingZeroBitCount)
        bits &= bits - 1
      }
    }
    return result
  }
}
