import LayoutSource

extension Parser {
  /// One entry of a block or of the file: a declaration, a `when`, a property, a child reference or `;`.
  /// Which entries are allowed where is the checker's business: the parser accepts any of them anywhere, so one
  /// misplaced entry never derails the parse.
  mutating func parseEntry() {
    switch current {
    case .semicolon:
      bump()
    case .whenKeyword:
      parseWhen()
    case _ where current.isDeclarationKeyword:
      let start = builder.checkpoint
      parseDeclaration()
      parseCount(after: start)
    case .identifier where peekKind() == .colon:
      parseProperty()
    case .identifier where peekKind() == .identifier && peekKind(2) == .equal && currentIsConstantKeyword:
      parseConstant()
    case .identifier where peekKind() == .string && currentIsImportKeyword:
      parseImport()
    case .identifier where peekKind() == .identifier && peekKind(2) == .leftBrace && currentIsSectionStyleKeyword:
      parseSectionStyle()
    case .identifier:
      let start = builder.checkpoint
      builder.startNode(.reference)
      bump()
      builder.finishNode()
      parseCount(after: start)
    case .unknown:
      // Already reported by the lexer.
      recoverEntry(reporting: nil)
    default:
      recoverEntry(reporting: "expected a declaration, a property or a child\(unexpectedDescription)")
    }
  }

  /// `child * n`: wraps the child just parsed.
  mutating func parseCount(after start: TreeBuilder.Checkpoint) {
    guard current == .star else { return }
    builder.startNode(at: start, .countedChild)
    bump()
    if current == .number {
      bump()
    } else {
      report(.expectedToken, "expected a count after '*'\(foundDescription)", at: .point(insertionPoint))
    }
    builder.finishNode()
  }

  /// Skips to the end of the entry (a `;`, a `}`, or the next line), braces balanced, into an error node.
  mutating func recoverEntry(reporting message: String?) {
    if let message { report(.expectedToken, message, at: currentSpan) }
    recovered = true
    builder.startNode(.error)
    var braces = 0
    repeat {
      if current == .leftBrace { braces += 1 }
      if current == .rightBrace { braces -= 1 }
      bump()
    } while !atEnd
      && (braces > 0
        || (current != .semicolon && current != .rightBrace && !current.isDeclarationKeyword
          && !currentIsAtStartOfLine))
    builder.finishNode()
  }

  // MARK: - Declarations

  mutating func parseDeclaration() {
    let keyword = current
    let kind: SyntaxKind =
      switch keyword {
      case .layoutKeyword: .layoutDecl
      case .itemKeyword: .itemDecl
      case .horizontalKeyword, .verticalKeyword: .groupDecl
      case .supplementaryKeyword: .supplementaryDecl
      case .sectionKeyword: .sectionDecl
      case .headerKeyword, .footerKeyword, .boundaryKeyword: .boundaryDecl
      case .backgroundKeyword: .backgroundDecl
      default: .paramDecl
      }
    builder.startNode(kind)
    bump()
    switch keyword {
    case .paramKeyword:
      parseParamBody()
    case .layoutKeyword:
      parseName(required: true)
      parseBlock(owner: keyword)
    case .itemKeyword, .horizontalKeyword, .verticalKeyword, .sectionKeyword:
      parseName(required: false)
      parseBlock(owner: keyword)
    case .supplementaryKeyword:
      parseName(required: false)
      _ = eat(.string)
      parseBlock(owner: keyword)
    default:  // header, footer, boundary, background
      if !eat(.string) {
        report(
          .expectedToken, "expected an element kind in double quotes\(foundDescription)", at: .point(insertionPoint),
          fixIts: [
            FixIt(message: "insert a kind", edits: [TextEdit(span: .point(insertionPoint), replacement: " \"kind\"")])
          ])
        if current == .identifier { bump() }
      }
      parseBlock(owner: keyword)
    }
    builder.finishNode()
  }

  mutating func parseName(required: Bool) {
    skipUnknownTokens()
    if eat(.identifier) { return }
    if current.isKeyword, peekKind() == .leftBrace || peekKind() == .string {
      report(.reservedWord, "'\(currentText)' is a reserved word and cannot be used as a name", at: currentSpan)
      bump()
      return
    }
    if required { expect(.identifier, "a name") }
  }

  /// Whether the current identifier is `let`, which starts a constant only where an identifier and `=` follow
  /// (it is a contextual word, not reserved: `let` may still name an item).
  var currentIsConstantKeyword: Bool {
    currentToken.end - currentToken.start == 3 && currentText == "let"
  }

  /// `let name = value`: the value is read like a property's (the checker decides what it may hold).
  mutating func parseConstant() {
    builder.startNode(.constantDecl)
    bump()  // let
    bump()  // name
    bump()  // =
    parseValue()
    builder.finishNode()
  }

  /// Whether the current identifier is `import`, which starts an import only before a string (a contextual word,
  /// like `let`: `import` may still name an item).
  var currentIsImportKeyword: Bool {
    currentToken.end - currentToken.start == 6 && currentText == "import"
  }

