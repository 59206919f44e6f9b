import LayoutCompiler
import LayoutMotion
import LayoutTestSupport
import Testing

/// Properties of transitions over seeded random inputs (layouts with one-sided elements included): the ends are the
/// rest evaluations exactly, matching is a bijection on common keys, and every one-sided element fades exactly once.
@Suite("Transitions: properties")
struct TransitionPropertyTests {
  /// A layout whose variants differ in sizes, in groups, in a header and in a background, so that every kind of
  /// track occurs.
  static let variants = """
    layout Variants {
      param style: list | grid | cards = list
      item cell { size: 1w x 1h; insets: 2 }
      section {
        when style == list { vertical { size: 1w x 60; cell } }
        when style == grid { horizontal { size: 1w x 1/4w; cell * 4 } }
        when style == cards { horizontal { size: 1w x 1/2w; cell * 2 } }
        when style != grid { header "title" { size: 1w x 40 } }
        when style == cards { background "card" { insets: 0 8 } }
      }
      section { horizontal { size: 1w x 1/3w; cell * 3 } }
    }
    """

  struct Case: CustomStringConvertible {
    var from: String
    var to: String
    var items: [Int]
    var viewport: Size
    var offsetFraction: Double
    var anchor: TransitionAnchor
    var driver: MotionDriver
    var progress: Double

    var description: String {
      "\(from) -> \(to) \(items) \(viewport) \(offsetFraction) \(anchor) \(driver) \(progress)"
    }
  }

  /// 60 cases from a fixed seed.
  static let cases: [Case] = {
    var random = SeededGenerator(seed: 15)
    let styles = ["list", "grid", "cards"]
    return (0..<60).map { _ in
      Case(
        from: styles.randomElement(using: &random)!, to: styles.randomElement(using: &random)!,
        items: [Int.random(in: 0...40, using: &random), Int.random(in: 0...12, using: &random)],
        viewport: Size(
          width: Double(Int.random(in: 200...800, using: &random)),
          height: Double(Int.random(in: 200...900, using: &random))),
        offsetFraction: Double.random(in: 0...1, using: &random),
        anchor: TransitionAnchor.allCases.randomElement(using: &random)!,
        driver: MotionDriver.allCases.randomElement(using: &random)!,
        progress: Double.random(in: 0...1, using: &random))
    }
  }()

  static func motion(_ testCase: Case) throws -> TransitionMotion {
    let layout = try MotionFixtures.layout(variants)
    let start = try Evaluator.evaluate(
      layout,
      input: EvaluationInput(viewport: testCase.viewport, params: ["style": testCase.from], itemCounts: testCase.items))
    let end = try Evaluator.evaluate(
      layout,
      input: EvaluationInput(viewport: testCase.viewport, params: ["style": testCase.to], itemCounts: testCase.items))
    let range = max(0, start.contentSize.height - testCase.viewport.height)
    // A whole pixel, so that the offset is one a scroll view can have.
    let offset = Point(x: 0, y: (range * testCase.offsetFraction * 3).rounded(.down) / 3)
    return try TransitionMotion(
      from: start, to: end, viewport: testCase.viewport, offset: offset, anchor: testCase.anchor)
  }

  /// Every element of an evaluation by key.
  static func frames(_ evaluation: Evaluation) -> [ElementID: Rect] {
    Dictionary(uniqueKeysWithValues: evaluation.allElements().map { (evaluation.id(of: $0), $0.frame) })
  }

  static func id(_ motion: TransitionMotion, _ track: MotionTrack) -> ElementID {
    let path = track.reported
    return ElementID(
      category: track.category, kind: motion.kind(of: track), section: Int(path.section), item: Int(path.item))
  }

  /// M1.4: a track is a start set and an end set of attributes; MU5: the "card" background of one variant fades.
  @Test("M1.6: at progress 0 and 1 every frame and alpha is the rest evaluation's, bit for bit", arguments: cases)
  func endsAreRest(_ testCase: Case) throws {
    let motion = try Self.motion(testCase)
    let start = Self.frames(motion.from)
    let end = Self.frames(motion.to)
    let interpolator = MotionInterpolator(driver: testCase.driver, scale: 3)
    for track in MotionFixtures.tracks(motion) {
      let id = Self.id(motion, track)
      let first = interpolator.state(of: track, at: 0)
      let last = interpolator.state(of: track, at: 1)
      // One-sided elements sit where they are on their side, invisible on the other (T2.2).
      let restStart = start[id] ?? end[id]
      let restEnd = end[id] ?? start[id]
      #expect(first.frame == restStart, "\(id)")
      #expect(first.alpha == (start[id] == nil ? 0 : 1), "\(id)")
      #expect(last.frame == restEnd, "\(id)")
      #expect(last.alpha == (end[id] == nil ? 0 : 1), "\(id)")
      #expect(first.frame.y.bitPattern == restStart?.y.bitPattern)
    }
    #expect(motion.contentSize(at: 0, driver: .animated) == motion.from.contentSize)
    #expect(motion.contentSize(at: 1, driver: .animated) == motion.to.contentSize)
    #expect(motion.contentOffset(at: 0) == motion.startOffset && motion.contentOffset(at: 1) == motion.endOffset)
  }

