import LayoutIR
import Testing

@testable import LayoutEvaluator

/// `LayoutEngine.elements(in:at:)`: the runtime engine answers a rect at a scroll position as the evaluation does
/// (S1, S2, S5, S6), refuses non-finite offsets (SD7), and reaches deep into a huge section without producing it.
@Suite("Layout engine at a scroll position")
struct ScrollEngineTests {
  /// S2: the engine and the evaluation agree at random positions of generated layouts.
  @Test("the engine's query at a position is the evaluation's (S2, S5, S6)", arguments: Array(UInt64(1)...20))
  func engineMatchesEvaluation(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 11000))
    let (layout, inputSeed) = generator.layout()
    var engine = try LayoutEngine(document: IRDocument(layouts: [layout]), layoutName: layout.name)
    #expect(try engine.elements(in: Rect(x: 0, y: 0, width: 10, height: 10), at: .zero).isEmpty)
    let boundsSize = Size(width: inputSeed.width, height: inputSeed.height)
    try engine.prepare(boundsSize: boundsSize, scale: inputSeed.scale, itemCounts: inputSeed.counts)
    let evaluation = try #require(engine.evaluation)
    for _ in 0..<6 {
      let position = ScrollPropertyTests.position(evaluation, &generator)
      let bounds = evaluation.visibleRect(at: position)
      #expect(try engine.elements(in: bounds, at: position) == evaluation.elements(at: position), "seed \(seed)")
    }
  }

  /// SD7: NaN and infinite offsets are refused, and so is a row offset for a section that does not scroll.
  @Test func nonFiniteOffsetsAreRefused() throws {
    var engine = try LayoutEngine(document: IRDocument(layouts: [gridLayout()]), layoutName: gridLayout().name)
    try engine.prepare(boundsSize: Size(width: 390, height: 844), scale: 3, itemCounts: [30])
    let rect = Rect(x: 0, y: 0, width: 390, height: 844)
    #expect(throws: ScrollError.notFinite(what: "the content offset y", value: .infinity)) {
      try engine.elements(in: rect, at: ScrollPosition(contentOffset: Point(x: 0, y: .infinity)))
    }
    #expect(throws: ScrollError.sectionDoesNotScroll(0)) {
      try engine.elements(in: rect, at: ScrollPosition(contentOffset: Point(x: 0, y: 0), sectionOffsets: [0: 5]))
    }
  }

  /// S3: deep in a section of ten million items, the visible elements at an offset are those the rest query finds
  /// in the viewport there (cost is the bench's business; here, that the answer is right and small).
  @Test func deepOffsetInAHugeSection() throws {
    var engine = try LayoutEngine(document: IRDocument(layouts: [gridLayout()]), layoutName: gridLayout().name)
    try engine.prepare(boundsSize: Size(width: 390, height: 844), scale: 3, itemCounts: [10_000_000])
    let evaluation = try #require(engine.evaluation)
    let y = evaluation.contentSize.height * 0.9
    let bounds = Rect(x: 0, y: y, width: 390, height: 844)
    let found = try engine.elements(in: bounds, at: ScrollPosition(contentOffset: Point(x: 0, y: y)))
    #expect(!found.isEmpty && found.count < 100)
    #expect(found == engine.elements(in: bounds))
  }
}
