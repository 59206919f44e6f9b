import Foundation
import LayoutCompiler
import LayoutServer
import LayoutTestSupport
import Testing

/// Random edits sent as ranged `didChange`s (UTF-16 positions, multi-byte text among them): after each one the
/// published diagnostics are those of a fresh `Compilation` of the same text (what `layoutc check` reports), at the
/// same positions. The expected text is edited here through Swift's own UTF-16 view, not the server's conversions.
@Suite struct EditSequenceTests {
  static let examples = Fixtures.files(in: "Examples", withExtension: "layout")
  static let insertions = ["é", "😀", " ", "\n", "}", "{", ";", "x", "1/3w", "item z { size: 1w x 44 }", "// ☃\n", ""]

  @Test(arguments: examples.map(\.lastPathComponent))
  func diagnosticsFollowEveryEdit(_ name: String) throws {
    let url = Fixtures.repositoryRoot().appendingPathComponent("Examples/" + name)
    var text = String(decoding: Fixtures.bytes(url), as: UTF8.self)
    var random = SeededGenerator(seed: UInt64(name.utf8.count))
    let server = LanguageServer()
    let uri = "file:///work/" + name
    _ = server.receive(Self.body(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#))
    _ = server.receive(
      Self.body(
        #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","version":1,"text":\#(JSONValue.quoted(text))}}}"#
      ))
    for version in 2..<40 {
      var units = Array(text.utf16)
      // A range on character boundaries, so both sides agree on what it covers.
      let boundaries = Array(text.indices.map { $0.utf16Offset(in: text) }) + [units.count]
      let start = boundaries.randomElement(using: &random)!
      let end = min(boundaries.filter { $0 >= start }.randomElement(using: &random)!, start + 12)
      let endBoundary = boundaries.last { $0 <= end }!
      let insertion = Self.insertions.randomElement(using: &random)!
      let startPosition = Self.position(ofUTF16: start, in: units)
      let endPosition = Self.position(ofUTF16: endBoundary, in: units)
      units.replaceSubrange(start..<endBoundary, with: Array(insertion.utf16))
      text = String(decoding: units, as: UTF16.self)
      let change = """
        {"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\(uri)","version":\(version)},\
        "contentChanges":[{"range":{"start":\(startPosition),"end":\(endPosition)},"text":\(JSONValue.quoted(insertion))}]}}
        """
      let published = server.receive(Self.body(change))
      let diagnostics = try #require(published.first?["params"]?["diagnostics"]?.arrayValue)
      let expected = Compilation(path: name, text: text)
      #expect(diagnostics.map { $0["code"]?.stringValue } == expected.diagnostics.map(\.code.id))
      #expect(
        diagnostics.map { $0["range"]?["start"] }
          == expected.diagnostics.map { Self.position(of: $0.span.start, in: expected.source) })
    }
  }

  static func body(_ text: String) -> [UInt8] { Array(text.utf8) }

  /// The LSP position of a UTF-16 offset, counted on the text's own UTF-16 units (lines end at `\n`, `\r\n`, `\r`).
  static func position(ofUTF16 offset: Int, in units: [UInt16]) -> String {
    var line = 0
    var lineStart = 0
    var index = 0
    while index < offset {
      if units[index] == 0x0A || (units[index] == 0x0D && (index + 1 >= units.count || units[index + 1] != 0x0A)) {
        line += 1
        lineStart = index + 1
      }
      index += 1
    }
    return #"{"line":\#(line),"character":\#(offset - lineStart)}"#
  }

  /// The LSP position of a byte offset, through the façade's positions (for the expected side).
  static func position(of offset: Int, in source: SourceFile) -> JSONValue {
    let location = source.utf16Location(of: offset)
    return .object([("line", .number(location.line - 1)), ("character", .number(location.column - 1))])
  }
}
