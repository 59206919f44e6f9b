/// SARIF 2.1.0 (Static Analysis Results Interchange Format), the log format code-scanning services read.
///
/// One run per invocation: `tool.driver` lists every rule (each diagnostic code and lint rule with its help page
/// and default level), `artifacts` lists every file checked, and each diagnostic becomes a `result` with its
/// location, notes as `relatedLocations` and fix-its as `fixes`.
///
/// Columns: SARIF counts columns in UTF-16 code units unless told otherwise, so the run declares
/// `"columnKind": "utf16CodeUnits"` and columns are converted from the byte columns the rest of layoutc uses.
/// Regions also carry `byteOffset` and `byteLength`, which name the same bytes exactly. `endColumn` is exclusive
/// (the column after the region), and an empty region (`startColumn == endColumn`) is an insertion point.
public enum SARIFRenderer {
  /// The `$schema` URI written into every log: the OASIS 2.1.0 schema (errata 01).
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Renders the log for a run, ending in a newline.
  public static func render(_ files: [FileDiagnostics], tool: SARIFTool = SARIFTool()) -> String {
    let ruleIndex = Dictionary(
      tool.rules.enumerated().map { ($1.code.id, $0) }, uniquingKeysWith: { first, _ in first })
    let artifacts = files.enumerated().map { index, file in
      JSONValue.object([
        ("location", .object([("uri", .string(uri(forPath: file.source.path))), ("index", .number(index))])),
        ("length", .number(file.source.bytes.count)),
      ])
    }
    var results: [JSONValue] = []
    for (index, file) in files.enumerated() {
      let artifact = Artifact(source: file.source, index: index, columns: UTF16Columns(file.source))
      for diagnostic in file.diagnostics {
        results.append(result(diagnostic, in: artifact, ruleIndex: ruleIndex[diagnostic.code.id]))
      }
    }
    var driver: [(String, JSONValue)] = [("name", .string(tool.name))]
    if let version = tool.version { driver.append(("version", .string(version))) }
    if let informationURI = tool.informationURI { driver.append(("informationUri", .string(informationURI))) }
    driver.append(("rules", .array(tool.rules.map(rule))))
    var run: [(String, JSONValue)] = [
      ("tool", .object([("driver", .object(driver))])),
      ("columnKind", .string("utf16CodeUnits")),
      ("artifacts", .array(artifacts)),
      ("results", .array(results)),
    ]
    // Results left out by an error limit are named, one notification per file, so a log never drops them silently.
    let notifications = files.enumerated().filter { $0.element.omitted.total > 0 }.map { index, file in
      JSONValue.object([
        ("level", .string("note")),
        ("message", .object([("text", .string(HumanRenderer.omittedMessage(for: file)))])),
        (
          "locations",
          .array([
            .object([
              (
                "physicalLocation",
                .object([
                  (
                    "artifactLocation",
                    Artifact(source: file.source, index: index, columns: UTF16Columns(file.source)).location
                  )
                ])
              )
            ])
          ])
        ),
      ])
    }
    if !notifications.isEmpty {
      run.append(
        (
          "invocations",
          .array([
            .object([("executionSuccessful", .boolean(true)), ("toolExecutionNotifications", .array(notifications))])
          ])
        ))
    }
    let log = JSONValue.object([
      ("$schema", .string(schemaURI)), ("version", .string("2.1.0")), ("runs", .array([.object(run)])),
    ])
    return log.written(indent: "") + "\n"
  }

  /// A file checked in the run, with its index in `artifacts`.
  private struct Artifact {
    let source: SourceFile
    let index: Int
    let columns: UTF16Columns
    var location: JSONValue {
      .object([("uri", .string(SARIFRenderer.uri(forPath: source.path))), ("index", .number(index))])
    }
  }

  private static func rule(_ rule: SARIFRule) -> JSONValue {
    let code = rule.code
    var fields: [(String, JSONValue)] = [
      ("id", .string(code.id)),
      ("shortDescription", .object([("text", .string(code.title))])),
      ("fullDescription", .object([("text", .string(code.explanation))])),
      ("help", .object([("text", .string(helpText(code))), ("markdown", .string(helpMarkdown(code)))])),
      ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
    ]
    fields.append(("properties", .object([("tags", .array([.string(code.phase.rawValue)]))])))
    return .object(fields)
  }

