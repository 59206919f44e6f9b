import LayoutSource

/// Turns bytes into tokens with trivia. Never fails: bytes that start no token become `unknown` tokens with a
/// diagnostic, so every byte of any input lands in exactly one token or trivia piece.
///
/// The lexer scans raw UTF-8 bytes (no `String` work per character) so the front end runs at tens of MB/s.
public struct Lexer {
  /// The tokens, ending with exactly one `endOfFile`.
  public private(set) var tokens: [Token] = []
  /// Lexical errors (invalid UTF-8, stray characters, unterminated strings, malformed numbers); the first
  /// ``DiagnosticLog/capacity`` are kept, the rest counted.
  public private(set) var diagnostics = DiagnosticLog()

  /// Lexes a whole file.
  public static func tokenize(_ bytes: [UInt8]) -> Lexer {
    var lexer = Lexer()
    var tokens: [Token] = []
    tokens.reserveCapacity(bytes.count / 4 + 1)
    bytes.withUnsafeBufferPointer { lexer.run($0, into: &tokens) }
    lexer.tokens = tokens
    return lexer
  }

  /// Lexes a whole file into `tokens` (the parser's path: the tree adopts that storage), returning the diagnostics.
  static func tokenize(_ bytes: [UInt8], into tokens: inout GrowableBuffer<Token>) -> DiagnosticLog {
    var lexer = Lexer()
    bytes.withUnsafeBufferPointer { lexer.run($0, into: &tokens) }
    return lexer.diagnostics
  }

  private mutating func run<Sink: TokenSink>(_ text: UnsafeBufferPointer<UInt8>, into tokens: inout Sink) {
    var cursor = Cursor(text: text)
    if cursor.startsWithByteOrderMark { cursor.position = 3 }
    var first = true
    while true {
      let sawNewline = cursor.skipLeadingTrivia() || first
      first = false
      let start = cursor.position
      if cursor.atEnd {
        let end = UInt32(start)
        tokens.append(Token(kind: .endOfFile, start: end, end: end, trailingEnd: end, isAtStartOfLine: sawNewline))
        return
      }
      let kind = lexToken(&cursor)
      let end = cursor.position
      cursor.skipTrailingTrivia()
      tokens.append(
        Token(
          kind: kind, start: UInt32(start), end: UInt32(end), trailingEnd: UInt32(cursor.position),
          isAtStartOfLine: sawNewline))
    }
  }

  private mutating func lexToken(_ cursor: inout Cursor) -> TokenKind {
    let start = cursor.position
    let byte = cursor.peek()
    if Cursor.isIdentifierStart(byte) {
      return lexIdentifier(&cursor)
    }
    if Cursor.isDigit(byte) || (byte == UInt8(ascii: "-") && Cursor.isDigit(cursor.peek(1))) {
      return lexNumber(&cursor)
    }
    cursor.position += 1
    switch byte {
    case UInt8(ascii: "{"): return .leftBrace
    case UInt8(ascii: "}"): return .rightBrace
    case UInt8(ascii: "("): return .leftParen
    case UInt8(ascii: ")"): return .rightParen
    case UInt8(ascii: ":"): return .colon
    case UInt8(ascii: ";"): return .semicolon
    case UInt8(ascii: ","): return .comma
    case UInt8(ascii: "*"): return .star
    case UInt8(ascii: "~"): return .tilde
    case UInt8(ascii: "|"): return .pipe
    case UInt8(ascii: "\""): return lexString(&cursor, start: start)
    case UInt8(ascii: "="):
      return cursor.eat(UInt8(ascii: "=")) ? .equalEqual : .equal
    case UInt8(ascii: "<"):
      return cursor.eat(UInt8(ascii: "=")) ? .lessEqual : .less
    case UInt8(ascii: ">"):
      return cursor.eat(UInt8(ascii: "=")) ? .greaterEqual : .greater
    case UInt8(ascii: "!") where cursor.peek() == UInt8(ascii: "="):
      cursor.position += 1
      return .bangEqual
    case UInt8(ascii: ".") where cursor.peek() == UInt8(ascii: ".") && cursor.peek(1) == UInt8(ascii: "."):
      cursor.position += 2
      return .ellipsis
    default:
      cursor.position = start
      return lexUnknown(&cursor)
    }
  }

