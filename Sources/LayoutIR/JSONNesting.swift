import Foundation

/// The nesting guard `IRDocument.load` runs before decoding.
///
/// Foundation's JSON parser and `Codable` recurse once per level of nesting, and the depth at which the parser
/// gives up differs between platforms and versions. One scan of the bytes (brackets outside strings) bounds the
/// recursion of everything after it, whatever Foundation does, and names where the nesting went too deep.
enum JSONNesting {
  /// The deepest nesting of arrays and objects `load` reads. A valid document needs about 10 levels around a
  /// condition and 2 per level of condition (an object and its `and`/`or` array), so conditions at the IR's
  /// limit (`IRDocument.maximumNestingDepth`) fit with room to spare.
  static let maximumDepth = 2 * IRDocument.maximumNestingDepth + 64

  /// The byte offset of the first `[` or `{` that opens a level deeper than `limit`, or nil.
  static func firstTooDeep(in data: Data, limit: Int = maximumDepth) -> Int? {
    data.withUnsafeBytes { bytes -> Int? in
      var depth = 0
      var inString = false
      var escaped = false
      for (offset, byte) in bytes.enumerated() {
        if inString {
          if escaped {
            escaped = false
          } else if byte == UInt8(ascii: "\\") {
            escaped = true
          } else if byte == UInt8(ascii: "\"") {
            inString = false
          }
          continue
        }
        switch byte {
        case UInt8(ascii: "\""): inString = true
        case UInt8(ascii: "["), UInt8(ascii: "{"):
          depth += 1
          if depth > limit { return offset }
        case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
        default: break
        }
      }
      return nil
    }
  }
}
