import LayoutIR

/// One comparison of a guard, its operands resolved against the layout's parameters and viewport cells.
enum GuardAtom: Hashable, Sendable {
  /// `param == value` (`equals`) or `param != value`, by index into the layout's parameters and their values.
  case param(Int, value: Int, equals: Bool)
  /// `width/height OP threshold`, the threshold given as a position among the axis's cells (`AxisCells.position`).
  case viewport(IRViewportDimension, IRComparison, position: Int)
}

/// An IR guard (`IRCondition`, a `when` condition as lowering wrote it) compiled for the variant analysis: a flat tree in post-order (children before parents, the root
/// last) whose `and` and `or` nodes take any number of operands, so a chain of a hundred thousand terms is one node
/// and nothing walks it recursively.
struct Guard: Hashable, Sendable {
  enum Node: Hashable, Sendable {
    case atom(GuardAtom)
    case constant(Bool)
    /// Every operand holds: `operands[start..<end]` are node indices.
    case and(start: Int, end: Int)
    /// Some operand holds.
    case or(start: Int, end: Int)
    /// The node at this index does not hold.
    case not(Int)
  }

  var nodes: [Node] = []
  var operands: [Int] = []

  /// The constant value of a guard that has been decided, else nil.
  var constant: Bool? {
    if case .constant(let value)? = nodes.last { return value }
    return nil
  }

  /// Compiles a condition. `atom` resolves a comparison (a parameter or viewport case) to an atom, or to a constant
  /// when it cannot vary (a parameter value the layout does not have). Walks with explicit stacks: any depth is fine.
  static func compile(_ condition: IRCondition, atom: (IRCondition) -> Node) -> Guard {
    enum Task {
      case visit(IRCondition)
      case build(isAnd: Bool, count: Int)
      case negate
    }
    if Self.isComparison(condition) { return Guard(nodes: [atom(condition)]) }  // most guards are one comparison
    // Next most common: one chain of comparisons (`style == grid and width < 700`).
    if let (isAnd, parts) = Self.chain(condition), parts.allSatisfy({ Self.isComparison($0) }) {
      var result = Guard()
      result.nodes.reserveCapacity(parts.count + 1)
      for part in parts { result.nodes.append(atom(part)) }
      result.operands = Array(0..<parts.count)
      result.nodes.append(isAnd ? .and(start: 0, end: parts.count) : .or(start: 0, end: parts.count))
      return result
    }
    var result = Guard()
    var built: [Int] = []  // node indices of finished subtrees, in order
    var tasks: [Task] = [.visit(condition)]
    while let task = tasks.popLast() {
      switch task {
      case .visit(let c):
        if let (isAnd, parts) = Self.chain(c) {
          tasks.append(.build(isAnd: isAnd, count: parts.count))
          for part in parts.reversed() { tasks.append(.visit(part)) }
        } else if case .not(let inner) = c {
          tasks.append(.negate)
          tasks.append(.visit(inner))
        } else {
          result.nodes.append(atom(c))
          built.append(result.nodes.count - 1)
        }
      case .build(let isAnd, let count):
        let start = result.operands.count
        // A slice, not `suffix(_:)`: here that resolves to `Sequence.suffix`, which walks all of `built` and made a
        // long `or` of `and`s quadratic.
        result.operands += built[(built.count - count)...]
        built.removeLast(count)
        result.nodes.append(
          isAnd ? .and(start: start, end: result.operands.count) : .or(start: start, end: result.operands.count))
        built.append(result.nodes.count - 1)
      case .negate:
        let inner = built.removeLast()
        result.nodes.append(.not(inner))
        built.append(result.nodes.count - 1)
      }
    }
    return result
  }

  private static func isComparison(_ condition: IRCondition) -> Bool {
    switch condition {
    case .paramEquals, .paramNotEquals, .viewport: true
    case .and, .or, .not: false
    }
  }

  /// The operands of an `and` (or `or`) chain, left to right, however it is nested; nil for other conditions.
  private static func chain(_ condition: IRCondition) -> (isAnd: Bool, parts: [IRCondition])? {
    let isAnd: Bool
    switch condition {
    case .and: isAnd = true
    case .or: isAnd = false
    default: return nil
    }
    var parts: [IRCondition] = []
    var pending = [condition]
    while let c = pending.popLast() {
      switch c {
      case .and(let operands) where isAnd: pending += operands.reversed()
      case .or(let operands) where !isAnd: pending += operands.reversed()
      default: parts.append(c)
      }
    }
    return (isAnd, parts)
  }

