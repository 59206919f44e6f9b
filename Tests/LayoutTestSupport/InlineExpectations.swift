import Foundation
import LayoutSource

/// Expectations written in `.layout` test files, as in Swift's own `-verify` tests:
///
///     item cell { sise: 1w x 1h }  // expected-error {{unknown property 'sise'}}
///     // expected-error@+1 {{unterminated string literal}}
///     horizontal row { size: 1w x 44; a; b }  // expected-warning child-overflow {{need 7/6 of its width}}
///
/// Each names the severity, optionally a line offset (`@+1`, `@-1`) and the code, and a substring of the message.
public enum InlineExpectations {
  /// One `expected-…` comment, resolved to the line it is about.
  public struct Expectation: CustomStringConvertible, Sendable {
    public var line: Int
    public var severity: Severity
    public var code: String?
    public var text: String
    public var description: String { "\(line): \(severity)\(code.map { " [\($0)]" } ?? "") {{\(text)}}" }
  }

  /// The expectations written in a file.
  public static func parse(_ source: SourceFile) -> [Expectation] {
    var result: [Expectation] = []
    let pattern = try! NSRegularExpression(
      pattern: #"expected-(error|warning|note)(@[+-][0-9]+)?( [A-Za-z0-9-]+)? \{\{(.*?)\}\}"#)
    for line in 1...source.lineStarts.count {
      let text = String(decoding: source.lineBytes(line), as: UTF8.self)
      for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
        func group(_ i: Int) -> String? { Range(match.range(at: i), in: text).map { String(text[$0]) } }
        let offset = group(2).map { Int($0.dropFirst())! } ?? 0
        result.append(
          Expectation(
            line: line + offset, severity: Severity(rawValue: group(1)!)!,
            code: group(3).map { $0.trimmingCharacters(in: .whitespaces) }, text: group(4)!))
      }
    }
    return result
  }

  /// Compares diagnostics with a file's expectations: every diagnostic expected, every expectation met. Notes need
  /// not be expected; an expected note matches at its own line or at its diagnostic's. Returns the mismatches.
  public static func mismatches(_ diagnostics: [Diagnostic], in source: SourceFile) -> [String] {
    var pending = parse(source)
    var problems: [String] = []
    var actual: [(lines: [Int], severity: Severity, code: String, message: String)] = []
    for diagnostic in diagnostics {
      let line = source.location(of: diagnostic.span.start).line
      actual.append(([line], diagnostic.severity, diagnostic.code.id, diagnostic.displayMessage))
      for note in diagnostic.notes {
        let own = note.span.map { [source.location(of: $0.start).line] } ?? []
        actual.append(([line] + own, .note, diagnostic.code.id, note.message))
      }
    }
    for (lines, severity, code, message) in actual {
      if let index = pending.firstIndex(where: {
        lines.contains($0.line) && $0.severity == severity && ($0.code == nil || $0.code == code)
          && message.contains($0.text)
      }) {
        pending.remove(at: index)
      } else if severity != .note {
        problems.append("produced but not expected: \(lines[0]): \(severity) [\(code)] \(message)")
      }
    }
    return pending.map { "expected but not produced: \($0)" } + problems
  }
}
