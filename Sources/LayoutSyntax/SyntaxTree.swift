import LayoutSource

/// A parsed file: the lossless tree of one source file plus the lexer's and parser's diagnostics.
///
/// Invariant: the tokens, each with its leading and trailing trivia, cover every byte of the source exactly once
/// and appear in the tree in source order, so `write(to:)` gives back the input byte for byte.
/// Storage is flat arrays (no object per node) so that building and walking the tree stays cheap.
public final class SyntaxTree: @unchecked Sendable {
  /// The file that was parsed.
  public let source: SourceFile
  /// Every token, in order, ending with `endOfFile` (a view of the tree's own storage).
  public var tokens: TokenList { TokenList(tree: self) }
  /// Lexical and syntax errors, in the order found (the first ``DiagnosticLog/capacity`` of each phase).
  public let diagnostics: [Diagnostic]
  /// Lexical and syntax errors found beyond each phase's ``DiagnosticLog/capacity``: counted, not kept.
  public let droppedDiagnostics: DiagnosticCounts

  @usableFromInline struct NodeRecord {
    @usableFromInline var kind: SyntaxKind
    @usableFromInline var firstToken: UInt32
    @usableFromInline var endToken: UInt32
    @usableFromInline var childStart: UInt32
    @usableFromInline var childCount: UInt32
    @usableFromInline var parent: Int32

    @usableFromInline init(
      kind: SyntaxKind, firstToken: UInt32, endToken: UInt32, childStart: UInt32, childCount: UInt32, parent: Int32
    ) {
      (self.kind, self.firstToken, self.endToken) = (kind, firstToken, endToken)
      (self.childStart, self.childCount, self.parent) = (childStart, childCount, parent)
    }
  }

  // Flat storage the tree owns and frees in `deinit`. Handles read these, not arrays: reading an array stored in a
  // class retains and releases its buffer on every access, which was half the checker's time. The lexer and the tree
  // builder fill the first three in place (`GrowableBuffer`), so building a tree copies none of them. They are
  // visible to inlinable code so that the hot accessors of handles inline into the checker and the formatter, where
  // the optimiser can drop the retain and release of the tree that each copied handle would otherwise cost.
  @usableFromInline let nodes: UnsafeMutableBufferPointer<NodeRecord>
  @usableFromInline let children: UnsafeMutableBufferPointer<RawChild>
  @usableFromInline let tokenStorage: UnsafeMutableBufferPointer<Token>
  @usableFromInline let bytes: UnsafeMutableBufferPointer<UInt8>

  /// Adopts `tokens`, `nodes` and `children` (allocations the tree deallocates in `deinit`).
  init(
    source: SourceFile, tokens: UnsafeMutableBufferPointer<Token>, diagnostics: [Diagnostic],
    droppedDiagnostics: DiagnosticCounts = .init(), nodes: UnsafeMutableBufferPointer<NodeRecord>,
    children: UnsafeMutableBufferPointer<RawChild>
  ) {
    self.source = source
    self.diagnostics = diagnostics
    self.droppedDiagnostics = droppedDiagnostics
    self.nodes = nodes
    self.children = children
    // Link every node to its parent in one sequential pass over the child lists.
    for index in 0..<self.nodes.count {
      let record = self.nodes[index]
      for child in self.children[Int(record.childStart)..<Int(record.childStart + record.childCount)] {
        if let node = child.nodeIndex { self.nodes[node].parent = Int32(index) }
      }
    }
    self.tokenStorage = tokens
    self.bytes = Self.copy(source.bytes)
  }

  deinit {
    nodes.deallocate()
    children.deallocate()
    tokenStorage.deallocate()
    bytes.deallocate()
  }

  private static func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
    _ = buffer.initialize(from: array)
    return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
  }

  /// How many nodes the tree has (node ids run from 0 to this, exclusive).
  public var nodeCount: Int { nodes.count }

  /// The `sourceFile` node (always the last node built).
  @inlinable public var root: SyntaxNode { SyntaxNode(tree: self, index: nodes.count - 1) }

  /// Whether any lexical or syntax error was found.
  public var hasErrors: Bool { droppedDiagnostics.errors > 0 || diagnostics.contains { $0.severity == .error } }

  /// Leading trivia of token `index`: from the previous token's trailing trivia to the token's text.
  public func leadingTriviaSpan(ofToken index: Int) -> SourceSpan {
    SourceSpan(start: index == 0 ? 0 : Int(tokenStorage[index - 1].trailingEnd), end: Int(tokenStorage[index].start))
  }

  /// The token at an index of `tokens`.
  @inlinable public func token(at index: Int) -> TokenSyntax { TokenSyntax(tree: self, index: index) }

  /// The token whose text starts at a byte offset, if any (binary search).
  public func token(startingAt offset: Int) -> TokenSyntax? {
    var low = 0
    var high = tokens.count - 1
    while low <= high {
      let mid = (low + high) / 2
      let start = Int(tokenStorage[mid].start)
      if start == offset { return TokenSyntax(tree: self, index: mid) }
      if start < offset { low = mid + 1 } else { high = mid - 1 }
    }
    return nil
  }

  /// The bytes of the tree, printed by walking it: equal to the source bytes (the lossless invariant).
  public func write(to output: inout [UInt8]) {
    output.reserveCapacity(output.count + source.bytes.count)
    var stack: [RawChild] = [.node(UInt32(nodes.count - 1))]
    while let next = stack.popLast() {
      if let token = next.tokenIndex {
        let end = Int(tokenStorage[token].trailingEnd)
        output.append(contentsOf: bytes[leadingTriviaSpan(ofToken: token).start..<end])
      } else {
        let record = nodes[next.nodeIndex!]
        let range = Int(record.childStart)..<Int(record.childStart + record.childCount)
        stack.append(contentsOf: UnsafeMutableBufferPointer(rebasing: children[range]).reversed())
      }
    }
  }
}

