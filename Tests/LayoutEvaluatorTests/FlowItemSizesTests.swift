import LayoutIR
import LayoutTestSupport
import Testing

@testable import LayoutEvaluator

/// Per-item sizes of flow sections (F2, F3, F5–F8, F15, F19): the rect query against a full scan on random sizes, and
/// every bad input refused with its section and item. The frames of the worked examples are golden cases
/// (`Cases/flow-item-sizes-*.json`).
@Suite("Flow sections with per-item sizes")
struct FlowItemSizesTests {
  /// Two flow sections of `flowLayout`'s kind, the first with a header of 44 and a footer of 20.
  static func twoSections() -> IRLayout {
    var layout = FlowIRTests.withBoundaries()
    layout.sections.append(WorkedExamplesTests.flowLayout(width: 100).sections[0])
    return layout
  }

  static func input(_ counts: [Int], _ sizes: [FlowItemSizes?]) -> EvaluationInput {
    var input = EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: counts)
    input.itemSizes = sizes
    return input
  }

  func error(_ layout: IRLayout, _ input: EvaluationInput) -> EvaluationError? {
    do {
      _ = try Evaluator.evaluate(layout, input: input)
      return nil
    } catch {
      return error as? EvaluationError
    }
  }

  @Test("F19: the rect query finds what a full scan finds, for random per-item sizes and rects (seeded)")
  func rectQueryAgreesWithScan() throws {
    var random = SeededGenerator(seed: 16_04)
    for round in 0..<40 {
      let counts = [Int.random(in: 0...300, using: &random), Int.random(in: 0...300, using: &random)]
      // Widths up to 420 so that some items are longer than the 358 points of a line (F15).
      let sizes: [FlowItemSizes?] = counts.map { count in
        .sizes(
          (0..<count).map { _ in
            Size(
              width: Double(Int.random(in: 1...420, using: &random)) / 3,
              height: Double(Int.random(in: 1...300, using: &random)) / 2)
          })
      }
      let evaluation = try Evaluator.evaluate(Self.twoSections(), input: Self.input(counts, sizes))
      let all = evaluation.allElements()
      #expect(all.count == counts[0] + counts[1] + 2)
      for _ in 0..<25 {
        let rect = Rect(
          x: Double.random(in: -50...400, using: &random),
          y: Double.random(in: -100...evaluation.contentSize.height + 100, using: &random),
          width: Double.random(in: 0...300, using: &random), height: Double.random(in: 0...900, using: &random))
        let scanned = Set(all.filter { $0.frame.intersects(rect) })
        let queried = evaluation.elements(in: rect)
        #expect(queried.count == Set(queried).count, "round \(round): an element twice")
        #expect(Set(queried) == scanned, "round \(round), rect \(rect)")
      }
    }
  }

  @Test("F5, F9: lines advance by their tallest item; every item lies inside the content, in item order by line")
  func linesStack() throws {
    var random = SeededGenerator(seed: 7)
    let count = 500
    let sizes = (0..<count).map { _ in
      Size(
        width: Double(Int.random(in: 10...200, using: &random)), height: Double(Int.random(in: 10...90, using: &random))
      )
    }
    let evaluation = try Evaluator.evaluate(
      WorkedExamplesTests.flowLayout(width: 100), input: Self.input([count], [.sizes(sizes)]))
    let cells = evaluation.allElements().filter { $0.category == .cell }.sorted { $0.item < $1.item }
    for (previous, next) in zip(cells, cells.dropFirst()) {
      // The next item is on the same line (to the right) or on a later line (below the whole line).
      #expect(next.frame.x > previous.frame.x || next.frame.y + next.frame.height / 2 > previous.frame.maxY)
    }
    #expect(cells.allSatisfy { $0.frame.maxY <= evaluation.contentSize.height })
    #expect(cells.allSatisfy { $0.frame.x >= 16 && $0.frame.maxX <= 374 + 1e-9 })
  }

  @Test("F2: wrong count, zero, negative, non-finite, a compositional section, too many sections: each an error")
  func badInputs() {
    let flow = WorkedExamplesTests.flowLayout(width: 100)
    let two = Size(width: 10, height: 10)
    #expect(error(flow, Self.input([3], [.sizes([two, two])])) == .itemSizeCount(section: 0, given: 2, items: 3))
    #expect(error(flow, Self.input([], [.sizes([two])])) == .itemSizeCount(section: 0, given: 1, items: 0))
    for bad in [
      Size(width: 0, height: 10), Size(width: 10, height: -1), Size(width: .nan, height: 1),
      Size(width: .infinity, height: 1), Size(width: 1, height: 2_000_000),
    ] {
      // Compared as text: NaN is not equal to itself.
      let refused = error(flow, Self.input([2], [.sizes([two, bad])])).map { "\($0)" }
      #expect(refused == "\(EvaluationError.invalidItemSize(section: 0, item: 1, bad))")
      let refusedRatio = error(flow, Self.input([2], [.aspects([bad, two])])).map { "\($0)" }
      #expect(refusedRatio == "\(EvaluationError.invalidItemSize(section: 0, item: 0, bad))")
    }
    #expect(error(gridLayout(), Self.input([1], [.sizes([two])])) == .itemSizesForCompositionalSection(section: 0))
    #expect(error(flow, Self.input([1], [nil, nil])) == .tooManyItemSizeSections(given: 2, layoutHas: 1))
    // A section given nil takes its flow size; an empty list matches an empty section.
    #expect(error(flow, Self.input([1], [nil])) == nil)
    #expect(error(flow, Self.input([0], [.sizes([])])) == nil)
  }

  @Test("F15: items longer than a line are counted, the first named; the fixed path reports its items too")
  func oversize() throws {
    let flow = WorkedExamplesTests.flowLayout(width: 100)
    let sizes = [Size(width: 50, height: 10), Size(width: 400, height: 10), Size(width: 500, height: 10)]
    let evaluation = try Evaluator.evaluate(flow, input: Self.input([3], [.sizes(sizes)]))
    #expect(
      evaluation.flowOversizeItems == [
        FlowOversize(section: 0, count: 2, firstItem: 1, firstLength: 400, available: 358)
      ])
    #expect(evaluation.flowOversizeItems[0].description.contains("2 items are wider than the 358 points a line has"))
    let wide = try Evaluator.evaluate(WorkedExamplesTests.flowLayout(width: 400), input: Self.input([2], []))
    #expect(wide.flowOversizeItems.map(\.count) == [2])
    let fits = try Evaluator.evaluate(flow, input: Self.input([2], []))
    #expect(fits.flowOversizeItems.isEmpty)
  }
}
