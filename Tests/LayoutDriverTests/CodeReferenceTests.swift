import Foundation
import LayoutSource
import LayoutTestSupport
import Testing

@testable import LayoutDriver

/// `Documentation/Codes.md` is generated from the diagnostic catalog; `LAYOUTC_UPDATE_GOLDEN=1` rewrites it.
@Suite struct CodeReferenceTests {
  @Test func codesPageMatchesTheCatalog() {
    let path = Fixtures.repositoryRoot().appendingPathComponent("Documentation/Codes.md")
    let difference = Golden.check(CodePages.reference, against: path)
    #expect(difference == nil, "\(difference ?? "")")
  }

  /// Every code the language server can link has its heading: checker and generator codes in `Codes.md`, lint rules
  /// in `Rules.md` (hand-written, so this is the test that keeps it complete).
  @Test func everyCodeHasTheHeadingItsLinkNames() throws {
    let root = Fixtures.repositoryRoot().appendingPathComponent("Documentation")
    let codes = String(decoding: Fixtures.bytes(root.appendingPathComponent("Codes.md")), as: UTF8.self)
    let rules = String(decoding: Fixtures.bytes(root.appendingPathComponent("Rules.md")), as: UTF8.self)
    for code in DiagnosticCatalog.explained.codes {
      let (page, heading) = code.phase == .lint ? (rules, "## \(code.id)\n") : (codes, "## \(code.id)\n")
      #expect(page.contains(heading), "no heading for \(code.id)")
      #expect(CodePages.anchor(of: code) == code.id.lowercased())
    }
  }
}
