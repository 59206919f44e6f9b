import Testing

/// The EBNF reader and the Earley recognizer on small grammars whose answers are known: ambiguity, left recursion,
/// nullable rules and nested repetitions (the classic traps of Earley implementations), and coverage.
extension GrammarTests {
  /// Runs `grammar` (EBNF text) from `start` over the characters of `input`.
  static func chart(_ grammar: String, _ start: String, _ input: String) throws -> EarleyChart {
    let bnf = try BNF(try EBNFGrammar.read(grammar), start: start, characterLevel: true)
    let scalars = Array(input.unicodeScalars)
    return EarleyChart(grammar: bnf, start: bnf.nonterminal(start)!, length: scalars.count) { terminal, j in
      switch terminal {
      case .literal(let c): c.unicodeScalars.first == scalars[j]
      case .characters(let set): set.contains(scalars[j])
      case .tokenClass: false
      }
    }
  }

  static func accepts(_ grammar: String, _ start: String, _ input: String) throws -> Bool {
    try chart(grammar, start, input).accepts
  }

  @Test func earleyHandlesAmbiguityAndLeftRecursion() throws {
    let sums = #"e = e , "+" , e | "n" ;"#
    #expect(try Self.accepts(sums, "e", "n+n+n+n"))
    #expect(try !Self.accepts(sums, "e", "n+"))
    #expect(try !Self.accepts(sums, "e", "+n"))
    #expect(try !Self.accepts(sums, "e", ""))
    let list = #"l = l , "x" | "y" ;"#
    #expect(try Self.accepts(list, "l", "yxxx"))
    #expect(try !Self.accepts(list, "l", "xy"))
  }

  @Test func earleyHandlesNullableRules() throws {
    let three = #"s = a , a , a ; a = [ "a" ] ;"#
    for input in ["", "a", "aa", "aaa"] { #expect(try Self.accepts(three, "s", input), "\(input)") }
    #expect(try !Self.accepts(three, "s", "aaaa"))
    let nested = #"s = { { "a" } , [ "c" ] } , "b" ;"#
    for input in ["b", "ab", "aacab", "cccb"] { #expect(try Self.accepts(nested, "s", input), "\(input)") }
    #expect(try !Self.accepts(nested, "s", "ba"))
    // A nullable rule completed early in a set, then awaited by an item predicted later in the same set.
    let late = #"s = e , e , "x" ; e = ;"#
    #expect(try Self.accepts(late, "s", "x"))
  }

  @Test func ebnfReaderHandlesItsNotation() throws {
    let text = #"""
      (* a comment (* nested *) before *) t = '"' , "'" , ? 0-9 ? , ( "a" | 'b' ) ; (* after *)
      """#
    #expect(try Self.accepts(text, "t", #""'7b"#))
    #expect(try !Self.accepts(text, "t", #""'xb"#))
    #expect(try EBNFGrammar.read(text).comments == [" a comment (* nested *) before ", " after "])
    #expect(throws: EBNFGrammar.ReadError.self) { try EBNFGrammar.read(#"t = "a ;"#) }
    #expect(throws: EBNFGrammar.ReadError.self) { try EBNFGrammar.read(#"t = "a" "b" ;"#) }
    #expect(throws: BNF.CompileError.self) {
      try BNF(try EBNFGrammar.read(#"t = ? vowels ? ;"#), start: "t", characterLevel: true)
    }
    #expect(throws: BNF.CompileError.self) { try BNF(try EBNFGrammar.read(#"t = u ;"#), start: "t") }
  }

  @Test func coverageCountsOnlyProductionsOfCompleteDerivations() throws {
    let grammar = #"s = "a" , x | "a" , y ; x = "b" ; y = "c" ;"#
    let chart = try Self.chart(grammar, "s", "ab")
    let labels = Set(chart.usedProductions().map { chart.grammar.productions[$0].label })
    #expect(labels == [#"s: "a" , x"#, #"x: "b""#])
  }
}
