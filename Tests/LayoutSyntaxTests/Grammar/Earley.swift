/// An Earley recognizer: decides whether any context-free grammar derives an input, ambiguous and
/// left-recursive grammars included, in at most cubic time.
///
/// Set `j` of the chart holds items `A → α • β, i`: "`A → αβ` may derive input[i..<end] with `α` deriving
/// input[i..<j]". Three steps fill the sets left to right:
/// - predict: an item before a nonterminal `B` adds `B → • γ, j` for every production of `B`
///   (and, if `B` is nullable, also the item with the dot moved past `B`: Aycock and Horspool's fix, so that an
///   empty `B` completed earlier in the same set is not missed);
/// - scan: an item before a terminal that matches input[j] adds the item with the dot moved on to set `j + 1`;
/// - complete: a finished item `B → γ •, i` in set `j` moves on every item of set `i` that waits for `B`.
/// The input is derived when the last set holds a finished item of the start symbol from position 0.
///
/// Every item also remembers how it was made (its links), so that the productions used by the complete
/// derivations can be collected afterwards (`usedProductions`): the grammar-coverage test reads them.
struct EarleyChart {
  struct Item: Hashable {
    let production: Int
    let dot: Int
    let origin: Int
  }

  /// How an item was made: from `item` of set `set` by moving the dot over a terminal (`child == nil`), over a
  /// nullable nonterminal (`child == nil`, `set` is the item's own set), or over the finished item `child` of the
  /// item's own set.
  struct Link: Hashable {
    let set: Int
    let item: Int
    let child: Int?
  }

  let grammar: BNF
  let start: Int
  let length: Int
  private(set) var sets: [[Item]]
  private var indices: [[Item: Int]]
  private var links: [[Set<Link>]]

  /// Runs the recognizer over `length` input symbols; `matches(t, j)` says whether terminal `t` matches symbol `j`.
  init(grammar: BNF, start: Int, length: Int, matches: (BNF.Terminal, Int) -> Bool) {
    self.grammar = grammar
    self.start = start
    self.length = length
    sets = Array(repeating: [], count: length + 1)
    indices = Array(repeating: [:], count: length + 1)
    links = Array(repeating: [], count: length + 1)
    for p in grammar.byLHS[start] { add(Item(production: p, dot: 0, origin: 0), to: 0, link: nil) }
    for j in 0...length {
      var k = 0
      while k < sets[j].count {
        process(k, in: j, matches: matches)
        k += 1
      }
    }
  }

  /// Whether the whole input is derived from the start symbol.
  var accepts: Bool { !finalItems.isEmpty }

  /// Finished start items spanning the whole input.
  private var finalItems: [Int] {
    sets[length].indices.filter { k in
      let item = sets[length][k]
      return item.origin == 0 && grammar.productions[item.production].lhs == start && isFinished(item)
    }
  }

  /// How far the recognizer got: the number of input symbols some item has consumed.
  var furthestPosition: Int { sets.lastIndex { !$0.isEmpty } ?? 0 }

  /// The terminals the recognizer could have accepted at `position` (for "expected …" messages).
  func expectedTerminals(at position: Int) -> [String] {
    var expected: Set<String> = []
    for item in sets[position] {
      if case .terminal(let t)? = symbol(after: item) { expected.insert(t.description) }
    }
    return expected.sorted()
  }

  /// The productions used by at least one complete derivation of the input (empty if it is not derived).
  func usedProductions() -> Set<Int> {
    var used: Set<Int> = []
    var visited: Set<[Int]> = []
    var stack = finalItems.map { [length, $0] }
    while let next = stack.popLast() {
      guard visited.insert(next).inserted else { continue }
      let (j, k) = (next[0], next[1])
      if isFinished(sets[j][k]) { used.insert(sets[j][k].production) }
      for link in links[j][k] {
        stack.append([link.set, link.item])
        if let child = link.child { stack.append([j, child]) }
      }
    }
    return used
  }

  // MARK: - The three steps

  private mutating func process(_ k: Int, in j: Int, matches: (BNF.Terminal, Int) -> Bool) {
    let item = sets[j][k]
    switch symbol(after: item) {
    case .nonterminal(let b)?:  // predict
      for p in grammar.byLHS[b] { add(Item(production: p, dot: 0, origin: j), to: j, link: nil) }
      if grammar.nullable[b] { add(advanced(item), to: j, link: Link(set: j, item: k, child: nil)) }
    case .terminal(let t)?:  // scan
      if j < length && matches(t, j) { add(advanced(item), to: j + 1, link: Link(set: j, item: k, child: nil)) }
    case nil:  // complete
      let b = grammar.productions[item.production].lhs
      let waiting = sets[item.origin].indices.filter { symbol(after: sets[item.origin][$0]) == .nonterminal(b) }
      for w in waiting {
        add(advanced(sets[item.origin][w]), to: j, link: Link(set: item.origin, item: w, child: k))
      }
    }
  }

  private mutating func add(_ item: Item, to j: Int, link: Link?) {
    let k: Int
    if let existing = indices[j][item] {
      k = existing
    } else {
      k = sets[j].count
      sets[j].append(item)
      indices[j][item] = k
      links[j].append([])
    }
    if let link { links[j][k].insert(link) }
  }

  private func symbol(after item: Item) -> BNF.Symbol? {
    let rhs = grammar.productions[item.production].rhs
    return item.dot < rhs.count ? rhs[item.dot] : nil
  }

  private func isFinished(_ item: Item) -> Bool { symbol(after: item) == nil }

  private func advanced(_ item: Item) -> Item {
    Item(production: item.production, dot: item.dot + 1, origin: item.origin)
  }
}
