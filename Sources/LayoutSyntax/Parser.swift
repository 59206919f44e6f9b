import LayoutSource

/// The error-recovering parser. `parse` never fails: it returns a tree holding every token plus diagnostics.
///
/// Recursive descent with a depth limit: blocks and conditions nested deeper than `maximumDepth` get one
/// diagnostic and are kept as flat error nodes, so no input can overflow the stack. Every loop checks that it
/// made progress (the swift-syntax habit), so no input can hang the parser.
public struct Parser {
  /// How deeply blocks and conditions may nest before the parser stops descending.
  public static let maximumDepth = 128

  /// Parses a whole file.
  public static func parse(_ source: SourceFile) -> SyntaxTree {
    // Tokens, nodes and child lists are built in the storage the tree keeps (`GrowableBuffer`), never copied.
    var tokens = GrowableBuffer<Token>(capacity: source.bytes.count / 4 + 1)
    let diagnostics = Lexer.tokenize(source.bytes, into: &tokens)
    var parser = Parser(source: source, tokens: tokens.elements)
    parser.parseSourceFile()
    let (nodes, children) = parser.builder.finish()
    return SyntaxTree(
      source: source, tokens: tokens.take(), diagnostics: diagnostics.kept + parser.diagnostics.kept,
      droppedDiagnostics: diagnostics.dropped + parser.diagnostics.dropped, nodes: nodes, children: children)
  }

  let source: SourceFile
  /// The lexer's tokens, read while `parse` keeps their buffer alive and unchanged. Every read is in bounds: the
  /// last token is `endOfFile`, `bump` never moves past it, and lookahead clamps to it (`peekKind`).
  let tokens: UnsafeBufferPointer<Token>
  var builder: TreeBuilder
  var position = 0
  var depth = 0
  /// The declaration keyword owning each open block, innermost last (for recovery from a missing '}').
  var blockOwners: [TokenKind] = []
  /// Set when the last entry was skipped as an error.
  var recovered = false
  var diagnostics = DiagnosticLog()

  init(source: SourceFile, tokens: UnsafeBufferPointer<Token>) {
    self.source = source
    self.tokens = tokens
    self.builder = TreeBuilder(expectedTokens: tokens.count)
  }

  // MARK: - Token access

  var current: TokenKind { tokens[position].kind }
  var currentToken: Token { tokens[position] }
  func peekKind(_ offset: Int = 1) -> TokenKind { tokens[min(position + offset, tokens.count - 1)].kind }
  var atEnd: Bool { current == .endOfFile }

  /// Whether a line break comes before the current token.
  var currentIsAtStartOfLine: Bool { position == 0 || tokens[position].isAtStartOfLine }

  /// Where a missing token belongs: right after the previous token's text.
  var insertionPoint: Int { position == 0 ? 0 : Int(tokens[position - 1].end) }

  var currentSpan: SourceSpan { SourceSpan(start: Int(currentToken.start), end: Int(currentToken.end)) }

  /// The current token's text, for messages.
  var currentText: String {
    String(decoding: source.bytes[Int(currentToken.start)..<Int(currentToken.end)], as: UTF8.self)
  }

  func currentIs(word: String) -> Bool {
    guard current == .identifier else { return false }
    let token = currentToken
    let length = Int(token.end - token.start)
    guard length == word.utf8.count else { return false }
    var i = Int(token.start)
    for byte in word.utf8 {
      if source.bytes[i] != byte { return false }
      i += 1
    }
    return true
  }

  /// Consumes the current token into the open node (never the end-of-file token except at the very end).
  mutating func bump() {
    precondition(position < tokens.count)
    builder.token()
    if position < tokens.count - 1 { position += 1 }
  }

  mutating func eat(_ kind: TokenKind) -> Bool {
    guard current == kind else { return false }
    bump()
    return true
  }

  /// Consumes a token of `kind`, or reports it missing where it belongs (with a fix-it that inserts it).
  @discardableResult
  mutating func expect(_ kind: TokenKind, _ what: String? = nil, insert: String? = nil) -> Bool {
    skipUnknownTokens()
    if eat(kind) { return true }
    // After an unterminated string the rest of the line is gone; what follows is the same mistake.
    if position > 0, tokens[position - 1].kind == .string, !previousStringIsClosed { return false }
    let wanted = what ?? kind.description
    var fixIts: [FixIt] = []
    if let text = insert ?? kind.fixedText {
      fixIts = [
        FixIt(
          message: "insert '\(text.trimmingSpaces)'", edits: [TextEdit(span: .point(insertionPoint), replacement: text)]
        )
      ]
    }
    report(.expectedToken, "expected \(wanted)\(foundDescription)", at: .point(insertionPoint), fixIts: fixIts)
    return false
  }

  var previousStringIsClosed: Bool {
    let token = tokens[position - 1]
    return token.end - token.start >= 2 && source.bytes[Int(token.end) - 1] == UInt8(ascii: "\"")
  }

  /// ", found 'x'" for messages, or nothing at the end of a line.
  var foundDescription: String {
    if atEnd { return "" }
    if currentIsAtStartOfLine { return " at end of line" }
    if current == .unknown { return "" }
    return ", found '\(currentText)'"
  }

  mutating func report(
    _ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) {
    // One error per position: a second complaint about the same spot is noise after the first.
    if let last = diagnostics.last, last.span.start == span.start, last.code == code { return }
    diagnostics.append(.error(code, message, at: span, notes: notes, fixIts: fixIts))
  }

  // MARK: - File

  mutating func parseSourceFile() {
    builder.startNode(.sourceFile)
    while !atEnd {
      let before = position
      if current == .rightBrace {
        builder.startNode(.error)
        report(.unexpectedToken, "unmatched '}'", at: currentSpan)
        bump()
        builder.finishNode()
      } else {
        parseEntry()
        requireSeparator()
      }
      if position == before { skipOneAsError() }
    }
    bump()  // end of file
    builder.finishNode()
  }

  /// After an entry: `;`, `}`, the end, or a line break must follow.
  mutating func requireSeparator() {
    // After skipping a broken entry, a missing ';' is part of the same mistake.
    if recovered {
      recovered = false
      return
    }
    if current == .semicolon || current == .rightBrace || current == .unknown || atEnd || currentIsAtStartOfLine {
      return
    }
    if position > 0 && tokens[position - 1].kind == .semicolon { return }
    // A token that cannot start an entry gets its own error from the next `parseEntry`.
    guard current == .identifier || current == .whenKeyword || current.isDeclarationKeyword else { return }
    report(
      .missingSeparator, "entries on one line must be separated by ';'", at: .point(insertionPoint),
      fixIts: [FixIt(message: "insert ';'", edits: [TextEdit(span: .point(insertionPoint), replacement: ";")])])
  }

  /// Bytes the lexer could not read were reported there; step over them so they cause no second error.
  mutating func skipUnknownTokens() {
    guard current == .unknown else { return }
    builder.startNode(.error)
    while current == .unknown { bump() }
    builder.finishNode()
  }

  /// ", found 'x'" for the token that is in the way (whether or not it starts a line).
  var unexpectedDescription: String {
    atEnd ? ", found end of file" : ", found '\(currentText)'"
  }

  mutating func skipOneAsError() {
    builder.startNode(.error)
    bump()
    builder.finishNode()
  }
}

extension String {
  var trimmingSpaces: String {
    var s = Substring(self)
    while s.first == " " { s.removeFirst() }
    while s.last == " " { s.removeLast() }
    return String(s)
  }
}
