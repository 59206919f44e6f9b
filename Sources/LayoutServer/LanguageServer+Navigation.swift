import LayoutCompiler

extension LanguageServer {
  /// The name under the cursor in an open document: its index and occurrence.
  private func name(_ params: JSONValue) throws(RPCError) -> (OpenDocument, NameIndex, NameIndex.Occurrence)? {
    guard let (document, offset) = try documentAndOffset(params) else { return nil }
    let index = NameIndex(document.compilation.tree)
    guard let occurrence = index.occurrence(at: offset) else { return nil }
    return (document, index, occurrence)
  }

  private func location(_ span: SourceSpan, in document: OpenDocument) -> JSONValue {
    .object([("uri", .string(document.uri)), ("range", encoding.range(of: span, in: document.source))])
  }

  /// `textDocument/definition`: where the name under the cursor is declared.
  func definition(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let (document, index, occurrence) = try name(params) else { return .null }
    return location(index.symbols[occurrence.symbol].nameSpan, in: document)
  }

  /// `textDocument/references`: every use of the name under the cursor, with its declaration when the client asks.
  func references(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let (document, index, occurrence) = try name(params) else { return .array([]) }
    let includeDeclaration = params["context"]?["includeDeclaration"]?.boolValue ?? true
    let uses = index.occurrences(of: occurrence.symbol).filter { includeDeclaration || !$0.isDeclaration }
    return .array(uses.map { location($0.span, in: document) })
  }

  /// `textDocument/prepareRename`: the name's range and text, or null where there is no name to rename.
  func prepareRename(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let (document, index, occurrence) = try name(params) else { return .null }
    return .object([
      ("range", encoding.range(of: occurrence.span, in: document.source)),
      ("placeholder", .string(index.symbols[occurrence.symbol].name)),
    ])
  }

  /// `textDocument/rename`: the declaration and every reference, if the new name is a name and takes no other's.
  func rename(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let newName = params["newName"]?.stringValue else { throw .invalidParams("'newName' is missing") }
    guard let (document, index, occurrence) = try name(params) else { return .null }
    let symbol = index.symbols[occurrence.symbol]
    guard Self.isName(newName) else {
      throw RPCError(.requestFailed, "'\(newName)' is not a name: a letter or '_', then letters, digits, '_' or '-'")
    }
    if newName != symbol.name,
      index.symbols.contains(where: {
        $0.name == newName && Self.sameNamespace($0.kind, symbol.kind)
          && ($0.scope == symbol.scope || $0.scope == nil || symbol.scope == nil)
      })
    {
      throw RPCError(.requestFailed, "'\(newName)' is already declared")
    }
    let edits = index.occurrences(of: occurrence.symbol).map {
      edit(TextEdit(span: $0.span, replacement: newName), in: document.source)
    }
    return .object([("changes", .object([(document.uri, .array(edits))]))])
  }

  /// Whether the text is exactly one identifier token, as the lexer reads it (so never a reserved word).
  static func isName(_ text: String) -> Bool {
    let tokens = Compilation(path: "", text: text).tree.tokens
    return tokens.count == 2 && tokens[0].kind == .identifier && tokens[0].start == 0
      && Int(tokens[0].end) == text.utf8.count
  }

  /// Whether two kinds of name could clash: the values of one parameter among themselves, everything else but
  /// parameter values together.
  private static func sameNamespace(_ a: NameIndex.SymbolKind, _ b: NameIndex.SymbolKind) -> Bool {
    switch (a, b) {
    case (.paramValue(let x), .paramValue(let y)): x == y
    case (.paramValue, _), (_, .paramValue): false
    default: true
    }
  }
}
