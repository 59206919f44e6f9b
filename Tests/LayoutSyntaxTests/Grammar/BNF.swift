/// A context-free grammar in plain BNF, compiled from EBNF: what the Earley recognizer runs on.
///
/// Every EBNF construct becomes productions: `a | b` one production per alternative, `[ a ]` a helper with an
/// empty production and one for `a`, `{ a }` a left-recursive helper (`H = ε | H a`). Each production keeps a
/// label saying which piece of the EBNF it stands for, so coverage can name what no input used.
struct BNF: Sendable {
  /// What a terminal matches.
  enum Terminal: Hashable, Sendable, CustomStringConvertible {
    /// A quoted terminal: a token with exactly this text, or (character level) this one character.
    case literal(String)
    /// A rule used as a token class at the token level (`identifier`, `number`, `string`).
    case tokenClass(String)
    /// A special sequence at the character level.
    case characters(CharacterClass)

    var description: String {
      switch self {
      case .literal(let text): "\"\(text)\""
      case .tokenClass(let name): "<\(name)>"
      case .characters(let set): "? \(set.words) ?"
      }
    }
  }

  enum Symbol: Hashable, Sendable {
    case nonterminal(Int)
    case terminal(Terminal)
  }

  struct Production: Sendable {
    let lhs: Int
    let rhs: [Symbol]
    /// `rule: the EBNF this production stands for`.
    let label: String
    /// Whether coverage requires some input to use it (empty branches of `[ ]` and `{ }` need not be used).
    let mustBeUsed: Bool
  }

  private(set) var names: [String] = []
  private(set) var productions: [Production] = []
  /// Production indices by left-hand side.
  private(set) var byLHS: [[Int]] = []
  /// Whether each nonterminal derives the empty string.
  private(set) var nullable: [Bool] = []

  /// The id of the nonterminal named `name`.
  func nonterminal(_ name: String) -> Int? { names.firstIndex(of: name) }

  // MARK: Compiling EBNF

  struct CompileError: Error, CustomStringConvertible {
    let description: String
  }

  /// Compiles the rules reachable from `start`.
  ///
  /// - `tokenClasses`: rules that are single tokens at this level; references to them become terminals.
  /// - `characterLevel`: quoted terminals become one terminal per character, and special sequences character
  ///   classes (else a special sequence is an error: tokens are never described in words).
  init(_ grammar: EBNFGrammar, start: String, tokenClasses: Set<String> = [], characterLevel: Bool = false) throws {
    var pending = [start]
    var compiled: Set<String> = []
    _ = intern(start)
    while let name = pending.popLast() {
      guard !compiled.contains(name) else { continue }
      compiled.insert(name)
      guard let rule = grammar.rule(name) else { throw CompileError(description: "'\(name)' is used but not defined") }
      let lhs = intern(name)
      let alternatives: [EBNFExpression] = if case .choice(let list) = rule.body { list } else { [rule.body] }
      for alternative in alternatives {
        let rhs = try lower(alternative, in: name, tokenClasses: tokenClasses, characterLevel: characterLevel)
        add(lhs, rhs, label: "\(name): \(alternative)", mustBeUsed: true)
      }
      pending += rule.body.references.filter { !tokenClasses.contains($0) && !compiled.contains($0) }
    }
    computeNullable()
    numberRepeatedLabels()
  }

  /// Labels that occur more than once (`digit` in three `letter | digit` choices) get "occurrence n of m",
  /// counted left to right in the rule.
  private mutating func numberRepeatedLabels() {
    var totals: [String: Int] = [:]
    for p in productions { totals[p.label, default: 0] += 1 }
    var seen: [String: Int] = [:]
    productions = productions.map { p in
      guard let total = totals[p.label], total > 1 else { return p }
      seen[p.label, default: 0] += 1
      return Production(
        lhs: p.lhs, rhs: p.rhs, label: "\(p.label), occurrence \(seen[p.label]!) of \(total)",
        mustBeUsed: p.mustBeUsed)
    }
  }

  private mutating func intern(_ name: String) -> Int {
    if let id = names.firstIndex(of: name) { return id }
    names.append(name)
    byLHS.append([])
    return names.count - 1
  }

  private mutating func add(_ lhs: Int, _ rhs: [Symbol], label: String, mustBeUsed: Bool) {
    byLHS[lhs].append(productions.count)
    productions.append(Production(lhs: lhs, rhs: rhs, label: label, mustBeUsed: mustBeUsed))
  }

