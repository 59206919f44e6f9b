import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutFormatter

/// Files already in canonical style format to themselves (zig's `testCanonical`): each is also an
/// idempotence test, since the canonical text is the formatter's own output.
@Suite struct CanonicalTests {
  static let fixtures = Fixtures.files(in: "\(FormatCheck.folder)/Canonical", withExtension: "layout")

  @Test func fixturesExist() {
    #expect(Self.fixtures.count >= 9)
  }

  @Test(arguments: fixtures)
  func formatsToItself(_ url: URL) throws {
    let input = Fixtures.bytes(url)
    try #require(!input.isEmpty, "cannot read \(url.path)")
    let output = try FormatCheck.format(input, path: url.lastPathComponent).get()
    if output != input {
      let expected = String(decoding: input, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      let actual = String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
      let common = min(expected.count, actual.count)
      let line = (0..<common).first { expected[$0] != actual[$0] } ?? common
      let want = line < expected.count ? String(expected[line]) : "<end>"
      let got = line < actual.count ? String(actual[line]) : "<end>"
      Issue.record(
        "\(url.lastPathComponent) is not canonical at line \(line + 1):\n  expected: \(want)\n  actual:   \(got)")
    }
  }

  @Test(arguments: fixtures)
  func staysWithinTheLineWidthOutsideComments(_ url: URL) {
    // Long lines are allowed only where the grammar gives no break: a value without commas, a comment.
    let text = String(decoding: Fixtures.bytes(url), as: UTF8.self)
    for line in text.split(separator: "\n") where line.count > SourceFormatter.lineWidth {
      #expect(line.contains("//"), "\(url.lastPathComponent): \(line)")
    }
  }
}

/// Non-canonical input beside its expected output (`name.layout` → `name.golden`, go/printer style).
@Suite struct MessyTests {
  static let inputs = Fixtures.files(in: "\(FormatCheck.folder)/Messy", withExtension: "layout")

  @Test func fixturesExist() {
    #expect(Self.inputs.count >= 10)
  }

  @Test(arguments: inputs)
  func formatsToGolden(_ url: URL) throws {
    let output = try FormatCheck.format(Fixtures.bytes(url), path: url.lastPathComponent).get()
    let golden = url.deletingPathExtension().appendingPathExtension("golden")
    if let difference = Golden.check(String(decoding: output, as: UTF8.self), against: golden) {
      Issue.record("\(difference)")
    }
    // The golden itself is canonical, byte for byte (CRLF and BOM included).
    let again = try FormatCheck.format(output, path: url.lastPathComponent).get()
    #expect(again == output, "formatting \(url.lastPathComponent) twice changes it")
  }
}