/// A child slot: a token index or a node index, tagged in the high bit.
@usableFromInline struct RawChild: Hashable {
  @usableFromInline let bits: UInt32
  @usableFromInline init(bits: UInt32) { self.bits = bits }
  static func token(_ index: UInt32) -> RawChild { RawChild(bits: index) }
  static func node(_ index: UInt32) -> RawChild { RawChild(bits: index | 0x8000_0000) }
  @inlinable var tokenIndex: Int? { bits & 0x8000_0000 == 0 ? Int(bits) : nil }
  @inlinable var nodeIndex: Int? { bits & 0x8000_0000 != 0 ? Int(bits & 0x7FFF_FFFF) : nil }
}

/// A node of a `SyntaxTree`: a cheap handle (the tree and an index).
///
/// The handle holds the tree strongly, so it can never dangle: a node kept after its tree's last other owner is gone
/// still reads valid storage.
public struct SyntaxNode: Hashable, Sendable {
  /// The tree the node belongs to.
  public let tree: SyntaxTree
  @usableFromInline let index: Int

  @inlinable init(tree: SyntaxTree, index: Int) {
    self.tree = tree
    self.index = index
  }

  public static func == (lhs: SyntaxNode, rhs: SyntaxNode) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  @inlinable var record: SyntaxTree.NodeRecord { tree.nodes[index] }

  /// A dense id, unique within the tree (0 ..< `tree.nodeCount`): index side tables by it instead of hashing nodes.
  @inlinable public var id: Int { index }

  /// What the node is.
  @inlinable public var kind: SyntaxKind { record.kind }

  /// The enclosing node, `nil` for the root.
  @inlinable public var parent: SyntaxNode? {
    record.parent < 0 ? nil : SyntaxNode(tree: tree, index: Int(record.parent))
  }

  /// The node's children, tokens and nodes, in source order: a view into the tree, no allocation.
  @inlinable public var children: SyntaxChildren {
    let record = self.record
    return SyntaxChildren(tree: tree, range: Int(record.childStart)..<Int(record.childStart + record.childCount))
  }

  /// The child nodes only.
  public var childNodes: [SyntaxNode] { children.compactMap(\.node) }
  /// The child tokens only (not the tokens of child nodes).
  public var childTokens: [TokenSyntax] { children.compactMap(\.token) }

  /// The first child node of a kind.
  @inlinable public func child(_ kind: SyntaxKind) -> SyntaxNode? {
    for element in children { if let node = element.node, node.kind == kind { return node } }
    return nil
  }

  /// The first direct child token of a kind.
  @inlinable public func token(_ kind: TokenKind) -> TokenSyntax? {
    for element in children { if let token = element.token, token.kind == kind { return token } }
    return nil
  }

  /// How many direct children are tokens.
  @usableFromInline var childTokenCount: Int { children.reduce(0) { $0 + ($1.token == nil ? 0 : 1) } }

  /// The first direct child token, of any kind (typed views name it by role; consumers use those).
  @inlinable var firstChildToken: TokenSyntax? {
    for element in children { if let token = element.token { return token } }
    return nil
  }

  /// Indices of the tokens inside the node, in order.
  @inlinable public var tokenRange: Range<Int> { Int(record.firstToken)..<Int(record.endToken) }

  /// The tokens inside the node (all depths), in order.
  public var tokens: [TokenSyntax] { tokenRange.map { TokenSyntax(tree: tree, index: $0) } }

  /// From the first token's text to the last token's text (trivia excluded); a point for an empty node.
  @inlinable public var span: SourceSpan {
    let range = tokenRange
    guard let first = range.first, let last = range.last else {
      let at =
        range.lowerBound < tree.tokenStorage.count ? Int(tree.tokenStorage[range.lowerBound].start) : tree.bytes.count
      return .point(at)
    }
    return SourceSpan(start: Int(tree.tokenStorage[first].start), end: Int(tree.tokenStorage[last].end))
  }
}

