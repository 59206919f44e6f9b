/// `let gutter = 16`: a named number or dimension, declared in the file or in a layout.
public struct ConstantDeclSyntax: SyntaxView {
  public static let kind = SyntaxKind.constantDecl
  public static let grammar = GrammarMapping(
    rules: ["constant"],
    accessors: [
      ("keyword", ["\"let\""]), ("name", ["identifier"]), ("equal", ["\"=\""]), ("value", ["constant_value"]),
    ])
  public let node: SyntaxNode
  @inlinable public init(unchecked node: SyntaxNode) { self.node = node }

  /// `let` (an identifier token: the word is contextual, not reserved).
  @inlinable public var keyword: TokenSyntax? { node.token(.identifier, after: nil) }
  /// The constant's name: the identifier before the `=`.
  @inlinable public var name: TokenSyntax? { node.tokens(.identifier, after: nil, before: .equal).dropFirst().first }
  /// The `=`.
  @inlinable public var equal: TokenSyntax? { node.token(.equal) }
  /// The value after the `=`: a value node, read as a property's value is.
  @inlinable public var value: ValueSyntax? { node.firstNode { $0 == .value }.flatMap(ValueSyntax.init) }
}