  private mutating func lexIdentifier(_ cursor: inout Cursor) -> TokenKind {
    let start = cursor.position
    cursor.skipIdentifierBody()
    var hyphenated = false
    // `item-anchor`, `group-paging-centered`: a hyphen glued between two words continues the name.
    while cursor.peek() == UInt8(ascii: "-") && Cursor.isIdentifierBody(cursor.peek(1)) {
      hyphenated = true
      cursor.position += 1
      cursor.skipIdentifierBody()
    }
    if hyphenated { return .identifier }
    return Keywords.match(cursor.text, start, cursor.position) ?? .identifier
  }

  private mutating func lexNumber(_ cursor: inout Cursor) -> TokenKind {
    let start = cursor.position
    _ = cursor.eat(UInt8(ascii: "-"))
    cursor.skipDigitsAndFraction()
    var malformed: String? = nil
    if cursor.peek() == UInt8(ascii: "/") && cursor.peek(1) != UInt8(ascii: "/") {
      cursor.position += 1
      if Cursor.isDigit(cursor.peek()) {
        cursor.skipDigitsAndFraction()
      } else {
        malformed = "expected a denominator after '/'"
      }
    }
    let unit = cursor.peek()
    if unit == UInt8(ascii: "w") || unit == UInt8(ascii: "h") || unit == UInt8(ascii: "%") {
      cursor.position += 1
    }
    // Letters or digits glued to a number make one bad token, reported once (`20px`, `20x20`).
    if Cursor.isIdentifierBody(cursor.peek()) || cursor.peek() == UInt8(ascii: ".") && Cursor.isDigit(cursor.peek(1)) {
      let suffixStart = cursor.position
      while Cursor.isIdentifierBody(cursor.peek())
        || cursor.peek() == UInt8(ascii: ".") && Cursor.isDigit(cursor.peek(1))
      {
        cursor.position += 1
      }
      let span = SourceSpan(start: start, end: cursor.position)
      let text = String(decoding: cursor.text[start..<cursor.position], as: UTF8.self)
      var fixIts: [FixIt] = []
      var message = malformed ?? "invalid number '\(text)'"
      if cursor.text[suffixStart] == UInt8(ascii: "x"), suffixStart + 1 < cursor.position {
        let width = String(decoding: cursor.text[start..<suffixStart], as: UTF8.self)
        let height = String(decoding: cursor.text[(suffixStart + 1)..<cursor.position], as: UTF8.self)
        message = "a size needs spaces around 'x'"
        fixIts = [
          FixIt(
            message: "write '\(width) x \(height)'", edits: [TextEdit(span: span, replacement: "\(width) x \(height)")])
        ]
      } else if malformed == nil {
        message += "; a dimension is points (20), a fraction of the width or height (1/3w, 0.5h) or a percentage (30%)"
      }
      diagnostics.append(.error(.malformedNumber, message, at: span, fixIts: fixIts))
    } else if let malformed {
      diagnostics.append(.error(.malformedNumber, malformed, at: SourceSpan(start: start, end: cursor.position)))
    }
    return .number
  }

  private mutating func lexString(_ cursor: inout Cursor, start: Int) -> TokenKind {
    while !cursor.atEnd {
      let byte = cursor.peek()
      if byte == UInt8(ascii: "\"") {
        cursor.position += 1
        return .string
      }
      if byte == 0x0A || byte == 0x0D { break }
      if byte == UInt8(ascii: "\\") {
        let next = cursor.peek(1)
        if next == UInt8(ascii: "\"") || next == UInt8(ascii: "\\") {
          cursor.position += 2
          continue
        }
        let length = next == 0x0A || next == 0x0D || cursor.position + 1 >= cursor.text.count ? 1 : 2
        diagnostics.append(
          .error(
            .invalidEscape, "invalid escape sequence in string literal; only \\\" and \\\\ are allowed",
            at: SourceSpan(start: cursor.position, end: cursor.position + length)))
        cursor.position += length
        continue
      }
      if byte < 0x80 {
        cursor.position += 1
        continue
      }
      let length = cursor.validScalarLength()
      if length == 0 {
        let badStart = cursor.position
        while !cursor.atEnd && cursor.peek() >= 0x80 && cursor.validScalarLength() == 0 { cursor.position += 1 }
        diagnostics.append(
          .error(.invalidUTF8, "invalid UTF-8 in string literal", at: SourceSpan(start: badStart, end: cursor.position))
        )
      } else {
        cursor.position += length
      }
    }
    diagnostics.append(
      .error(
        .unterminatedString, "unterminated string literal", at: SourceSpan(start: start, end: cursor.position),
        fixIts: [FixIt(message: "insert '\"'", edits: [TextEdit(span: .point(cursor.position), replacement: "\"")])]))
    return .string
  }

