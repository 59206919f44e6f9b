import LayoutCompiler

/// How LSP positions count characters: UTF-16 code units unless client and server agree on UTF-8 at `initialize`.
///
/// Spans stay byte offsets inside layoutc; positions are converted here, at the edge, through `SourceFile`'s one
/// UTF-16 count (so a position means the same here as in SARIF output).
public enum PositionEncoding: String, Sendable {
  /// `"utf-8"`: columns in bytes, layoutc's own.
  case utf8 = "utf-8"
  /// `"utf-16"`: the protocol's default.
  case utf16 = "utf-16"

  /// The encoding for a client's `general.positionEncodings` (nil: it offered none): UTF-8 when offered, since it
  /// costs no conversion, else the mandatory UTF-16.
  static func negotiated(offered: [String]?) -> PositionEncoding {
    offered?.contains(PositionEncoding.utf8.rawValue) == true ? .utf8 : .utf16
  }

  /// The LSP position (0-based line and character) of a byte offset.
  func position(of offset: Int, in source: SourceFile) -> JSONValue {
    let (line, character): (Int, Int)
    switch self {
    case .utf8:
      let location = source.location(of: offset)
      (line, character) = (location.line, location.column)
    case .utf16:
      let location = source.utf16Location(of: offset)
      (line, character) = (location.line, location.column)
    }
    return .object([("line", .number(line - 1)), ("character", .number(character - 1))])
  }

  /// The LSP range of a span.
  func range(of span: SourceSpan, in source: SourceFile) -> JSONValue {
    .object([("start", position(of: span.start, in: source)), ("end", position(of: span.end, in: source))])
  }

  /// The byte offset of an LSP position, clamped as the protocol says (a character past the line's end is its
  /// end; a line past the last is the end of the file); nil when the position is not two non-negative integers.
  func offset(of position: JSONValue?, in source: SourceFile) -> Int? {
    guard let line = position?["line"]?.intValue, let character = position?["character"]?.intValue,
      line >= 0, character >= 0, line < Int.max - 1, character < Int.max - 1
    else { return nil }
    switch self {
    case .utf8: return source.offset(line: line + 1, column: character + 1)
    case .utf16: return source.offset(of: UTF16Location(line: line + 1, column: character + 1))
    }
  }

  /// The byte span of an LSP range (its ends in order), or nil when it is malformed.
  func span(of range: JSONValue?, in source: SourceFile) -> SourceSpan? {
    guard let start = offset(of: range?["start"], in: source), let end = offset(of: range?["end"], in: source)
    else { return nil }
    return SourceSpan(start: min(start, end), end: max(start, end))
  }
}
