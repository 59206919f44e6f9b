import Foundation
import LayoutSyntax
import LayoutTestSupport
import Testing

/// Keeps `Grammar/layout.ebnf` honest: the grammar is read from the file, compiled to BNF and run by an Earley
/// recognizer over the lexer's tokens, so the normative text cannot drift from the files the compiler accepts.
///
/// - every example and every `Grammar/Valid` fixture derives from `file`; no `Grammar/Invalid` fixture does;
/// - every production (every alternative, every optional and repeated part) is used by some derivation;
/// - every rule is defined once, used, and reachable; every quoted terminal is one token of the lexer;
/// - the lexical productions (`identifier`, `number`, `string`) agree with the lexer (`LexicalGrammarTests.swift`).
///
/// The Valid fixtures are also accepted by `layoutc check` without diagnostics, and the Invalid ones rejected by it
/// unless their comment says otherwise. This target cannot import the checker, so that half is checked by hand
/// (`swift run layoutc check Tests/LayoutSyntaxTests/Grammar/Valid`) when fixtures are added.
@Suite struct GrammarTests {
  /// Invalid fixtures the grammar still derives because it is more permissive than the checker. Each entry is a
  /// disagreement to fix in `layout.ebnf`; when it is fixed, the known issue stops occurring and the test fails
  /// until the entry is removed.
  static let knownDisagreements: [String: String] = [:]

  // MARK: - The grammar itself

