import Foundation
import LayoutSemantics
import LayoutSource
import LayoutTestSupport
import Testing

/// The diagnostic corpus: `.layout` files whose expectations live in comments (`InlineExpectations`), as Swift's
/// `-verify` tests. Every diagnostic must be expected and every expectation met: nothing missing, nothing extra.
@Suite struct DiagnosticCorpusTests {
  static let files = Fixtures.files(in: "Tests/LayoutSemanticsTests/Corpus", withExtension: "layout")

  @Test func corpusIsNotEmpty() {
    #expect(Self.files.count >= 10)
  }

  @Test(arguments: files) func verify(_ file: URL) {
    let source = SourceFile(path: file.lastPathComponent, bytes: Fixtures.bytes(file))
    for problem in InlineExpectations.mismatches(FrontEnd.check(source).diagnostics, in: source) {
      Issue.record("\(file.lastPathComponent): \(problem)")
    }
  }

  /// Every code in the catalog is triggered somewhere in the corpus.
  @Test func everyCodeIsTriggered() {
    var triggered = Set<String>()
    for file in Self.files {
      let checked = FrontEnd.check(SourceFile(path: file.lastPathComponent, bytes: Fixtures.bytes(file)))
      triggered.formUnion(checked.diagnostics.map(\.code.id))
    }
    // Lint rules are reported by `Linter.lint`, not the front end; their corpus is `Tests/LayoutLintTests/Corpus`.
    let missing = DiagnosticCatalog.frontEnd.codes.map(\.id).filter { !triggered.contains($0) }
    #expect(missing.isEmpty, "codes no corpus file triggers: \(missing)")
  }
}
