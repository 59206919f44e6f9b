/// The kinds of token the lexer produces. Trivia (spaces, newlines, comments, a BOM) is not a token: it hangs
/// off tokens as leading and trailing trivia.
public enum TokenKind: UInt8, Sendable, CaseIterable, CustomStringConvertible {
  /// The end of the file; its leading trivia holds whatever follows the last token.
  case endOfFile
  /// A name: `[A-Za-z_][A-Za-z0-9_]*`, optionally continued by `-word` (`item-anchor`, `group-paging`).
  case identifier
  /// A number with optional fraction and unit: `12`, `-6`, `0.5`, `1/3w`, `2/3h`, `30%`.
  case number
  /// A string literal: `"section-header"`.
  case string

  // Reserved words: they start declarations and cannot be names.
  case layoutKeyword, itemKeyword, horizontalKeyword, verticalKeyword, supplementaryKeyword, sectionKeyword
  case paramKeyword, whenKeyword, headerKeyword, footerKeyword, boundaryKeyword, backgroundKeyword

  // Punctuation.
  case leftBrace, rightBrace, leftParen, rightParen
  case colon, semicolon, comma, star, tilde, pipe, equal, ellipsis
  case equalEqual, bangEqual, less, lessEqual, greater, greaterEqual

  /// Bytes that start no token (a stray character, invalid UTF-8, NUL); the lexer reports them.
  case unknown

  /// How the token reads in messages: `'{'`, `identifier`.
  public var description: String {
    switch self {
    case .endOfFile: "end of file"
    case .identifier: "identifier"
    case .number: "number"
    case .string: "string literal"
    case .unknown: "unexpected bytes"
    default: "'\(fixedText!)'"
    }
  }

  /// The exact text of keywords and punctuation.
  public var fixedText: String? {
    switch self {
    case .layoutKeyword: "layout"
    case .itemKeyword: "item"
    case .horizontalKeyword: "horizontal"
    case .verticalKeyword: "vertical"
    case .supplementaryKeyword: "supplementary"
    case .sectionKeyword: "section"
    case .paramKeyword: "param"
    case .whenKeyword: "when"
    case .headerKeyword: "header"
    case .footerKeyword: "footer"
    case .boundaryKeyword: "boundary"
    case .backgroundKeyword: "background"
    case .leftBrace: "{"
    case .rightBrace: "}"
    case .leftParen: "("
    case .rightParen: ")"
    case .colon: ":"
    case .semicolon: ";"
    case .comma: ","
    case .star: "*"
    case .tilde: "~"
    case .pipe: "|"
    case .equal: "="
    case .ellipsis: "..."
    case .equalEqual: "=="
    case .bangEqual: "!="
    case .less: "<"
    case .lessEqual: "<="
    case .greater: ">"
    case .greaterEqual: ">="
    case .endOfFile, .identifier, .number, .string, .unknown: nil
    }
  }

  /// Whether this is a reserved word.
  @inlinable public var isKeyword: Bool {
    rawValue >= TokenKind.layoutKeyword.rawValue && rawValue <= TokenKind.backgroundKeyword.rawValue
  }

  /// Whether the token starts a declaration (`item`, `horizontal`, `section`, …).
  @inlinable public var isDeclarationKeyword: Bool { isKeyword && self != .whenKeyword }

  /// Whether this is a comparison operator in a `when` condition.
  @inlinable public var isComparison: Bool {
    switch self {
    case .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual: true
    default: false
    }
  }

  static let keywordsByText: [String: TokenKind] = {
    var table: [String: TokenKind] = [:]
    for kind in TokenKind.allCases where kind.isKeyword { table[kind.fixedText!] = kind }
    return table
  }()
}

/// One token: its kind and the byte ranges of its text and trailing trivia.
///
/// Leading trivia is not stored: it runs from the previous token's `trailingEnd` (or the file start) to `start`.
/// Together the tokens of a file therefore cover every byte exactly once.
public struct Token: Hashable, Sendable {
  /// What the token is.
  public let kind: TokenKind
  /// First byte of the token's text.
  public let start: UInt32
  /// One past the last byte of the text.
  public let end: UInt32
  /// One past the last byte of the trailing trivia (spaces and a comment up to, not including, the newline).
  public let trailingEnd: UInt32
  /// Whether a line break comes before the token (in its leading trivia); the first token counts as at a start.
  public let isAtStartOfLine: Bool

  /// Creates a token.
  public init(kind: TokenKind, start: UInt32, end: UInt32, trailingEnd: UInt32, isAtStartOfLine: Bool = false) {
    self.kind = kind
    self.start = start
    self.end = end
    self.trailingEnd = trailingEnd
    self.isAtStartOfLine = isAtStartOfLine
  }
}

/// What a piece of trivia is.
public enum TriviaKind: UInt8, Sendable, CustomStringConvertible {
  /// Spaces, tabs, vertical tabs and form feeds.
  case whitespace
  /// One line break: `\n`, `\r\n` or a lone `\r`.
  case newline
  /// `// …` up to the end of the line.
  case lineComment
  /// `/// …`: documents the declaration that follows.
  case docComment
  /// A UTF-8 byte order mark at the very start of the file.
  case byteOrderMark

  public var description: String {
    switch self {
    case .whitespace: "whitespace"
    case .newline: "newline"
    case .lineComment: "lineComment"
    case .docComment: "docComment"
    case .byteOrderMark: "byteOrderMark"
    }
  }
}

/// One piece of trivia: a kind and a byte range.
public struct TriviaPiece: Hashable, Sendable {
  /// What it is.
  public let kind: TriviaKind
  /// Its bytes.
  public let start: Int
  /// One past its last byte.
  public let end: Int
}
