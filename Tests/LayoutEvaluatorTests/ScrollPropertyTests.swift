import LayoutIR
import Testing

@testable import LayoutEvaluator

/// Frames at a scroll position (S1, S2, S3, S5, S6, S7) over generated layouts, fixed seeds: the post-pass agrees
/// with a brute-force pass over every element, leaves the rest frames alone where nothing scrolls, keeps pinned
/// items in their sections; settling stays in range.
@Suite("Scroll positions over generated layouts (fixed seeds)")
struct ScrollPropertyTests {
  static let seeds: [UInt64] = Array(1...40)

  /// A random position: offsets in and past the content (rubber-band positions are evaluated too, SD7), and a
  /// random offset for each orthogonal row.
  static func position(
    _ evaluation: Evaluation, _ generator: inout LayoutGenerator
  ) -> ScrollPosition {
    var position = ScrollPosition(
      contentOffset: Point(
        x: Double(generator.int(-50...Int(evaluation.contentSize.width) + 50)),
        y: Double(generator.int(-50...Int(evaluation.contentSize.height) + 50))))
    for section in 0..<evaluation.sectionCount where evaluation.rowOffsetRange(ofSection: section) != nil {
      position.sectionOffsets[section] = Double(generator.int(-40...900)) / 3
    }
    return position
  }

  /// Every element with its frame at `position`, computed the slow way: each element of `allElements()` moved by
  /// its section's row offset (S6) or clamped (S5), none skipped.
  static func bruteForce(_ evaluation: Evaluation, at position: ScrollPosition) -> [Element] {
    let visible = evaluation.visibleRect(at: position)
    return evaluation.allElements().map { element in
      let plan = evaluation.sections[element.section]
      var moved = element
      if let row = plan.scrolling.row, element.category == .cell || element.category == .supplementary {
        moved.frame = element.frame.offset(row.axis, by: -(position.sectionOffsets[element.section] ?? 0))
      }
      if element.category == .boundary && element.isPinned, let slot = plan.boundaries.firstIndex(of: element) {
        moved = plan.pinned(
          element, edges: plan.scrolling.pinEdges[slot], visible: visible, contentSize: evaluation.contentSize,
          grid: evaluation.grid)
      }
      return moved
    }
  }

