import LayoutSyntax
import Testing

/// Keeps the typed views (`SyntaxView`) in step with `Grammar/layout.ebnf`: every node kind has a view, every
/// view names productions the grammar has, every accessor returns a symbol of those productions, and every
/// production of the token layer is a node's (or is listed below as folded into its parent's node).
@Suite struct TypedSyntaxGrammarTests {
  /// Rules with no node of their own, and why: they only choose between alternatives that are nodes or tokens.
  static let foldedRules: [String: String] = [
    "file_entry": "a choice of declarations",
    "layout_entry": "a choice of entries, each its own node",
    "count": "a number token of the counted child",
    "operator": "a token of the comparison",
    "side": "a word of a value",
    "points": "a number token of a value",
    "edges": "words of a value",
    "constant_value": "a token, or a dimension node, of the constant's value",
    "amount": "a number token of a value, or a constant's name",
    "effect": "words and numbers of a value",
    "scroll_effect_parameter": "a word and a number token of a value",
  ]

  @Test func everyNodeKindHasOneView() {
    for kind in SyntaxKind.allCases where kind != .error {
      let views = allSyntaxViews.filter { $0.kind == kind }
      #expect(views.count == 1, "\(kind) has \(views.count) typed views")
    }
  }

  @Test func everyMappingNamesTheGrammarsRulesAndSymbols() throws {
    let grammar = try LayoutGrammar.load()
    for view in allSyntaxViews {
      let mapping = view.grammar
      #expect(!mapping.rules.isEmpty, "\(view) names no rule")
      var references: Set<String> = []
      var terminals: Set<String> = []
      for name in mapping.rules {
        guard let rule = grammar.ebnf.rule(name) else {
          Issue.record("\(view) names '\(name)', which layout.ebnf does not define")
          continue
        }
        references.formUnion(rule.body.references)
        terminals.formUnion(rule.body.terminals)
      }
      for (accessor, symbols) in mapping.accessors {
        #expect(!symbols.isEmpty, "\(view).\(accessor) names no grammar symbol")
        for symbol in symbols {
          let known =
            symbol.hasPrefix("\"")
            ? terminals.contains(String(symbol.dropFirst().dropLast())) : references.contains(symbol)
          #expect(known, "\(view).\(accessor) returns \(symbol), which \(mapping.rules) never use")
        }
      }
    }
  }

  @Test func everyProductionIsANodeOrFolded() throws {
    let grammar = try LayoutGrammar.load()
    let covered = Set(allSyntaxViews.flatMap { $0.grammar.rules })
    let lexical = Set(grammar.lexical.values.flatMap(\.names)).union(LayoutGrammar.tokenClasses)
    for rule in grammar.ebnf.rules where !lexical.contains(rule.name) {
      let folded = Self.foldedRules[rule.name] != nil
      #expect(covered.contains(rule.name) || folded, "'\(rule.name)' has neither a typed view nor a folding reason")
      #expect(!(covered.contains(rule.name) && folded), "'\(rule.name)' has a typed view: remove it from foldedRules")
    }
    for name in Self.foldedRules.keys { #expect(grammar.ebnf.rule(name) != nil, "no rule '\(name)' to fold") }
  }
}