/// A token of a `SyntaxTree`, with its trivia. Like `SyntaxNode`, it holds its tree strongly.
public struct TokenSyntax: Hashable, Sendable {
  /// The tree the token belongs to.
  public let tree: SyntaxTree
  /// The token's index in `tree.tokens`.
  public let index: Int

  @inlinable init(tree: SyntaxTree, index: Int) {
    self.tree = tree
    self.index = index
  }

  public static func == (lhs: TokenSyntax, rhs: TokenSyntax) -> Bool { lhs.tree === rhs.tree && lhs.index == rhs.index }
  public func hash(into hasher: inout Hasher) { hasher.combine(index) }

  /// The raw token.
  @inlinable public var raw: Token { tree.tokenStorage[index] }
  /// What it is.
  @inlinable public var kind: TokenKind { raw.kind }
  /// The bytes of its text (no trivia).
  @inlinable public var span: SourceSpan { SourceSpan(start: Int(raw.start), end: Int(raw.end)) }
  /// Its text bytes.
  public var bytes: ArraySlice<UInt8> { tree.source.bytes[Int(raw.start)..<Int(raw.end)] }
  /// Its text bytes as a buffer into the tree's storage (no copy): valid while the tree lives, so keep the token
  /// (which holds the tree) alive for as long as the buffer is read.
  @inlinable public var unsafeBytes: UnsafeBufferPointer<UInt8> {
    let raw = self.raw
    return UnsafeBufferPointer(rebasing: tree.bytes[Int(raw.start)..<Int(raw.end)])
  }
  /// Its text, decoded leniently; for names, messages and output.
  public var text: String { String(decoding: unsafeBytes, as: UTF8.self) }
  /// Trivia before the token.
  public var leadingTrivia: [TriviaPiece] {
    Trivia.pieces(in: tree.source.bytes, tree.leadingTriviaSpan(ofToken: index))
  }
  /// Trivia after the token, up to the end of its line.
  public var trailingTrivia: [TriviaPiece] {
    Trivia.pieces(in: tree.source.bytes, SourceSpan(start: Int(raw.end), end: Int(raw.trailingEnd)))
  }
  /// Whether a line break separates this token from the one before it.
  public var isAtStartOfLine: Bool { index == 0 || raw.isAtStartOfLine }
}

/// The children of a node, as a random-access view into the tree's storage.
public struct SyntaxChildren: RandomAccessCollection, Sendable {
  @usableFromInline let tree: SyntaxTree
  @usableFromInline let range: Range<Int>

  @inlinable init(tree: SyntaxTree, range: Range<Int>) {
    self.tree = tree
    self.range = range
  }

  @inlinable public var startIndex: Int { 0 }
  @inlinable public var endIndex: Int { range.count }

  @inlinable public subscript(position: Int) -> SyntaxElement {
    let raw = tree.children[range.lowerBound + position]
    if let token = raw.tokenIndex { return .token(TokenSyntax(tree: tree, index: token)) }
    return .node(SyntaxNode(tree: tree, index: raw.nodeIndex!))
  }
}

/// A child of a node: a token or a node.
public enum SyntaxElement: Hashable, Sendable {
  case node(SyntaxNode)
  case token(TokenSyntax)

  /// The node, if this is one.
  @inlinable public var node: SyntaxNode? { if case .node(let n) = self { n } else { nil } }
  /// The token, if this is one.
  @inlinable public var token: TokenSyntax? { if case .token(let t) = self { t } else { nil } }
}

/// Splits a trivia byte range into pieces.
public enum Trivia {
  /// The pieces of `span` (which must be a whole trivia run as the lexer produced it).
  public static func pieces(in bytes: [UInt8], _ span: SourceSpan) -> [TriviaPiece] {
    var pieces: [TriviaPiece] = []
    var i = span.start
    if i == 0, span.end >= 3, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      pieces.append(TriviaPiece(kind: .byteOrderMark, start: 0, end: 3))
      i = 3
    }
    while i < span.end {
      let start = i
      let byte = bytes[i]
      let kind: TriviaKind
      if byte == 0x0A {
        i += 1
        kind = .newline
      } else if byte == 0x0D {
        i += (i + 1 < span.end && bytes[i + 1] == 0x0A) ? 2 : 1
        kind = .newline
      } else if byte == UInt8(ascii: "/") {
        let isDoc =
          i + 2 < span.end && bytes[i + 2] == UInt8(ascii: "/")
          && !(i + 3 < span.end && bytes[i + 3] == UInt8(ascii: "/"))
        while i < span.end && bytes[i] != 0x0A && bytes[i] != 0x0D { i += 1 }
        kind = isDoc ? .docComment : .lineComment
      } else {
        while i < span.end && Cursor.isHorizontalSpace(bytes[i]) { i += 1 }
        if i == start { i += 1 }  // cannot happen for lexer-made trivia; guarantees progress regardless
        kind = .whitespace
      }
      pieces.append(TriviaPiece(kind: kind, start: start, end: i))
    }
    return pieces
  }
}
