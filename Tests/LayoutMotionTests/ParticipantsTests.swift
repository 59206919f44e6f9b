import LayoutCompiler
import LayoutMotion
import LayoutTestSupport
import Testing

/// `participants(startingIn:endingIn:limit:)`, the two rect queries pictures of motion use (M2.3), against the whole
/// stream filtered by the same condition: the same tracks, each once, for transitions and for updates.
@Suite("Motion participants: two rect queries equal the filtered stream")
struct ParticipantsTests {
  /// A rect on each side: a random band along y (possibly empty of elements, possibly past the content).
  static func band(_ random: inout SeededGenerator, width: Double) -> Rect {
    Rect(
      x: 0, y: Double(Int.random(in: 0...1_500, using: &random)), width: width,
      height: Double(Int.random(in: 1...900, using: &random)))
  }

  static func expected(_ motion: any MotionEvaluation, start: Rect, end: Rect) -> [MotionTrack] {
    var kept: [MotionTrack] = []
    motion.forEachBatch(size: 5) { batch in
      for track in batch {
        // A start element meeting the start rect, or an end element meeting the end rect.
        if track.before != nil && track.start.intersects(start) || track.after != nil && track.end.intersects(end) {
          kept.append(track)
        }
      }
    }
    return kept
  }

  static func sameTracks(_ a: [MotionTrack], _ b: [MotionTrack]) -> Bool {
    a.count == b.count && Set(a) == Set(b)
  }

  @Test("M2.3: transitions", arguments: TransitionPropertyTests.cases.prefix(30))
  func transitions(_ testCase: TransitionPropertyTests.Case) throws {
    let motion = try TransitionPropertyTests.motion(testCase)
    var random = SeededGenerator(seed: UInt64(testCase.items[0] * 1_000 + testCase.items[1]))
    let start = Self.band(&random, width: testCase.viewport.width)
    let end = Self.band(&random, width: testCase.viewport.width)
    let found = motion.participants(startingIn: start, endingIn: end, limit: 100_000)
    #expect(found.omitted == 0)
    #expect(Self.sameTracks(found.tracks, Self.expected(motion, start: start, end: end)), "\(testCase)")
  }

  @Test("M2.3: batch updates", arguments: Array(UInt64(1)...40))
  func updates(_ seed: UInt64) throws {
    let scenario = UpdatePropertyTests.scenario(seed: seed)
    let layout = try MotionFixtures.layout(
      """
      layout Three {
        item cell { size: 1/3w x 1h; insets: 2 }
        section { horizontal { size: 1w x 1/3w; cell }; header "title" { size: 1w x 30 } }
        section { horizontal { size: 1w x 1/3w; cell } }
        section { horizontal { size: 1w x 1/3w; cell } }
      }
      """)
    let plan = try UpdatePlan(scenario.operations, oldCounts: scenario.oldCounts)
    let viewport = Size(width: 390, height: 300)
    let motion = try UpdateMotion(
      plan: plan,
      from: Evaluator.evaluate(layout, input: EvaluationInput(viewport: viewport, itemCounts: plan.oldCounts)),
      to: Evaluator.evaluate(layout, input: EvaluationInput(viewport: viewport, itemCounts: plan.newCounts)),
      viewport: viewport)
    var random = SeededGenerator(seed: seed)
    let start = Self.band(&random, width: 390)
    let end = Self.band(&random, width: 390)
    let found = motion.participants(startingIn: start, endingIn: end, limit: 100_000)
    #expect(Self.sameTracks(found.tracks, Self.expected(motion, start: start, end: end)), "\(scenario)")
  }

  @Test("M2.3: past the limit, tracks are counted, not kept")
  func limit() throws {
    let motion = try MotionFixtures.transition(
      try MotionFixtures.layout(MotionFixtures.grid), from: [:], to: [:], items: [60])
    let everything = Rect(x: 0, y: 0, width: 390, height: 10_000)
    let all = motion.participants(startingIn: everything, endingIn: everything, limit: 1_000)
    let some = motion.participants(startingIn: everything, endingIn: everything, limit: 7)
    #expect(all.tracks.count == 60 && all.omitted == 0)
    #expect(some.tracks == Array(all.tracks.prefix(7)) && some.omitted == 53)
  }
}
