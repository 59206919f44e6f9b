/// A position in the bytes being lexed, with the byte-class tests the lexer needs.
struct Cursor {
  let text: UnsafeBufferPointer<UInt8>
  var position = 0

  init(text: UnsafeBufferPointer<UInt8>) { self.text = text }

  var atEnd: Bool { position >= text.count }

  /// The byte `offset` ahead, or 0 past the end (callers test `atEnd` where a NUL byte matters).
  @inline(__always) func peek(_ offset: Int = 0) -> UInt8 {
    let index = position + offset
    return index < text.count ? text[index] : 0
  }

  @inline(__always) mutating func eat(_ byte: UInt8) -> Bool {
    guard !atEnd, text[position] == byte else { return false }
    position += 1
    return true
  }

  var startsWithByteOrderMark: Bool {
    text.count >= 3 && text[0] == 0xEF && text[1] == 0xBB && text[2] == 0xBF
  }

  @inline(__always) static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_")
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  @inline(__always) static func isIdentifierBody(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

  @inline(__always) static func isHorizontalSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
  }

  mutating func skipIdentifierBody() {
    while position < text.count && Cursor.isIdentifierBody(text[position]) { position += 1 }
  }

  /// Digits, then `.digits` if a digit follows the point (so `320...1366` stops before the ellipsis).
  mutating func skipDigitsAndFraction() {
    while position < text.count && Cursor.isDigit(text[position]) { position += 1 }
    if peek() == UInt8(ascii: "."), Cursor.isDigit(peek(1)) {
      position += 1
      while position < text.count && Cursor.isDigit(text[position]) { position += 1 }
    }
  }

  /// Spaces, newlines and comments before a token; returns whether a line break was among them.
  @discardableResult
  mutating func skipLeadingTrivia() -> Bool {
    var newline = false
    while position < text.count {
      let byte = text[position]
      if Cursor.isHorizontalSpace(byte) {
        position += 1
      } else if byte == 0x0A || byte == 0x0D {
        newline = true
        position += 1
      } else if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
        skipToEndOfLine()
      } else {
        return newline
      }
    }
    return newline
  }

  /// Spaces and a comment after a token, up to but not including the line break.
  mutating func skipTrailingTrivia() {
    while position < text.count && Cursor.isHorizontalSpace(text[position]) { position += 1 }
    if peek() == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") { skipToEndOfLine() }
  }

  mutating func skipToEndOfLine() {
    while position < text.count && text[position] != 0x0A && text[position] != 0x0D { position += 1 }
  }

  /// The length of the valid UTF-8 scalar at the cursor, or 0 if the bytes there are not valid UTF-8.
  func validScalarLength() -> Int {
    let b0 = peek()
    let remaining = text.count - position
    func continuation(_ i: Int) -> Bool { i < remaining && text[position + i] & 0xC0 == 0x80 }
    switch b0 {
    case 0x00..<0x80: return remaining > 0 ? 1 : 0
    case 0xC2...0xDF: return continuation(1) ? 2 : 0
    case 0xE0...0xEF:
      guard continuation(1), continuation(2) else { return 0 }
      let b1 = text[position + 1]
      if b0 == 0xE0 && b1 < 0xA0 { return 0 }  // overlong
      if b0 == 0xED && b1 >= 0xA0 { return 0 }  // surrogate
      return 3
    case 0xF0...0xF4:
      guard continuation(1), continuation(2), continuation(3) else { return 0 }
      let b1 = text[position + 1]
      if b0 == 0xF0 && b1 < 0x90 { return 0 }  // overlong
      if b0 == 0xF4 && b1 >= 0x90 { return 0 }  // above U+10FFFF
      return 4
    default: return 0
    }
  }

  /// Whether the byte at the cursor starts neither trivia nor a token (so an `unknown` run goes on).
  var startsUnknown: Bool {
    let byte = peek()
    if byte >= 0x80 {
      // A valid non-ASCII scalar is still unknown (only ASCII starts tokens), and so is invalid UTF-8.
      return true
    }
    if Cursor.isHorizontalSpace(byte) || byte == 0x0A || byte == 0x0D { return false }
    if Cursor.isIdentifierBody(byte) { return false }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: ":"),
      UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: "*"), UInt8(ascii: "~"), UInt8(ascii: "|"),
      UInt8(ascii: "="), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""):
      return false
    case UInt8(ascii: "-"): return !Cursor.isDigit(peek(1))
    case UInt8(ascii: "/"): return peek(1) != UInt8(ascii: "/")
    case UInt8(ascii: "!"): return peek(1) != UInt8(ascii: "=")
    case UInt8(ascii: "."): return !(peek(1) == UInt8(ascii: ".") && peek(2) == UInt8(ascii: "."))
    default: return true
    }
  }
}

/// Reserved words, matched on bytes without building a `String`.
enum Keywords {
  private static let byLength: [[([UInt8], TokenKind)]] = {
    var table = Array(repeating: [([UInt8], TokenKind)](), count: 16)
    for kind in TokenKind.allCases where kind.isKeyword {
      let bytes = Array(kind.fixedText!.utf8)
      table[bytes.count].append((bytes, kind))
    }
    return table
  }()

  static func match(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> TokenKind? {
    let length = end - start
    guard length < byLength.count else { return nil }
    outer: for (bytes, kind) in byLength[length] {
      for i in 0..<length where text[start + i] != bytes[i] { continue outer }
      return kind
    }
    return nil
  }
}