  /// M1.1: the key is the `ElementID` (category, kind, section, item).
  @Test(
    "M1.2, T2.1, T2.2: one track per key; matched tracks are the common keys; one-sided ones fade once",
    arguments: cases)
  func bijection(_ testCase: Case) throws {
    let motion = try Self.motion(testCase)
    let start = Self.frames(motion.from)
    let end = Self.frames(motion.to)
    var seen: Set<ElementID> = []
    for track in MotionFixtures.tracks(motion) {
      let id = Self.id(motion, track)
      #expect(seen.insert(id).inserted, "\(id) reported twice")
      switch (start[id] != nil, end[id] != nil) {
      case (true, true):
        #expect(track.change == .static || track.change == .move)
        #expect(track.start == start[id] && track.end == end[id] && track.before == track.after)
      case (false, true): #expect(track.change == .appear && track.before == nil)
      case (true, false): #expect(track.change == .disappear && track.after == nil)
      case (false, false): Issue.record("\(id) is on neither side")
      }
      // Every value at the progress is finite (no NaN reaches the output).
      let state = MotionInterpolator(driver: testCase.driver, scale: 3).state(of: track, at: testCase.progress)
      let values = [state.frame.x, state.frame.y, state.frame.width, state.frame.height, state.alpha]
      #expect(values.allSatisfy { $0.isFinite })
      #expect(motion.track(for: id) == track)
    }
    #expect(seen == Set(start.keys).union(end.keys))
  }

  /// MU11: clamped along both axes.
  @Test("T3.3: the end offset lies in the end state's scroll range; T3.2: the reference is a visible cell")
  func offsets() throws {
    for testCase in Self.cases {
      let motion = try Self.motion(testCase)
      let maximum = max(0, motion.to.contentSize.height - testCase.viewport.height)
      #expect(motion.endOffset.y >= 0 && motion.endOffset.y <= maximum && motion.endOffset.x == 0)
      if let reference = motion.reference {
        let frame = try #require(motion.from.frame(of: MotionFixtures.cell(reference.section, reference.item)))
        #expect(frame.intersects(motion.startVisibleRect))
      }
    }
  }

  @Test("The rect query at a progress returns exactly the tracks whose frame there meets the rect", arguments: cases)
  func rectQuery(_ testCase: Case) throws {
    let motion = try Self.motion(testCase)
    let interpolator = MotionInterpolator(driver: testCase.driver, scale: 3)
    var random = SeededGenerator(seed: UInt64(testCase.items[0] * 1_000 + testCase.items[1]))
    let all = MotionFixtures.tracks(motion)
    // Both sections are closed-form on both sides: the query takes its arithmetic path, not the scan.
    #expect(testCase.items[0] == 0 || motion.from.cellBand(section: 0) != nil && motion.to.cellBand(section: 0) != nil)
    let height = max(motion.from.contentSize.height, motion.to.contentSize.height)
    for _ in 0..<8 {
      let rect = Rect(
        x: Double.random(in: -20...testCase.viewport.width, using: &random),
        y: Double.random(in: -50...(height + 50), using: &random),
        width: Double.random(in: 0...testCase.viewport.width, using: &random),
        height: Double.random(in: 0...testCase.viewport.height, using: &random))
      let expected = all.filter { interpolator.state(of: $0, at: testCase.progress).frame.intersects(rect) }
      let found = motion.tracks(in: rect, at: testCase.progress, interpolator: interpolator)
      #expect(Set(found.map(\.0)) == Set(expected), "\(rect)")
      #expect(found.count == expected.count, "\(rect)")
    }
  }

  @Test("MU19: a cell touching the viewport's edge is not visible, so it cannot be the reference")
  func touchingIsNotVisible() throws {
    // At offset 80 the list's item 0 (0, 0, 390, 80) touches the top edge; with 2 items only item 1 is visible.
    let layout = try MotionFixtures.layout(MotionFixtures.switcher)
    let motion = try MotionFixtures.transition(
      layout, from: ["style": "list"], to: ["style": "grid"], items: [2], viewport: Size(width: 390, height: 80),
      offset: Point(x: 0, y: 80), anchor: .first)
    #expect(motion.reference == TransitionReference(section: 0, item: 1, anchor: .first))
  }

  @Test("MU4: a tie for the nearest centre goes to the lowest index path")
  func tie() throws {
    // Two 100-point rows around the centre of a 200-point viewport: items 0 and 1 are equally near.
    let layout = try MotionFixtures.layout(
      """
      layout Rows {
        param style: short | tall = short
        item cell { size: 1w x 1h }
        section {
          when style == short { vertical { size: 1w x 100; cell } }
          when style == tall { vertical { size: 1w x 150; cell } }
        }
      }
      """)
    let motion = try MotionFixtures.transition(
      layout, from: ["style": "short"], to: ["style": "tall"], items: [4], viewport: Size(width: 100, height: 200))
    #expect(motion.reference == TransitionReference(section: 0, item: 0, anchor: .uikit))
  }
}
