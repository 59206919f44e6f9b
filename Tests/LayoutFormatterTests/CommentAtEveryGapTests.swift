import Foundation
import LayoutSyntax
import LayoutTestSupport
import Testing

@testable import LayoutFormatter

/// Puts a comment into every gap between two tokens of every sample, one gap per variant, in both shapes a
/// comment can take (trailing a token; on a line of its own before the next), and formats each variant.
///
/// A line break is significant in a few gaps (inside a value, between entries on one line): a variant that
/// no longer parses must be refused, never formatted. Every other variant must keep every comment, keep the
/// tokens, and be idempotent.
@Suite struct CommentAtEveryGapTests {
  static var samples: [URL] {
    Fixtures.files(in: "\(FormatCheck.folder)/Canonical", withExtension: "layout")
      + Fixtures.files(in: "Examples", withExtension: "layout")
  }

  enum Shape: String, CaseIterable, Sendable {
    /// `a // cN` then a line break, so the comment trails token `a`.
    case trailing
    /// A line break, `// cN`, a line break: an own-line comment before token `b`.
    case ownLine
  }

  struct Tally {
    var formatted = 0
    var refused = 0
  }

  @Test(arguments: samples, Shape.allCases)
  func commentInEveryGap(_ url: URL, _ shape: Shape) throws {
    let bytes = Fixtures.bytes(url)
    let tree = FormatCheck.parse(bytes)
    try #require(!tree.hasErrors, "\(url.lastPathComponent) must parse")
    var tally = Tally()
    // Gaps between token k and k + 1; the last one is the gap before the end of the file.
    for k in 0..<(tree.tokens.count - 1) {
      let comment = "// c\(k)"
      let variant: [UInt8]
      switch shape {
      case .trailing:
        let at = Int(tree.tokens[k].end)
        variant = Array(bytes[..<at]) + Array(" \(comment)\n".utf8) + Array(bytes[at...])
      case .ownLine:
        let at = Int(tree.tokens[k + 1].start)
        variant = Array(bytes[..<at]) + Array("\n\(comment)\n".utf8) + Array(bytes[at...])
      }
      check(variant, comment: comment, in: url, gap: k, tally: &tally)
    }
    // Most gaps accept a line break (values are the exception); a sample where most variants are refused
    // would prove little.
    #expect(tally.formatted * 5 >= (tally.formatted + tally.refused) * 2, "\(tally)")
  }

  private func check(_ variant: [UInt8], comment: String, in url: URL, gap: Int, tally: inout Tally) {
    let location = "\(url.lastPathComponent), gap \(gap)"
    let tree = FormatCheck.parse(variant)
    switch SourceFormatter.format(tree) {
    case .refused:
      #expect(tree.hasErrors, "refused without syntax errors: \(location)")
      tally.refused += 1
    case .internalError(let message):
      Issue.record("\(location): \(message)")
    case .formatted(let output):
      tally.formatted += 1
      let formattedTree = FormatCheck.parse(output)
      #expect(!formattedTree.hasErrors, "\(location)")
      #expect(FormatCheck.tokens(formattedTree) == FormatCheck.tokens(tree), "\(location)")
      #expect(FormatCheck.commentMultiset(formattedTree) == FormatCheck.commentMultiset(tree), "\(location)")
      #expect(String(decoding: output, as: UTF8.self).contains(comment), "\(location)")
      let again = FormatCheck.format(output)
      #expect((try? again.get()) == output, "not idempotent: \(location)\n\(String(decoding: output, as: UTF8.self))")
    }
  }
}
