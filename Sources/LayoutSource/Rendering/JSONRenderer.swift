import LayoutMath

/// One JSON document for a whole run, for scripts and editor integrations.
///
/// The schema (`version` 1) is documented field by field in Documentation/Diagnostics.md. Keys come in a fixed
/// order, ranges are byte ranges with 1-based lines and 1-based UTF-8 byte columns (as swiftc), and the text is
/// indented so goldens diff well; objects without arrays inside (ranges, notes, edits) stay on one line.
public enum JSONRenderer {
  /// A JSON string literal for `text`, escaped as this renderer escapes messages (for other JSON writers).
  public static func quoted(_ text: String) -> String { JSONValue.quoted(text) }

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

/// Just enough JSON to write a document with a fixed key order (JSONSerialization would sort or scramble keys), and
/// to read one back (`JSONValue.parse`, for the language server's JSON-RPC).
public enum JSONValue: Sendable {
  /// An object, its keys in the order they are written.
  case object([(String, JSONValue)])
  /// An array.
  case array([JSONValue])
  /// A string.
  case string(String)
  /// An integer.
  case number(Int)
  /// An exact number: an integer as it is, anything else as the nearest double (`399.75`, `333.3333333333333`).
  case exact(Rational)
  /// `true` or `false`.
  case boolean(Bool)
  /// `null`.
  case null

  /// Pretty-printed text. An object with no array inside stays on one line (a range, a note, an edit), so
  /// the layout depends on the shape of the data only, never on the length of a message.
  public func written(indent: String) -> String {
    if case .array(let elements) = self, elements.isEmpty { return "[]" }
    if !containsArray { return compact }
    let inner = indent + "  "
    switch self {
    case .object(let fields):
      let body = fields.map { inner + JSONValue.quoted($0.0) + ": " + $0.1.written(indent: inner) }
      return "{\n" + body.joined(separator: ",\n") + "\n" + indent + "}"
    case .array(let elements):
      let body = elements.map { inner + $0.written(indent: inner) }
      return "[\n" + body.joined(separator: ",\n") + "\n" + indent + "]"
    case .string(let text):
      return JSONValue.quoted(text)
    case .number(let value):
      return String(value)
    case .exact(let value):
      return value.isInteger ? String(value.numerator) : String(value.doubleValue)
    case .boolean(let value):
      return value ? "true" : "false"
    case .null:
      return "null"
    }
  }

  /// The value on one line, with a space after `:` and `,` for readability.
  public var compact: String {
    switch self {
    case .object(let fields):
      return "{" + fields.map { JSONValue.quoted($0.0) + ": " + $0.1.compact }.joined(separator: ", ") + "}"
    case .array(let elements):
      return "[" + elements.map(\.compact).joined(separator: ", ") + "]"
    case .string(let text):
      return JSONValue.quoted(text)
    case .number(let value):
      return String(value)
    case .exact(let value):
      return value.isInteger ? String(value.numerator) : String(value.doubleValue)
    case .boolean(let value):
      return value ? "true" : "false"
    case .null:
      return "null"
    }
  }

  private var containsArray: Bool {
    switch self {
    case .object(let fields): fields.contains { $0.1.containsArray }
    case .array: true
    case .string, .number, .exact, .boolean, .null: false
    }
  }

  /// A JSON string literal (RFC 8259): quotes, backslashes and every control character escaped; U+2028 and
  /// U+2029 escaped too, so the output is also valid JavaScript. Swift strings hold only valid Unicode, so
  /// invalid UTF-8 has already become U+FFFD by the time a message gets here.
  public static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{8}": result += "\\b"
      case "\u{C}": result += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar.value == 0x2028 || scalar.value == 0x2029 {
          result += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4)
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result + "\""
  }
}
