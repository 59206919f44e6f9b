import LayoutCompiler

/// The token types the server reports, in legend order (the index is what each token carries).
enum SemanticTokenType: String, CaseIterable {
  case namespace, type, `struct`, interface, parameter, enumMember, property, keyword, number, string, comment
  case `operator`
}

/// The token modifiers, in legend order (bit n is the modifier at index n).
enum SemanticTokenModifier: String, CaseIterable {
  case declaration
}

extension LanguageServer {
  /// `textDocument/semanticTokens/full`: names by what they name (layout, item, group, supplementary, section,
  /// parameter, parameter value; `declaration` where declared), property names, reserved words, numbers, strings,
  /// comments and comparison operators, encoded relative to each other as the specification says.
  func semanticTokens(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let document = try document(params) else { return .object([("data", .array([]))]) }
    let tree = document.compilation.tree
    var tokens: [(span: SourceSpan, type: SemanticTokenType, modifiers: Int)] = []
    let index = NameIndex(tree)
    for occurrence in index.occurrences {
      tokens.append(
        (occurrence.span, Self.tokenType(index.symbols[occurrence.symbol].kind), occurrence.isDeclaration ? 1 : 0))
    }
    var named = Set(index.occurrences.map(\.span.start))
    var stack = [tree.root]
    while let node = stack.popLast() {
      if let name = PropertySyntax(node)?.name, Property(rawValue: name.text) != nil {
        tokens.append((name.span, .property, 0))
        named.insert(name.span.start)
      }
      stack.append(contentsOf: node.childNodes)
    }
    for position in tree.tokens.indices {
      let token = tree.token(at: position)
      for piece in token.leadingTrivia + token.trailingTrivia
      where piece.kind == .lineComment || piece.kind == .docComment {
        tokens.append((SourceSpan(start: piece.start, end: piece.end), .comment, 0))
      }
      guard !named.contains(token.span.start) else { continue }
      let type: SemanticTokenType? =
        switch token.kind {
        case _ where token.kind.isKeyword: .keyword
        case .number: .number
        case .string: .string
        case .equalEqual, .bangEqual, .less, .lessEqual, .greater, .greaterEqual: .operator
        default: nil
        }
      if let type { tokens.append((token.span, type, 0)) }
    }
    tokens.sort { $0.span.start < $1.span.start }
    var data: [JSONValue] = []
    var previousLine = 0
    var previousCharacter = 0
    for token in tokens where token.span.length > 0 {
      let (line, start) = column(of: token.span.start, in: document.source)
      let (_, end) = column(of: token.span.end, in: document.source)
      let deltaLine = line - previousLine
      data += [
        .number(deltaLine), .number(deltaLine == 0 ? start - previousCharacter : start), .number(end - start),
        .number(SemanticTokenType.allCases.firstIndex(of: token.type)!), .number(token.modifiers),
      ]
      previousLine = line
      previousCharacter = start
    }
    return .object([("data", .array(data))])
  }

  /// The 0-based line and character of an offset in the negotiated encoding.
  private func column(of offset: Int, in source: SourceFile) -> (Int, Int) {
    let position = encoding.position(of: offset, in: source)
    return (position["line"]?.intValue ?? 0, position["character"]?.intValue ?? 0)
  }

  private static func tokenType(_ kind: NameIndex.SymbolKind) -> SemanticTokenType {
    switch kind {
    case .layout: .namespace
    case .item, .section, .sectionStyle: .type
    case .horizontal, .vertical: .struct
    case .supplementary: .interface
    case .param: .parameter
    case .paramValue: .enumMember
    }
  }
}
