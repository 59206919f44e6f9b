import Foundation
import LayoutSource
import LayoutSyntax
import LayoutTestSupport
import Testing

/// The lossless invariant, as properties over random and mutated inputs with fixed seeds: the parser never
/// crashes or hangs, printing the tree gives the input back byte for byte, and tokens tile the file.
@Suite struct LosslessTests {
  /// Checks every invariant of one parse and returns a description of the first violation, if any.
  static func violation(_ bytes: [UInt8]) -> String? {
    let tree = Parser.parse(SourceFile(path: "input", bytes: bytes))
    var printed: [UInt8] = []
    tree.write(to: &printed)
    if printed != bytes { return "printed tree differs from input" }
    var offset = 0
    for (index, token) in tree.tokens.enumerated() {
      guard Int(token.start) >= offset, token.start <= token.end, token.end <= token.trailingEnd else {
        return "token \(index) out of order"
      }
      // Leading trivia holds only whitespace, newlines, comments and a BOM: never a lost token.
      for piece in Trivia.pieces(in: bytes, SourceSpan(start: offset, end: Int(token.start)))
      where piece.end <= piece.start {
        return "empty trivia piece at \(piece.start)"
      }
      offset = Int(token.trailingEnd)
    }
    if offset != bytes.count || tree.tokens.last?.kind != .endOfFile { return "tokens do not reach the end" }
    if tree.tokens.dropLast().contains(where: { $0.kind == .endOfFile }) { return "early end of file token" }
    for diagnostic in tree.diagnostics where diagnostic.span.end > bytes.count { return "diagnostic out of bounds" }
    if tree.root.kind != .sourceFile || tree.root.tokenRange != 0..<tree.tokens.count { return "root does not cover" }
    return nil
  }

  /// Bytes that matter to the lexer, weighted toward structure, plus arbitrary bytes.
  static let alphabet: [UInt8] =
    Array("{}();:,*~|=<>!.-/\"\\ \t\n\r0123456789wh%xabz_".utf8) + [0, 0xEF, 0xBB, 0xBF, 0xC3, 0xA9, 0xFF, 0x80]
  static let words = [
    "layout", "item", "horizontal", "section", "when", "header", "size", "1/3w", "~44", ">=0", "...", "//", "///",
    "\"k\"", "and", "not",
  ]

  @Test(arguments: 0..<8) func randomBytes(_ seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    for _ in 0..<400 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0..<200, using: &random) {
        if Int.random(in: 0..<5, using: &random) == 0 {
          bytes += Array(Self.words.randomElement(using: &random)!.utf8)
        } else if Int.random(in: 0..<10, using: &random) == 0 {
          bytes.append(UInt8.random(in: 0...255, using: &random))
        } else {
          bytes.append(Self.alphabet.randomElement(using: &random)!)
        }
      }
      if let problem = Self.violation(bytes) {
        Issue.record("seed \(seed): \(problem) for \(bytes)")
        return
      }
    }
  }

  @Test(arguments: Fixtures.files(in: "Examples", withExtension: "layout")) func mutatedExamples(_ file: URL) {
    let original = Fixtures.bytes(file)
    var random = SeededGenerator(seed: UInt64(original.count))
    for _ in 0..<300 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...4, using: &random) where !bytes.isEmpty {
        let a = Int.random(in: 0..<bytes.count, using: &random)
        let b = min(bytes.count, a + Int.random(in: 0...12, using: &random))
        switch Int.random(in: 0..<4, using: &random) {
        case 0: bytes.removeSubrange(a..<b)
        case 1: bytes.insert(contentsOf: bytes[a..<b], at: Int.random(in: 0...bytes.count, using: &random))
        case 2: bytes.insert(Self.alphabet.randomElement(using: &random)!, at: a)
        default: bytes[a] = UInt8.random(in: 0...255, using: &random)
        }
      }
      if let problem = Self.violation(bytes) {
        Issue.record("\(file.lastPathComponent): \(problem) for \(String(decoding: bytes, as: UTF8.self))")
        return
      }
    }
  }
}
