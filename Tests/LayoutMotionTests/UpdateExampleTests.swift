import LayoutCompiler
import LayoutMotion
import Testing

/// Worked example (c) of motion.md §8 and the section rules of B2.2, number for number.
@Suite("Batch updates: motion.md's worked example (c) and section operations")
struct UpdateExampleTests {
  static func update(
    _ operations: [UpdateOperation], items: [Int], itemsAfter: [Int]? = nil, layout text: String = MotionFixtures.grid
  ) throws -> UpdateMotion {
    let layout = try MotionFixtures.layout(text)
    let plan = try UpdatePlan(operations, oldCounts: items, itemsAfter: itemsAfter)
    let before = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: MotionFixtures.phone, itemCounts: plan.oldCounts))
    let after = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: MotionFixtures.phone, itemCounts: plan.newCounts))
    return try UpdateMotion(plan: plan, from: before, to: after, viewport: MotionFixtures.phone)
  }

  static func path(_ section: Int32, _ item: Int32) -> MotionIndexPath { MotionIndexPath(section: section, item: item) }

  @Test("(c) delete 0:1; insert 0:4; move 0:6 -> 0:0 at p = 0.5: B2.1 mapping, B3.2 tracks, B3.4 offset kept")
  func gridUpdate() throws {
    let motion = try Self.update(
      [.delete(Self.path(0, 1)), .insert(Self.path(0, 4)), .move(Self.path(0, 6), to: Self.path(0, 0))], items: [7])
    #expect(motion.plan.newCounts == [7])
    #expect(motion.endOffset == Point(x: 0, y: 0))
    let cell = { (i: Int) in Rect(x: Double(130 * (i % 3) + 2), y: Double(130 * (i / 3) + 2), width: 126, height: 126) }
    // (before, after, change, frame at 0.5) per row of the table.
    let expected: [(Int32?, Int32?, MotionChange, Rect, Double)] = [
      (6, 0, .move, Rect(x: 2, y: 132, width: 126, height: 126), 1),
      (0, 1, .move, Rect(x: 67, y: 2, width: 126, height: 126), 1),
      (1, nil, .delete, cell(1), 0.5),
      (2, 2, .static, cell(2), 1),
      (3, 3, .static, cell(3), 1),
      (nil, 4, .insert, cell(4), 0.5),
      (4, 5, .move, Rect(x: 197, y: 132, width: 126, height: 126), 1),
      (5, 6, .move, Rect(x: 132, y: 197, width: 126, height: 126), 1),
    ]
    let tracks = MotionTrackList(motion)
    #expect(tracks.all.count == expected.count)
    let interpolator = MotionInterpolator(driver: .animated, scale: 3)
    for (before, after, change, frame, alpha) in expected {
      let track = try #require(
        tracks.all.first { $0.before?.item == before && $0.after?.item == after }, "\(String(describing: before))")
      #expect(track.change == change)
      if let before { #expect(track.start == cell(Int(before))) }
      if let after { #expect(track.end == cell(Int(after))) }
      #expect(interpolator.state(of: track, at: 0.5) == MotionState(frame: frame, alpha: alpha))
    }
    let inserted = try #require(tracks.all.first { $0.change == .insert })
    // MU10: an insert starts at alpha 0 (UIKit's decompiled default, not Apple's "nil").
    #expect(inserted.startAlpha == 0 && inserted.endAlpha == 1 && inserted.rule == .updateInsert)
    // The time curve of C2 (p = 0.129162 at t = 0.075 s): a0's x and a1's alpha at that progress.
    let a0 = try #require(tracks.all.first { $0.before?.item == 0 })
    let a1 = try #require(tracks.all.first { $0.change == .delete })
    #expect(abs(interpolator.state(of: a0, at: 0.129162).frame.x - 18.791) < 0.001)
    #expect(abs(interpolator.state(of: a1, at: 0.129162).alpha - 0.870838) < 1e-9)
  }

  @Test("B2.2: a deleted section's items and header fade out; an inserted one's fade in (B3.2); MU15, MU17")
  func sections() throws {
    let layout = """
      layout Sections {
        item cell { size: 1w x 44 }
        section { header "title" { size: 1w x 30 }; vertical { size: 1w x 44; cell } }
        section { header "title" { size: 1w x 30 }; vertical { size: 1w x 44; cell } }
        section { header "title" { size: 1w x 30 }; vertical { size: 1w x 44; cell } }
      }
      """
    let motion = try Self.update(
      [.deleteSection(0), .delete(Self.path(0, 1)), .insertSection(1)], items: [2, 3], itemsAfter: [3, 4],
      layout: layout)
    let tracks = MotionTrackList(motion).all
    #expect(motion.plan.newCounts == [3, 4])
    #expect(tracks.filter { $0.change == .delete }.count == 2)
    #expect(tracks.filter { $0.change == .disappear && $0.category == .boundary }.count == 1)
    #expect(tracks.filter { $0.change == .insert }.count == 4)
    #expect(tracks.filter { $0.change == .appear && $0.category == .boundary }.count == 1)
    // Old section 1 is new section 0: its three cells and header slide up. The layout's third section lies beyond
    // the data on both sides (MU17) and keeps its index; its header slides down below the inserted section.
    let survivors = tracks.filter { $0.rule == .updateSurvivor }
    #expect(survivors.filter { $0.before?.section == 1 && $0.after?.section == 0 }.count == 4)
    #expect(survivors.filter { $0.before?.section == 2 && $0.after?.section == 2 }.map(\.category) == [.boundary])
    #expect(survivors.count == 5)
  }

  @Test("B3.4 (MU7), B3.3, MU6: deleting the last row of a scrolled-to-the-end grid clamps the offset; survivors slide")
  func offsetClamp() throws {
    // 30 cells in rows of 130: content 1300, scrolled to the end (456). Deleting the last three shortens it to 1170.
    let layout = try MotionFixtures.layout(MotionFixtures.grid)
    let plan = try UpdatePlan(
      (27...29).map { .delete(Self.path(0, $0)) } + [.move(Self.path(0, 26), to: Self.path(0, 0))], oldCounts: [30])
    let before = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: MotionFixtures.phone, itemCounts: [30]))
    let after = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: MotionFixtures.phone, itemCounts: plan.newCounts))
    let motion = try UpdateMotion(
      plan: plan, from: before, to: after, viewport: MotionFixtures.phone, offset: Point(x: 0, y: 456))
    #expect(motion.endOffset == Point(x: 0, y: 326))
    #expect(motion.contentOffset(at: 0.5) == Point(x: 0, y: 391))
    let tracks = MotionTrackList(motion).all
    // MU6: item 26 slides from the bottom to the top, across the viewport's edge, and is animated (B3.3: the union
    // of its frames meets the visible rect after).
    let moved = try #require(tracks.first { $0.before == Self.path(0, 26) })
    #expect(moved.after == Self.path(0, 0) && moved.isAnimated && moved.startAlpha == 1)
    // Item 0 of the old grid (now 0:1) lies above the visible rect after at both ends: not animated.
    let top = try #require(tracks.first { $0.before == Self.path(0, 0) })
    #expect(top.isAnimated == false)
  }

  @Test("B3.7: --update with a variant change: survivors slide and resize, a one-sided header fades")
  func variantChange() throws {
    let layout = try MotionFixtures.example("Photos")
    let plan = try UpdatePlan([.delete(Self.path(0, 1)), .delete(Self.path(0, 2))], oldCounts: [8])
    let before = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: MotionFixtures.phone, params: ["mode": "allPhotos"], itemCounts: [8]))
    let after = try Evaluator.evaluate(
      layout, input: EvaluationInput(viewport: MotionFixtures.phone, params: ["mode": "monthSummary"], itemCounts: [6]))
    let tracks = MotionTrackList(
      try UpdateMotion(plan: plan, from: before, to: after, viewport: MotionFixtures.phone)
    ).all
    #expect(tracks.filter { $0.change == .delete }.count == 2)
    let header = try #require(tracks.first { $0.category == .boundary })
    #expect(header.change == .appear && header.rule == .updateAppear && header.startAlpha == 0)
    let large = try #require(tracks.first { $0.before == Self.path(0, 0) })
    #expect(large.start == Rect(x: 2, y: 2, width: 386, height: 386))
    #expect(large.end == Rect(x: 16, y: 46, width: 358, height: 308))
  }

  @Test("B1.2, MU14: a reload is a delete plus an insert at the same index, both halves flagged")
  func reload() throws {
    let motion = try Self.update([.reload(Self.path(0, 2))], items: [5])
    let halves = MotionTrackList(motion).all.filter(\.isReload)
    #expect(halves.map(\.change).sorted { $0.rawValue < $1.rawValue } == [.delete, .insert])
    #expect(halves.allSatisfy { ($0.before ?? $0.after) == Self.path(0, 2) })
  }

  @Test("B2.3, MU14: a reload keeps its section's count, with or without --items-after")
  func reloadKeepsTheCount() throws {
    let plan = try UpdatePlan([.reload(Self.path(2, 1))], oldCounts: [3, 3, 3])
    #expect(plan.newCounts == [3, 3, 3])
    let checked = try UpdatePlan([.reload(Self.path(2, 1))], oldCounts: [3, 3, 3], itemsAfter: [3, 3, 3])
    #expect(checked.newCounts == [3, 3, 3])
    let mixed = try UpdatePlan(
      [.reload(Self.path(0, 0)), .delete(Self.path(0, 2)), .insert(Self.path(0, 3))], oldCounts: [5],
      itemsAfter: [5])
    #expect(mixed.newCounts == [5])
    #expect(throws: UpdateError.self) {
      try UpdatePlan([.reload(Self.path(0, 1))], oldCounts: [3], itemsAfter: [2])
    }
  }
}

/// Every track of a motion, in output order.
struct MotionTrackList {
  var all: [MotionTrack] = []

  init(_ motion: some MotionEvaluation) {
    var all: [MotionTrack] = []
    motion.forEachBatch(size: 5) { all.append(contentsOf: $0) }
    self.all = all
  }
}
