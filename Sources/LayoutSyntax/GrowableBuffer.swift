/// An append-only buffer of plain values whose storage a `SyntaxTree` adopts as is.
///
/// Why not an `Array`: the tree reads its nodes, children and tokens through unsafe buffers (an array stored in a
/// class costs a retain and release per read), and filling arrays first meant copying ~28 MB per 4 MB of source into
/// those buffers (plus the page faults of the fresh copies). The lexer and the tree builder append here instead, and
/// `take()` hands the very storage over.
///
/// Ownership: whoever holds the buffer must either `take()` its storage (then deallocate that) or call
/// `deallocate()`. It is a struct so that appends stay as cheap as an array's; only `Parser.parse` creates these, and
/// it hands every one to the tree.
struct GrowableBuffer<Element: BitwiseCopyable> {
  private var base: UnsafeMutablePointer<Element>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 16)
    base = UnsafeMutablePointer<Element>.allocate(capacity: self.capacity)
  }

  /// Appends one element, doubling the storage when full.
  @inline(__always) mutating func append(_ element: Element) {
    if count == capacity { grow() }
    // Bounds: count < capacity here, and `base` holds `capacity` elements.
    (base + count).initialize(to: element)
    count += 1
  }

  @inline(never) private mutating func grow() {
    let newCapacity = capacity * 2
    let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    (base, capacity) = (newBase, newCapacity)
  }

  /// The element at `index`, which must be below `count` (checked: a parser bug must trap, not read past the end).
  @inline(__always) subscript(index: Int) -> Element {
    precondition(index >= 0 && index < count, "GrowableBuffer index out of range")
    return base[index]
  }

  /// Drops the last `n` elements (plain values: nothing to deinitialise).
  @inline(__always) mutating func removeLast(_ n: Int) {
    precondition(n >= 0 && n <= count)
    count -= n
  }

  /// The elements so far, for reading while the buffer stays alive and unchanged.
  var elements: UnsafeBufferPointer<Element> { UnsafeBufferPointer(start: base, count: count) }

  /// Hands the storage over: the result holds the `count` elements and must be deallocated by the caller (its base
  /// address is the allocation's). The buffer must not be used afterwards.
  func take() -> UnsafeMutableBufferPointer<Element> { UnsafeMutableBufferPointer(start: base, count: count) }

  /// Frees the storage; the buffer must not be used afterwards.
  func deallocate() { base.deallocate() }
}

// The values the lexer and the tree builder append: plain bytes, so growing and handing over storage moves no
// reference counts and tearing it down deinitialises nothing.
extension TokenKind: BitwiseCopyable {}
extension Token: BitwiseCopyable {}
extension SyntaxKind: BitwiseCopyable {}
extension SyntaxTree.NodeRecord: BitwiseCopyable {}
extension RawChild: BitwiseCopyable {}
