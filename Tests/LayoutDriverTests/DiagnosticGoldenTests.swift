import Foundation
import LayoutSemantics
import LayoutSource
import LayoutTestSupport
import Testing

/// Each `Diagnostics/*.layout` fixture, checked by the real front end and rendered in the human (no colour),
/// concise and JSON formats, must match the goldens beside it. `LAYOUTC_UPDATE_GOLDEN=1 swift test` rewrites them.
@Suite struct DiagnosticGoldenTests {
  static let fixtures = Fixtures.files(in: "Tests/LayoutDriverTests/Diagnostics", withExtension: "layout")

  @Test func fixturesArePresent() {
    #expect(Self.fixtures.count >= 12)
  }

  @Test(arguments: fixtures, [DiagnosticFormat.human, .concise, .json])
  func renderedOutputMatchesGolden(fixture: URL, format: DiagnosticFormat) {
    // A relative path keeps the goldens independent of where the repository is checked out.
    let source = SourceFile(path: "Diagnostics/" + fixture.lastPathComponent, bytes: Fixtures.bytes(fixture))
    let checked = FrontEnd.check(source)
    let rendered = format.render([FileDiagnostics(source: source, diagnostics: checked.diagnostics)])
    let golden = fixture.deletingPathExtension().appendingPathExtension(format.rawValue)
    if let difference = Golden.check(rendered, against: golden) { Issue.record(Comment(rawValue: difference)) }
  }

  /// The fixtures are chosen to exercise the renderer; if the front end stops reporting on one of them, the
  /// fixture no longer tests anything and must be replaced.
  @Test(arguments: fixtures.filter { !$0.lastPathComponent.hasPrefix("clean") })
  func fixtureProducesDiagnostics(fixture: URL) {
    let checked = FrontEnd.check(SourceFile(path: fixture.lastPathComponent, bytes: Fixtures.bytes(fixture)))
    #expect(!checked.diagnostics.isEmpty)
  }

  @Test func cleanFixtureRendersNothingButItsJSONEntry() {
    let source = SourceFile(
      path: "clean.layout",
      text: "layout A {\n  item cell { size: 1w x 1h }\n  section {\n"
        + "    horizontal { size: 1w x 1/3w; cell }\n  }\n}\n")
    let file = FileDiagnostics(source: source, diagnostics: FrontEnd.check(source).diagnostics)
    #expect(HumanRenderer.render([file]).isEmpty)
    #expect(ConciseRenderer.render([file]).isEmpty)
    #expect(JSONRenderer.render([file]).contains("\"path\": \"clean.layout\""))
  }
}
