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

  /// The layout and input of seed `seed` of the offset tests: a generated layout with pinned boundary items and an
  /// effect on every section (seeds 1-12), or a generated page-parallax pager (seeds 13-24).
  static func offsetCase(seed: UInt64, _ generator: inout LayoutGenerator) -> (IRLayout, EvaluationInput) {
    if seed > 12 { return PagedEngineTests.pager(&generator) }
    let (plain, inputSeed) = generator.layout()
    let layout = ScrollEffectPropertyTests.withEffects(plain, &generator).0
    let input = EvaluationInput(
      viewport: Size(width: inputSeed.width, height: inputSeed.height), scale: inputSeed.scale,
      itemCounts: inputSeed.counts)
    return (layout, input)
  }

  /// S2, S5, SE1-SE6: every query of the engine at an offset is the library's answer that `eval --offset` prints
  /// (`Evaluation.elements(at:)` and `effect(of:at:)`), on generated layouts with pinned boundary items and an effect
  /// on every section (seeds 1-12) and on generated page-parallax pagers (seeds 13-24, `PagedEngineTests.pager`);
  /// each cell looked up alone at the offset is the one the rect query gave, and `answersDependOnOffset` says
  /// whether anything there depends on the offset.
  @Test("the engine's answers at offsets are eval --offset's (S2, S5, SE1, SE6)", arguments: Array(UInt64(1)...24))
  func everyQueryAtAnOffsetIsTheLibrarys(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 12000))
    let (layout, input) = Self.offsetCase(seed: seed, &generator)
    var engine = try LayoutEngine(document: IRDocument(layouts: [layout]), layoutName: layout.name)
    #expect(!engine.answersDependOnOffset, "nothing prepared")
    try engine.prepare(input)
    let library = try Evaluator.evaluate(layout, input: input)
    let pins = layout.sections.contains { section in
      section.boundaries.entries.contains { $0.value.pinned.assignments.contains { $0.value } }
    }
    let pages = layout.sections.contains { $0.effect.assignments.contains { $0.value.pageParallax != nil } }
    #expect(engine.answersDependOnOffset == (library.hasScrollEffects || pins || pages), "seed \(seed)")
    for _ in 0..<6 {
      var position = ScrollPropertyTests.position(library, &generator)
      position.sectionOffsets = [:]  // a UICollectionViewLayout has no row scroll views: rows at rest
      let bounds = library.visibleRect(at: position)
      let found = try engine.elements(in: bounds, at: position)
      #expect(found == library.elements(at: position), "seed \(seed)")
      for element in found {
        #expect(engine.effect(of: element, at: position) == library.effect(of: element, at: position))
        guard element.category == .cell else { continue }
        #expect(try engine.item(section: element.section, item: element.item, at: position) == element, "seed \(seed)")
      }
    }
  }

  /// What the UIKit glue's one-element lookups rest on: at an offset, each element the rect query finds is the one
  /// looked up alone (a cell, a supplementary or boundary item by UIKit's one supplementary namespace, a decoration),
  /// frame and z alike, and a cell's effect is the same (S4, S5, S6, SE2, SE3, SE6). Generated layouts with pinned
  /// boundary items and effects (seeds 1-12, orthogonal rows at their own offsets) and pagers (seeds 13-24).
  @Test(
    "each element looked up alone at an offset is the rect query's, effect included (S5, S6, SE2, SE6)",
    arguments: Array(UInt64(1)...24))
  func oneElementAtAnOffsetIsTheRectQuerys(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 13000))
    let (layout, input) = Self.offsetCase(seed: seed, &generator)
    var engine = try LayoutEngine(document: IRDocument(layouts: [layout]), layoutName: layout.name)
    try engine.prepare(input)
    let library = try #require(engine.evaluation)
    var checked = 0
    for _ in 0..<6 {
      let position = ScrollPropertyTests.position(library, &generator)
      for element in try engine.elements(in: library.visibleRect(at: position), at: position) {
        let id = library.id(of: element)
        let alone: Element?
        switch element.category {
        case .cell: alone = try engine.item(section: id.section, item: id.item, at: position)
        case .decoration: alone = engine.decoration(kind: id.kind ?? "", section: id.section, index: id.item)
        case .supplementary, .boundary:
          var shadowing = id
          shadowing.category = .supplementary
          // A boundary item whose kind and index path an item supplementary also has is not UIKit's to look up.
          if element.category == .boundary, library.element(for: shadowing) != nil { continue }
          alone = try engine.supplementary(kind: id.kind ?? "", section: id.section, item: id.item, at: position)
        }
        #expect(alone == element, "seed \(seed): \(id) at \(position.contentOffset)")
        if let alone {
          #expect(engine.effect(of: alone, at: position) == engine.effect(of: element, at: position))
        }
        checked += 1
      }
    }
    #expect(checked > 0, "seed \(seed): nothing visible")
  }

  /// S5 (worked example 7.3): a pinned header at offset 620 is pushed up by its section's end; the engine answers
  /// the same frame as the library, and the rest lookup keeps the header where it was laid out.
  @Test func pinnedHeaderAtAnOffset() throws {
    var header = IRBoundary(kind: "title", size: size(fw(1), abs(40)), alignment: IRProperty(.top))
    header.pinned = IRProperty(true)
    var row = section(root: 0)
    row.boundaries = [header]
    let layout = IRLayout(
      name: "List", items: [item(fw(1), fh(1))], groups: [group(.vertical, fw(1), abs(50), [.item(0)])],
      sections: [row, row])
    var engine = try LayoutEngine(document: IRDocument(layouts: [layout]), layoutName: layout.name)
    try engine.prepare(boundsSize: Size(width: 390, height: 844), scale: 3, itemCounts: [12, 12])
    #expect(engine.answersDependOnOffset)
    let position = ScrollPosition(contentOffset: Point(x: 0, y: 620))
    let found = try engine.elements(in: Rect(x: 0, y: 620, width: 390, height: 844), at: position)
    let headers = found.filter { $0.category == .boundary }.map(\.frame)
    #expect(headers == [Rect(x: 0, y: 600, width: 390, height: 40), Rect(x: 0, y: 640, width: 390, height: 40)])
    #expect(engine.supplementary(kind: "title", section: 0, item: 0)?.frame == Rect(x: 0, y: 0, width: 390, height: 40))
  }
}
