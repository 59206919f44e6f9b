/// Builds the flat tree from start/token/finish calls (the shape of rowan's green-node builder).
///
/// `checkpoint()` + `startNode(at:)` let the parser wrap what it already built in a new parent, which is how
/// `pair * 2` and `a and b` are parsed without lookahead.
///
/// Nodes and child lists go straight into the storage the tree adopts (`GrowableBuffer`): `finish()` hands it over.
struct TreeBuilder {
  private var nodes: GrowableBuffer<SyntaxTree.NodeRecord>
  private var children: GrowableBuffer<RawChild>
  private var pending: GrowableBuffer<RawChild>
  private var open: [(kind: SyntaxKind, pendingStart: Int, firstToken: Int)] = []
  private(set) var tokenCount = 0

  struct Checkpoint {
    let pendingStart: Int
    let firstToken: Int
  }

  init(expectedTokens: Int) {
    nodes = GrowableBuffer(capacity: expectedTokens / 2 + 1)
    children = GrowableBuffer(capacity: expectedTokens + expectedTokens / 2 + 1)
    pending = GrowableBuffer(capacity: 64)
  }

  /// The nodes and child lists built, owned by the caller from now on; the builder must not be used afterwards.
  func finish() -> (
    nodes: UnsafeMutableBufferPointer<SyntaxTree.NodeRecord>, children: UnsafeMutableBufferPointer<RawChild>
  ) {
    pending.deallocate()
    return (nodes.take(), children.take())
  }

  var checkpoint: Checkpoint { Checkpoint(pendingStart: pending.count, firstToken: tokenCount) }

  mutating func startNode(_ kind: SyntaxKind) {
    open.append((kind, pending.count, tokenCount))
  }

  mutating func startNode(at checkpoint: Checkpoint, _ kind: SyntaxKind) {
    open.append((kind, checkpoint.pendingStart, checkpoint.firstToken))
  }

  /// Appends the next token (tokens must arrive in order, each exactly once).
  mutating func token() {
    pending.append(.token(UInt32(tokenCount)))
    tokenCount += 1
  }

  mutating func finishNode() {
    let (kind, pendingStart, firstToken) = open.removeLast()
    let index = nodes.count
    let childStart = children.count
    // Parent links are filled in one pass when the tree is frozen (`SyntaxTree.init`), not here.
    let count = pending.count - pendingStart
    for i in pendingStart..<pending.count { children.append(pending[i]) }
    pending.removeLast(count)
    nodes.append(
      SyntaxTree.NodeRecord(
        kind: kind, firstToken: UInt32(firstToken), endToken: UInt32(tokenCount), childStart: UInt32(childStart),
        childCount: UInt32(count), parent: -1))
    pending.append(.node(UInt32(index)))
  }
}
