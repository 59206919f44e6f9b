import LayoutLint
import LayoutMath
import LayoutSource

/// The `viewport` key's value: a range written as the `viewport:` property writes it, `WIDTHS x HEIGHTS`, each a
/// number of points or `LOW...HIGH` (`320...1024 x 480...1366`, `390 x 844`). Numbers are positive decimals.
enum ViewportText {
  static func parse(_ text: String) -> ViewportRange? {
    let halves = text.split(separator: "x", omittingEmptySubsequences: false)
    guard halves.count == 2, let widths = range(halves[0]), let heights = range(halves[1]) else { return nil }
    return ViewportRange(minWidth: widths.0, maxWidth: widths.1, minHeight: heights.0, maxHeight: heights.1)
  }

  private static func range(_ text: Substring) -> (Rational, Rational)? {
    let trimmed = text.trimmingCharacters(in: " ")
    let ends = trimmed.components(separatedBy: "...")
    guard ends.count <= 2, let low = number(ends[0]), let high = number(ends[ends.count - 1]) else { return nil }
    return low <= high ? (low, high) : nil
  }

  private static func number(_ text: String) -> Rational? {
    let bytes = Array(text.trimmingCharacters(in: " ").utf8)
    guard !bytes.isEmpty, bytes.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2E }),
      let value = Rational(decimal: bytes), value.signum > 0
    else { return nil }
    return value
  }
}

extension StringProtocol {
  fileprivate func trimmingCharacters(in character: Character) -> String {
    var text = Substring(self)
    while text.first == character { text.removeFirst() }
    while text.last == character { text.removeLast() }
    return String(text)
  }

  /// Splits at every `...` (Foundation-free: this module is pure).
  fileprivate func components(separatedBy separator: String) -> [String] {
    let characters = Array(self)
    let mark = Array(separator)
    var parts: [String] = []
    var current = ""
    var index = 0
    while index < characters.count {
      if index + mark.count <= characters.count, Array(characters[index..<index + mark.count]) == mark {
        parts.append(current)
        current = ""
        index += mark.count
      } else {
        current.append(characters[index])
        index += 1
      }
    }
    parts.append(current)
    return parts
  }
}
