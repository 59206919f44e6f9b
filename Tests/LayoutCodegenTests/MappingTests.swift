import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// E0501: every construct without a faithful UIKit mapping is reported where it is declared
/// (`Fixtures/Unmappable/*.layout`, with inline `// expected-error E0501 {{…}}`), and its `explain` page is honest.
@Suite struct MappingTests {
  /// The UIKit fixtures; `Unmappable/AppKit/` holds what only AppKit refuses (`AppKitCodegenTests`).
  static let unmappable = Fixtures.files(in: "Tests/LayoutCodegenTests/Fixtures/Unmappable", withExtension: "layout")
    .filter { !$0.path.contains("/AppKit/") }

  @Test(arguments: unmappable)
  func reportedWhereDeclared(_ url: URL) throws {
    let compilation = Compilation(path: url.lastPathComponent, bytes: Fixtures.bytes(url))
    #expect(!compilation.hasErrors, "\(compilation.diagnostics.map(\.message))")
    let failure = try #require(throws: GenerationFailure.self) {
      try SwiftGenerator.generate(compilation, access: .internal).get()
    }
    #expect(failure.diagnostics.allSatisfy { $0.code == .noSwiftMapping })
    let mismatches = InlineExpectations.mismatches(failure.diagnostics, in: compilation.source)
    #expect(mismatches.isEmpty, "\(mismatches)")
  }

  @Test func explainPageIsHonest() throws {
    let code = DiagnosticCode.noSwiftMapping
    #expect(DiagnosticCatalog.generateCodes.contains(code) && code.phase == .generate)
    let example = Compilation(path: "example.layout", bytes: code.exampleBytes)
    #expect(!example.hasErrors)
    let failure = try #require(throws: GenerationFailure.self) {
      try SwiftGenerator.generate(example, access: .internal).get()
    }
    #expect(failure.diagnostics.map(\.code) == [code])
    let fixed = Compilation(path: "fixed.layout", text: code.fixed)
    #expect(throws: Never.self) { try SwiftGenerator.generate(fixed, access: .internal).get() }
  }

  @Test func fileWithErrorsGivesItsFrontEndDiagnostics() throws {
    let compilation = Compilation(
      path: "bad.layout", text: "layout A {\n  section { horizontal { size: 1w x 44; nothing } }\n}\n")
    let failure = try #require(throws: GenerationFailure.self) {
      try SwiftGenerator.generate(compilation, access: .internal).get()
    }
    #expect(failure.diagnostics.map(\.code) == [.unknownName])
  }
}
