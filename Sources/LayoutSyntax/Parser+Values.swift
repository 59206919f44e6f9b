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
  @inline(__always) func startsAmount(at offset: Int) -> Bool {
    let index = min(position + offset, tokens.count - 1)
    let kind = tokens[index].kind
    return (kind == .number || kind == .tilde || kind == .greaterEqual) && !tokens[index].isAtStartOfLine
  }

  /// Whether the current token continues this line of the value and is of `kind`.
  @inline(__always) func continues(with kind: TokenKind) -> Bool { current == kind && !currentIsAtStartOfLine }

  /// `~44` (a dimension node), `320...1366` (an extent node) or a number. A plain number stays a token wherever it
  /// is (a dimension, points, a count), as `identifier` does: a node per number would cost the parser a fifth more
  /// time for nothing the token does not say.
  mutating func parseOperand() {
    if current == .tilde {
      builder.startNode(.dimension)
      bump()
      if continues(with: .number) { bump() }
      builder.finishNode()
      return
    }
    let start = builder.checkpoint
    bump()
    guard current == .ellipsis, !currentIsAtStartOfLine, peekKind() == .number, !tokens[position + 1].isAtStartOfLine
    else { return }
    builder.startNode(at: start, .extent)
    bump()
    bump()
    builder.finishNode()
  }

  /// An operand, and when the word `x` and a second operand follow on the same line, the size node around both:
  /// `1/3w x ~44`, `320...1366 x 480...1366`.
  mutating func parseSizeOrOperand() {
    let start = builder.checkpoint
    parseOperand()
    // Most numbers end their value or are followed by another number: test the kind before the word.
    guard current == .identifier, !currentIsAtStartOfLine, currentIs(word: "x"),
      peekKind() == .number || peekKind() == .tilde,
      !tokens[position + 1].isAtStartOfLine
    else { return }
    builder.startNode(at: start, .sizeValue)
    bump()  // x
    parseOperand()
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
      parseOperand()
    }
    builder.finishNode()
  }
}
