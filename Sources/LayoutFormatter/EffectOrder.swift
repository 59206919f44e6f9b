import LayoutSyntax

/// The canonical order of an appear or disappear effect list (Semantics.md E3.2): `fade`, then `scale S`, then
/// `offset X Y`, each effect's numbers as written. The formatter prints a list in that order, and the safety net
/// reads both trees in it, so a reordered list still counts as saying exactly what the input said.
enum EffectOrder {
  /// The properties whose value is an effect list.
  static let properties: Set<String> = ["appear", "disappear", "item-appear", "item-disappear"]

  /// The words an effect starts with, by rank.
  private static let ranks: [String: Int] = ["fade": 0, "scale": 1, "offset": 2]

  /// The children of `value` in canonical order, the original commas kept between the effects, or nil when the
  /// value is not an effect list, is in order already, or cannot be reordered safely: an effect it does not know
  /// (the checker reports it), a trailing comma, or a comment anywhere in or around it (comments stay beside the
  /// tokens they were written beside, so moving an effect would move its comment too).
  static func canonicalChildren(of value: SyntaxNode) -> [SyntaxElement]? {
    guard value.kind == .value, let property = value.parent, property.kind == .property,
      let name = PropertySyntax(property)?.name, properties.contains(name.text)
    else { return nil }
    var groups: [[SyntaxElement]] = [[]]
    var commas: [SyntaxElement] = []
    for child in value.children {
      if case .token(let token) = child, token.kind == .comma {
        commas.append(child)
        groups.append([])
      } else {
        groups[groups.count - 1].append(child)
      }
    }
    guard groups.count > 1 else { return nil }
    var keyed: [(rank: Int, group: [SyntaxElement])] = []
    for group in groups {
      // `scale 0.5` and `offset 0 -40` parse as side values (a word and its numbers), `fade` as a word.
      let word: TokenSyntax? =
        switch group.first {
        case .token(let token)?: token
        case .node(let node)?: node.tokenRange.isEmpty ? nil : value.tree.token(at: node.tokenRange.lowerBound)
        case nil: nil
        }
      guard let word, let rank = ranks[word.text] else { return nil }
      keyed.append((rank, group))
    }
    guard zip(keyed, keyed.dropFirst()).contains(where: { $0.rank > $1.rank }) else { return nil }
    guard !hasComment(around: value) else { return nil }
    // A stable sort: a repeated effect (an error the checker reports) keeps its written order.
    let sorted = keyed.enumerated().sorted { ($0.element.rank, $0.offset) < ($1.element.rank, $1.offset) }
    var children: [SyntaxElement] = []
    for (position, entry) in sorted.enumerated() {
      if position > 0 { children.append(commas[position - 1]) }
      children += entry.element.group
    }
    return children
  }

  /// The effect lists of `tree` that print in another order, by value node id (the safety net's view).
  static func reorders(in tree: SyntaxTree) -> [Int: [SyntaxElement]] {
    var result: [Int: [SyntaxElement]] = [:]
    var stack = [tree.root]
    while let node = stack.popLast() {
      // A value can hold declarations (`supplementaries: supplementary "k" { appear: … }`): walked too.
      if node.kind == .value, let children = canonicalChildren(of: node) { result[node.id] = children }
      stack.append(contentsOf: node.childNodes)
    }
    return result
  }

  /// Where the tokens of `tree` are read from when its effect lists are read in canonical order: position ->
  /// token index, for the positions of reordered lists only (every other position reads its own token).
  static func tokenOrder(in tree: SyntaxTree) -> [Int: Int] {
    var order: [Int: Int] = [:]
    for (_, children) in reorders(in: tree) {
      var indices: [Int] = []
      for child in children {
        switch child {
        case .token(let token): indices.append(token.index)
        case .node(let node): indices += Array(node.tokenRange)
        }
      }
      let first = indices.min() ?? 0
      for (offset, index) in indices.enumerated() { order[first + offset] = index }
    }
    return order
  }

  /// Whether a comment is written between the property's `:` and the token after its value.
  private static func hasComment(around value: SyntaxNode) -> Bool {
    let tree = value.tree
    let range = value.tokenRange
    let start = range.lowerBound > 0 ? Int(tree.token(at: range.lowerBound - 1).raw.end) : 0
    let end = range.upperBound < tree.tokens.count ? Int(tree.token(at: range.upperBound).raw.start) : start
    let bytes = tree.source.bytes
    guard start < end else { return false }
    for index in start..<(end - 1) where bytes[index] == UInt8(ascii: "/") {
      if bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") { return true }
    }
    return false
  }
}