  private static func result(_ diagnostic: Diagnostic, in artifact: Artifact, ruleIndex: Int?) -> JSONValue {
    var message = diagnostic.displayMessage
    for note in diagnostic.notes where note.span == nil { message += "\nnote: \(note.message)" }
    var fields: [(String, JSONValue)] = [("ruleId", .string(diagnostic.code.id))]
    if let ruleIndex { fields.append(("ruleIndex", .number(ruleIndex))) }
    fields += [
      ("level", .string(level(diagnostic.severity))),
      ("message", .object([("text", .string(message))])),
      (
        "locations",
        .array([.object([("physicalLocation", physicalLocation(diagnostic.span, in: artifact))])])
      ),
    ]
    let related = diagnostic.notes.compactMap { note in note.span.map { (note.message, $0) } }
    if !related.isEmpty {
      fields.append(
        (
          "relatedLocations",
          .array(
            related.enumerated().map { index, note in
              .object([
                ("id", .number(index + 1)),
                ("physicalLocation", physicalLocation(note.1, in: artifact)),
                ("message", .object([("text", .string(note.0))])),
              ])
            })
        ))
    }
    if !diagnostic.fixIts.isEmpty {
      fields.append(("fixes", .array(diagnostic.fixIts.map { fix($0, in: artifact) })))
    }
    if let scope = diagnostic.scope { fields.append(("properties", properties(scope))) }
    return .object(fields)
  }

  /// Where a lint finding holds, as data (the message says it in words): `viewportRange`, the range analysed;
  /// `regions`, one per case, its `variant` (each restricted parameter with the values it may take; `{}`: every
  /// variant) and the `vertices` of its convex region of viewports; `variants`, the distinct variants of the regions.
  static func properties(_ scope: DiagnosticScope) -> JSONValue {
    func variant(_ restrictions: [ParameterRestriction]) -> JSONValue {
      .object(
        restrictions.map { r in
          let parameter = scope.parameters[r.parameter]
          return (parameter.name, .array(r.values.map { .string(parameter.values[$0]) }))
        })
    }
    let range = scope.range
    let regions = scope.cases.map { item in
      JSONValue.object([
        ("variant", variant(item.restrictions)),
        (
          "vertices",
          .array(item.region.vertices.map { .object([("width", .exact($0.width)), ("height", .exact($0.height))]) })
        ),
      ])
    }
    var seen = Set<[ParameterRestriction]>()
    let variants = scope.cases.map(\.restrictions).filter { seen.insert($0).inserted }.map(variant)
    return .object([
      (
        "viewportRange",
        .object([
          ("minWidth", .exact(range.minWidth)), ("maxWidth", .exact(range.maxWidth)),
          ("minHeight", .exact(range.minHeight)), ("maxHeight", .exact(range.maxHeight)),
        ])
      ),
      ("regions", .array(regions)),
      ("variants", .array(variants)),
    ])
  }

  private static func fix(_ fixIt: FixIt, in artifact: Artifact) -> JSONValue {
    let replacements = fixIt.edits.sorted { $0.span < $1.span }.map { edit -> JSONValue in
      var fields: [(String, JSONValue)] = [
        ("deletedRegion", region(edit.span, in: artifact.source, columns: artifact.columns))
      ]
      if !edit.replacement.isEmpty {
        fields.append(("insertedContent", .object([("text", .string(edit.replacement))])))
      }
      return .object(fields)
    }
    return .object([
      ("description", .object([("text", .string(fixIt.message))])),
      (
        "artifactChanges",
        .array([.object([("artifactLocation", artifact.location), ("replacements", .array(replacements))])])
      ),
    ])
  }

  private static func physicalLocation(_ span: SourceSpan, in artifact: Artifact) -> JSONValue {
    .object([
      ("artifactLocation", artifact.location), ("region", region(span, in: artifact.source, columns: artifact.columns)),
    ])
  }

  /// A region by line and UTF-16 column (`endColumn` exclusive) and by bytes.
  static func region(_ span: SourceSpan, in source: SourceFile, columns: UTF16Columns? = nil) -> JSONValue {
    let columns = columns ?? UTF16Columns(source)
    let start = source.location(of: span.start)
    let end = source.location(of: span.end)
    return .object([
      ("startLine", .number(start.line)), ("startColumn", .number(columns.column(of: start))),
      ("endLine", .number(end.line)), ("endColumn", .number(columns.column(of: end))),
      ("byteOffset", .number(start.offset)), ("byteLength", .number(end.offset - start.offset)),
    ])
  }

  /// The 1-based column of a location counted in UTF-16 code units: the line's bytes before it are decoded as
  /// UTF-8 (each invalid sequence becomes one U+FFFD, one unit) and their UTF-16 length taken
  /// (`SourceFile.utf16Column(of:)`, the one implementation).
  public static func utf16Column(of location: SourceLocation, in source: SourceFile) -> Int {
    source.utf16Column(of: location)
  }

  /// UTF-16 columns of one file's positions, remembered along each line: many regions on one long line cost one
  /// pass over it plus a bounded scan each, not a pass over the line each (see ``utf16Column(of:in:)``).
  final class UTF16Columns {
    let source: SourceFile
    /// Per line (by its start offset): positions at character boundaries, about every ``spacing`` bytes from the
    /// line's start, each with its UTF-16 length from the line's start; the first is the line's start itself.
    private var checkpoints: [Int: [(offset: Int, units: Int)]] = [:]
    static let spacing = 1024

