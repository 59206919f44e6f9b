/// Splits variants so that the guards a step of the analysis reads are decided in each part, within budgets.
///
/// A guard is decided by folding the atoms a variant already decides and splitting along one open atom at a time (a
/// parameter's tested value against its other values, or the median threshold of an axis), so a chain of thousands of
/// terms settles in a few splits and the thresholds of one axis only cut that axis. Parts are split only where the
/// guard is open, and parts with the same outcome that touch are joined again.
///
/// Budgets: `parts` limits how many parts all splits of a layout may create, and `stepLimit` how many one step may
/// split a variant into; past either, a split keeps one of its parts (chosen in turn, so different parameter values
/// and ranges are kept along the way) and the step is marked `sampled`: its findings hold where they are reported,
/// but cases were left out. `work` counts the guard nodes
/// folded; past its limit the analysis of the layout stops (`isExhausted`).
struct VariantRefiner {
  let space: VariantSpace
  /// Parts all splits may still create.
  private(set) var parts: Int
  /// Guard nodes folded so far, and the limit.
  private(set) var work = 0
  let workLimit: Int
  /// The most parts one `refine` call may create.
  static let stepLimit = 1024
  /// Parts the current `refine` call created.
  private var created = 0
  /// Which part a sampled split keeps next.
  private var turn = 0
  /// Whether a split since the last `refine` call kept one part only.
  private var sampled = false

  init(space: VariantSpace, parts: Int, workLimit: Int) {
    self.space = space
    self.parts = parts
    self.workLimit = workLimit
  }

  /// Whether guard folding has used its budget.
  var isExhausted: Bool { work > workLimit }

  /// The parts of `variant` in which every guard of `lists` is decided, and whether some cases were left out.
  mutating func refine(_ variant: Variant, _ lists: [GuardList]) -> (parts: [Variant], sampled: Bool) {
    sampled = false
    created = 0
    var current = [variant]
    for list in lists {
      var next: [Variant] = []
      for part in current {
        if list.lastWins {
          if list.guards.count > Self.rememberedWinners && part.winners[list.key] != nil {
            next.append(part)  // decided by an earlier step (a group decides its children's sizes)
            continue
          }
          // From the last assignment back: where a guard holds, its assignment wins and earlier guards are not read.
          var pending: [(variant: Variant, from: Int)] = [(part, list.guards.count - 1)]
          while let (candidate, from) = pending.popLast() {
            var k = from
            var holds: Bool?
            while k >= 0 {
              holds = quickDecide(list.guards[k], in: candidate)
              guard holds == false else { break }
              k -= 1
            }
            if k < 0 {
              var none = candidate
              if list.guards.count > Self.rememberedWinners { none.winners[list.key] = -1 }
              next.append(none)
            } else if holds == true {
              next.append(Self.won(candidate, list, k))
            } else {
              let pieces = split(candidate, by: list.guards[k])
              for (piece, holds) in pieces where holds { next.append(Self.won(piece, list, k)) }
              for (piece, holds) in pieces.reversed() where !holds { pending.append((piece, k - 1)) }
            }
          }
        } else {
          var pieces = [part]
          for g in list.guards {
            var split: [Variant] = []
            for piece in pieces {
              if quickDecide(g, in: piece) != nil {
                split.append(piece)
              } else {
                split += self.split(piece, by: g).map(\.variant)
              }
            }
            pieces = split
          }
          next += pieces
        }
      }
      current = next
    }
    for i in current.indices where current[i].widths != variant.widths || current[i].heights != variant.heights {
      current[i].region = space.region(current[i].widths, current[i].heights)
    }
    return (current, sampled)
  }

  /// Lists of more assignments than this keep their winner in the variants (`Variant.winners`); the model finds the
  /// winner of a shorter list by reading its guards again, which costs less than copying a table into every part.
  static let rememberedWinners = 8

  /// `variant` with entry `k` of `list` as the winning assignment.
  private static func won(_ variant: Variant, _ list: GuardList, _ k: Int) -> Variant {
    guard list.guards.count > rememberedWinners else { return variant }
    var won = variant
    won.winners[list.key] = list.entries[k]
    return won
  }

  /// A guard's value in the whole of `variant` when it is known or one comparison settles it, without splitting.
  private mutating func quickDecide(_ number: Int, in variant: Variant) -> Bool? {
    work += 1
    if let known = variant.decided[number] { return known }
    return space.quickDecide(space.guards[number], in: variant)
  }

  /// Guards with more nodes than this are split by folding (`Guard.simplified`: what is left shrinks as atoms are
  /// decided) and keep their value in the variants that decide them (`Variant.decided`). Smaller ones are evaluated
  /// again where read (`Guard.evaluate`, which builds nothing), which costs less than copying a growing table into
  /// every part, unless a join made them open to evaluation (`joined`).
  static let remembered = 64

