import LayoutCompiler

extension LanguageServer {
  /// LSP completion item kinds used here.
  private enum ItemKind: Int {
    case field = 5, variable = 6, property = 10, value = 12, keyword = 14, reference = 18, enumMember = 20
  }

  private struct Candidate {
    var label: String
    var kind: ItemKind
    var detail: String?
    var insertText: String?
  }

  /// `textDocument/completion`: what can be written at the cursor, read from the tree around it.
  ///
  /// After `name:` the values of that property (declared supplementaries for `supplementaries`, the file's section
  /// styles for `style`, the words of a scroll behaviour, direction, edge set or boolean); after `param ==` the
  /// parameter's values; after `when`, `and`, `or`, `not` or `(` the parameters and the viewport's `width` and
  /// `height`; after `header`, `footer`, `boundary`, `background` or a supplementary's name the element kinds the
  /// file already uses; anywhere else in a block the properties the property table allows there, the declarations a
  /// child can name, and the keywords that start an entry.
  func completion(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let (document, offset) = try documentAndOffset(params) else { return .array([]) }
    let tree = document.compilation.tree
    let index = NameIndex(tree)
    let scope = index.scope(at: offset)
    // The token before the cursor, stepping over a name being typed.
    var before = previousToken(in: tree, before: offset)
    if let typed = before, typed.kind == .identifier || typed.kind.isKeyword, typed.span.end == offset {
      before = previousToken(in: tree, before: typed.span.start)
    }
    // What comes before on an earlier line says nothing about the cursor (an unfinished line above), except a comma
    // that continues a list on the next line.
    if let token = before, token.kind != .comma,
      document.source.location(of: token.span.start).line != document.source.location(of: offset).line
    {
      before = nil
    }
    let candidates: [Candidate]
    switch before?.kind {
    case .colon?, .comma?:
      candidates = valueCandidates(after: before!, in: tree, index: index, scope: scope)
    case .equalEqual?, .bangEqual?:
      let param = previousToken(in: tree, before: before!.span.start)
      candidates = index.visible(in: scope).compactMap { symbolIndex in
        let symbol = index.symbols[symbolIndex]
        guard case .paramValue(let owner) = symbol.kind, index.symbols[owner].name == param?.text else { return nil }
        return Candidate(label: symbol.name, kind: .enumMember, detail: "value of '\(index.symbols[owner].name)'")
      }
    case .whenKeyword?, .leftParen?:
      candidates = conditionCandidates(index: index, scope: scope)
    case .identifier? where ["and", "or", "not"].contains(before!.text):
      candidates = conditionCandidates(index: index, scope: scope)
    case .headerKeyword?, .footerKeyword?, .boundaryKeyword?, .backgroundKeyword?, .supplementaryKeyword?:
      candidates = elementKinds(in: tree)
    case .identifier? where previousToken(in: tree, before: before!.span.start)?.kind == .supplementaryKeyword:
      candidates = elementKinds(in: tree)
    default:
      candidates = entryCandidates(at: offset, in: tree, index: index, scope: scope)
    }
    return .array(
      candidates.map { candidate in
        var fields: [(String, JSONValue)] = [
          ("label", .string(candidate.label)), ("kind", .number(candidate.kind.rawValue)),
        ]
        if let detail = candidate.detail { fields.append(("detail", .string(detail))) }
        if let insert = candidate.insertText { fields.append(("insertText", .string(insert))) }
        return .object(fields)
      })
  }

  /// The last token that ends at or before `offset` (nil at the start of the file).
  private func previousToken(in tree: SyntaxTree, before offset: Int) -> TokenSyntax? {
    var low = 0
    var high = tree.tokens.count
    while low < high {
      let mid = (low + high) / 2
      if Int(tree.tokens[mid].end) <= offset, tree.tokens[mid].kind != .endOfFile { low = mid + 1 } else { high = mid }
    }
    return low == 0 ? nil : tree.token(at: low - 1)
  }

  private func valueCandidates(after token: TokenSyntax, in tree: SyntaxTree, index: NameIndex, scope: Int?)
    -> [Candidate]
  {
    var node = tree.node(atOffset: token.span.start)
    while let current = node, current.kind != .property, !current.kind.isDeclaration { node = current.parent }
    guard let property = PropertySyntax(node), let name = property.name?.text else { return [] }
    // `style:` is no row of the property table (the checker merges the style it names): it takes one section style.
    if name == "style", token.kind == .colon {
      return index.visible(in: scope).filter { index.symbols[$0].kind == .sectionStyle }.map {
        Candidate(label: index.symbols[$0].name, kind: .reference, detail: index.symbols[$0].kind.noun)
      }
    }
    guard let known = Property(rawValue: name) else { return [] }
    if token.kind == .comma, known != .supplementaries, known.row.valueKind != .edgeSet { return [] }
    let words: [String]
    switch known.row.valueKind {
    case .supplementaryList:
      return index.visible(in: scope).filter { index.symbols[$0].kind == .supplementary }.map {
        Candidate(label: index.symbols[$0].name, kind: .reference, detail: "supplementary")
      }
    case .scroll: words = ScrollBehavior.allCases.map(\.rawValue)
    case .direction: words = ScrollDirection.allCases.map(\.rawValue)
    case .edgeSet: words = Edge.allCases.map(\.rawValue)
    case .boolean: words = ["true", "false"]
    default: words = []
    }
    return words.map { Candidate(label: $0, kind: .enumMember, detail: known.row.expected) }
  }

