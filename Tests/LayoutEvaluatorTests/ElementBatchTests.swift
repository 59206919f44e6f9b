import LayoutIR
import Testing

@testable import LayoutEvaluator

/// `Evaluation.forEachBatch`: the streamed elements are exactly `allElements()` (or `elements(in:)` for a rect), in
/// order, in non-empty batches of at most `batchCapacity(size:)` elements, over golden cases, generated layouts
/// (fixed seeds) and batch boundaries.
@Suite("Batched element visits")
struct ElementBatchTests {
  /// The visited elements and the size of every batch.
  static func visit(_ evaluation: Evaluation, size: Int, in rect: Rect? = nil) -> (elements: [Element], sizes: [Int]) {
    var elements: [Element] = []
    var sizes: [Int] = []
    evaluation.forEachBatch(size: size, in: rect) { batch in
      elements.append(contentsOf: batch)
      sizes.append(batch.count)
    }
    return (elements, sizes)
  }

  /// Every batch size from 1 up to past the largest group, and the default.
  static func expectStreamsLikeAllElements(
    _ evaluation: Evaluation, rects: [Rect], _ label: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let all = evaluation.allElements()
    for size in [1, 2, 3, 5, 8, 64, Evaluation.defaultBatchSize] {
      let (elements, sizes) = visit(evaluation, size: size)
      #expect(elements == all, "\(label): batches of \(size) differ from allElements()", sourceLocation: sourceLocation)
      let capacity = evaluation.batchCapacity(size: size)
      #expect(
        sizes.allSatisfy { $0 > 0 && $0 <= capacity }, "\(label): batch sizes \(sizes) for capacity \(capacity)",
        sourceLocation: sourceLocation)
      for rect in rects {
        let expected = evaluation.elements(in: rect)
        #expect(
          visit(evaluation, size: size, in: rect).elements == expected, "\(label): batches of \(size) in \(rect)",
          sourceLocation: sourceLocation)
        #expect(expected == all.filter { $0.frame.intersects(rect) }, "\(label): elements(in: \(rect))")
      }
    }
  }

  @Test("golden cases, closed form and group by group", arguments: GoldenCase.names())
  func goldenCase(_ name: String) throws {
    let golden = try GoldenCase(named: name)
    let layout = try #require(golden.layout)
    let rects = [
      Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 100, y: 120, width: 50, height: 50),
      Rect(x: -50, y: -50, width: 2000, height: 5000), Rect(x: 0, y: 300, width: 390, height: 0),
    ]
    Self.expectStreamsLikeAllElements(try Evaluator.evaluate(layout, input: golden.input), rects: rects, name)
    var forced = golden.input
    forced.forceGroupByGroup = true
    Self.expectStreamsLikeAllElements(try Evaluator.evaluate(layout, input: forced), rects: rects, "\(name) forced")
  }

  @Test("generated layouts", arguments: Array(UInt64(1)...40))
  func generated(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 7000))
    let (layout, seedInput) = generator.layout()
    var input = EvaluationInput(
      viewport: Size(width: seedInput.width, height: seedInput.height), scale: seedInput.scale,
      itemCounts: seedInput.counts)
    var rects: [Rect] = []
    for _ in 0..<4 {
      rects.append(
        Rect(
          x: Double(generator.int(-100...1200)), y: Double(generator.int(-100...4000)),
          width: Double(generator.int(0...900)), height: Double(generator.int(0...1500))))
    }
    Self.expectStreamsLikeAllElements(try Evaluator.evaluate(layout, input: input), rects: rects, "seed \(seed)")
    // Measured cells put estimated sections on the group-by-group path, whose elements are stored, not computed.
    for (section, count) in seedInput.counts.enumerated() {
      for item in stride(from: 0, to: count, by: 3) {
        input.measuredSizes[ElementID(category: .cell, kind: nil, section: section, item: item)] = Size(
          width: Double(generator.int(10...200)), height: Double(generator.int(10...200)))
      }
    }
    Self.expectStreamsLikeAllElements(
      try Evaluator.evaluate(layout, input: input), rects: rects, "seed \(seed) measured")
  }

  /// A list (one cell per group) and a three-column grid (three per group) at N = B - 1, B and B + 1 elements.
  @Test("batch boundaries: N = batch size - 1, batch size, batch size + 1")
  func boundaries() throws {
    let list = IRLayout(
      name: "List", items: [IRItem(size: IRProperty(IRSize(width: .fractionalWidth(1), height: .absolute(44))))],
      groups: [
        IRGroup(
          axis: .horizontal, size: IRProperty(IRSize(width: .fractionalWidth(1), height: .absolute(44))),
          children: IRList([IRGuarded(.item(0))]))
      ],
      sections: [IRSection(root: IRProperty(0))])
    for size in [1, 16, Evaluation.defaultBatchSize] {
      for count in [size - 1, size, size + 1] {
        let evaluation = try Evaluator.evaluate(
          list, input: EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: [count]))
        let (elements, sizes) = Self.visit(evaluation, size: size)
        let expected = Array(repeating: size, count: count / size) + (count % size > 0 ? [count % size] : [])
        #expect(sizes == expected, "list of \(count) in batches of \(size)")
        #expect(elements == evaluation.allElements())
        #expect(elements.map(\.item) == Array(0..<count))
      }
    }
    // Three cells per group: batches hold whole groups, so a batch of 6 takes two groups and a batch of 4 one.
    let grid = IRLayout(
      name: "Grid",
      items: [IRItem(size: IRProperty(IRSize(width: .fractionalWidth(IRNumber(1, 3)!), height: .fractionalHeight(1))))],
      groups: [
        IRGroup(
          axis: .horizontal,
          size: IRProperty(IRSize(width: .fractionalWidth(1), height: .fractionalWidth(IRNumber(1, 3)!))),
          children: IRList([IRGuarded(.item(0))]))
      ],
      sections: [IRSection(root: IRProperty(0))])
    for (size, count, expected) in [
      (6, 5, [5]), (6, 6, [6]), (6, 7, [6, 1]), (4, 7, [3, 3, 1]), (1, 4, [3, 1]), (2, 3, [3]),
    ] {
      let evaluation = try Evaluator.evaluate(
        grid, input: EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: [count]))
      #expect(evaluation.batchCapacity(size: size) == max(size, 3))
      let (elements, sizes) = Self.visit(evaluation, size: size)
      #expect(sizes == expected, "grid of \(count) in batches of \(size)")
      #expect(elements == evaluation.allElements())
    }
  }

  /// The visitor holds one buffer: a million-item section streams in batches that never exceed the capacity, and
  /// every batch reuses the same storage, so memory does not grow with the item count.
  @Test("one reused buffer, whatever the count")
  func oneBuffer() throws {
    let golden = try GoldenCase(named: "nested-group-supplementary")
    let layout = try #require(golden.layout)
    var input = golden.input
    input.itemCounts = input.itemCounts.map { _ in 1_000_000 }
    let evaluation = try Evaluator.evaluate(layout, input: input)
    var addresses = Set<UnsafePointer<Element>>()
    var total = 0
    var largest = 0
    var last: Element?
    evaluation.forEachBatch { batch in
      addresses.insert(batch.baseAddress!)
      total += batch.count
      largest = max(largest, batch.count)
      last = batch.last
    }
    #expect(addresses.count == 1)
    #expect(total == evaluation.elementCount)
    #expect(largest <= evaluation.batchCapacity())
    let all = evaluation.allElements()
    #expect(last == all.last)
  }

  struct Stop: Error {}

  @Test("a throwing visitor stops the visit")
  func stopsEarly() throws {
    let golden = try GoldenCase(named: GoldenCase.names()[0])
    var input = golden.input
    input.itemCounts = input.itemCounts.map { _ in 10_000 }
    let evaluation = try Evaluator.evaluate(try #require(golden.layout), input: input)
    var batches = 0
    #expect(throws: Stop.self) {
      try evaluation.forEachBatch(size: 16) { _ in
        batches += 1
        throw Stop()
      }
    }
    #expect(batches == 1)
  }
}
