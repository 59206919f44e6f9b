import Foundation
import LayoutIR
import Testing

@testable import LayoutEvaluator

/// `LayoutEngine` answers UIKit's questions with the evaluator's frames: every golden case through its query
/// methods, rect queries against a filter of all elements, the invalidation rule, data changes and bad input.
@Suite("Layout engine")
struct LayoutEngineTests {
  /// An engine built the way an app builds one: from the IR's JSON bytes.
  static func engine(_ document: IRDocument, _ name: String) throws -> LayoutEngine {
    try LayoutEngine(json: try document.encoded(), layoutName: name)
  }

  @Test("every golden case through the engine's queries gives the evaluator's frames", arguments: GoldenCase.names())
  func goldenCase(_ name: String) throws {
    let golden = try GoldenCase(named: name)
    let layout = try #require(golden.layout)
    var engine = try Self.engine(golden.document, layout.name)
    let evaluation: Evaluation
    do {
      evaluation = try Evaluator.evaluate(layout, input: golden.input)
    } catch let error as EvaluationError {
      #expect(throws: LayoutEngineError.evaluation(error)) { try engine.prepare(golden.input) }
      return
    }
    try engine.prepare(golden.input)
    #expect(engine.contentSize == evaluation.contentSize, "\(name): content size")
    let all = evaluation.allElements()
    for element in all {
      let id = evaluation.id(of: element)
      let answer: Element?
      switch element.category {
      case .cell: answer = engine.item(section: id.section, item: id.item)
      case .decoration: answer = engine.decoration(kind: id.kind ?? "", section: id.section, index: id.item)
      case .supplementary, .boundary:
        // UIKit has one supplementary namespace: an item supplementary of the same kind and index path wins.
        var shadowing = id
        shadowing.category = .supplementary
        let expected = evaluation.element(for: shadowing) ?? element
        answer = engine.supplementary(kind: id.kind ?? "", section: id.section, item: id.item)
        #expect(answer == expected, "\(name): \(id)")
        continue
      }
      #expect(answer == element, "\(name): \(id)")
      #expect(engine.kind(of: element) == id.kind)
    }
    // Rect queries: the viewport at the start, a band through the middle, the whole content, and past the end.
    let content = evaluation.contentSize
    let viewport = golden.input.viewport
    let rects = [
      Rect(x: 0, y: 0, width: viewport.width, height: viewport.height),
      Rect(x: content.width / 4, y: content.height / 3, width: content.width / 2, height: content.height / 3),
      Rect(x: -1, y: -1, width: content.width + 2, height: content.height + 2),
      Rect(x: content.width + 10, y: content.height + 10, width: 100, height: 100),
    ]
    for rect in rects {
      #expect(engine.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "\(name): elements in \(rect)")
    }
  }

  /// Two 90-point cells a row, in rows 100 points tall, or 200 when the viewport is at least 600 points high.
  static func heightSwitch() -> IRDocument {
    let tall = IRCondition.viewport(.height, .greaterOrEqual, num(600))
    let rowSize = IRProperty(assignments: [
      IRGuarded(IRSize(width: fw(1), height: abs(100))), IRGuarded(IRSize(width: fw(1), height: abs(200)), when: tall),
    ])
    let row = IRGroup(axis: .horizontal, size: rowSize, children: IRList([IRGuarded(.item(0))]), count: IRProperty(2))
    return IRDocument(layouts: [
      IRLayout(name: "Rows", items: [item(fw(1, 2), abs(90))], groups: [row], sections: [section(root: 0)])
    ])
  }