  /// S2, S3, S5, S6: the query at a position returns exactly the elements whose final frames meet the rect, in
  /// `allElements()` order, for the visible rect and for arbitrary rects.
  @Test("the query at a position equals a full scan after the post-pass (S2, S6)", arguments: seeds)
  func queryMatchesBruteForce(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 7000))
    let (layout, inputSeed) = generator.layout()
    let evaluation = try Evaluator.evaluate(
      layout,
      input: EvaluationInput(
        viewport: Size(width: inputSeed.width, height: inputSeed.height), scale: inputSeed.scale,
        itemCounts: inputSeed.counts))
    for _ in 0..<8 {
      let position = Self.position(evaluation, &generator)
      try evaluation.check(position)
      let all = Self.bruteForce(evaluation, at: position)
      let visible = evaluation.visibleRect(at: position)
      #expect(evaluation.elements(at: position) == all.filter { $0.frame.intersects(visible) }, "seed \(seed)")
      let rect = Rect(
        x: Double(generator.int(-100...1200)), y: Double(generator.int(-100...4000)),
        width: Double(generator.int(1...900)), height: Double(generator.int(1...1500)))
      #expect(evaluation.elements(at: position, in: rect) == all.filter { $0.frame.intersects(rect) }, "seed \(seed)")
    }
  }

  /// S3: at offset 0 with every row at rest, every element that is not pinned has its rest frame, and the query
  /// returns the same unpinned elements as the rest query of the same rect.
  @Test("at offset 0 unpinned frames are the rest frames (S3)", arguments: seeds)
  func zeroOffsetIsRest(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 8000))
    let (layout, inputSeed) = generator.layout()
    let evaluation = try Evaluator.evaluate(
      layout,
      input: EvaluationInput(
        viewport: Size(width: inputSeed.width, height: inputSeed.height), scale: inputSeed.scale,
        itemCounts: inputSeed.counts))
    let everything = Rect(x: -1e6, y: -1e6, width: 4e6, height: 4e6)
    let atZero = evaluation.elements(at: .zero, in: everything).filter { !$0.isPinned }
    #expect(atZero == evaluation.allElements().filter { !$0.isPinned }, "seed \(seed)")
    let visible = evaluation.visibleRect(at: .zero)
    #expect(
      evaluation.elements(at: .zero).filter { !$0.isPinned }
        == evaluation.elements(in: visible).filter { !$0.isPinned }, "seed \(seed)")
  }

  /// S5, SD5, SD6: a pinned boundary item that starts inside its section's band stays inside it at every position;
  /// its size never changes; its z is raised exactly when it moved.
  @Test("pinned items stay in their sections (S5, SD5, SD6)", arguments: seeds)
  func pinnedStaysInSection(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 9000))
    let (layout, inputSeed) = generator.layout()
    let evaluation = try Evaluator.evaluate(
      layout,
      input: EvaluationInput(
        viewport: Size(width: inputSeed.width, height: inputSeed.height), scale: inputSeed.scale,
        itemCounts: inputSeed.counts))
    let rest = Dictionary(
      evaluation.allElements().filter(\.isPinned).map { (evaluation.id(of: $0), $0) }, uniquingKeysWith: { a, _ in a })
    let everything = Rect(x: -1e6, y: -1e6, width: 4e6, height: 4e6)
    for _ in 0..<10 {
      let position = Self.position(evaluation, &generator)
      for element in evaluation.elements(at: position, in: everything) where element.isPinned {
        let before = try #require(rest[evaluation.id(of: element)])
        let band = evaluation.sectionRect(element.section)
        let axis = evaluation.sections[element.section].layoutAxis
        let inside = { (frame: Rect) in
          frame.origin(axis) >= band.origin(axis) - 1e-9 && frame.end(axis) <= band.end(axis) + 1e-9
        }
        if inside(before.frame) && before.frame.length(axis) <= band.length(axis) {
          #expect(inside(element.frame), "seed \(seed): \(element.frame) leaves \(band)")
        }
        #expect(element.frame.width == before.frame.width && element.frame.height == before.frame.height)
        let moved = element.frame != before.frame
        #expect(element.zIndex == (moved ? before.zIndex + 1_000_000_000 : before.zIndex), "seed \(seed)")
      }
    }
  }

  /// S7: a settle target is always within the row's range (or the view's), whatever the start and velocity, and a
  /// fling of zero velocity from a target stays there for the paging behaviours.
  @Test("settling stays in range and rests on its own targets (S7, SD8)", arguments: seeds)
  func settleInRange(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 10000))
    let (layout, inputSeed) = generator.layout()
    let evaluation = try Evaluator.evaluate(
      layout,
      input: EvaluationInput(
        viewport: Size(width: inputSeed.width, height: inputSeed.height), scale: inputSeed.scale,
        itemCounts: inputSeed.counts))
    for section in [nil] + (0..<evaluation.sectionCount).map(Optional.some) {
      let range: ClosedRange<Double>
      if let section {
        guard let rowRange = evaluation.rowOffsetRange(ofSection: section) else {
          #expect(throws: ScrollError.sectionDoesNotScroll(section)) {
            try evaluation.settle(section: section, from: 0, velocity: 0)
          }
          continue
        }
        range = rowRange
      } else {
        range = 0...Double.greatestFiniteMagnitude
      }
      for _ in 0..<10 {
        let from = Double(generator.int(-200...3000))
        let velocity = Double(generator.int(-3000...3000))
        let target = try evaluation.settle(section: section, from: from, velocity: velocity)
        #expect(range.contains(target), "seed \(seed): \(target) outside \(range)")
        if let section, evaluation.sections[section].scrolling.row?.behavior != .continuous {
          #expect(try evaluation.settle(section: section, from: target, velocity: 0) == target, "seed \(seed)")
        }
      }
    }
  }
}