  /// `import "path"`: where it may stand (the file, not a layout) is the checker's business.
  mutating func parseImport() {
    builder.startNode(.importDecl)
    bump()  // import
    bump()  // the path
    builder.finishNode()
  }

  /// Whether the current identifier is `section-style`, which starts a section style only before a name and `{` (a
  /// contextual word, like `let`).
  var currentIsSectionStyleKeyword: Bool {
    currentToken.end - currentToken.start == 13 && currentText == "section-style"
  }

  /// `section-style name { … }`: its block holds what a section's does (where it may stand, and which entries it
  /// may hold, is the checker's business).
  mutating func parseSectionStyle() {
    builder.startNode(.sectionStyleDecl)
    bump()  // section-style
    bump()  // name
    parseBlock(owner: .sectionKeyword)
    builder.finishNode()
  }

  /// `name: a | b | c = a`
  mutating func parseParamBody() {
    guard expect(.identifier, "a parameter name") else { return }
    guard expect(.colon) else { return }
    if !expect(.identifier, "a value") { return }
    while current == .pipe {
      bump()
      if !expect(.identifier, "a value after '|'") { return }
    }
    if eat(.equal) { expect(.identifier, "a default value after '='") }
  }

  /// A `{ … }` block. `owner` is the keyword of the declaration it belongs to (nil for `when`, which inherits).
  mutating func parseBlock(owner: TokenKind?) {
    skipUnknownTokens()
    guard current == .leftBrace else {
      expect(.leftBrace, "'{'", insert: " {")
      return
    }
    if depth >= Parser.maximumDepth {
      skipTooDeep()
      return
    }
    depth += 1
    defer { depth -= 1 }
    builder.startNode(.block)
    let open = currentSpan
    let owner = owner ?? blockOwners.last ?? .layoutKeyword
    blockOwners.append(owner)
    defer { blockOwners.removeLast() }
    bump()
    while current != .rightBrace && !atEnd {
      // A `layout` cannot be nested, and a `section` starting a line inside an item or group cannot belong
      // there: the block above it must have lost its '}'. Closing here keeps the rest of the file readable.
      if current == .layoutKeyword { break }
      if current == .sectionKeyword && owner != .layoutKeyword && currentIsAtStartOfLine { break }
      let before = position
      parseEntry()
      requireSeparator()
      if position == before { skipOneAsError() }
    }
    if !eat(.rightBrace) {
      report(
        .unclosedBlock, "expected '}' to close the block", at: .point(insertionPoint),
        notes: [DiagnosticNote("the block opens here", at: open)],
        fixIts: [FixIt(message: "insert '}'", edits: [TextEdit(span: .point(insertionPoint), replacement: "\n}")])])
    }
    builder.finishNode()
  }

  /// A block nested past the limit: one diagnostic, then its tokens as one flat error node (no recursion).
  mutating func skipTooDeep() {
    report(
      .nestingTooDeep, "blocks are nested more than \(Parser.maximumDepth) levels deep", at: currentSpan)
    builder.startNode(.block)
    builder.startNode(.error)
    var braces = 0
    repeat {
      if current == .leftBrace { braces += 1 }
      if current == .rightBrace { braces -= 1 }
      bump()
    } while braces > 0 && !atEnd
    builder.finishNode()
    builder.finishNode()
  }

  // MARK: - Properties and values

  mutating func parseProperty() {
    builder.startNode(.property)
    bump()  // name
    bump()  // ':'
    parseValue()
    builder.finishNode()
  }

  /// Everything up to the end of the entry. A value goes on past a line break only after a ','.
  /// The parts with a grammar of their own become nodes (`parseValueElement`); which shape a property takes is
  /// the checker's business, so any run of tokens is still a value.
  mutating func parseValue() {
    builder.startNode(.value)
    var count = 0
    while !atEnd && current != .semicolon && current != .rightBrace && current != .leftBrace
      && current != .whenKeyword
    {
      // A value starts on the line of its ':' and goes on past a line break only after a ','.
      let previousIsComma = position > 0 && tokens[position - 1].kind == .comma
      if currentIsAtStartOfLine && !previousIsComma { break }
      // `size: 1w x 1h insets: 2` is two properties with a missing ';': stop before the second name.
      if count > 0 && current == .identifier && peekKind() == .colon { break }
      // Only supplementaries are declared inside values (`supplementaries: badge, supplementary "k" { … }`);
      // other reserved words are plain words there (`direction: vertical`).
      if current == .supplementaryKeyword {
        if depth >= Parser.maximumDepth {
          skipTooDeep()
        } else {
          depth += 1
          parseDeclaration()
          depth -= 1
        }
      } else {
        parseValueElement()
      }
      count += 1
    }
    if count == 0 {
      report(.expectedToken, "expected a value after ':'\(foundDescription)", at: .point(insertionPoint))
    }
    builder.finishNode()
  }

  // MARK: - when

  mutating func parseWhen() {
    builder.startNode(.whenClause)
    bump()
    if current == .leftBrace {
      report(.expectedToken, "expected a condition after 'when'", at: .point(insertionPoint))
    } else {
      parseCondition()
    }
    parseBlock(owner: nil)
    builder.finishNode()
  }
}