  @Test("scrolling never invalidates; a resize does across the scroll axis, and along it when a threshold is crossed")
  func invalidation() throws {
    var engine = try Self.engine(Self.heightSwitch(), "Rows")
    #expect(engine.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 390, height: 500)), "nothing prepared")
    try engine.prepare(boundsSize: Size(width: 390, height: 500), scale: 3, itemCounts: [10])
    // Scrolling: same size, any origin.
    #expect(!engine.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 390, height: 500)))
    #expect(!engine.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 4_000, width: 390, height: 500)))
    // Across the scroll axis: the columns are fractions of the width.
    #expect(engine.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 400, height: 500)))
    let narrow = try #require(engine.item(section: 0, item: 1))
    // Along it: `when height >= 600` crossed, so the rows grow.
    #expect(engine.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 120, width: 390, height: 700)))
    var wide = engine
    try wide.prepare(boundsSize: Size(width: 400, height: 500), scale: 3, itemCounts: [10])
    #expect(wide.item(section: 0, item: 1)?.frame != narrow.frame)
    var tall = engine
    try tall.prepare(boundsSize: Size(width: 390, height: 700), scale: 3, itemCounts: [10])
    #expect(tall.item(section: 0, item: 2)?.frame.y == 200)
    #expect(engine.item(section: 0, item: 2)?.frame.y == 100)
    #expect(!tall.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 50, width: 390, height: 700)))
    // Along it, on the same side of the threshold: nothing reads the height, so nothing moves.
    #expect(!engine.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 390, height: 599)))
    #expect(!tall.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 390, height: 600)))
    #expect(tall.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 390, height: 599.5)))
    var shorter = engine
    try shorter.prepare(boundsSize: Size(width: 390, height: 599), scale: 3, itemCounts: [10])
    let everything = Rect(x: 0, y: 0, width: 390, height: 10_000)
    #expect(shorter.elements(in: everything) == engine.elements(in: everything))
    #expect(shorter.contentSize == engine.contentSize)
  }

  @Test("a horizontal layout swaps the axes, and a fraction of the scroll-axis length invalidates every resize")
  func invalidationAlongFractions() throws {
    // Columns half the viewport's width wide, in a layout scrolling horizontally: the width is along the scroll axis.
    let column = IRGroup(
      axis: .vertical, size: size(fw(1, 2), fh(1)), children: IRList([IRGuarded(.item(0))]), count: IRProperty(3))
    let document = IRDocument(layouts: [
      IRLayout(
        name: "Columns", scrollDirection: .horizontal, items: [item(fw(1), abs(80))], groups: [column],
        sections: [section(root: 0)])
    ])
    var engine = try Self.engine(document, "Columns")
    try engine.prepare(boundsSize: Size(width: 390, height: 500), scale: 3, itemCounts: [9])
    #expect(!engine.shouldInvalidate(forBoundsChange: Rect(x: 700, y: 0, width: 390, height: 500)))
    #expect(engine.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 390, height: 501)), "across")
    #expect(engine.shouldInvalidate(forBoundsChange: Rect(x: 0, y: 0, width: 400, height: 500)), "along")
    var wider = engine
    try wider.prepare(boundsSize: Size(width: 400, height: 500), scale: 3, itemCounts: [9])
    #expect(wider.item(section: 0, item: 3)?.frame.x == 200)
    #expect(engine.item(section: 0, item: 3)?.frame.x == 195)
  }

  @Test("a data change lays out again with the prepared bounds, as a fresh prepare would")
  func dataChange() throws {
    var engine = try Self.engine(Self.heightSwitch(), "Rows")
    #expect(throws: LayoutEngineError.notPrepared) { try engine.itemCountsDidChange([4]) }
    try engine.prepare(
      boundsSize: Size(width: 390, height: 500), scale: 2, itemCounts: [10],
      measuredSizes: [ElementID(category: .cell, kind: nil, section: 0, item: 8): Size(width: 10, height: 10)])
    #expect(engine.item(section: 0, item: 9) != nil)
    try engine.itemCountsDidChange([4])
    #expect(engine.item(section: 0, item: 4) == nil)
    #expect(engine.preparedInput?.measuredSizes.isEmpty == true, "item 8 no longer exists")
    var fresh = try Self.engine(Self.heightSwitch(), "Rows")
    try fresh.prepare(boundsSize: Size(width: 390, height: 500), scale: 2, itemCounts: [4])
    #expect(engine.contentSize == fresh.contentSize)
    let everything = Rect(x: 0, y: 0, width: 390, height: 10_000)
    #expect(engine.elements(in: everything) == fresh.elements(in: everything))
    #expect(engine.elements(in: everything).count == 4)
  }