  private func conditionCandidates(index: NameIndex, scope: Int?) -> [Candidate] {
    let params = index.visible(in: scope).filter { index.symbols[$0].kind == .param }.map {
      Candidate(label: index.symbols[$0].name, kind: .variable, detail: "parameter")
    }
    return params
      + NameIndex.viewportWords.sorted().map { Candidate(label: $0, kind: .keyword, detail: "viewport, in points") }
  }

  /// The element kind strings the file's supplementaries, boundary items and backgrounds already use.
  private func elementKinds(in tree: SyntaxTree) -> [Candidate] {
    var kinds: [String] = []
    for token in tree.tokens where token.kind == .string {
      let text = String(decoding: tree.source.bytes[Int(token.start)..<Int(token.end)], as: UTF8.self)
      if !kinds.contains(text) { kinds.append(text) }
    }
    return kinds.map { Candidate(label: $0, kind: .value, detail: "element kind used in this file") }
  }

  /// At the start of an entry: the properties the innermost declaration takes, the names a child can be, keywords.
  private func entryCandidates(at offset: Int, in tree: SyntaxTree, index: NameIndex, scope: Int?) -> [Candidate] {
    var node = tree.node(atOffset: offset)
    // A declaration that starts at the cursor is what comes after it: the entry is in the block around it.
    while let current = node, !current.kind.isDeclaration || current.span.start >= offset { node = current.parent }
    guard let owner = node, owner.kind != .paramDecl else {
      return ["layout", "item", "horizontal", "vertical", "supplementary", "param", "section-style"].map {
        Candidate(label: $0, kind: .keyword)
      }
    }
    let kind = Self.declarationKind(of: owner)
    // A section that already has a root group is no flow section: the checker refuses flow-only properties there.
    let rootGroupSection = owner.kind == .sectionDecl && Self.hasRootGroupAndNoFlow(owner)
    var candidates = Property.allCases.filter { $0.isAllowed(on: kind) && !($0.isFlowSectionOnly && rootGroupSection) }
      .map {
        Candidate(label: $0.rawValue, kind: .property, detail: $0.row.doc, insertText: $0.rawValue + ": ")
      }
    let keywords: [String]
    switch owner.kind {
    case .layoutDecl:
      keywords = ["param", "item", "horizontal", "vertical", "supplementary", "section", "section-style", "when"]
    case .groupDecl: keywords = ["item", "horizontal", "vertical", "when"]
    case .sectionDecl, .sectionStyleDecl:
      keywords = ["header", "footer", "boundary", "background", "horizontal", "vertical", "when"]
      // `style:` is no property of the table (the checker merges the style it names), so it is offered here.
      candidates.append(
        Candidate(
          label: "style", kind: .property, detail: "Applies a section style: its entries, then this block's.",
          insertText: "style: "))
      candidates += index.visible(in: scope).filter { index.symbols[$0].kind == .sectionStyle }.map {
        Candidate(label: index.symbols[$0].name, kind: .reference, detail: index.symbols[$0].kind.noun)
      }
    default: keywords = ["when"]
    }
    if owner.kind == .groupDecl || owner.kind == .sectionDecl || owner.kind == .sectionStyleDecl {
      candidates += index.visible(in: scope).filter { index.symbols[$0].kind.isLayoutElement }.map {
        Candidate(label: index.symbols[$0].name, kind: .reference, detail: index.symbols[$0].kind.noun)
      }
    }
    return candidates + keywords.map { Candidate(label: $0, kind: .keyword) }
  }

  /// Whether a section's block, as written, names or declares a root group (directly or under `when`) and sets no
  /// `flow:`. Read from the section's own syntax, the cheap way: a style it applies is not followed, so a section
  /// whose kind comes from its style, or that has neither yet, is still offered the flow-only properties.
  static func hasRootGroupAndNoFlow(_ section: SyntaxNode) -> Bool {
    guard let body = AnyBlockDeclarationSyntax(section)?.body?.node else { return false }
    var hasRoot = false
    // An explicit stack over the block and its `when` blocks (the parser bounds their nesting).
    var blocks = [body]
    while let block = blocks.popLast() {
      for entry in block.childNodes {
        switch entry.kind {
        case .property where PropertySyntax(entry)?.name?.text == Property.flow.rawValue: return false
        case .groupDecl, .reference, .countedChild: hasRoot = true
        case .whenClause: blocks += entry.childNodes.filter { $0.kind == .block }
        default: break
        }
      }
    }
    return hasRoot
  }

  /// The declaration kind that owns a block's properties (nil: the layout itself).
  static func declarationKind(of node: SyntaxNode) -> DeclarationKind? {
    switch node.kind {
    case .itemDecl: return .item
    case .groupDecl: return GroupDeclSyntax(node)?.isVertical == true ? .vertical : .horizontal
    case .supplementaryDecl: return .supplementary
    case .sectionDecl: return .section
    case .sectionStyleDecl: return .sectionStyle
    case .backgroundDecl: return .background
    case .boundaryDecl:
      switch AnyBlockDeclarationSyntax(node)?.keyword?.kind {
      case .headerKeyword?: return .header
      case .footerKeyword?: return .footer
      default: return .boundary
      }
    default: return nil
    }
  }
}