  @Test func everyRuleIsDefinedOnceUsedAndReachable() throws {
    let grammar = try LayoutGrammar.load()
    let names = grammar.ebnf.rules.map(\.name)
    let defined = Set(names)
    #expect(
      names.count == defined.count, "rules defined twice: \(names.filter { n in names.filter { $0 == n }.count > 1 })")
    for rule in grammar.ebnf.rules {
      for reference in rule.body.references where !defined.contains(reference) {
        Issue.record("layout.ebnf:\(rule.line): '\(rule.name)' uses '\(reference)', which is not defined")
      }
    }
    // Reachable from `file`, through the token classes into the lexical rules.
    var reachable: Set<String> = []
    var pending = [LayoutGrammar.start]
    while let name = pending.popLast() {
      guard reachable.insert(name).inserted, let rule = grammar.ebnf.rule(name) else { continue }
      pending += rule.body.references
    }
    for rule in grammar.ebnf.rules where !reachable.contains(rule.name) {
      Issue.record("layout.ebnf:\(rule.line): '\(rule.name)' is defined but never used")
    }
    // The two layers meet only at the token classes: no syntactic rule uses `digit` or `letter` directly.
    let syntactic = Set(grammar.syntax.names.filter { !$0.contains("#") })
    let lexical = Set(grammar.lexical.values.flatMap { $0.names.filter { !$0.contains("#") } })
    #expect(syntactic.isDisjoint(with: lexical), "rules on both layers: \(syntactic.intersection(lexical).sorted())")
    #expect(syntactic.union(lexical) == reachable)
  }

  /// A quoted terminal of the token layer must be exactly one token, or no input could ever match it; and every
  /// keyword and punctuation token of the lexer must appear in the grammar, or the grammar would miss a construct.
  @Test func terminalsAreTheLexersFixedTokens() throws {
    let grammar = try LayoutGrammar.load()
    var literals: Set<String> = []
    for production in grammar.syntax.productions {
      for case .terminal(.literal(let text)) in production.rhs { literals.insert(text) }
    }
    for literal in literals.sorted() {
      let file = LexedFile(name: "terminal \(literal)", bytes: Array(literal.utf8))
      #expect(
        file.diagnostics.isEmpty && file.tokens.count == 1 && file.tokens.first?.text == literal,
        "the terminal \"\(literal)\" is not one token: \(file.tokens.map(\.text)) \(file.diagnostics)")
    }
    for kind in TokenKind.allCases {
      guard let text = kind.fixedText else { continue }
      #expect(literals.contains(text), "the lexer's token '\(text)' (\(kind)) appears nowhere in the grammar")
    }
  }

  /// The comment listing the reserved words names exactly the lexer's keywords.
  @Test func reservedWordsAreTheLexersKeywords() throws {
    let grammar = try LayoutGrammar.load()
    let keywords = TokenKind.allCases.filter(\.isKeyword).compactMap(\.fixedText)
    #expect(grammar.reservedWords.sorted() == keywords.sorted())
  }

  // MARK: - Files

  @Test(arguments: GrammarCorpus.examples)
  func exampleDerivesFromFile(_ path: String) throws {
    try expectDerivable(path)
  }

  @Test(arguments: GrammarCorpus.valid)
  func validFixtureDerivesFromFile(_ path: String) throws {
    try expectDerivable(path)
  }

  @Test(arguments: GrammarCorpus.invalid)
  func invalidFixtureDoesNotDerive(_ path: String) throws {
    let grammar = try LayoutGrammar.load()
    let file = try LexedFile(relativePath: path)
    // Each fixture breaks the grammar, not the lexer, and says which rule it breaks on its first line.
    #expect(file.diagnostics.isEmpty, "\(path) has lexical errors, so it tests the lexer: \(file.diagnostics)")
    let header = try String(
      contentsOfFile: Fixtures.repositoryRoot().appendingPathComponent(path).path, encoding: .utf8
    )
    .prefix { $0 != "\n" }
    let rule = header.hasPrefix("// breaks `") ? header.dropFirst("// breaks `".count).prefix { $0 != "`" } : ""
    #expect(grammar.ebnf.rule(String(rule)) != nil, "\(path): the first line should be \"// breaks `RULE`: why\"")
    let fileName = String(path.split(separator: "/").last!)
    let derivable = grammar.derive(file).accepts
    if let disagreement = Self.knownDisagreements[fileName] {
      withKnownIssue(Comment(rawValue: disagreement)) {
        #expect(!derivable, "\(path) is derivable from `file`")
      }
    } else {
      #expect(!derivable, "\(path) is derivable from `file`")
    }
  }

  /// Every production is used by a derivation of some example or Valid fixture: an alternative no file uses is
  /// either dead grammar or a construct the fixtures forget to test.
  @Test func everyProductionIsUsed() throws {
    let grammar = try LayoutGrammar.load()
    var used: Set<Int> = []
    for path in GrammarCorpus.examples + GrammarCorpus.valid {
      used.formUnion(grammar.derive(try LexedFile(relativePath: path)).usedProductions())
    }
    let unused = grammar.syntax.productions.indices.filter {
      grammar.syntax.productions[$0].mustBeUsed && !used.contains($0)
    }
    #expect(
      unused.isEmpty,
      "productions no file uses:\n\(unused.map { "  " + grammar.syntax.productions[$0].label }.joined(separator: "\n"))"
    )
  }

  /// Every ```layout block of `Grammar/README.md` (the language reference) is a file the grammar derives.
  @Test func referenceExamplesDeriveFromFile() throws {
    let grammar = try LayoutGrammar.load()
    let url = Fixtures.repositoryRoot().appendingPathComponent("Grammar/README.md")
    let blocks = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "```layout\n").dropFirst()
    #expect(blocks.count >= 10)
    for (i, block) in blocks.enumerated() {
      let text = block.components(separatedBy: "```").first ?? ""
      let file = LexedFile(name: "Grammar/README.md example \(i + 1)", bytes: Array(text.utf8))
      #expect(file.diagnostics.isEmpty, "\(file.name): \(file.diagnostics)")
      let chart = grammar.derive(file)
      let derivable = chart.accepts
      #expect(derivable, "\(grammar.failure(chart, in: file))")
    }
  }

  @Test func corpusIsNotEmpty() {
    #expect(GrammarCorpus.examples.count >= 5)
    #expect(GrammarCorpus.valid.count >= 10)
    #expect(GrammarCorpus.invalid.count >= 10)
  }

  private func expectDerivable(_ path: String) throws {
    let grammar = try LayoutGrammar.load()
    let file = try LexedFile(relativePath: path)
    #expect(file.diagnostics.isEmpty, "\(path): \(file.diagnostics)")
    let chart = grammar.derive(file)
    let derivable = chart.accepts
    #expect(derivable, "\(grammar.failure(chart, in: file))")
  }
}
