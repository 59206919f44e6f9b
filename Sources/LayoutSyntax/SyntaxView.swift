import LayoutSource

/// A typed view of one kind of syntax node: a struct around a `SyntaxNode` whose accessors find children by kind
/// and role, never by position, so a consumer cannot silently read the wrong child when the parser recovers from
/// an error or a production gains a part.
///
/// A view is a thin wrapper (the node handle and nothing else): making one costs a kind comparison. Each view
/// states where its shape comes from in `Grammar/layout.ebnf` (`grammar`), and `TypedSyntaxGrammarTests` checks
/// every such statement against the grammar file.
public protocol SyntaxView: Hashable, Sendable {
  /// The one node kind the view wraps.
  static var kind: SyntaxKind { get }
  /// The productions of `Grammar/layout.ebnf` the node stands for, and the grammar symbol of each accessor.
  static var grammar: GrammarMapping { get }
  /// The wrapped node.
  var node: SyntaxNode { get }
  /// Wraps a node already known to be of kind `kind`.
  init(unchecked node: SyntaxNode)
}

extension SyntaxView {
  /// The view of `node`, or nil when the node is of another kind.
  @inlinable public init?(_ node: SyntaxNode) {
    guard node.kind == Self.kind else { return nil }
    self.init(unchecked: node)
  }

  /// The view of `node`, or nil when there is no node or it is of another kind.
  @inlinable public init?(_ node: SyntaxNode?) {
    guard let node else { return nil }
    self.init(node)
  }

  /// From the first token's text to the last token's text.
  @inlinable public var span: SourceSpan { node.span }
}

/// How a typed view maps onto the normative grammar.
public struct GrammarMapping: Sendable {
  /// The EBNF rules whose alternatives the node's text derives from (several when the grammar spells one node
  /// shape out per place, as `item_entry` and `group_entry` both spell `when`).
  public let rules: [String]
  /// Each accessor by name, with the grammar symbols it returns: rule names, or quoted terminals such as `"{"`
  /// (a block has no rule of its own; it is the braced part of its declaration's rule).
  public let accessors: [(name: String, symbols: [String])]

  public init(rules: [String], accessors: [(name: String, symbols: [String])]) {
    self.rules = rules
    self.accessors = accessors
  }
}

/// Every typed view, one per node kind but `error` (which has no grammar): the list the grammar test walks.
public let allSyntaxViews: [any SyntaxView.Type] = [
  SourceFileSyntax.self, LayoutDeclSyntax.self, ItemDeclSyntax.self, GroupDeclSyntax.self,
  SupplementaryDeclSyntax.self, SectionDeclSyntax.self, BoundaryDeclSyntax.self, BackgroundDeclSyntax.self,
  ParamDeclSyntax.self, WhenClauseSyntax.self, BlockSyntax.self, PropertySyntax.self, ValueSyntax.self,
  ReferenceSyntax.self, CountedChildSyntax.self, BinaryConditionSyntax.self, NotConditionSyntax.self,
  ParenConditionSyntax.self, ComparisonSyntax.self, DimensionSyntax.self, ExtentSyntax.self, SizeValueSyntax.self,
  FlexibleSpacingSyntax.self, SideValueSyntax.self, ConstantDeclSyntax.self, ImportDeclSyntax.self,
  SectionStyleDeclSyntax.self,
]

extension SyntaxNode {
  /// The first direct child token whose kind passes `test`.
  @inlinable func firstToken(where test: (TokenKind) -> Bool) -> TokenSyntax? {
    for element in children { if let token = element.token, test(token.kind) { return token } }
    return nil
  }

  /// The first direct child node whose kind passes `test`.
  @inlinable func firstNode(where test: (SyntaxKind) -> Bool) -> SyntaxNode? {
    for element in children { if let node = element.node, test(node.kind) { return node } }
    return nil
  }

  /// The first direct child token of `kind` after the first child token of kind `after` (or from the start, if
  /// nil), without building an array.
  @inlinable func token(_ kind: TokenKind, after: TokenKind?) -> TokenSyntax? {
    var started = after == nil
    for element in children {
      guard let token = element.token else { continue }
      if !started {
        started = token.kind == after
      } else if token.kind == kind {
        return token
      }
    }
    return nil
  }

  /// The direct child tokens of `kind` between the first child token of kind `after` (or the start, if nil) and
  /// the first child token of kind `before` after it (or the end, if nil): a role by its neighbours.
  @usableFromInline func tokens(_ kind: TokenKind, after: TokenKind?, before: TokenKind?) -> [TokenSyntax] {
    var result: [TokenSyntax] = []
    var started = after == nil
    for element in children {
      guard let token = element.token else { continue }
      if !started {
        started = token.kind == after
        continue
      }
      if token.kind == before { break }
      if token.kind == kind { result.append(token) }
    }
    return result
  }
}
