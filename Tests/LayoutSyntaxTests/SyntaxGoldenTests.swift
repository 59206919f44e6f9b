import Foundation
import LayoutSource
import LayoutSyntax
import LayoutTestSupport
import Testing

/// Golden tests over `Fixtures/*.layout`: the token list (`.tokens`) and the tree with trivia and errors (`.tree`).
/// `LAYOUTC_UPDATE_GOLDEN=1 swift test` rewrites them; a missing golden fails.
@Suite struct SyntaxGoldenTests {
  static let fixtures = Fixtures.files(in: "Tests/LayoutSyntaxTests/Fixtures", withExtension: "layout")

  @Test func fixturesExist() {
    #expect(Self.fixtures.count >= 10)
  }

  @Test(arguments: fixtures) func tokens(_ file: URL) {
    let source = SourceFile(path: file.lastPathComponent, bytes: Fixtures.bytes(file))
    let lexer = Lexer.tokenize(source.bytes)
    var lines: [String] = []
    var previousEnd = 0
    for token in lexer.tokens {
      let leading = SourceSpan(start: previousEnd, end: Int(token.start))
      let text = source.text(SourceSpan(start: Int(token.start), end: Int(token.end)))
      let location = source.location(of: Int(token.start))
      var line = "\(location.line):\(location.column) \(token.kind.name) \(SyntaxTree.quoteForDump(text))"
      if leading.length > 0 { line += " leading=\(leading.length)" }
      if token.trailingEnd > token.end { line += " trailing=\(Int(token.trailingEnd - token.end))" }
      lines.append(line)
      previousEnd = Int(token.trailingEnd)
    }
    for diagnostic in lexer.diagnostics {
      let location = source.location(of: diagnostic.span.start)
      lines.append("error \(location.line):\(location.column) [\(diagnostic.code)] \(diagnostic.message)")
    }
    let golden = file.deletingPathExtension().appendingPathExtension("tokens")
    if let failure = Golden.check(lines.joined(separator: "\n") + "\n", against: golden) { Issue.record("\(failure)") }
  }

  @Test(arguments: fixtures) func tree(_ file: URL) {
    let source = SourceFile(path: file.lastPathComponent, bytes: Fixtures.bytes(file))
    let tree = Parser.parse(source)
    var text = tree.dump()
    for diagnostic in tree.diagnostics {
      let location = source.location(of: diagnostic.span.start)
      text += "error \(location.line):\(location.column) [\(diagnostic.code)] \(diagnostic.message)\n"
      for note in diagnostic.notes {
        let at = note.span.map { source.location(of: $0.start) }
        text += "  note \(at.map { "\($0.line):\($0.column) " } ?? "")\(note.message)\n"
      }
    }
    let golden = file.deletingPathExtension().appendingPathExtension("tree")
    if let failure = Golden.check(text, against: golden) { Issue.record("\(failure)") }
  }
}
