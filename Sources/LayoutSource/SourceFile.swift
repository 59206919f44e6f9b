/// One input file: its display path and its exact bytes, with a table of line starts.
///
/// Bytes are kept as they were read (invalid UTF-8, NUL, a BOM and CRLF included): the lexer and every tool
/// that prints source back work on these bytes, never on a decoded `String`.
public final class SourceFile: Sendable {
  /// The path shown in diagnostics (`<stdin>`, or the `--stdin-filepath` name, for standard input).
  public let path: String
  /// The file's bytes, exactly as read.
  public let bytes: [UInt8]
  /// Byte offsets at which each line starts; line breaks are `\n`, `\r\n` and a lone `\r`.
  public let lineStarts: [Int]

  /// Creates a source file from bytes.
  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
    var starts = [0]
    var i = 0
    let n = bytes.count
    while i < n {
      let byte = bytes[i]
      if byte == 0x0A {
        starts.append(i + 1)
      } else if byte == 0x0D {
        if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
        starts.append(i + 1)
      }
      i += 1
    }
    self.lineStarts = starts
  }

  /// Creates a source file from text (convenient in tests).
  public convenience init(path: String, text: String) {
    self.init(path: path, bytes: Array(text.utf8))
  }

  /// The 1-based line and column (in UTF-8 bytes, as swiftc counts) of a byte offset.
  public func location(of offset: Int) -> SourceLocation {
    let clamped = max(0, min(offset, bytes.count))
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
    }
    return SourceLocation(offset: clamped, line: low + 1, column: clamped - lineStarts[low] + 1)
  }

  /// The bytes of a 1-based line without its line break.
  public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
    guard line >= 1, line <= lineStarts.count else { return [] }
    let start = lineStarts[line - 1]
    var end = line < lineStarts.count ? lineStarts[line] : bytes.count
    while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
    return bytes[start..<end]
  }

  /// The text of a span, decoded leniently (invalid bytes become U+FFFD); for messages only.
  public func text(_ span: SourceSpan) -> String {
    let lower = max(0, min(span.start, bytes.count))
    let upper = max(lower, min(span.end, bytes.count))
    return String(decoding: bytes[lower..<upper], as: UTF8.self)
  }
}

/// A half-open byte range `[start, end)` in one source file.
///
/// Named `SourceSpan`, not `Span`: since Swift 6.2 the standard library has a `Span` (a view of contiguous memory),
/// and a module type that shadows it makes every unqualified `Span` in importing code mean ours. "Source" says what
/// it ranges over, and keeps `span` as the natural name of its values and of the JSON key.
public struct SourceSpan: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The first byte.
  public var start: Int
  /// One past the last byte.
  public var end: Int

  /// Creates a span; `end` is clamped to be at least `start`.
  public init(start: Int, end: Int) {
    self.start = start
    self.end = max(start, end)
  }

  /// An empty span at an offset (a point, such as where a missing token belongs).
  public static func point(_ offset: Int) -> SourceSpan { SourceSpan(start: offset, end: offset) }

  /// The number of bytes covered.
  public var length: Int { end - start }
  /// The smallest span covering both.
  public func union(_ other: SourceSpan) -> SourceSpan {
    SourceSpan(start: min(start, other.start), end: max(end, other.end))
  }
  /// Whether an offset lies inside (an empty span contains its own offset).
  public func contains(_ offset: Int) -> Bool { offset >= start && (offset < end || (offset == start && end == start)) }

  public static func < (lhs: SourceSpan, rhs: SourceSpan) -> Bool {
    lhs.start != rhs.start ? lhs.start < rhs.start : lhs.end < rhs.end
  }

  public var description: String { "\(start)..<\(end)" }
}

/// A resolved position: byte offset plus 1-based line and byte column.
public struct SourceLocation: Hashable, Sendable {
  /// Byte offset in the file.
  public var offset: Int
  /// 1-based line.
  public var line: Int
  /// 1-based column, counted in UTF-8 bytes.
  public var column: Int
}
