import LayoutLint
import LayoutLowering
import LayoutSemantics
import LayoutSource
import Testing

/// Every `explain` page is honest: its example triggers its own code and its fixed version has no error.
///
/// Runs over the whole catalog; a code whose checker is not written yet fails here until it is.
@Suite struct CatalogTests {
  @Test(arguments: DiagnosticCatalog.complete.codes.map(\.id))
  func exampleTriggersItsCodeAndFixedIsClean(id: String) throws {
    let code = try #require(DiagnosticCatalog.complete.code(id))
    if code.phase == .lint {
      try lintPageIsHonest(code)
      return
    }
    let example = FrontEnd.check(SourceFile(path: "example.layout", bytes: code.exampleBytes))
    #expect(
      example.diagnostics.contains { $0.code == code },
      "example reports \(example.diagnostics.map(\.code)) but not \(code.id)")
    let fixed = FrontEnd.check(SourceFile(path: "fixed.layout", text: code.fixed))
    let errors = fixed.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "fixed example still reports \(errors.map { "\($0.code) \($0.message)" })")
  }

  /// Lint pages: the example has no error and `Linter.lint` reports the rule; the fixed version reports nothing of it.
  /// `unused-ignore` is reported by `layoutc check` (suppressions), not by the linter: its example must be clean.
  /// The linter fed as the façade feeds it: the file lowered with its source map (none for a file with errors).
  static func lint(_ checked: CheckedFile) -> [Diagnostic] {
    guard !checked.hasErrors else { return [] }
    let (ir, sourceMap) = Lowering.lowerWithSourceMap(checked.program)
    return Linter.lint(checked, ir: ir, sourceMap: sourceMap)
  }

  func lintPageIsHonest(_ code: DiagnosticCode) throws {
    let example = FrontEnd.check(SourceFile(path: "example.layout", bytes: code.exampleBytes))
    #expect(!example.hasErrors, "example has errors: \(example.diagnostics.map(\.code))")
    let findings = Self.lint(example).map(\.code)
    if code == LintRule.unusedIgnore.code {
      #expect(findings.isEmpty, "the line an unused ignore sits on must be clean, got \(findings)")
    } else {
      #expect(findings.contains(code), "example reports \(findings) but not \(code.id)")
    }
    let fixed = FrontEnd.check(SourceFile(path: "fixed.layout", text: code.fixed))
    #expect(!fixed.hasErrors, "fixed example has errors: \(fixed.diagnostics.map(\.code))")
    let fixedFindings = Self.lint(fixed).map(\.code)
    #expect(!fixedFindings.contains(code), "fixed example still reports \(code.id)")
  }

  @Test func codesAreUniqueAndWellFormed() {
    let ids = DiagnosticCatalog.complete.codes.map(\.id)
    #expect(Set(ids).count == ids.count)
    for code in DiagnosticCatalog.complete.codes {
      #expect(!code.title.isEmpty && !code.explanation.isEmpty, "\(code.id)")
      #expect(DiagnosticCatalog.complete.code(code.id.lowercased()) == code)
    }
  }
}
