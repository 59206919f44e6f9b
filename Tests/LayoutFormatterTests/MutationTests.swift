import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutFormatter

/// Seeded mutations of every fixture and example (bytes inserted, deleted, duplicated): whatever parses cleanly
/// must format idempotently with its tokens and comments, or be stopped by the safety net; nothing may crash.
///
/// This is what found the `>` `=` gluing and the `;` after a trailing comma; the safety net still stops a
/// `section` nested in a group, which the parser reads differently on its own line (see SafetyNetTests).
@Suite struct MutationTests {
  static let samples: [[UInt8]] =
    (Fixtures.files(in: "\(FormatCheck.folder)/Canonical", withExtension: "layout")
    + Fixtures.files(in: "\(FormatCheck.folder)/Messy", withExtension: "layout")
    + Fixtures.files(in: "Examples", withExtension: "layout")).map(Fixtures.bytes)

  static let insertions: [[UInt8]] = [
    "\n", " ", ";", "// x\n", "\n\n", ",", "{", "}", "*", "2", "a", "\r\n", "\t", "/// d\n", "~", ">", "=", ">=",
    "...", "(", ")", "\"k\"", "item", "when", "section", "-",
  ].map { Array($0.utf8) }

  @Test(arguments: Array(UInt64(1)...8))
  func mutatedSamples(_ seed: UInt64) throws {
    try #require(!Self.samples.isEmpty)
    var random = SeededGenerator(seed: seed)
    var formatted = 0
    var stopped = 0
    for _ in 0..<500 {
      var bytes = random.pick(Self.samples)
      for _ in 0..<(1 + random.below(3)) { mutate(&bytes, &random) }
      let tree = FormatCheck.parse(bytes)
      switch SourceFormatter.format(tree) {
      case .refused:
        #expect(tree.hasErrors)
      case .internalError(let message):
        stopped += 1
        #expect(message.contains("syntax error"), "\(message)\n\(String(decoding: bytes, as: UTF8.self))")
      case .formatted(let output):
        formatted += 1
        let again = FormatCheck.parse(output)
        #expect(FormatCheck.tokens(again) == FormatCheck.tokens(tree))
        #expect(FormatCheck.commentMultiset(again) == FormatCheck.commentMultiset(tree))
        #expect((try? FormatCheck.format(output).get()) == output, "\(String(decoding: bytes, as: UTF8.self))")
      }
    }
    #expect(formatted >= 50, "too few mutations parse cleanly to test anything")
    #expect(stopped * 100 <= formatted, "the safety net stopped \(stopped) of \(formatted + stopped) files")
  }

  private func mutate(_ bytes: inout [UInt8], _ random: inout SeededGenerator) {
    let at = random.below(bytes.count + 1)
    switch random.below(3) {
    case 0:
      bytes.insert(contentsOf: random.pick(Self.insertions), at: at)
    case 1:
      if at < bytes.count { bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(4))) }
    default:
      let from = random.below(bytes.count + 1)
      let copy = Array(bytes[from..<min(bytes.count, from + random.below(20))])
      bytes.insert(contentsOf: copy, at: at)
    }
  }
}
