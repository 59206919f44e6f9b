/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, Comparable, Codable {
  case note
  case warning
  case error

  private var rank: Int {
    switch self {
    case .note: 0
    case .warning: 1
    case .error: 2
    }
  }

  public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One replacement of a byte range by new text; an insertion has an empty range, a deletion empty text.
public struct TextEdit: Hashable, Sendable {
  /// The bytes replaced.
  public var span: SourceSpan
  /// The text put in their place.
  public var replacement: String

  /// Creates an edit.
  public init(span: SourceSpan, replacement: String) {
    self.span = span
    self.replacement = replacement
  }
}

/// A suggested change, shown as a `help:` line and applicable by tools (`layoutc check --fix`, an editor).
public struct FixIt: Hashable, Sendable {
  /// What the change does, in words ("replace 'cel' with 'cell'").
  public var message: String
  /// The edits; non-overlapping.
  public var edits: [TextEdit]

  /// Creates a fix-it.
  public init(message: String, edits: [TextEdit]) {
    self.message = message
    self.edits = edits
  }
}

/// A secondary message attached to a diagnostic, optionally pointing somewhere else in the file.
public struct DiagnosticNote: Hashable, Sendable {
  /// The note's text ("'cell' declared here").
  public var message: String
  /// Where it points, if anywhere.
  public var span: SourceSpan?

  /// Creates a note.
  public init(_ message: String, at span: SourceSpan? = nil) {
    self.message = message
    self.span = span
  }
}

/// A problem found in a source file, with a stable code, a precise location, notes and fix-its.
///
/// Messages follow swiftc's habits: lower-case, no trailing period, names in 'single quotes', numbers included.
public struct Diagnostic: Hashable, Sendable {
  /// Error, warning or note.
  public var severity: Severity
  /// The stable code (`E0301`) or lint rule (`child-overflow`), with its page; compare codes, not their ids, and
  /// print `code.id`.
  public var code: DiagnosticCode
  /// The one-line message.
  public var message: String
  /// The bytes the diagnostic is about; the first byte gives the reported line and column.
  public var span: SourceSpan
  /// Further explanation, possibly elsewhere in the file.
  public var notes: [DiagnosticNote]
  /// Suggested changes.
  public var fixIts: [FixIt]
  /// For a lint finding, the parameter values and viewports where it holds (nil: always, as for the checker's
  /// errors). Renderers print it after the message (`displayMessage`); `message` never contains it.
  public var scope: DiagnosticScope?

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, _ code: DiagnosticCode, _ message: String, at span: SourceSpan,
    notes: [DiagnosticNote] = [], fixIts: [FixIt] = [], scope: DiagnosticScope? = nil
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.span = span
    self.notes = notes
    self.fixIts = fixIts
    self.scope = scope
  }

  /// An error.
  public static func error(
    _ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(.error, code, message, at: span, notes: notes, fixIts: fixIts)
  }

  /// A warning.
  public static func warning(
    _ code: DiagnosticCode, _ message: String, at span: SourceSpan, notes: [DiagnosticNote] = [], fixIts: [FixIt] = []
  ) -> Diagnostic {
    Diagnostic(.warning, code, message, at: span, notes: notes, fixIts: fixIts)
  }
}

extension Array where Element == Diagnostic {
  /// Diagnostics in file order (by position, then severity descending, then code): deterministic output.
  public func sortedForDisplay() -> [Diagnostic] {
    enumerated().sorted { a, b in
      if a.element.span.start != b.element.span.start { return a.element.span.start < b.element.span.start }
      return a.offset < b.offset
    }.map(\.element)
  }
}
