import Foundation
import LayoutIR
import Testing

@testable import LayoutEvaluator

/// Flow sections in the IR (`IRFlow`, the F rules of Semantics.md §16): encoding, `load` checks, `when`, rect queries.
@Suite("Flow sections in the IR")
struct FlowIRTests {
  /// `flowLayout` of §18 (e) with a header of 44 and a footer of 20.
  static func withBoundaries() -> IRLayout {
    var layout = WorkedExamplesTests.flowLayout(width: 100)
    layout.sections[0].boundaries = [
      IRBoundary(kind: "title", size: size(fw(1), abs(44)), alignment: IRProperty(.top)),
      IRBoundary(kind: "more", size: size(fw(1), abs(20)), alignment: IRProperty(.bottom)),
    ]
    return layout
  }

  func loadError(_ layout: IRLayout) throws -> String? {
    do {
      _ = try IRDocument.load(from: try IRDocument(layouts: [layout]).encoded())
      return nil
    } catch let error as IRLoadError {
      return error.description
    }
  }

  @Test("round trip keeps the flow; a section without one reads as before (flow nil)")
  func roundTrip() throws {
    let document = IRDocument(layouts: [Self.withBoundaries(), gridLayout()])
    let data = try document.encoded()
    let loaded = try IRDocument.load(from: data)
    #expect(loaded == document)
    #expect(loaded.layouts[1].sections[0].flow == nil)
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains(#""itemSize" : {"#) && text.contains(#""lineSpacing" : 10"#))
  }

  @Test("load refuses what a flow layout cannot be")
  func refusals() throws {
    var mixed = Self.withBoundaries()
    mixed.groups = gridLayout().groups
    mixed.items = gridLayout().items
    mixed.sections.append(section(root: 0))
    #expect(try loadError(mixed)?.contains("mixes flow sections") == true)

    var horizontal = Self.withBoundaries()
    horizontal.scrollDirection = .horizontal
    #expect(try loadError(horizontal)?.contains("not a header or footer with a width in points") == true)
    horizontal.sections[0].boundaries = [
      IRBoundary(kind: "title", size: size(abs(40), fh(1)), alignment: IRProperty(.top))
    ]
    #expect(try loadError(horizontal) == nil, "a horizontal flow loads (F10, feature flow-horizontal)")

    var rooted = mixed
    rooted.sections = [mixed.sections[0]]
    rooted.sections[0].root = IRProperty(0)
    #expect(try loadError(rooted)?.contains("both a root group and a flow") == true)

    var pinned = Self.withBoundaries()
    pinned.sections[0].boundaries.entries[0].value.pinned = IRProperty(true)
    #expect(try loadError(pinned) == nil, "a pinned flow header loads (S4, feature flow-pinning)")
    pinned.sections[0].boundaries.entries[0].value.extends = IRProperty(true)
    #expect(try loadError(pinned)?.contains("not a header or footer") == true)

    var empty = Self.withBoundaries()
    empty.sections[0].flow?.itemSize = IRProperty(IRFlowSize(width: 0, height: 10))
    #expect(try loadError(empty)?.contains("both must be positive") == true)
  }

  @Test("`when` picks the item size: F5 with 150 wide items puts 2 in a row")
  func guardedItemSize() throws {
    var layout = Self.withBoundaries()
    layout.params = [IRParam(name: "density", values: ["regular", "large"], defaultValue: "regular")]
    layout.sections[0].flow?.itemSize.assignments.append(
      IRGuarded(IRFlowSize(width: 150, height: 100), when: .paramEquals(param: "density", value: "large")))
    let large = try evaluate(layout, counts: [3], params: ["density": "large"])
    // 150 + 10 + 150 = 310 <= 358; justified (358 - 300) / 1 = 58 -> x = 16, 224; item 2 starts row 2.
    expectFrame(large.frame(of: cell(1)), 224, 44, 150, 100, "item 1")
    expectFrame(large.frame(of: cell(2)), 16, 154, 150, 100, "item 2")
  }

  @Test("rect queries and lookups agree with the materialised rows (F9, F13, F19)")
  func queries() throws {
    let e = try evaluate(Self.withBoundaries(), counts: [7])
    // Rows at 44, 154, 264; footer after the last row: 364 + 0 bottom inset.
    expectFrame(e.frame(of: ElementID(category: .boundary, kind: "more", section: 0, item: 0)), 0, 364, 390, 20, "f")
    #expect(e.contentSize == Size(width: 390, height: 384))
    let all = e.allElements()
    #expect(all.count == 9)
    for rect in [
      Rect(x: 0, y: 150, width: 390, height: 10), Rect(x: 130, y: 0, width: 10, height: 400),
      Rect(x: 0, y: 254, width: 20, height: 11),
    ] {
      #expect(e.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "\(rect)")
    }
    #expect(e.frame(of: cell(7)) == nil)
  }

  @Test("a flow section stores its frames, so a count past the limit is refused, not allocated")
  func flowSectionLimit() throws {
    let limit = Evaluator.flowItemLimit
    #expect(throws: EvaluationError.flowSectionTooLarge(section: 0, count: limit + 1, limit: limit)) {
      try evaluate(Self.withBoundaries(), counts: [limit + 1])
    }
  }
}