    init(_ source: SourceFile) { self.source = source }

    /// The 1-based UTF-16 column of a location, equal to ``SARIFRenderer/utf16Column(of:in:)``.
    func column(of location: SourceLocation) -> Int {
      let lineStart = location.offset - (location.column - 1)
      if location.column <= Self.spacing { return source.utf16Column(of: location) }
      var marks = checkpoints[lineStart] ?? [(lineStart, 0)]
      // The last checkpoint at or before the position.
      var low = 0
      var high = marks.count - 1
      while low < high {
        let mid = (low + high + 1) / 2
        if marks[mid].offset <= location.offset { low = mid } else { high = mid - 1 }
      }
      var offset = marks[low].offset
      var units = marks[low].units
      let extending = low == marks.count - 1
      var pieces = UTF16Pieces(source.bytes[offset..<location.offset])
      while let piece = pieces.next() {
        units += piece.units
        offset += piece.bytes
        if extending, offset - marks[marks.count - 1].offset >= Self.spacing, offset < location.offset {
          marks.append((offset, units))
        }
      }
      // The pieces stop at the end of the slice, so a character cut by the position counts as the decoder
      // counts a cut character: one U+FFFD per invalid piece, exactly as decoding the prefix would.
      checkpoints[lineStart] = marks
      return units + 1
    }
  }

  /// A path as a URI reference: relative paths stay relative (to the directory `layoutc` ran in, which is what
  /// code-scanning uploads expect), absolute paths become `file://` URIs; every byte outside the unreserved
  /// set and `/` is percent-encoded, so spaces, `:`, `#`, `%` and non-ASCII names survive.
  public static func uri(forPath path: String) -> String {
    var encoded = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
        UInt8(ascii: "~"), UInt8(ascii: "/"):
        encoded.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        encoded += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return path.hasPrefix("/") ? "file://" + encoded : encoded
  }

  private static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .note: "note"
    }
  }

  /// The explain page as plain text: what triggers the rule, the example, the fixed version.
  static func helpText(_ code: DiagnosticCode) -> String {
    "\(code.explanation)\n\nExample:\n\n\(indented(code.example))\n\nFixed:\n\n\(indented(code.fixed))"
  }

  /// The explain page as Markdown, the examples in fenced blocks longer than any run of backticks inside them.
  static func helpMarkdown(_ code: DiagnosticCode) -> String {
    "\(code.explanation)\n\n**Example**\n\n\(fenced(code.example))\n\n**Fixed**\n\n\(fenced(code.fixed))"
  }

  private static func indented(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
      .joined(separator: "\n")
  }

  private static func fenced(_ text: String) -> String {
    var longest = 0
    var run = 0
    for character in text {
      run = character == "`" ? run + 1 : 0
      longest = max(longest, run)
    }
    let fence = String(repeating: "`", count: max(3, longest + 1))
    return "\(fence)\n\(text)\n\(fence)"
  }
}

/// A rule as SARIF lists it: its page and the level its results have by default.
public struct SARIFRule: Sendable {
  /// The page (`id`, title, explanation, examples).
  public var code: DiagnosticCode
  /// The default level.
  public var defaultSeverity: Severity

  /// Creates a rule.
  public init(code: DiagnosticCode, defaultSeverity: Severity) {
    self.code = code
    self.defaultSeverity = defaultSeverity
  }
}

/// The tool that wrote a SARIF log: `runs[0].tool.driver`.
public struct SARIFTool: Sendable {
  /// The tool's name.
  public var name: String
  /// Its version, if known.
  public var version: String?
  /// Where to read about it (a URI reference).
  public var informationURI: String?
  /// Every rule it can report; a result's `ruleIndex` is its position here.
  public var rules: [SARIFRule]

  /// Creates a description of `layoutc`: every code in `catalog` (`layoutc check` passes the front end's codes and
  /// the lint rules). A rule's level is `defaultSeverities[id]` (`layoutc check` passes each lint rule's default
  /// severity), else `warning` for a code of the `lint` phase and `error` for the checker's codes.
  public init(
    name: String = "layoutc", version: String? = nil, informationURI: String? = "Documentation/Diagnostics.md",
    defaultSeverities: [String: Severity] = [:], catalog: DiagnosticCatalog = .frontEnd
  ) {
    self.name = name
    self.version = version
    self.informationURI = informationURI
    func rule(_ code: DiagnosticCode) -> SARIFRule {
      SARIFRule(code: code, defaultSeverity: defaultSeverities[code.id] ?? (code.phase == .lint ? .warning : .error))
    }
    self.rules = catalog.codes.map(rule)
  }
}