  /// The guard with every atom `decide` can settle replaced by its value and constants folded away: either a constant
  /// or a smaller guard over the atoms still open, with unreachable nodes dropped. `work` counts the nodes visited.
  func simplified(work: inout Int, _ decide: (GuardAtom) -> Bool?) -> Guard {
    work += nodes.count
    // For each node: its value when decided, else its index in the residual.
    var value = [Bool?](repeating: nil, count: nodes.count)
    var mapped = [Int](repeating: -1, count: nodes.count)
    var residual = Guard()
    for (i, node) in nodes.enumerated() {
      switch node {
      case .constant(let v):
        value[i] = v
      case .atom(let atom):
        if let v = decide(atom) {
          value[i] = v
        } else {
          residual.nodes.append(node)
          mapped[i] = residual.nodes.count - 1
        }
      case .not(let inner):
        if let v = value[inner] {
          value[i] = !v
        } else {
          residual.nodes.append(.not(mapped[inner]))
          mapped[i] = residual.nodes.count - 1
        }
      case .and(let start, let end), .or(let start, let end):
        let isAnd: Bool
        if case .and = node { isAnd = true } else { isAnd = false }
        var open: [Int] = []
        var settled = false
        for k in start..<end {
          let operand = operands[k]
          if let v = value[operand] {
            // false settles an `and`, true settles an `or`; the other value drops out.
            if v != isAnd {
              settled = true
              break
            }
          } else {
            open.append(mapped[operand])
          }
        }
        if settled {
          value[i] = !isAnd
        } else if open.isEmpty {
          value[i] = isAnd
        } else if open.count == 1 {
          mapped[i] = open[0]
        } else {
          let first = residual.operands.count
          residual.operands += open
          let last = residual.operands.count
          residual.nodes.append(isAnd ? .and(start: first, end: last) : .or(start: first, end: last))
          mapped[i] = residual.nodes.count - 1
        }
      }
    }
    let root = nodes.count - 1
    if root < 0 { return Guard(nodes: [.constant(true)]) }
    if let v = value[root] { return Guard(nodes: [.constant(v)]) }
    return residual.compacted(root: mapped[root])
  }

  /// The subtree under `root`, renumbered in post-order (folding can leave nodes that nothing refers to).
  private func compacted(root: Int) -> Guard {
    var reachable = [Bool](repeating: false, count: nodes.count)
    reachable[root] = true
    for i in stride(from: root, through: 0, by: -1) where reachable[i] {
      switch nodes[i] {
      case .not(let inner): reachable[inner] = true
      case .and(let start, let end), .or(let start, let end):
        for k in start..<end { reachable[operands[k]] = true }
      case .atom, .constant: break
      }
    }
    var result = Guard()
    var renumbered = [Int](repeating: -1, count: nodes.count)
    for i in 0...root where reachable[i] {
      switch nodes[i] {
      case .not(let inner): result.nodes.append(.not(renumbered[inner]))
      case .and(let start, let end), .or(let start, let end):
        let first = result.operands.count
        for k in start..<end { result.operands.append(renumbered[operands[k]]) }
        let last = result.operands.count
        if case .and = nodes[i] {
          result.nodes.append(.and(start: first, end: last))
        } else {
          result.nodes.append(.or(start: first, end: last))
        }
      case .atom, .constant: result.nodes.append(nodes[i])
      }
      renumbered[i] = result.nodes.count - 1
    }
    return result
  }

  /// The guard's value where `decide` settles enough atoms, else nil (Kleene's three-valued logic: an open atom
  /// leaves open only what depends on it). Builds nothing; for guards of a few nodes, read often.
  func evaluate(_ decide: (GuardAtom) -> Bool?) -> Bool? {
    withUnsafeTemporaryAllocation(of: Int8.self, capacity: nodes.count) { value -> Bool? in
      // 0 false, 1 true, 2 open.
      for (i, node) in nodes.enumerated() {
        switch node {
        case .constant(let v): value[i] = v ? 1 : 0
        case .atom(let atom): value[i] = decide(atom).map { $0 ? 1 : 0 } ?? 2
        case .not(let inner): value[i] = value[inner] == 2 ? 2 : 1 - value[inner]
        case .and(let start, let end), .or(let start, let end):
          let isAnd: Bool
          if case .and = node { isAnd = true } else { isAnd = false }
          let settling: Int8 = isAnd ? 0 : 1
          var result: Int8 = 1 - settling
          for k in start..<end {
            let v = value[operands[k]]
            if v == settling {
              result = settling
              break
            }
            if v == 2 { result = 2 }
          }
          value[i] = result
        }
      }
      guard let last = nodes.indices.last else { return true }
      return value[last] == 2 ? nil : value[last] == 1
    }
  }

  /// The first atom `decide` leaves open, if any.
  func firstOpenAtom(_ decide: (GuardAtom) -> Bool?) -> GuardAtom? {
    for node in nodes {
      if case .atom(let atom) = node, decide(atom) == nil { return atom }
    }
    return nil
  }

  /// The atoms of the guard, in order.
  var atoms: [GuardAtom] {
    nodes.compactMap { if case .atom(let atom) = $0 { atom } else { nil } }
  }
}
