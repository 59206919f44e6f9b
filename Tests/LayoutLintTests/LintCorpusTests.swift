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
  /// Every Example but the design system's, whose files take part in imports that a single file does not resolve
  /// (ImportCommandTests compiles them with their imports).
  static let examples = Fixtures.files(in: "Examples", withExtension: "layout").filter {
    !$0.path.contains("/DesignSystem/")
  }

  static func lint(_ file: URL) -> (SourceFile, CheckedFile, [Diagnostic]) {
    let source = SourceFile(path: file.lastPathComponent, bytes: Fixtures.bytes(file))
    let checked = FrontEnd.check(source)
    return (source, checked, LintHarness.lint(checked))
  }

  @Test func corpusHasTriggeringAndCleanFiles() {
    #expect(Self.files.count >= 12)
    #expect(Self.files.contains { $0.lastPathComponent.hasPrefix("clean") })
  }

  @Test(arguments: files) func verify(_ file: URL) {
    let (source, checked, findings) = Self.lint(file)
    for problem in InlineExpectations.mismatches(checked.diagnostics + findings, in: source) {
      Issue.record("\(file.lastPathComponent): \(problem)")
    }
  }

  /// Every rule the linter reports is triggered by the corpus (`unused-ignore` is `layoutc check`'s).
  @Test func everyRuleIsTriggered() {
    var triggered = Set<String>()
    for file in Self.files { triggered.formUnion(Self.lint(file).2.map(\.code.id)) }
    let missing = LintRules.all.map(\.id).filter { $0 != LintRule.unusedIgnore.id && !triggered.contains($0) }
    #expect(missing.isEmpty, "rules no corpus file triggers: \(missing)")
  }

  /// Notes need not be expected in a corpus file, but `analysis-incomplete` must be: no existing case may lose part of
  /// its analysis to a budget without the corpus saying so.
  @Test(arguments: files) func analysisIsCompleteUnlessExpected(_ file: URL) {
    let (source, _, findings) = Self.lint(file)
    let expected = InlineExpectations.parse(source).filter { $0.code == LintRule.analysisIncomplete.id }.count
    #expect(
      findings.filter { $0.code == LintRule.analysisIncomplete.code }.count == expected, "\(file.lastPathComponent)")
  }

  @Test(arguments: examples) func examplesAreClean(_ file: URL) {
    let (_, checked, findings) = Self.lint(file)
    #expect(checked.diagnostics.isEmpty)
    #expect(findings.isEmpty, "\(findings.map { "[\($0.code)] \($0.displayMessage)" })")
  }

  @Test func findingsFollowTheirRules() {
    for file in Self.files {
      for finding in Self.lint(file).2 {
        let rule = LintRules.rule(for: finding.code)
        #expect(rule != nil, "\(finding.code)")
        #expect(finding.severity == rule?.defaultSeverity)
      }
    }
  }
}
