import LayoutCompiler
import LayoutLint

extension LanguageServer {
  /// The reason a new `layoutc-ignore` comment carries until the user writes one (the directive requires a reason).
  static let ignoreReasonPlaceholder = "REASON"

  /// `textDocument/codeAction`: for each diagnostic on the lines of the range (a client usually sends the cursor),
  /// one quick fix per fix-it and, for a lint finding, one that adds `// layoutc-ignore: RULE -- REASON` on the line
  /// above it.
  func codeActions(_ params: JSONValue) throws(RPCError) -> JSONValue {
    guard let document = try document(params) else { return .array([]) }
    guard let range = encoding.span(of: params["range"], in: document.source) else {
      throw .invalidParams("'range' must have a 'start' and an 'end' position")
    }
    let source = document.source
    let lines = source.location(of: range.start).line...source.location(of: range.end).line
    var actions: [JSONValue] = []
    for diagnostic in document.compilation.diagnostics
    where lines.overlaps(
      source.location(of: diagnostic.span.start).line...source.location(of: diagnostic.span.end).line)
    {
      let lsp = lspDiagnostic(diagnostic, in: document)
      for fixIt in diagnostic.fixIts {
        actions.append(
          action(fixIt.message, fixIt.edits, for: lsp, in: document, preferred: diagnostic.fixIts.count == 1))
      }
      if diagnostic.code.phase == .lint, diagnostic.code != LintRule.unusedIgnore.code {
        let edit = ignoreComment(for: diagnostic, in: document.source)
        actions.append(
          action("ignore '\(diagnostic.code.id)' on this line", [edit], for: lsp, in: document, preferred: false))
      }
    }
    return .array(actions)
  }

  private func action(
    _ title: String, _ edits: [TextEdit], for diagnostic: JSONValue, in document: OpenDocument, preferred: Bool
  ) -> JSONValue {
    let changes = JSONValue.object([(document.uri, .array(edits.map { edit($0, in: document.source) }))])
    var fields: [(String, JSONValue)] = [
      ("title", .string(title)), ("kind", .string("quickfix")), ("diagnostics", .array([diagnostic])),
    ]
    if preferred { fields.append(("isPreferred", .boolean(true))) }
    fields.append(("edit", .object([("changes", changes)])))
    return .object(fields)
  }

  /// A directive on its own line above the finding's line, indented like it.
  private func ignoreComment(for diagnostic: Diagnostic, in source: SourceFile) -> TextEdit {
    let line = source.location(of: diagnostic.span.start).line
    let indent = source.lineBytes(line).prefix { $0 == 0x20 || $0 == 0x09 }
    let text =
      String(decoding: indent, as: UTF8.self)
      + "// layoutc-ignore: \(diagnostic.code.id) -- \(Self.ignoreReasonPlaceholder)\n"
    return TextEdit(span: .point(source.lineStart(line)), replacement: text)
  }
}