  @Test("bad input gives typed errors, and a failed prepare keeps the previous one")
  func badInput() throws {
    let document = Self.heightSwitch()
    #expect(throws: LayoutEngineError.unknownLayout(name: "Grid", available: ["Rows"])) {
      try Self.engine(document, "Grid")
    }
    #expect(throws: LayoutEngineError.invalidDocument(.wrongFormat("other"))) {
      try LayoutEngine(json: Data(#"{"format": "other", "version": 1, "layouts": []}"#.utf8), layoutName: "Rows")
    }
    for bytes in ["", "{", "[1, 2]", #"{"format": "layoutc-ir", "version": 1, "layouts": [{"name": 3}]}"#] {
      #expect(throws: LayoutEngineError.self) { try LayoutEngine(json: Data(bytes.utf8), layoutName: "Rows") }
    }
    var engine = try Self.engine(document, "Rows")
    // Queries before any prepare answer nothing.
    #expect(engine.contentSize == Size(width: 0, height: 0))
    #expect(engine.elements(in: Rect(x: 0, y: 0, width: 100, height: 100)).isEmpty)
    #expect(engine.item(section: 0, item: 0) == nil)
    try engine.prepare(boundsSize: Size(width: 390, height: 500), scale: 3, itemCounts: [6])
    let before = engine.contentSize
    let refused: [(EvaluationInput, LayoutEngineError)] = [
      (
        EvaluationInput(viewport: Size(width: 390, height: 500), itemCounts: [-1]),
        .evaluation(.invalidItemCount(section: 0, count: -1))
      ),
      (
        EvaluationInput(viewport: Size(width: 390, height: 500), itemCounts: [Int(Int32.max) + 1]),
        .evaluation(.invalidItemCount(section: 0, count: Int(Int32.max) + 1))
      ),
      (
        EvaluationInput(viewport: Size(width: 390, height: 500), itemCounts: [1, 1]),
        .evaluation(.tooManySections(given: 2, layoutHas: 1))
      ),
      (
        EvaluationInput(viewport: Size(width: 0, height: 500), itemCounts: [1]),
        .evaluation(.invalidViewport(width: 0, height: 500))
      ),
      (
        EvaluationInput(viewport: Size(width: 390, height: 500), scale: 0, itemCounts: [1]),
        .evaluation(.invalidScale(0))
      ),
      (
        EvaluationInput(viewport: Size(width: 390, height: 500), params: ["mode": "a"], itemCounts: [1]),
        .evaluation(.unknownParam(name: "mode", layout: "Rows"))
      ),
    ]
    for (input, error) in refused {
      #expect(throws: error) { try engine.prepare(input) }
    }
    #expect(throws: LayoutEngineError.evaluation(.invalidItemCount(section: 0, count: -3))) {
      try engine.itemCountsDidChange([-3])
    }
    #expect(engine.contentSize == before)
    #expect(engine.preparedInput?.itemCounts == [6])
    // Out-of-range lookups answer nil rather than trapping.
    #expect(engine.item(section: 0, item: 6) == nil)
    #expect(engine.item(section: 1, item: 0) == nil)
    #expect(engine.item(section: -1, item: 0) == nil)
    #expect(engine.item(section: 0, item: -1) == nil)
    #expect(engine.supplementary(kind: "header", section: 0, item: 0) == nil)
    #expect(engine.decoration(kind: "background", section: 0, index: Int.max) == nil)
  }
}
