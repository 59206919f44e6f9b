import LayoutMath

/// One JSON document for a whole run, for scripts and editor integrations.
///
/// The schema (`version` 1) is documented field by field in Documentation/Diagnostics.md. Keys come in a fixed
/// order, ranges are byte ranges with 1-based lines and 1-based UTF-8 byte columns (as swiftc), and the text is
/// indented so goldens diff well; objects without arrays inside (ranges, notes, edits) stay on one line.
public enum JSONRenderer {
  /// The schema version written to `version`; bumped only on incompatible changes.
  public static let schemaVersion = 1

  /// Renders the document for a run, ending in a newline.
  ///
  /// The document is written piece by piece (one diagnostic at a time) in the layout ``JSONValue`` gives a whole
  /// tree, so memory and time follow the size of the output, not the nesting of an in-memory tree.
  public static func render(_ files: [FileDiagnostics]) -> String {
    let summary = DiagnosticSummary(files)
    var output = "{\n  \"version\": \(schemaVersion),\n  \"files\": "
    if files.isEmpty { output += "[]" }
    for (index, file) in files.enumerated() {
      output += index == 0 ? "[\n" : ",\n"
      output += "    {\n      \"path\": \(JSONValue.quoted(file.source.path)),\n      \"diagnostics\": "
      if file.diagnostics.isEmpty { output += "[]" }
      for (number, diagnostic) in file.diagnostics.enumerated() {
        output += number == 0 ? "[\n        " : ",\n        "
        output += self.diagnostic(diagnostic, in: file.source).written(indent: "        ")
      }
      if !file.diagnostics.isEmpty { output += "\n      ]" }
      if file.omitted.total > 0 {
        output += ",\n      \"omitted\": " + omitted(file.omitted).compact
      }
      output += "\n    }"
    }
    if !files.isEmpty { output += "\n  ]" }
    let counts = JSONValue.object([
      ("files", .number(summary.files)), ("errors", .number(summary.errors)), ("warnings", .number(summary.warnings)),
    ])
    return output + ",\n  \"summary\": " + counts.compact + "\n}\n"
  }

  private static func omitted(_ counts: DiagnosticCounts) -> JSONValue {
    .object([
      ("errors", .number(counts.errors)), ("warnings", .number(counts.warnings)), ("notes", .number(counts.notes)),
    ])
  }

  private static func diagnostic(_ diagnostic: Diagnostic, in source: SourceFile) -> JSONValue {
    .object([
      ("severity", .string(diagnostic.severity.rawValue)),
      ("code", .string(diagnostic.code.id)),
      ("message", .string(diagnostic.displayMessage)),
      ("range", range(diagnostic.span, in: source)),
      ("notes", .array(diagnostic.notes.map { note($0, in: source) })),
      ("fixIts", .array(diagnostic.fixIts.map { fixIt($0, in: source) })),
    ])
  }

  private static func note(_ note: DiagnosticNote, in source: SourceFile) -> JSONValue {
    var fields: [(String, JSONValue)] = [("message", .string(note.message))]
    if let span = note.span { fields.append(("range", range(span, in: source))) }
    return .object(fields)
  }

  private static func fixIt(_ fixIt: FixIt, in source: SourceFile) -> JSONValue {
    .object([
      ("message", .string(fixIt.message)),
      (
        "edits",
        .array(
          fixIt.edits.map { edit in
            .object([("range", range(edit.span, in: source)), ("replacement", .string(edit.replacement))])
          })
      ),
    ])
  }

  private static func range(_ span: SourceSpan, in source: SourceFile) -> JSONValue {
    .object([("start", location(source.location(of: span.start))), ("end", location(source.location(of: span.end)))])
  }

  private static func location(_ location: SourceLocation) -> JSONValue {
    .object([
      ("line", .number(location.line)), ("column", .number(location.column)), ("offset", .number(location.offset)),
    ])
  }
}
