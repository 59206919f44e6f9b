import LayoutCompiler
import LayoutLint

extension LanguageServer {
  /// `textDocument/publishDiagnostics` for a document's snapshot: what `layoutc check` reports for the same text.
  func publishDiagnostics(_ document: OpenDocument) -> JSONValue {
    let diagnostics = document.compilation.diagnostics.map { lspDiagnostic($0, in: document) }
    return .notification(
      "textDocument/publishDiagnostics",
      .object([
        ("uri", .string(document.uri)), ("version", .number(document.version)), ("diagnostics", .array(diagnostics)),
      ]))
  }

  /// One diagnostic in LSP's terms: severity, code and its page, notes as related information (a note without a
  /// place is added to the message, which is the only place left for it), `Unnecessary` for unused code.
  func lspDiagnostic(_ diagnostic: Diagnostic, in document: OpenDocument) -> JSONValue {
    let source = document.source
    var message = diagnostic.displayMessage
    var related: [JSONValue] = []
    for note in diagnostic.notes {
      if let span = note.span {
        let location = JSONValue.object([
          ("uri", .string(document.uri)), ("range", encoding.range(of: span, in: source)),
        ])
        related.append(.object([("location", location), ("message", .string(note.message))]))
      } else {
        message += "\nnote: " + note.message
      }
    }
    var fields: [(String, JSONValue)] = [
      ("range", encoding.range(of: diagnostic.span, in: source)),
      ("severity", .number(Self.severity(diagnostic.severity))),
      ("code", .string(diagnostic.code.id)),
    ]
    if let href = codePage(diagnostic.code) { fields.append(("codeDescription", .object([("href", .string(href))]))) }
    fields.append(("source", .string("layoutc")))
    fields.append(("message", .string(message)))
    if Self.unnecessaryCodes.contains(diagnostic.code) { fields.append(("tags", .array([.number(1)]))) }
    if !related.isEmpty { fields.append(("relatedInformation", .array(related))) }
    return .object(fields)
  }

  /// LSP's severities: 1 error, 2 warning, 3 information (layoutc's notes, such as `analysis-incomplete`).
  static func severity(_ severity: Severity) -> Int {
    switch severity {
    case .error: 1
    case .warning: 2
    case .note: 3
    }
  }

  /// Codes about code that does nothing, which editors grey out (LSP's `DiagnosticTag.Unnecessary`).
  static let unnecessaryCodes: Set<DiagnosticCode> = [LintRule.unusedDeclaration.code, LintRule.unusedIgnore.code]

  /// The page of a code under the documentation URL, when one is known: a lint rule's section of `Rules.md`, any
  /// other code's section of `Codes.md` (both have a heading per code, whose anchor is the id in lower case).
  func codePage(_ code: DiagnosticCode) -> String? {
    guard let base = documentationURL else { return nil }
    let page = code.phase == .lint ? "Rules.md#" : "Codes.md#"
    return (base.hasSuffix("/") ? base : base + "/") + page + code.id.lowercased()
  }
}
