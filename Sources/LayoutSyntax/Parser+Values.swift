/// The grammar inside property values (`Grammar/layout.ebnf`, § Properties): sizes, dimensions, extents, flexible
/// spacings and named sides become nodes; every other token of a value stays a plain token of the `value` node.
///
/// Nothing here reports an error: a `~` or `>=` without its number is a node missing a part, which the checker
/// reports, and a shape the productions do not know is left as tokens for the checker to name. None of it
/// recurses, so values add at most three levels to the tree.
extension Parser {
  /// One element of a value, consuming at least one token.
  mutating func parseValueElement() {
    switch current {
    case .number, .tilde: parseSizeOrOperand()
    case .greaterEqual: parseFlexibleSpacing()
    case .identifier where startsAmount(at: 1): parseSideValue()
    default: bump()
    }
  }

  /// Whether the token `offset` ahead continues this line of the value and starts an amount: a number, `~` or `>=`.
  func startsAmount(at offset: Int) -> Bool {
    let index = min(position + offset, tokens.count - 1)
    let kind = tokens[index].kind
    return (kind == .number || kind == .tilde || kind == .greaterEqual) && !tokens[index].isAtStartOfLine
  }

  /// Whether the current token continues this line of the value and is of `kind`.
  func continues(with kind: TokenKind) -> Bool { current == kind && !currentIsAtStartOfLine }

  enum Operand { case number, dimension, extent }

  /// `~44` (a dimension node), `320...1366` (an extent node) or a number (left a token, so that a lone number
  /// costs no node).
  mutating func parseOperand() -> Operand {
    if current == .tilde {
      builder.startNode(.dimension)
      bump()
      if continues(with: .number) { bump() }
      builder.finishNode()
      return .dimension
    }
    let start = builder.checkpoint
    bump()
    guard continues(with: .ellipsis), peekKind() == .number, !tokens[position + 1].isAtStartOfLine else {
      return .number
    }
    builder.startNode(at: start, .extent)
    bump()
    bump()
    builder.finishNode()
    return .extent
  }

  /// An operand, and when the word `x` and a second operand follow on the same line, the size node around both:
  /// `1/3w x ~44`, `320...1366 x 480...1366`. The numbers of a size are dimensions, so they get a node.
  mutating func parseSizeOrOperand() {
    let start = builder.checkpoint
    let first = parseOperand()
    guard !currentIsAtStartOfLine, currentIs(word: "x"), peekKind() == .number || peekKind() == .tilde,
      !tokens[position + 1].isAtStartOfLine
    else { return }
    if first == .number { wrap(from: start, in: .dimension) }
    builder.startNode(at: start, .sizeValue)
    bump()  // x
    let second = builder.checkpoint
    if parseOperand() == .number { wrap(from: second, in: .dimension) }
    builder.finishNode()
  }

  /// Wraps what was built since `start` in a new node of `kind`.
  mutating func wrap(from start: TreeBuilder.Checkpoint, in kind: SyntaxKind) {
    builder.startNode(at: start, kind)
    builder.finishNode()
  }

  /// `>=0`.
  mutating func parseFlexibleSpacing() {
    builder.startNode(.flexibleSpacing)
    bump()
    if continues(with: .number) { bump() }
    builder.finishNode()
  }

  /// `top 8`, `leading >=0`, `top ~8`: a word and the amount after it (the checker decides if the word is a side).
  mutating func parseSideValue() {
    builder.startNode(.sideValue)
    bump()
    if current == .greaterEqual {
      parseFlexibleSpacing()
    } else {
      _ = parseOperand()
    }
    builder.finishNode()
  }
}
