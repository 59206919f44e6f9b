import Testing

@testable import LayoutFormatter

/// Properties over generated programs with random legal whitespace and comments (fixed seeds).
@Suite struct PropertyTests {
  static let seeds: [UInt64] = Array(1...200)

  @Test(arguments: seeds)
  func formattingIsIdempotentAndKeepsEverything(_ seed: UInt64) throws {
    var generator = ProgramGenerator(seed: seed)
    let program = generator.program()
    let tree = FormatCheck.parse(program)
    try #require(
      !tree.hasErrors,
      "the generator made an invalid program (seed \(seed)):\n\(program)\n\(tree.diagnostics.map(\.message))")
    let output = try FormatCheck.format(program).get()
    let formattedTree = FormatCheck.parse(output)
    #expect(!formattedTree.hasErrors, "seed \(seed)")
    #expect(FormatCheck.tokens(formattedTree) == FormatCheck.tokens(tree), "seed \(seed)")
    #expect(FormatCheck.commentMultiset(formattedTree) == FormatCheck.commentMultiset(tree), "seed \(seed)")
    #expect(try FormatCheck.format(output).get() == output, "not idempotent, seed \(seed):\n\(output)")
  }

  @Test func generatedProgramsVary() {
    // The generator must actually exercise what the properties claim: comments, blank lines, `;`, `when`.
    var all = ""
    for seed in Self.seeds.prefix(40) {
      var generator = ProgramGenerator(seed: seed)
      all += generator.program()
    }
    for needle in ["// c", "/// d", "\n\n", ";", "when", "param", "*", "~", ">=", "...", "supplementary \"dot\""] {
      #expect(all.contains(needle), "no generated program contains \(needle)")
    }
  }
}