  /// The parts of `variant` in which guard `number` is decided, with its value in each.
  mutating func split(_ variant: Variant, by number: Int) -> [(variant: Variant, holds: Bool)] {
    let whole = space.guards[number]
    let remember = whole.nodes.count > Self.remembered
    if let known = variant.decided[number] { return [(variant, known)] }
    work += 1
    if let value = space.quickDecide(whole, in: variant) { return [(variant, value)] }
    if whole.nodes.count == 1, case .atom(let atom) = whole.nodes[0] {
      // One comparison: its parts decide it, no folding needed.
      return limited(space.parts(of: variant, deciding: atom)).map { part in
        (part, space.decide(atom, in: part) ?? false)
      }
    }
    var results: [(variant: Variant, holds: Bool)] = []
    if !remember {
      // A small guard: evaluate it in each part, and split along an atom it leaves open.
      var stack = [variant]
      while let part = stack.popLast() {
        work += whole.nodes.count
        if let value = whole.evaluate({ space.decide($0, in: part) }) {
          results.append((part, value))
        } else if let atom = whole.firstOpenAtom({ space.decide($0, in: part) }) {
          for piece in limited(space.parts(of: part, deciding: atom)).reversed() { stack.append(piece) }
        }
      }
      return joined(results, number)
    }
    var stack: [(Variant, Guard)] = [(variant, whole)]
    while let (part, guardLeft) = stack.popLast() {
      let residual = guardLeft.simplified(work: &work) { space.decide($0, in: part) }
      if let value = residual.constant {
        var decided = part
        if remember { decided.decided[number] = value }
        results.append((decided, value))
        continue
      }
      var pieces = space.parts(of: part, splitting: residual)
      if pieces.count < 2 {
        // Cannot happen (an open atom always splits its range); never loop: narrow to one cell.
        assertionFailure("an open guard did not split")
        var cell = part
        cell.widths = part.widths.lowerBound...part.widths.lowerBound
        cell.heights = part.heights.lowerBound...part.heights.lowerBound
        pieces = [cell]
      }
      for piece in limited(pieces).reversed() { stack.append((piece, residual)) }
    }
    return joined(results, number)
  }

  /// The parts of one split that the budgets allow: all of them, or past a budget one of them (taken in turn).
  private mutating func limited(_ pieces: [Variant]) -> [Variant] {
    if pieces.count - 1 > parts || created + pieces.count - 1 > Self.stepLimit || isExhausted {
      turn += 1
      sampled = true
      return [pieces[(turn - 1) % pieces.count]]
    }
    parts -= pieces.count - 1
    created += pieces.count - 1
    return pieces
  }

  /// Joins neighbouring results with the same outcome whose union is again a variant: equal in all but one axis
  /// range (which touch) or in all but one parameter's values. A joined variant keeps the guard's value: folding
  /// alone may not see it there (`width < 600 or width >= 500` holds everywhere, but neither comparison does).
  private func joined(_ results: [(variant: Variant, holds: Bool)], _ number: Int) -> [(variant: Variant, holds: Bool)]
  {
    guard results.count > 1 else { return results }
    var joined: [(variant: Variant, holds: Bool)] = []
    for result in results {
      if let last = joined.last, last.holds == result.holds, var union = union(last.variant, result.variant) {
        union.decided[number] = result.holds
        joined[joined.count - 1].variant = union
      } else {
        joined.append(result)
      }
    }
    return joined
  }

  private func union(_ a: Variant, _ b: Variant) -> Variant? {
    guard a.winners == b.winners else { return nil }
    if a.restrictions == b.restrictions {
      if a.heights == b.heights && a.widths.upperBound + 1 == b.widths.lowerBound {
        var union = a
        union.widths = a.widths.lowerBound...b.widths.upperBound
        return union
      }
      if a.widths == b.widths && a.heights.upperBound + 1 == b.heights.lowerBound {
        var union = a
        union.heights = a.heights.lowerBound...b.heights.upperBound
        return union
      }
      return nil
    }
    guard a.widths == b.widths, a.heights == b.heights, a.restrictions.count == b.restrictions.count else {
      return nil
    }
    var differing: Int?
    for i in a.restrictions.indices where a.restrictions[i] != b.restrictions[i] {
      guard differing == nil, a.restrictions[i].param == b.restrictions[i].param else { return nil }
      differing = i
    }
    guard let i = differing else { return nil }
    var union = a
    let values = a.restrictions[i].values.union(b.restrictions[i].values)
    if values.count == space.valueCounts[a.restrictions[i].param] {
      union.restrictions.remove(at: i)  // every value: no restriction left
    } else {
      union.restrictions[i].values = values
    }
    return union
  }
}