  /// A run of bytes that start no token: stray characters, NUL, invalid UTF-8.
  private mutating func lexUnknown(_ cursor: inout Cursor) -> TokenKind {
    let start = cursor.position
    // `/* … */` from C-family habits: one clear error for the whole comment, not one per stray character.
    if cursor.peek() == UInt8(ascii: "/") && cursor.peek(1) == UInt8(ascii: "*") {
      cursor.position += 2
      while !cursor.atEnd && !(cursor.peek() == UInt8(ascii: "*") && cursor.peek(1) == UInt8(ascii: "/")) {
        cursor.position += 1
      }
      if !cursor.atEnd { cursor.position += 2 }
      diagnostics.append(
        .error(
          .unexpectedCharacter, "block comments are not supported; use '//' on each line",
          at: SourceSpan(start: start, end: cursor.position)))
      return .unknown
    }
    var first: Diagnostic? = nil
    repeat {
      let here = cursor.position
      let byte = cursor.peek()
      if byte < 0x80 {
        cursor.position += 1
        first = first ?? Lexer.strayASCII(byte, at: here)
      } else if case let length = cursor.validScalarLength(), length > 0 {
        let scalarText = String(decoding: cursor.text[here..<(here + length)], as: UTF8.self)
        let scalar = scalarText.unicodeScalars.first!
        cursor.position += length
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let what = scalar.properties.isWhitespace ? "whitespace character" : "character"
        first = first ?? .error(.unexpectedCharacter, "unexpected \(what) '\(scalarText)' (\(code))", at: .point(here))
      } else {
        while !cursor.atEnd && cursor.peek() >= 0x80 && cursor.validScalarLength() == 0 { cursor.position += 1 }
        first = first ?? .error(.invalidUTF8, "invalid UTF-8 byte sequence", at: .point(here))
      }
    } while !cursor.atEnd && cursor.startsUnknown
    if var diagnostic = first {
      diagnostic.span = SourceSpan(start: start, end: cursor.position)
      diagnostics.append(diagnostic)
    }
    return .unknown
  }

  private static func strayASCII(_ byte: UInt8, at offset: Int) -> Diagnostic {
    if byte == 0 { return .error(.unexpectedCharacter, "unexpected NUL byte", at: .point(offset)) }
    if byte < 0x20 || byte == 0x7F {
      return .error(
        .unexpectedCharacter, "unexpected control character (byte 0x\(String(byte, radix: 16)))", at: .point(offset))
    }
    let character = String(UnicodeScalar(byte))
    var fixIts: [FixIt] = []
    var message = "unexpected character '\(character)'"
    if byte == UInt8(ascii: "/") { message += "; comments start with '//'" }
    if byte == UInt8(ascii: ".") { message += "; write decimals with a leading digit (0.5)" }
    if byte == UInt8(ascii: "'") {
      message += "; element kinds are written in double quotes"
      fixIts = [
        FixIt(
          message: "use '\"'", edits: [TextEdit(span: SourceSpan(start: offset, end: offset + 1), replacement: "\"")])
      ]
    }
    return .error(.unexpectedCharacter, message, at: .point(offset), fixIts: fixIts)
  }
}

/// Where the lexer appends tokens: the public API's array, or the buffer a syntax tree adopts.
protocol TokenSink {
  mutating func append(_ token: Token)
}

extension Array: TokenSink where Element == Token {}
extension GrowableBuffer: TokenSink where Element == Token {}
