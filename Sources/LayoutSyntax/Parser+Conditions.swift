import LayoutSource

/// `when` conditions: `or` binds loosest, then `and`, then `not`; parentheses group.
extension Parser {
  mutating func parseCondition() {
    guard depth < Parser.maximumDepth else {
      report(.nestingTooDeep, "condition is nested more than \(Parser.maximumDepth) levels deep", at: currentSpan)
      builder.startNode(.error)
      var parens = 0
      while !atEnd && current != .leftBrace && current != .rightBrace {
        if current == .leftParen { parens += 1 }
        if current == .rightParen { parens -= 1 }
        bump()
        if parens <= 0 && currentIsAtStartOfLine { break }
      }
      builder.finishNode()
      return
    }
    depth += 1
    defer { depth -= 1 }
    let start = builder.checkpoint
    parseConjunction()
    guard currentIs(word: "or") else { return }
    // One node for the whole chain `a or b or c`: however long it is, the tree gets no deeper.
    builder.startNode(at: start, .binaryCondition)
    while currentIs(word: "or") {
      bump()
      parseConjunction()
    }
    builder.finishNode()
  }

  /// `a and b and c` as one `binaryCondition` node with every operand a child, like `or` chains above.
  mutating func parseConjunction() {
    let start = builder.checkpoint
    parseUnaryCondition()
    guard currentIs(word: "and") else { return }
    builder.startNode(at: start, .binaryCondition)
    while currentIs(word: "and") {
      bump()
      parseUnaryCondition()
    }
    builder.finishNode()
  }

  mutating func parseUnaryCondition() {
    if currentIs(word: "not") {
      // `not` binds tighter than `and`/`or`: `not (a) or b` is `(not a) or b`. Chains of `not` recurse here, so
      // they count against the same depth limit as parentheses.
      guard depth < Parser.maximumDepth else {
        parseCondition()  // reports the depth and skips the rest
        return
      }
      depth += 1
      defer { depth -= 1 }
      builder.startNode(.notCondition)
      bump()
      parseUnaryCondition()
      builder.finishNode()
    } else if current == .leftParen {
      builder.startNode(.parenCondition)
      bump()
      parseCondition()
      expect(.rightParen)
      builder.finishNode()
    } else {
      parseComparison()
    }
  }

  /// `operand OP operand`, operands being names or numbers.
  mutating func parseComparison() {
    builder.startNode(.comparison)
    if current == .identifier || current == .number {
      bump()
    } else {
      report(
        .expectedToken, "expected a condition such as 'mode == compact' or 'width >= 700'\(foundDescription)",
        at: current == .leftBrace || atEnd ? .point(insertionPoint) : currentSpan)
      builder.finishNode()
      return
    }
    if current.isComparison {
      bump()
      if current == .identifier || current == .number {
        bump()
      } else {
        report(.expectedToken, "expected a value after the comparison\(foundDescription)", at: .point(insertionPoint))
      }
    } else if current == .equal {
      report(
        .expectedToken, "use '==' to compare", at: currentSpan,
        fixIts: [FixIt(message: "replace '=' with '=='", edits: [TextEdit(span: currentSpan, replacement: "==")])])
      bump()
      if current == .identifier || current == .number { bump() }
    } else {
      report(
        .expectedToken, "expected a comparison operator such as '==' or '>='\(foundDescription)",
        at: .point(insertionPoint))
    }
    builder.finishNode()
  }
}
