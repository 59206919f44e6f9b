import LayoutMath
import LayoutRules
import LayoutTestSupport
import Testing

/// The group fill of `LayoutRules` (R5.2, R5.3) against the rule as `Semantics.md` states it, for random groups
/// (fixed seeds): driven with `Double` it accepts what a direct loop accepts, and driven by a decider that splits an
/// interval of group lengths it gives, at sampled lengths, the `Double` answer.
@Suite struct FillRuleTests {
  static let seeds: [UInt64] = Array(1...200)
  /// A fill is followed up to this many children (children that take no room would repeat forever).
  static let cap = 300

  /// A child: an absolute need along the axis (edge spacing included), or a fraction of the container (R5.3).
  struct TestChild {
    var constant: Rational
    var fraction: Rational?

    func need(in container: Double) -> Double {
      fraction.map { $0.doubleValue * container } ?? constant.doubleValue
    }
  }

  struct Group {
    var children: [TestChild]
    var spacing: Rational
  }

  static func group(_ generator: inout SeededGenerator) -> Group {
    let fractions = [Rational(1, 2)!, Rational(1, 3)!, Rational(1, 4)!, Rational(2, 5)!, Rational(1, 7)!]
    let spacings = [Rational.zero, Rational(5), Rational(10), Rational(25, 2)!]
    var children: [TestChild] = []
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      if Bool.random(using: &generator) {
        children.append(TestChild(constant: .zero, fraction: fractions.randomElement(using: &generator)!))
      } else {
        // Multiples of 1/10 up to 300, zero included: boundaries at and near the quarter-point tolerance.
        children.append(TestChild(constant: Rational(Int64.random(in: 0...3000, using: &generator), 10)!))
      }
    }
    return Group(children: children, spacing: spacings.randomElement(using: &generator)!)
  }

  /// R5.2 and R5.3 as `Semantics.md` words them, written directly: the count of each pass.
  static func reference(_ group: Group, available: Double) -> (first: Int, second: Int?) {
    let s = group.spacing.doubleValue
    func pass(container: Double, second: Bool) -> Int {
      var remaining = available
      var count = 0
      var consumedInCycle = 0.0
      while count < cap {
        let child = group.children[count % group.children.count]
        var next = remaining
        if count > 0 && s != 0 && (second || child.fraction == nil) { next -= s }
        next -= child.need(in: container)
        if next < -0.25 { break }
        consumedInCycle += remaining - next
        remaining = next
        count += 1
        if count % group.children.count == 0 {
          if consumedInCycle <= 0 { break }
          consumedInCycle = 0
        }
      }
      return count
    }
    let n = pass(container: available, second: false)
    let dependent = group.children.prefix(n).contains { $0.fraction != nil }
    guard s != 0, n >= 2, dependent else { return (n, nil) }
    return (n, pass(container: available - s * Double(n - 1), second: true))
  }

  /// The generic rule driven with `Double`, as the evaluator drives it.
  static func driven(_ group: Group, available: Double) throws -> (first: Int, second: Int?) {
    let s = group.spacing.doubleValue
    func pass(container: Double, second: Bool) throws -> Int {
      var pass = FillPass(available: available, spacing: s, secondPass: second)
      var consumedInCycle = 0.0
      try pass.fill(
        childCount: group.children.count,
        next: { index, pass in
          guard pass.accepted < cap else { return nil }
          let child = group.children[index]
          return FillChild(need: child.need(in: container), dependsOnAxis: child.fraction != nil)
        },
        fits: { candidate, pass in
          guard candidate.slack >= 0 else { return false }
          consumedInCycle += pass.remaining - candidate.remaining
          return true
        },
        accepted: { pass in
          guard pass.accepted % group.children.count == 0 else { return true }
          defer { consumedInCycle = 0 }
          return consumedInCycle > 0
        })
      return pass.accepted
    }
    let n = try pass(container: available, second: false)
    let second = FillRule.needsSecondPass(
      spacing: s, accepted: n, acceptedDependOnAxis: { group.children.prefix(n).contains { $0.fraction != nil } })
    guard second else { return (n, nil) }
    let container = try FillRule.secondPassContainer(available: available, spacing: s, accepted: n)
    return (n, try pass(container: container, second: true))
  }

  @Test(arguments: seeds) func doubleMatchesTheReferenceLoop(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<20 {
      let group = Self.group(&generator)
      // Lengths on the 1/8 grid and off it, so that totals land on the tolerance exactly and just beside it.
      let available =
        Double(Int.random(in: 0...8000, using: &generator)) / 8 + (Bool.random(using: &generator) ? 0 : 0.05)
      let expected = Self.reference(group, available: available)
      let actual = try Self.driven(group, available: available)
      #expect(actual == expected, "seed \(seed): \(group) in \(available)")
    }
  }

  /// An exact length `a·x + b` in one unknown: the group's length x.
  struct Affine: FillQuantity, Equatable {
    var a: Rational
    var b: Rational

    struct Overflow: Error {}

    init(a: Rational, b: Rational) {
      self.a = a
      self.b = b
    }
    init(numerator: Int, denominator: Int) { self.init(a: .zero, b: Rational(Int64(numerator), Int64(denominator))!) }
    var isZero: Bool { a == .zero && b == .zero }
    func adding(_ other: Affine) throws -> Affine {
      guard let a = a.adding(other.a), let b = b.adding(other.b) else { throw Overflow() }
      return Affine(a: a, b: b)
    }
    func subtracting(_ other: Affine) throws -> Affine {
      try adding(Affine(a: -other.a, b: -other.b))
    }
    func multiplied(by count: Int) throws -> Affine {
      guard let a = a.multiplied(by: count), let b = b.multiplied(by: count) else { throw Overflow() }
      return Affine(a: a, b: b)
    }
    func value(at x: Rational) -> Rational { a * x + b }
  }

  /// A closed interval of group lengths; boundary points may fall in two neighbouring pieces and are not sampled.
  struct Interval {
    var low: Rational
    var high: Rational

    /// The part where `form ≥ 0` (`> 0` when strict, up to its boundary point), or nil.
    func clipped(_ form: Affine, strict: Bool) -> Interval? {
      let (l, h) = (form.value(at: low), form.value(at: high))
      func holds(_ v: Rational) -> Bool { strict ? v > .zero : v >= .zero }
      switch (holds(l), holds(h)) {
      case (true, true): return self
      case (false, false): return nil
      default:
        let root = -form.b / form.a
        return holds(l) ? Interval(low: low, high: root) : Interval(low: root, high: high)
      }
    }
  }

  /// The generic rule driven over an interval of lengths, as the linter drives it over viewport regions: each fit test
  /// ends the fill where it fails and carries on where it holds. Returns the pieces and their counts.
  static func forked(_ group: Group, over interval: Interval) throws -> [(Interval, first: Int, second: Int?)] {
    let x = Affine(a: .one, b: .zero)
    let s = Affine(a: .zero, b: group.spacing)
    func child(_ child: TestChild, in container: Affine) throws -> FillChild<Affine> {
      guard let fraction = child.fraction else {
        return FillChild(need: Affine(a: .zero, b: child.constant), dependsOnAxis: false)
      }
      return FillChild(
        need: Affine(a: container.a * fraction, b: container.b * fraction), dependsOnAxis: true)
    }
    func pass(
      container: Affine, second: Bool, in region: Interval, ended: (Interval, Int) throws -> Void
    ) throws {
      var pass = FillPass(available: x, spacing: s, secondPass: second)
      var fitting = region
      try pass.fill(
        childCount: group.children.count,
        next: { index, pass in pass.accepted < cap ? try child(group.children[index], in: container) : nil },
        fits: { candidate, pass in
          if let rest = fitting.clipped(candidate.slack.subtractingFromZero, strict: true) {
            try ended(rest, pass.accepted)
          }
          guard let rest = fitting.clipped(candidate.slack, strict: false) else { return false }
          fitting = rest
          return true
        },
        accepted: { _ in true })
    }
    var pieces: [(Interval, first: Int, second: Int?)] = []
    try pass(container: x, second: false, in: interval) { region, n in
      let second = FillRule.needsSecondPass(
        spacing: s, accepted: n, acceptedDependOnAxis: { group.children.prefix(n).contains { $0.fraction != nil } })
      guard second else {
        pieces.append((region, n, nil))
        return
      }
      let container = try FillRule.secondPassContainer(available: x, spacing: s, accepted: n)
      try pass(container: container, second: true, in: region) { pieces.append(($0, n, $1)) }
    }
    return pieces
  }

  @Test(arguments: seeds.prefix(100)) func forkingMatchesDoubleAtSampledLengths(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed &+ 500)
    for _ in 0..<5 {
      var group = Self.group(&generator)
      // Children that take no room fill the cap everywhere; the Double drivers stop them after a cycle instead.
      group.children.removeAll { $0.fraction == nil && $0.constant == .zero }
      guard !group.children.isEmpty else { continue }
      let pieces = try Self.forked(group, over: Interval(low: Rational(100), high: Rational(1000)))
      for step in 0..<60 {
        // 5/64 off the 1/8 grid of the needs: never on a boundary of the exact pieces.
        let sample = Rational(100) + Rational(Int64(step * 15)) + Rational(5, 64)!
        let holding = pieces.filter { $0.0.low < sample && sample < $0.0.high }
        try #require(holding.count == 1, "seed \(seed): \(group) at \(sample): \(holding.count) pieces")
        let expected = try Self.driven(group, available: sample.doubleValue)
        #expect(
          holding[0].first == expected.first && holding[0].second == expected.second,
          "seed \(seed): \(group) at \(sample)")
      }
    }
  }
}

extension FillRuleTests.Affine {
  /// `-self`: the fill fails where this is > 0.
  fileprivate var subtractingFromZero: Self { Self(a: -a, b: -b) }
}
