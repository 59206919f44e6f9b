import LayoutCompiler

extension LanguageServer {
  /// `textDocument/documentSymbol`: the declarations as a tree (layouts, their parameters, items, groups,
  /// supplementaries, sections and what sections hold), each with its size as detail when it has one.
  func documentSymbols(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let document = try document(params) else { return .array([]) }
    return .array(Self.declarations(under: document.compilation.tree.root).map { symbol($0, in: document) })
  }

  /// The nearest declarations below a node (through blocks, `when` clauses, counted children and values).
  private static func declarations(under node: SyntaxNode) -> [SyntaxNode] {
    var found: [SyntaxNode] = []
    var stack = Array(node.childNodes.reversed())
    while let next = stack.popLast() {
      if next.kind.isDeclaration {
        found.append(next)
      } else {
        stack.append(contentsOf: next.childNodes.reversed())
      }
    }
    return found
  }

  private func symbol(_ node: SyntaxNode, in document: OpenDocument) -> JSONValue {
    let source = document.source
    var name: String
    var selection: SourceSpan
    var detail: String?
    var children: [JSONValue] = []
    if let param = ParamDeclSyntax(node) {
      name = param.name?.text ?? "param"
      selection = param.name?.span ?? node.span
      detail = param.values.map(\.text).joined(separator: " | ")
      children = param.values.map { value in
        .object([
          ("name", .string(value.text)), ("kind", .number(22)), ("range", encoding.range(of: value.span, in: source)),
          ("selectionRange", encoding.range(of: value.span, in: source)),
        ])
      }
    } else {
      let declaration = AnyBlockDeclarationSyntax(unchecked: node)
      let keyword = declaration.keyword?.text ?? "\(node.kind)"
      name = declaration.name?.text ?? declaration.elementKind.map { "\(keyword) \($0.text)" } ?? keyword
      selection = declaration.name?.span ?? declaration.keyword?.span ?? node.span
      if let body = declaration.body?.node {
        detail = Self.sizeText(in: body)
        children = Self.declarations(under: body).map { symbol($0, in: document) }
      }
    }
    var fields: [(String, JSONValue)] = [("name", .string(name))]
    if let detail, !detail.isEmpty { fields.append(("detail", .string(detail))) }
    fields += [
      ("kind", .number(Self.symbolKind(node))), ("range", encoding.range(of: node.span, in: source)),
      ("selectionRange", encoding.range(of: selection, in: source)),
    ]
    if !children.isEmpty { fields.append(("children", .array(children))) }
    return .object(fields)
  }

  /// The text of the first unconditional `size:` in a block (`1/3w x 1h`), for the outline's detail.
  private static func sizeText(in block: SyntaxNode) -> String? {
    for entry in block.childNodes {
      guard let property = PropertySyntax(entry), property.name?.text == Property.size.rawValue,
        let value = property.value
      else { continue }
      return value.node.tokens.map(\.text).joined(separator: " ")
    }
    return nil
  }

  /// LSP symbol kinds: layout a module, section a namespace, group a struct, item a field, parameter an enum,
  /// supplementaries, boundary items and backgrounds objects.
  private static func symbolKind(_ node: SyntaxNode) -> Int {
    switch node.kind {
    case .layoutDecl: 2
    case .sectionDecl: 3
    case .groupDecl: 23
    case .itemDecl: 8
    case .paramDecl: 10
    default: 19
    }
  }

  /// `textDocument/foldingRange`: every block over more than one line (its closing brace stays visible) and every
  /// run of two or more comment lines.
  func foldingRanges(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let document = try document(params) else { return .array([]) }
    let source = document.source
    var ranges: [(start: Int, end: Int, comment: Bool)] = []
    var stack = [document.compilation.tree.root]
    while let node = stack.popLast() {
      if node.kind == .block, let open = node.token(.leftBrace), let close = node.token(.rightBrace) {
        let start = source.location(of: open.span.start).line - 1
        let end = source.location(of: close.span.start).line - 2
        if end > start { ranges.append((start, end, false)) }
      }
      stack.append(contentsOf: node.childNodes)
    }
    var runStart: Int?
    for line in 1...(source.lineCount + 1) {
      let isComment = line <= source.lineCount && Self.isCommentLine(source.lineBytes(line))
      if isComment, runStart == nil { runStart = line }
      if !isComment, let start = runStart {
        if line - 1 > start { ranges.append((start - 1, line - 2, true)) }
        runStart = nil
      }
    }
    ranges.sort { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
    return .array(
      ranges.map { range in
        var fields: [(String, JSONValue)] = [("startLine", .number(range.start)), ("endLine", .number(range.end))]
        if range.comment { fields.append(("kind", .string("comment"))) }
        return .object(fields)
      })
  }

  private static func isCommentLine(_ bytes: ArraySlice<UInt8>) -> Bool {
    let text = bytes.drop { $0 == 0x20 || $0 == 0x09 }
    return text.starts(with: [0x2F, 0x2F])
  }
}
