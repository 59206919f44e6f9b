import LayoutSource

// What is at a byte offset: the questions an editor asks on hover, go-to-definition and completion. Built on the
// tree's public API alone (token spans, children, node spans), so it holds whatever the storage underneath is.

extension SyntaxTree {
  /// The token whose text contains byte `offset` (`start <= offset < end`), or nil when the offset is in trivia
  /// (whitespace, comments) or outside the file. The end of the file is the `endOfFile` token's (empty) text.
  ///
  /// Binary search over the tokens, which are in source order: O(log n).
  public func token(atOffset offset: Int) -> TokenSyntax? {
    var low = 0
    var high = tokens.count - 1
    // The last token that starts at or before the offset.
    var found: Int?
    while low <= high {
      let mid = (low + high) / 2
      if token(at: mid).span.start <= offset {
        found = mid
        low = mid + 1
      } else {
        high = mid - 1
      }
    }
    guard let found else { return nil }
    let candidate = token(at: found)
    return candidate.span.contains(offset) ? candidate : nil
  }

  /// The innermost node whose span (first token's text to last token's text) contains byte `offset`: the
  /// declaration, block, property or value under a cursor. An offset in trivia between two children belongs to
  /// their parent; an offset no node covers (leading trivia of the file, its very end) gives the root. Nil only
  /// outside `0...source.bytes.count`.
  ///
  /// Descends from the root, choosing among each node's children by binary search on their starts.
  public func node(atOffset offset: Int) -> SyntaxNode? {
    guard offset >= 0, offset <= source.bytes.count else { return nil }
    var node = root
    while true {
      let children = node.childNodes
      // The last child that starts at or before the offset.
      var low = 0
      var high = children.count - 1
      var found: Int?
      while low <= high {
        let mid = (low + high) / 2
        if children[mid].span.start <= offset {
          found = mid
          low = mid + 1
        } else {
          high = mid - 1
        }
      }
      // Siblings do not overlap, and an empty child comes before a child that starts where it sits, so the last
      // child starting at or before the offset is the only one that can hold it.
      guard let found, children[found].span.contains(offset) else { break }
      node = children[found]
    }
    return node
  }
}