  /// The symbols for one expression, adding helper nonterminals for nested choices, options and repetitions.
  private mutating func lower(_ e: EBNFExpression, in rule: String, tokenClasses: Set<String>, characterLevel: Bool)
    throws -> [Symbol]
  {
    func helper(_ kind: String) -> Int { intern("\(rule)#\(names.count)(\(kind))") }
    switch e {
    case .empty:
      return []
    case .terminal(let text):
      guard characterLevel else { return [.terminal(.literal(text))] }
      return text.unicodeScalars.map { .terminal(.literal(String($0))) }
    case .special(let words):
      guard characterLevel else {
        throw CompileError(description: "\(rule): special sequence '? \(words) ?' cannot match a token")
      }
      return [.terminal(.characters(try CharacterClass(words: words)))]
    case .reference(let name):
      return tokenClasses.contains(name) ? [.terminal(.tokenClass(name))] : [.nonterminal(intern(name))]
    case .sequence(let parts):
      var symbols: [Symbol] = []
      for part in parts {
        symbols += try lower(part, in: rule, tokenClasses: tokenClasses, characterLevel: characterLevel)
      }
      return symbols
    case .choice(let alternatives):
      let h = helper("choice")
      for alternative in alternatives {
        let rhs = try lower(alternative, in: rule, tokenClasses: tokenClasses, characterLevel: characterLevel)
        add(h, rhs, label: "\(rule): \(alternative)  (in \(e))", mustBeUsed: true)
      }
      return [.nonterminal(h)]
    case .optional(let body):
      let h = helper("optional")
      add(h, [], label: "\(rule): \(e) absent", mustBeUsed: false)
      let rhs = try lower(body, in: rule, tokenClasses: tokenClasses, characterLevel: characterLevel)
      add(h, rhs, label: "\(rule): \(e) present", mustBeUsed: true)
      return [.nonterminal(h)]
    case .repetition(let body):
      let h = helper("repetition")
      add(h, [], label: "\(rule): \(e) zero times", mustBeUsed: false)
      let rhs = try lower(body, in: rule, tokenClasses: tokenClasses, characterLevel: characterLevel)
      add(h, [.nonterminal(h)] + rhs, label: "\(rule): \(e) at least once", mustBeUsed: true)
      return [.nonterminal(h)]
    }
  }

  /// Fixed point: a nonterminal is nullable if some production's symbols are all nullable nonterminals.
  private mutating func computeNullable() {
    nullable = Array(repeating: false, count: names.count)
    var changed = true
    while changed {
      changed = false
      for p in productions where !nullable[p.lhs] {
        let allNullable = p.rhs.allSatisfy { if case .nonterminal(let n) = $0 { nullable[n] } else { false } }
        if allNullable {
          nullable[p.lhs] = true
          changed = true
        }
      }
    }
  }
}

/// The characters a special sequence describes, read from its words:
/// `A-Z, a-z or "_"` (ranges and quoted characters), `0-9`, and `any character but '"', '\' or a line break`
/// (the complement). Words it does not understand are an error, so a new special sequence cannot be misread.
struct CharacterClass: Hashable, Sendable {
  let words: String
  private(set) var ranges: [ClosedRange<Unicode.Scalar>] = []
  private(set) var negated = false

  init(words: String) throws {
    self.words = words
    var rest = Substring(words)
    if rest.hasPrefix("any character but") {
      negated = true
      rest = rest.dropFirst("any character but".count)
    }
    // Items separated by ",", "or" and spaces.
    while true {
      while let c = rest.first, c == " " || c == "," { rest.removeFirst() }
      if rest.hasPrefix("or ") { rest.removeFirst(3); continue }
      guard let c = rest.first else { break }
      let scalars = Array(rest.unicodeScalars.prefix(3))
      if rest.hasPrefix("a line break") {
        ranges += ["\n"..."\n", "\r"..."\r"]
        rest.removeFirst("a line break".count)
      } else if (c == "\"" || c == "'"), scalars.count == 3, scalars[2] == scalars[0] {
        ranges.append(scalars[1]...scalars[1])
        rest.removeFirst(3)
      } else if scalars.count == 3, scalars[1] == "-", scalars[0] < scalars[2] {
        ranges.append(scalars[0]...scalars[2])
        rest.removeFirst(3)
      } else {
        throw BNF.CompileError(description: "cannot read the special sequence '? \(words) ?' at '\(rest)'")
      }
    }
    if ranges.isEmpty { throw BNF.CompileError(description: "special sequence '? \(words) ?' names no characters") }
  }

  func contains(_ scalar: Unicode.Scalar) -> Bool { ranges.contains { $0.contains(scalar) } != negated }
}
