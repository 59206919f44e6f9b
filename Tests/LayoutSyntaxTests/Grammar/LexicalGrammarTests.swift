import LayoutSyntax
import LayoutTestSupport
import Testing

/// The lexical productions of `layout.ebnf` (`identifier`, `number`, `string` and what they use), compiled to
/// character-level grammars and compared with the lexer in both directions.
extension GrammarTests {
  /// How the EBNF classifies one text: which token class derives it (reserved words are identifiers the lexer
  /// turns into keywords).
  enum Classification: Hashable, CustomStringConvertible {
    case identifier, keyword, number, string, none

    var description: String {
      switch self {
      case .identifier: "an identifier"
      case .keyword: "a reserved word"
      case .number: "a number"
      case .string: "a string"
      case .none: "no token"
      }
    }
  }

  static func classifyByGrammar(_ text: String, _ grammar: LayoutGrammar) -> Classification {
    if grammar.lexicalChart("identifier", text).accepts {
      return grammar.reservedWords.contains(text) ? .keyword : .identifier
    }
    if grammar.lexicalChart("number", text).accepts { return .number }
    if grammar.lexicalChart("string", text).accepts { return .string }
    return .none
  }

  /// How the lexer classifies one text: a single clean token covering all of it, or nothing.
  static func classifyByLexer(_ text: String) -> Classification {
    let file = LexedFile(name: "sample", bytes: Array(text.utf8))
    guard file.diagnostics.isEmpty, file.tokens.count == 1, file.tokens[0].text == text else { return .none }
    switch file.tokens[0].kind {
    case .identifier: return .identifier
    case .number: return .number
    case .string: return .string
    case let kind where kind.isKeyword: return .keyword
    default: return .none  // punctuation: no lexical production describes it
    }
  }

  /// Every identifier, keyword, number and string token of every `.layout` file in the repository (examples and
  /// test fixtures, minus tokens a lexer diagnostic covers) follows its lexical production; and together they use
  /// every lexical production.
  @Test func tokenTextsFollowTheLexicalProductions() throws {
    let grammar = try LayoutGrammar.load()
    var seen: Set<String> = []
    var used: [String: Set<Int>] = [:]
    for path in GrammarCorpus.everything {
      let file = try LexedFile(relativePath: path)
      for token in file.tokens where !token.hasDiagnostic && seen.insert(token.text).inserted {
        let tokenClass: String
        if token.kind == .identifier || token.kind.isKeyword {
          tokenClass = "identifier"
        } else if token.kind == .number || token.kind == .string {
          tokenClass = token.kind == .number ? "number" : "string"
        } else {
          continue
        }
        let chart = grammar.lexicalChart(tokenClass, token.text)
        let derivable = chart.accepts
        #expect(
          derivable, "\(path):\(token.line): \(token.kind) token '\(token.text)' is not derivable from `\(tokenClass)`")
        used[tokenClass, default: []].formUnion(chart.usedProductions())
        if token.kind == .identifier {
          #expect(!grammar.reservedWords.contains(token.text), "\(path): reserved word '\(token.text)' lexed as a name")
        } else if token.kind.isKeyword {
          #expect(
            grammar.reservedWords.contains(token.text),
            "\(path): '\(token.text)' is a keyword the grammar does not reserve")
        }
      }
    }
    for (tokenClass, bnf) in grammar.lexical {
      let unused = bnf.productions.indices.filter {
        bnf.productions[$0].mustBeUsed && !used[tokenClass, default: []].contains($0)
      }
      #expect(
        unused.isEmpty,
        "lexical productions no token uses:\n\(unused.map { "  " + bnf.productions[$0].label }.joined(separator: "\n"))"
      )
    }
  }

  /// Texts at the edges of the lexical rules: the grammar and the lexer must classify each the same way.
  static let lexicalSamples = [
    // identifiers and reserved words
    "a", "_", "Z9", "item", "items", "layout2", "x", "item-anchor", "group-paging-centered", "a-1", "a-_", "a-", "a--b",
    "-a", "a-b-", "9a", "é", "background", "when-x",
    // numbers
    "0", "12", "-6", "0.5", "1/3w", "2/3h", "30%", "-30%", "1.5/2.25w", "007", "1.", ".5", "1..2", "1/", "1/w", "1/-2",
    "-", "--1", "1e5", "20px", "1w1", "1%w", "1/2/3", "- 1", "1 /3w", "0x10",
    // strings
    "\"\"", "\"section-header\"", "\"a b\"", "\"\\\"\"", "\"\\\\\"", "\"\\n\"", "\"a", "\"a\"b\"", "\"é\"", "\"\t\"",
    "\"//\"", "\"\\\"", "\"a\nb\"", "\"a\rb\"",
    // neither
    "", " ", "//", "...", "a b", "1 2",
  ]

  @Test func lexerAgreesWithTheLexicalProductionsOnEdgeCases() throws {
    let grammar = try LayoutGrammar.load()
    for sample in Self.lexicalSamples {
      let (byGrammar, byLexer) = (Self.classifyByGrammar(sample, grammar), Self.classifyByLexer(sample))
      #expect(byGrammar == byLexer, "\(sample.debugDescription): the grammar says \(byGrammar), the lexer \(byLexer)")
    }
  }

  /// Random texts glued from pieces that matter to the lexical rules (seeded: a failure reproduces exactly).
  @Test func lexerAgreesWithTheLexicalProductionsOnRandomTexts() throws {
    let grammar = try LayoutGrammar.load()
    let pieces = [
      "a", "Z", "_", "w", "h", "x", "0", "7", "-", ".", "/", "%", "\"", "\\", " ", "é", "item", "1/3", "0.5", "~", "\t",
    ]
    var generator = SeededGenerator(seed: 0x1A70_07C0)
    var agreements: [Classification: Int] = [:]
    for _ in 0..<3000 {
      let count = Int.random(in: 1...6, using: &generator)
      var text = (0..<count).map { _ in pieces.randomElement(using: &generator)! }.joined()
      if Bool.random(using: &generator) && Bool.random(using: &generator) { text = "\"" + text + "\"" }
      let (byGrammar, byLexer) = (Self.classifyByGrammar(text, grammar), Self.classifyByLexer(text))
      #expect(byGrammar == byLexer, "\(text.debugDescription): the grammar says \(byGrammar), the lexer \(byLexer)")
      if byGrammar == byLexer { agreements[byGrammar, default: 0] += 1 }
    }
    // The generator must actually reach every class, or the comparison proves little.
    for c in [Classification.identifier, .keyword, .number, .string, .none] {
      #expect(agreements[c, default: 0] > 0, "no random text was classified \(c)")
    }
  }
}
