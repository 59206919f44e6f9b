import Foundation
import LayoutLint
import LayoutSemantics
import LayoutSource
import LayoutTestSupport
import Testing

/// The lint corpus: `.layout` files with inline expectations, in the syntax of the semantic corpus
/// (`Tests/LayoutSemanticsTests/DiagnosticCorpusTests.swift`):
///
///     horizontal row { size: 1w x 44; a; b }  // expected-warning child-overflow {{need 7/6 of its width}}
///     // expected-error@+1 child-too-large {{the group lays out nothing}}
///
/// Every finding (front-end diagnostics included) must be expected and every expectation met.
@Suite struct LintCorpusTests {
  static let files = Fixtures.files(in: "Tests/LayoutLintTests/Corpus", withExtension: "layout")
  static let examples = Fixtures.files(in: "Examples", withExtension: "layout")

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

  static func lint(_ file: URL) -> (SourceFile, CheckedFile, [Diagnostic]) {
    let source = SourceFile(path: file.lastPathComponent, bytes: Fixtures.bytes(file))
    let checked = FrontEnd.check(source)
    return (source, checked, Linter.lint(checked))
  }

  @Test func corpusHasTriggeringAndCleanFiles() {
    #expect(Self.files.count >= 12)
    #expect(Self.files.contains { $0.lastPathComponent.hasPrefix("clean") })
  }

  @Test(arguments: files) func verify(_ file: URL) {
    let (source, checked, findings) = Self.lint(file)
    var pending = Self.expectations(in: source)
    var extra: [String] = []
    for diagnostic in checked.diagnostics + findings {
      let line = source.location(of: diagnostic.span.start).line
      if let index = pending.firstIndex(where: {
        $0.line == line && $0.severity == diagnostic.severity && ($0.code == nil || $0.code == diagnostic.code)
          && diagnostic.message.contains($0.text)
      }) {
        pending.remove(at: index)
      } else {
        extra.append("\(line): \(diagnostic.severity) [\(diagnostic.code)] \(diagnostic.message)")
      }
    }
    for expectation in pending { Issue.record("\(file.lastPathComponent): expected but not produced: \(expectation)") }
    for message in extra { Issue.record("\(file.lastPathComponent): produced but not expected: \(message)") }
  }

  /// Every rule the linter reports is triggered by the corpus (`unused-ignore` is `layoutc check`'s).
  @Test func everyRuleIsTriggered() {
    var triggered = Set<String>()
    for file in Self.files { triggered.formUnion(Self.lint(file).2.map(\.code)) }
    let missing = LintRules.all.map(\.id).filter { $0 != "unused-ignore" && !triggered.contains($0) }
    #expect(missing.isEmpty, "rules no corpus file triggers: \(missing)")
  }

  @Test(arguments: examples) func examplesAreClean(_ file: URL) {
    let (_, checked, findings) = Self.lint(file)
    #expect(checked.diagnostics.isEmpty)
    #expect(findings.isEmpty, "\(findings.map { "[\($0.code)] \($0.message)" })")
  }

  @Test func findingsFollowTheirRules() {
    for file in Self.files {
      for finding in Self.lint(file).2 {
        let rule = LintRules.rule(finding.code)
        #expect(rule != nil, "\(finding.code)")
        #expect(finding.severity == rule?.defaultSeverity)
      }
    }
  }
}
