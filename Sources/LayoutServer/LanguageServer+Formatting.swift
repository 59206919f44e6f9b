import LayoutCompiler

extension LanguageServer {
  /// `textDocument/formatting`: the edits that give the canonical text, or an error (never a replacement by a
  /// message) when the file cannot be formatted.
  func formatting(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let document = try document(params) else { return .null }
    return .array(try formattingEdits(document, within: nil).map { edit($0, in: document.source) })
  }

  /// `textDocument/rangeFormatting`: the formatting edits that touch the range.
  func rangeFormatting(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let document = try document(params) else { return .null }
    guard let span = encoding.span(of: params["range"], in: document.source) else {
      throw .invalidParams("'range' must have a 'start' and an 'end' position")
    }
    return .array(try formattingEdits(document, within: span).map { edit($0, in: document.source) })
  }

  /// A `TextEdit` in LSP's terms.
  func edit(_ edit: TextEdit, in source: SourceFile) -> JSONValue {
    .object([("range", encoding.range(of: edit.span, in: source)), ("newText", .string(edit.replacement))])
  }

  /// The edits from the document to its canonical form, only those touching `range` when one is given.
  ///
  /// The formatter keeps every token and comment in order (its safety net checks it), so the two texts differ only
  /// between tokens: each gap before a token whose bytes changed becomes one edit. The edits are as small as the
  /// change, never overlap, and a range request can take exactly the ones it covers.
  func formattingEdits(_ document: OpenDocument, within range: SourceSpan?) throws(RPCError) -> [TextEdit] {
    let formatted: [UInt8]
    switch document.compilation.formatted() {
    case .formatted(let bytes): formatted = bytes
    case .refused(let reason): throw RPCError(.requestFailed, reason)
    case .internalError(let reason): throw RPCError(.internalError, reason)
    }
    let old = document.source.bytes
    if formatted == old { return [] }
    let oldTokens = document.compilation.tree.tokens
    let newTokens = Compilation(path: document.source.path, bytes: formatted).tree.tokens
    guard oldTokens.count == newTokens.count else {
      // Not expected (the safety net compares tokens); the whole text is still a correct edit.
      return [
        TextEdit(span: SourceSpan(start: 0, end: old.count), replacement: String(decoding: formatted, as: UTF8.self))
      ]
    }
    var edits: [TextEdit] = []
    var oldEnd = 0
    var newEnd = 0
    for (oldToken, newToken) in zip(oldTokens, newTokens) {
      let oldGap = oldEnd..<Int(oldToken.start)
      let newGap = newEnd..<Int(newToken.start)
      oldEnd = Int(oldToken.end)
      newEnd = Int(newToken.end)
      guard old[oldGap] != formatted[newGap] else { continue }
      let span = SourceSpan(start: oldGap.lowerBound, end: oldGap.upperBound)
      if let range, span.end < range.start || span.start > range.end { continue }
      edits.append(TextEdit(span: span, replacement: String(decoding: formatted[newGap], as: UTF8.self)))
    }
    return edits
  }
}
