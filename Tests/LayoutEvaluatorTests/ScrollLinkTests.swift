import LayoutIR
import LayoutTestSupport
import Testing

@testable import LayoutEvaluator

/// The link between two scroll views (L1, L2, SD11) as `ScrollLink` computes it: the leader's page, the follower's
/// focus and offset, and back; hand-computed cases from the ScrollingAlbum seed's pager (pitch 375, four photos) and
/// a plain strip (pitch 32), then a round trip over fixed seeds.
@Suite struct ScrollLinkTests {
  struct PageCase: CustomTestStringConvertible, Sendable {
    var rules: String
    var position: Double
    var pitch: Double
    var count: Int
    var item: Int
    var progress: Double
    var testDescription: String { "\(rules): X = \(position), M = \(pitch), N = \(count)" }
  }

  static let pages: [PageCase] = [
    PageCase(rules: "L1", position: 0, pitch: 375, count: 4, item: 0, progress: 0),
    PageCase(rules: "L1", position: 150, pitch: 375, count: 4, item: 0, progress: 0.4),
    PageCase(rules: "L1", position: 375, pitch: 375, count: 4, item: 1, progress: 0),
    // Bouncing before the first page: a negative progress on item 0.
    PageCase(rules: "L1", position: -75, pitch: 375, count: 4, item: 0, progress: -0.2),
    // SD11: on the last item the progress is 0, however far past it.
    PageCase(rules: "L1 SD11", position: 1200, pitch: 375, count: 4, item: 3, progress: 0),
    PageCase(rules: "L1 SD11", position: 1e15, pitch: 375, count: 4, item: 3, progress: 0),
    // Nothing to follow: no items, or a pitch of 0.
    PageCase(rules: "L1", position: 150, pitch: 375, count: 0, item: 0, progress: 0),
    PageCase(rules: "L1", position: 150, pitch: 0, count: 4, item: 0, progress: 0),
  ]

  @Test(arguments: pages)
  func leaderPage(_ testCase: PageCase) {
    let page = ScrollLink.leaderPage(at: testCase.position, pitch: testCase.pitch, itemCount: testCase.count)
    #expect(page.item == testCase.item)
    #expect(abs(page.progress - testCase.progress) < 1e-12, "\(page.progress)")
  }

  /// L1: the follower focuses (c, f) while f is not negative, item 0 at rest while the leader bounces.
  @Test func followerFocus() {
    #expect(ScrollLink.followerFocus(item: 2, progress: 0.4) == ScrollFocus(item: 2, progress: 0.4))
    #expect(ScrollLink.followerFocus(item: 0, progress: -0.2) == .first)
  }

  /// L2: the follower's item holds the centre of its inset-adjusted offset, kept between 0 and N - 1.
  @Test(arguments: [
    (47.0, 0.0, 1), (48.0, 0.0, 2), (-100.0, 0.0, 0), (1e15, 0.0, 3), (-16.0, 0.0, 0), (0.0, 136.5, 4 - 1),
    (-136.5, 136.5, 0),
  ])
  func followerItem(offset: Double, inset: Double, item: Int) {
    #expect(ScrollLink.followerItem(at: offset, inset: inset, pitch: 32, itemCount: 4) == item)
  }

  /// L1 then L2 (fixed seeds): a follower at the offset L1 gives for a leader at rest on page c rests on item c
  /// again, whatever the two pitches, so the views agree on the current item in both directions.
  @Test(arguments: Array(UInt64(1)...20))
  func wholePagesRoundTrip(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...50, using: &random)
    let leaderPitch = Double(Int.random(in: 1...1000, using: &random))
    let followerPitch = Double(Int.random(in: 1...200, using: &random))
    let flow = IRFlow(
      itemSize: IRProperty(IRFlowSize(width: num(Int64(followerPitch)), height: 48)), lineSpacing: IRProperty(0))
    let layout = IRLayout(
      name: "Strip", scrollDirection: .horizontal, items: [], groups: [], sections: [IRSection(flow: flow)])
    #expect(
      try ScrollLink.pitch(
        of: layout, input: EvaluationInput(viewport: Size(width: 375, height: 48), itemCounts: [count]))
        == followerPitch)
    let strip = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: Size(width: 375, height: 48), itemCounts: [count]))
    for page in 0..<count {
      let (item, progress) = ScrollLink.leaderPage(
        at: leaderPitch * Double(page), pitch: leaderPitch, itemCount: count)
      #expect(item == page && progress == 0)
      let offset = ScrollLink.followerOffset(
        item: item, progress: progress, pitch: followerPitch, follower: strip, direction: .horizontal)
      let back = ScrollLink.followerItem(at: offset, inset: strip.contentInset, pitch: followerPitch, itemCount: count)
      #expect(back == page, "seed \(seed): page \(page) of \(count) came back as \(back)")
    }
  }
}
