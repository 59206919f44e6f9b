import Foundation
import LayoutSemantics
import LayoutSource
import LayoutTestSupport
import Testing

/// The diagnostic corpus: `.layout` files whose expectations live in comments, as Swift's `-verify` tests.
///
///     item cell { sise: 1w x 1h }  // expected-error {{unknown property 'sise'}}
///     // expected-error@+1 {{unterminated string literal}}
///     // expected-warning@-2 E0401 {{…}}
///
/// Each expectation names the severity, optionally the line offset (`@+1`, `@-1`) and the code, and a substring of
/// the message. Every diagnostic must be expected and every expectation met: nothing missing, nothing extra.
@Suite struct DiagnosticCorpusTests {
  static let files = Fixtures.files(in: "Tests/LayoutSemanticsTests/Corpus", withExtension: "layout")

  struct Expectation: CustomStringConvertible {
    var line: Int
    var severity: Severity
    var code: String?
    var text: String
    var description: String { "\(line): \(severity)\(code.map { " [\($0)]" } ?? "") {{\(text)}}" }
  }

  static func expectations(in source: SourceFile) -> [Expectation] {
    var result: [Expectation] = []
    let pattern = try! NSRegularExpression(
      pattern: #"expected-(error|warning|note)(@[+-][0-9]+)?( [A-Za-z0-9-]+)? \{\{(.*?)\}\}"#)
    for line in 1...source.lineStarts.count {
      let text = String(decoding: source.lineBytes(line), as: UTF8.self)
      let range = NSRange(text.startIndex..., in: text)
      for match in pattern.matches(in: text, range: range) {
        func group(_ i: Int) -> String? {
          Range(match.range(at: i), in: text).map { String(text[$0]) }
        }
        let offset = group(2).map { Int($0.dropFirst())! } ?? 0
        result.append(
          Expectation(
            line: line + offset, severity: Severity(rawValue: group(1)!)!,
            code: group(3).map { $0.trimmingCharacters(in: .whitespaces) }, text: group(4)!))
      }
    }
    return result
  }

  @Test func corpusIsNotEmpty() {
    #expect(Self.files.count >= 10)
  }

  @Test(arguments: files) func verify(_ file: URL) {
    let source = SourceFile(path: file.lastPathComponent, bytes: Fixtures.bytes(file))
    let checked = FrontEnd.check(source)
    var pending = Self.expectations(in: source)
    var extra: [String] = []
    // A note may be expected at its own line or at the line of its diagnostic.
    var actual: [(lines: [Int], severity: Severity, code: String, message: String)] = []
    for diagnostic in checked.diagnostics {
      let line = source.location(of: diagnostic.span.start).line
      actual.append(([line], diagnostic.severity, diagnostic.code, diagnostic.message))
      for note in diagnostic.notes {
        actual.append(
          (
            [line] + (note.span.map { [source.location(of: $0.start).line] } ?? []), .note, diagnostic.code,
            note.message
          ))
      }
    }
    for (lines, severity, code, message) in actual {
      let line = lines[0]
      if let index = pending.firstIndex(where: {
        lines.contains($0.line) && $0.severity == severity && ($0.code == nil || $0.code == code)
          && message.contains($0.text)
      }) {
        pending.remove(at: index)
      } else if severity != .note {
        // Notes need not be expected; when expected they must appear.
        extra.append("\(line): \(severity) [\(code)] \(message)")
      }
    }
    for expectation in pending { Issue.record("\(file.lastPathComponent): expected but not produced: \(expectation)") }
    for message in extra { Issue.record("\(file.lastPathComponent): produced but not expected: \(message)") }
  }

  /// Every code in the catalog is triggered somewhere in the corpus.
  @Test func everyCodeIsTriggered() {
    var triggered = Set<String>()
    for file in Self.files {
      let checked = FrontEnd.check(SourceFile(path: file.lastPathComponent, bytes: Fixtures.bytes(file)))
      triggered.formUnion(checked.diagnostics.map(\.code))
    }
    // Lint rules are reported by `Linter.lint`, not the front end; their corpus is `Tests/LayoutLintTests/Corpus`.
    let missing = DiagnosticCatalog.all.filter { $0.phase != "lint" }.map(\.id).filter { !triggered.contains($0) }
    #expect(missing.isEmpty, "codes no corpus file triggers: \(missing)")
  }
}
