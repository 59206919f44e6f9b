import LayoutSemantics
import LayoutSource
import Testing

/// Every `explain` page is honest: its example triggers its own code and its fixed version has no error.
///
/// Runs over the whole catalog; a code whose checker is not written yet fails here until it is.
@Suite struct CatalogTests {
  @Test(arguments: DiagnosticCatalog.all.map(\.id))
  func exampleTriggersItsCodeAndFixedIsClean(id: String) throws {
    let code = try #require(DiagnosticCatalog.code(id))
    let example = FrontEnd.check(SourceFile(path: "example.layout", bytes: code.exampleBytes))
    #expect(
      example.diagnostics.contains { $0.code == code.id },
      "example reports \(example.diagnostics.map(\.code)) but not \(code.id)")
    let fixed = FrontEnd.check(SourceFile(path: "fixed.layout", text: code.fixed))
    let errors = fixed.diagnostics.filter { $0.severity == .error }
    #expect(errors.isEmpty, "fixed example still reports \(errors.map { "\($0.code) \($0.message)" })")
  }

  @Test func codesAreUniqueAndWellFormed() {
    let ids = DiagnosticCatalog.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    for code in DiagnosticCatalog.all {
      #expect(!code.title.isEmpty && !code.explanation.isEmpty && !code.phase.isEmpty, "\(code.id)")
      #expect(DiagnosticCatalog.code(code.id.lowercased()) == code)
    }
  }
}
