/// One child as the fill sees it: what it takes along the group's axis and whether its size follows that axis.
public struct FillChild<Quantity: FillQuantity> {
  /// Its slot length along the axis plus its edge spacings along it, flexible ones at their minimum (R5.2, R5.7).
  public var need: Quantity
  /// R5.3: either of its dimensions is a fraction of the container along the group's axis.
  public var dependsOnAxis: Bool

  @inlinable public init(need: Quantity, dependsOnAxis: Bool) {
    self.need = need
    self.dependsOnAxis = dependsOnAxis
  }
}

/// One pass of a group's fill (R5.2), as a walk its caller drives one candidate at a time.
///
/// The caller asks for the next candidate's `Candidate`, decides whether its `slack` is ≥ 0 and, where it is, calls
/// `accept`. Deciding is left to the caller because the two callers decide differently: the evaluator compares one
/// number; the linter splits its viewport region into the part where the candidate fits, where the walk goes on, and
/// the part where it does not, where the fill ends with `accepted` children. Since the part that does not fit ends
/// there, the walk never branches into more than one continuing path, and neither caller needs recursion.
public struct FillPass<Quantity: FillQuantity> {
  /// E_A: the group's effective length along its axis. Both passes spend all of it (R5.3).
  public let available: Quantity
  /// s, the spacing between children.
  public let spacing: Quantity
  /// Whether this is R5.3's second pass, which spends s before every child but the first.
  public let isSecondPass: Bool
  /// What is left of `available` after the accepted children and the spacing before them (R5.2).
  public var remaining: Quantity { left }
  /// How many candidates were accepted so far.
  public var accepted: Int { count }
  // Stored under other names so that the inlinable walk may set them while callers only read them.
  @usableFromInline var left: Quantity
  @usableFromInline var count = 0

  /// A candidate: what would remain if it were accepted, and the slack of R5.2's test.
  public struct Candidate {
    /// `remaining` after the candidate.
    public let remaining: Quantity
    /// `remaining + 1/4`: the candidate fits where this is ≥ 0.
    public let slack: Quantity

    @inlinable init(remaining: Quantity, slack: Quantity) {
      self.remaining = remaining
      self.slack = slack
    }
  }

  /// Starts a pass over a group whose effective length along its axis is `available`.
  @inlinable public init(available: Quantity, spacing: Quantity, secondPass: Bool) {
    self.available = available
    self.spacing = spacing
    self.isSecondPass = secondPass
    self.left = available
  }

  /// R5.2: children are taken cyclically (a, b, a, b, …): the index in the list of the next candidate.
  @inlinable public func nextIndex(childCount: Int) -> Int { accepted % childCount }

  /// R5.2 / R5.3: whether the spacing is spent before a candidate. Not before the first; in the first pass not before
  /// a child whose size follows the axis, whose count is decided as if there were no spacing.
  @inlinable public func spendsSpacing(before child: FillChild<Quantity>, at index: Int) -> Bool {
    index > 0 && !spacing.isZero && (isSecondPass || !child.dependsOnAxis)
  }

  /// The next candidate: `remaining` less the spacing (when spent) and its need, tested with a quarter-point
  /// tolerance (R5.2: accepted while `remaining ≥ −1/4`).
  @inlinable public func candidate(_ child: FillChild<Quantity>) throws -> Candidate {
    var next = remaining
    if spendsSpacing(before: child, at: accepted) { next = try next.subtracting(spacing) }
    next = try next.subtracting(child.need)
    return Candidate(remaining: next, slack: try next.adding(Quantity(numerator: 1, denominator: 4)))
  }

  /// Takes the candidate (the caller decided it fits).
  @inlinable public mutating func accept(_ candidate: Candidate) {
    left = candidate.remaining
    count += 1
  }

  /// What `children`, in order, need with the spacing this pass spends between them: the length a fill of the whole
  /// list asks for (quoted by the linter's `child-overflow`).
  @inlinable public func length(of children: [FillChild<Quantity>]) throws -> Quantity {
    var total = Quantity(numerator: 0, denominator: 1)
    for (index, child) in children.enumerated() {
      if spendsSpacing(before: child, at: index) { total = try total.adding(spacing) }
      total = try total.adding(child.need)
    }
    return total
  }
}

extension FillPass {
  /// Walks the pass (R5.2): offers the children in cyclic order and accepts each candidate `fits` accepts.
  ///
  /// - `next` gives the child at a list index as the next candidate, or nil to end the fill before it (a budget, or
  ///   R12.3's single run).
  /// - `fits` is the decider: given the candidate and the pass before it, whether to accept it, normally where its
  ///   `slack` is ≥ 0. A decider over many viewports ends the fill with `pass.accepted` children where the slack is
  ///   negative and answers true if it is ≥ 0 anywhere, carrying on there.
  /// - `accepted` sees the pass after each acceptance and may end the fill (limits, no progress).
  ///
  /// A loop, so no input deepens the stack; every bound on its length is the caller's (`next`, `accepted`).
  @inlinable public mutating func fill(
    childCount: Int, next: (_ index: Int, _ pass: Self) throws -> FillChild<Quantity>?,
    fits: (_ candidate: Candidate, _ pass: Self) throws -> Bool, accepted: (_ pass: Self) throws -> Bool
  ) throws {
    while let child = try next(nextIndex(childCount: childCount), self) {
      let candidate = try self.candidate(child)
      guard try fits(candidate, self) else { return }
      accept(candidate)
      guard try accepted(self) else { return }
    }
  }
}

/// What decides between the passes of a fill (R5.3).
public enum FillRule {
  /// R5.3: a second pass runs when the spacing is not zero, the first pass accepted at least two children and one of
  /// them has a size that follows the axis. `acceptedDependOnAxis` answers for the accepted children only.
  @inlinable public static func needsSecondPass<Quantity: FillQuantity>(
    spacing: Quantity, accepted: Int, acceptedDependOnAxis: () throws -> Bool
  ) rethrows -> Bool {
    guard !spacing.isZero, accepted >= 2 else { return false }
    return try acceptedDependOnAxis()
  }

  /// R5.3: the container the second pass resolves children in along the axis: E_A − s·(n − 1) for the first pass's
  /// count n. The fit test of the second pass still spends all of E_A.
  @inlinable public static func secondPassContainer<Quantity: FillQuantity>(
    available: Quantity, spacing: Quantity, accepted: Int
  ) throws -> Quantity {
    try available.subtracting(spacing.multiplied(by: accepted - 1))
  }
}
