/// The tokens of a `SyntaxTree`, in order, ending with `endOfFile`: a random-access view of the tree's own token
/// storage (no copy), which keeps the tree alive while it is held.
public struct TokenList: RandomAccessCollection, Sendable {
  /// The tree whose tokens these are.
  public let tree: SyntaxTree

  /// A view of `tree`'s tokens.
  @inlinable public init(tree: SyntaxTree) { self.tree = tree }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { tree.tokenStorage.count }

  /// The token at `index` (checked, like an array's subscript).
  @inlinable public subscript(index: Int) -> Token {
    precondition(index >= 0 && index < tree.tokenStorage.count, "token index out of range")
    return tree.tokenStorage[index]
  }
}
