// Position conversions between byte offsets (what spans hold), lines with UTF-8 columns (what layoutc prints, as
// swiftc does) and lines with UTF-16 columns (what LSP and SARIF speak). Lines and columns are 1-based here; LSP's
// are 0-based, so an LSP server subtracts 1 from both.
//
// Line breaks are `\n`, `\r\n` and a lone `\r` (see `lineStarts`); line lookups are binary searches, O(log lines);
// a UTF-16 column costs one pass over its line's bytes before it.
//
// How bytes count in UTF-16: the bytes are decoded as UTF-8, and each maximal invalid piece (an invalid byte, or a
// sequence cut short) is one U+FFFD, so one unit. This is what a lenient decoder (`String(decoding:as:)`, an editor
// that opens the file) sees, and the one rule every UTF-16 column in layoutc follows (SARIF's included).
//
// Clamping, so every conversion answers for every input:
// - an offset before the file is 0 and one past its end is its end;
// - a line before the first is the start of the file, a line after the last is the end of the file;
// - a column before the first is the line's start, a column past the line's text is the end of its text (before the
//   line break: a line and column never give an offset inside or after a line break), and an offset between a
//   `\r` and its `\n` is the column after the `\r`;
// - an offset inside a character (say after the first byte of `é`) has the UTF-16 column of the line's bytes before
//   it decoded on their own, so the cut character counts as one U+FFFD; a UTF-16 column inside a character (between
//   the two units of a surrogate pair) gives the character's start. UTF-8 columns are byte columns: every byte
//   offset on the line has one, and it converts back exactly.

/// A position by 1-based line and 1-based column counted in UTF-16 code units (LSP's and SARIF's columns).
public struct UTF16Location: Hashable, Sendable, CustomStringConvertible {
  /// 1-based line.
  public var line: Int
  /// 1-based column, in UTF-16 code units.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public var description: String { "\(line):\(column)" }
}

extension SourceFile {
  /// How many lines the file has (a file that ends with a line break has an empty last line; an empty file has one).
  public var lineCount: Int { lineStarts.count }

  /// The byte offset where 1-based `line` starts (clamped: before the first line is 0, after the last is the end of
  /// the file).
  public func lineStart(_ line: Int) -> Int {
    if line < 1 { return 0 }
    if line > lineStarts.count { return bytes.count }
    return lineStarts[line - 1]
  }

  /// The byte offset where the text of 1-based `line` ends: before its line break, or at the end of the file (clamped
  /// as ``lineStart(_:)``).
  public func lineEnd(_ line: Int) -> Int {
    if line < 1 { return 0 }
    if line >= lineStarts.count { return bytes.count }
    let start = lineStarts[line - 1]
    var end = lineStarts[line]
    if end > start, bytes[end - 1] == 0x0A { end -= 1 }
    if end > start, bytes[end - 1] == 0x0D { end -= 1 }
    return end
  }

  /// The byte offset of 1-based `line` and 1-based UTF-8 (byte) `column`, clamped to the line's text.
  public func offset(line: Int, column: Int) -> Int {
    if line < 1 { return 0 }
    if line > lineStarts.count { return bytes.count }
    let start = lineStart(line)
    return max(start, min(start + column - 1, lineEnd(line)))
  }

  /// The 1-based UTF-16 column of a location (from ``location(of:)``): the UTF-16 length of its line's bytes before
  /// it, plus one.
  public func utf16Column(of location: SourceLocation) -> Int {
    // Clamped so that a location made up by hand (not from this file) cannot read outside the bytes.
    let offset = max(0, min(location.offset, bytes.count))
    let lineStart = max(0, min(offset - (location.column - 1), offset))
    return Self.utf16Length(of: bytes[lineStart..<offset]) + 1
  }

  /// The line and UTF-16 column of a byte offset (clamped to the file).
  public func utf16Location(of offset: Int) -> UTF16Location {
    let location = location(of: offset)
    return UTF16Location(line: location.line, column: utf16Column(of: location))
  }

  /// The byte offset of a line and UTF-16 column, clamped to the line's text; a column between the two units of a
  /// surrogate pair gives the start of its character.
  public func offset(of location: UTF16Location) -> Int {
    if location.line < 1 { return 0 }
    if location.line > lineStarts.count { return bytes.count }
    var offset = lineStart(location.line)
    let end = lineEnd(location.line)
    let target = location.column - 1
    var units = 0
    var pieces = UTF16Pieces(bytes[offset..<end])
    while units < target, let piece = pieces.next() {
      if units + piece.units > target { break }
      units += piece.units
      offset += piece.bytes
    }
    return offset
  }

  /// The UTF-16 length of some bytes decoded leniently (each maximal invalid piece is one U+FFFD).
  static func utf16Length(of bytes: ArraySlice<UInt8>) -> Int {
    // ASCII is one unit a byte, and almost every column is on an ASCII prefix.
    if !bytes.contains(where: { $0 >= 0x80 }) { return bytes.count }
    var units = 0
    var pieces = UTF16Pieces(bytes)
    while let piece = pieces.next() { units += piece.units }
    return units
  }
}

/// The bytes of a slice as a lenient UTF-8 decoder splits them: each piece is a valid character (one or two UTF-16
/// units) or a maximal invalid piece (one unit, its U+FFFD). The one place layoutc counts UTF-16.
struct UTF16Pieces: IteratorProtocol {
  private var iterator: ArraySlice<UInt8>.Iterator
  private var parser = Unicode.UTF8.ForwardParser()

  init(_ bytes: ArraySlice<UInt8>) { iterator = bytes.makeIterator() }

  /// The next piece: how many bytes it takes and how many UTF-16 units it counts for.
  mutating func next() -> (bytes: Int, units: Int)? {
    switch parser.parseScalar(from: &iterator) {
    case .valid(let encoded): (encoded.count, Unicode.UTF8.decode(encoded).utf16.count)
    case .error(let length): (length, 1)
    case .emptyInput: nil
    }
  }
}
