/// A query string (`width=390&set=mode%3Dgrid`), decoded as HTML forms encode it: `&`-separated pairs, `+` for a
/// space, `%XX` escapes of UTF-8 bytes. Decoded values are only ever read as option values, never as paths.
public enum FormQuery {
  /// The most pairs in one query: a render takes a handful.
  public static let maximumPairs = 64

  /// Why a query could not be decoded.
  public struct Malformed: Error, Hashable, Sendable {
    /// What is wrong, in words.
    public var message: String
  }

  /// The pairs of `query` in order, or why it is malformed (a bad escape, invalid UTF-8, too many pairs).
  public static func decode(_ query: String) throws(Malformed) -> [(name: String, value: String)] {
    var pairs: [(name: String, value: String)] = []
    for part in query.split(separator: "&") {
      guard pairs.count < maximumPairs else { throw Malformed(message: "more than \(maximumPairs) query parameters") }
      let sides = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
      let name = try decodeComponent(sides[0])
      let value = sides.count == 2 ? try decodeComponent(sides[1]) : ""
      pairs.append((name, value))
    }
    return pairs
  }

  /// One component with its escapes decoded; its bytes must be UTF-8.
  static func decodeComponent(_ text: Substring) throws(Malformed) -> String {
    var bytes: [UInt8] = []
    var iterator = Array(text.utf8).makeIterator()
    while let byte = iterator.next() {
      switch byte {
      case UInt8(ascii: "+"): bytes.append(0x20)
      case UInt8(ascii: "%"):
        guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
          throw Malformed(message: "a malformed %-escape in the query '\(text)'")
        }
        bytes.append(high << 4 | low)
      default: bytes.append(byte)
      }
    }
    // Decoding replaces invalid UTF-8 with U+FFFD, so a round trip that changes the bytes means they were not UTF-8.
    let decoded = String(decoding: bytes, as: UTF8.self)
    guard Array(decoded.utf8) == bytes else {
      throw Malformed(message: "the query '\(text)' is not UTF-8 once decoded")
    }
    return decoded
  }

  static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}
