import LayoutIR
import Testing

@testable import LayoutEvaluator

/// SE6 in the runtime engine: a page-parallax section answers at an offset exactly as `eval --offset` does (the
/// library's `Evaluation.elements(at:)`) in one-item lookups; its rect queries are checked with the other layouts'
/// in `ScrollEngineTests.everyQueryAtAnOffsetIsTheLibrarys`.
@Suite("Layout engine under page parallax")
struct PagedEngineTests {
  /// A generated pager: one flow section, either scroll direction, items one per line at the viewport drawn for it,
  /// random page parallax, floor, insets, spacings and decorative values, with aspects or without.
  static func pager(_ generator: inout LayoutGenerator) -> (IRLayout, EvaluationInput) {
    let horizontal = generator.int(0...1) == 1
    let along = Double(generator.int(40...400))
    let across = Double(generator.int(40...500))
    let inset = generator.int(0...20)
    let itemSpacing = generator.int(0...30)
    var section = IRSection(
      insets: IRProperty(IRInsets(all: points(inset))),
      flow: IRFlow(
        itemSize: IRProperty(
          IRFlowSize(
            width: points(horizontal ? along : across),
            height: points(horizontal ? across : along))),
        itemSpacing: IRProperty(points(itemSpacing)),
        lineSpacing: IRProperty(points(generator.int(0...20)))))
    var effect = IRScrollEffect(
      pageParallax: IRPageParallax(
        spacing: points(generator.int(0...Int(along) * 2)),
        minWidth: points(generator.int(0...60))))
    if generator.int(0...2) == 0 { effect.alpha = IRNumber(1, 2) }
    section.effect = IRProperty(effect)
    let layout = IRLayout(
      name: "Pager", scrollDirection: horizontal ? .horizontal : .vertical, items: [], groups: [],
      sections: [section])
    // Across the axis the viewport holds the item and its insets, and less than two items a line (SE6).
    let room = across + Double(2 * inset)
    let viewportAcross = room + Double(generator.int(0...max(0, Int(across) + itemSpacing - 1)))
    let viewportAlong = Double(generator.int(200...900))
    let viewport =
      horizontal
      ? Size(width: viewportAlong, height: viewportAcross) : Size(width: viewportAcross, height: viewportAlong)
    let count = generator.int(0...25)
    var input = EvaluationInput(viewport: viewport, scale: Double(generator.int(1...3)), itemCounts: [count])
    if generator.int(0...1) == 1 {
      let ratios = (0..<count).map { _ in Size(width: Double(generator.int(1...40)), height: 10) }
      input.itemSizes = [.aspects(ratios)]
    }
    return (layout, input)
  }

  private static func points(_ value: some BinaryInteger) -> IRNumber { IRNumber(integerLiteral: Int64(value)) }

  private static func points(_ value: Double) -> IRNumber { points(Int(value)) }

  /// SE6: every cell of a generated pager looked up alone at an offset (bouncing past either end included) has the
  /// frame the library gives it there, whether the viewport shows it or not. (The rect queries and effects at an
  /// offset are `ScrollEngineTests.everyQueryAtAnOffsetIsTheLibrarys`, seeds 13-24.)
  @Test("each page looked up at an offset is the library's (SE6)", arguments: Array(UInt64(1)...12))
  func everyPageLookupIsTheLibrarys(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 16000))
    let (layout, input) = Self.pager(&generator)
    var engine = try LayoutEngine(document: IRDocument(layouts: [layout]), layoutName: layout.name)
    try engine.prepare(input)
    let library = try Evaluator.evaluate(layout, input: input)
    for _ in 0..<6 {
      let position = ScrollPropertyTests.position(library, &generator)
      let everything = library.elements(at: position, in: Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))
      let cells = everything.filter { $0.category == .cell }
      #expect(cells.count == input.itemCounts[0], "seed \(seed)")
      for element in cells {
        #expect(try engine.item(section: 0, item: element.item, at: position) == element, "seed \(seed)")
      }
    }
  }

  /// SE6 worked example: at offset 150 of 375-point pages with page parallax 100, photo 0 is 335 wide and photo 1
  /// 315 (no aspects: each at the flow size), both centred on their pages; at rest the lookup is the flow frame.
  @Test func oneItemAtAnOffset() throws {
    var section = IRSection(
      flow: IRFlow(itemSize: IRProperty(IRFlowSize(width: 375, height: 500)), lineSpacing: IRProperty(0)))
    section.effect = IRProperty(IRScrollEffect(pageParallax: IRPageParallax(spacing: 100, minWidth: 40)))
    let layout = IRLayout(name: "Photos", scrollDirection: .horizontal, items: [], groups: [], sections: [section])
    var engine = try LayoutEngine(document: IRDocument(layouts: [layout]), layoutName: layout.name)
    try engine.prepare(boundsSize: Size(width: 375, height: 500), scale: 3, itemCounts: [5])
    #expect(engine.answersDependOnOffset)
    let position = ScrollPosition(contentOffset: Point(x: 150, y: 0))
    #expect(try engine.item(section: 0, item: 0, at: position)?.frame == Rect(x: 20, y: 0, width: 335, height: 500))
    #expect(
      try engine.item(section: 0, item: 1, at: position)?.frame == Rect(x: 405, y: 0, width: 315, height: 500))
    #expect(try engine.item(section: 0, item: 2, at: position)?.frame == Rect(x: 750, y: 0, width: 375, height: 500))
    #expect(engine.item(section: 0, item: 1)?.frame == Rect(x: 375, y: 0, width: 375, height: 500))
    #expect(throws: ScrollError.self) {
      try engine.item(section: 0, item: 0, at: ScrollPosition(contentOffset: Point(x: .nan, y: 0)))
    }
  }
}
