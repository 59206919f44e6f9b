/// Builds the flat tree from start/token/finish calls (the shape of rowan's green-node builder).
///
/// `checkpoint()` + `startNode(at:)` let the parser wrap what it already built in a new parent, which is how
/// `pair * 2` and `a and b` are parsed without lookahead.
struct TreeBuilder {
  var nodes: [SyntaxTree.NodeRecord] = []
  var children: [RawChild] = []
  private var pending: [RawChild] = []
  private var open: [(kind: SyntaxKind, pendingStart: Int, firstToken: Int)] = []
  private(set) var tokenCount = 0

  struct Checkpoint {
    let pendingStart: Int
    let firstToken: Int
  }

  init(expectedTokens: Int) {
    nodes.reserveCapacity(expectedTokens / 2 + 1)
    children.reserveCapacity(expectedTokens + expectedTokens / 2 + 1)
    pending.reserveCapacity(64)
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
    // One element at a time: a node has a handful of children, and a slice of `pending` (or `removeLast(_:)`, which
    // goes through the generic `replaceSubrange`) retains and releases its buffer, which showed in profiles.
    let count = pending.count - pendingStart
    for i in pendingStart..<pending.count { children.append(pending[i]) }
    for _ in 0..<count { pending.removeLast() }
    nodes.append(
      SyntaxTree.NodeRecord(
        kind: kind, firstToken: UInt32(firstToken), endToken: UInt32(tokenCount), childStart: UInt32(childStart),
        childCount: UInt32(count), parent: -1))
    pending.append(.node(UInt32(index)))
  }
}
