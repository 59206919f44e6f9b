/// Any condition node: what `when` and the condition operators hold.
public enum ConditionSyntax: Hashable, Sendable {
  case binary(BinaryConditionSyntax)
  case not(NotConditionSyntax)
  case paren(ParenConditionSyntax)
  case comparison(ComparisonSyntax)

  /// The view of a condition node, or nil for any other node (an error node the parser skipped).
  public init?(_ node: SyntaxNode) {
    switch node.kind {
    case .binaryCondition: self = .binary(BinaryConditionSyntax(unchecked: node))
    case .notCondition: self = .not(NotConditionSyntax(unchecked: node))
    case .parenCondition: self = .paren(ParenConditionSyntax(unchecked: node))
    case .comparison: self = .comparison(ComparisonSyntax(unchecked: node))
    default: return nil
    }
  }

  /// The wrapped node.
  @inlinable public var node: SyntaxNode {
    switch self {
    case .binary(let view): view.node
    case .not(let view): view.node
    case .paren(let view): view.node
    case .comparison(let view): view.node
    }
  }
}

/// `a and b and …` or `a or b or …`: one node for a whole chain of one operator.
public struct BinaryConditionSyntax: SyntaxView {
  public static let kind = SyntaxKind.binaryCondition
  public static let grammar = GrammarMapping(
    rules: ["condition", "conjunction"],
    accessors: [("operands", ["conjunction", "negation"]), ("operators", ["\"or\"", "\"and\""])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The operand nodes, in order (every child node; the parser puts no other node between the operators).
  @inlinable public var operands: [SyntaxNode] { node.childNodes }
  /// The operator words (`and` or `or`), one between each two operands.
  @inlinable public var operators: [TokenSyntax] { node.childTokens }
  /// Whether the chain is of `and` (else `or`): the parser puts one operator between all the operands.
  @inlinable public var isAnd: Bool { node.firstChildToken?.text == "and" }
}

/// `not condition`
public struct NotConditionSyntax: SyntaxView {
  public static let kind = SyntaxKind.notCondition
  public static let grammar = GrammarMapping(
    rules: ["negation"], accessors: [("notKeyword", ["\"not\""]), ("operand", ["negation"])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The word `not`.
  @inlinable public var notKeyword: TokenSyntax? { node.token(.identifier) }
  /// The negated condition.
  @inlinable public var operand: ConditionSyntax? { node.firstNode { _ in true }.flatMap(ConditionSyntax.init) }
}

/// `( condition )`
public struct ParenConditionSyntax: SyntaxView {
  public static let kind = SyntaxKind.parenCondition
  public static let grammar = GrammarMapping(
    rules: ["negation"],
    accessors: [("leftParen", ["\"(\""]), ("condition", ["condition"]), ("rightParen", ["\")\""])])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// `(`.
  @inlinable public var leftParen: TokenSyntax? { node.token(.leftParen) }
  /// The condition inside.
  @inlinable public var condition: ConditionSyntax? { node.firstNode { _ in true }.flatMap(ConditionSyntax.init) }
  /// `)`, unless missing.
  @inlinable public var rightParen: TokenSyntax? { node.token(.rightParen) }
}

/// `mode == monthSummary`, `width >= 700`: an operand, an operator and an operand.
public struct ComparisonSyntax: SyntaxView {
  public static let kind = SyntaxKind.comparison
  public static let grammar = GrammarMapping(
    rules: ["comparison"],
    accessors: [
      ("lhs", ["identifier", "\"width\"", "\"height\""]), ("op", ["\"==\"", "\"!=\"", "operator"]),
      ("rhs", ["identifier", "number"]),
    ])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// The operand before the operator (a name, or a number the checker refuses there).
  @inlinable public var lhs: TokenSyntax? { node.firstToken { $0 == .identifier || $0 == .number } }
  /// The comparison operator; nil when missing, or written `=` (which the parser reported).
  @inlinable public var op: TokenSyntax? { node.firstToken { $0.isComparison } }
  /// Whether the parser found all three parts and nothing else (a comparison it reported as broken lacks one, or
  /// has `=` for an operator).
  @inlinable public var isComplete: Bool { node.childTokenCount == 3 && op != nil }
  /// The operand after the operator.
  @inlinable public var rhs: TokenSyntax? {
    guard op != nil else { return nil }
    var seenOperator = false
    for element in node.children {
      guard let token = element.token else { continue }
      if token.kind.isComparison {
        seenOperator = true
      } else if seenOperator, token.kind == .identifier || token.kind == .number {
        return token
      }
    }
    return nil
  }
}
