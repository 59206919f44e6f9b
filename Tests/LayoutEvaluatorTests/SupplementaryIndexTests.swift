import LayoutIR
import Testing

@testable import LayoutEvaluator

@Suite("R9.7 supplementary index paths")
struct SupplementaryIndexTests {
  /// Root row 1w x 100 (group supplementary "frame") of [pair, cell] filled cyclically: pair, cell, pair, cell, each
  /// 1/4w = px(97.5) = 292/3 wide at scale 3. pair = vertical 1/4w x 1h of `part * 2` (group supplementary "mark");
  /// cell carries an item supplementary "badge". Leaves per row: part, part, cell, part, part, cell (N_g = 6); two
  /// marks and one frame per row.
  static func layout() -> IRLayout {
    let corner = IRProperty(IRAnchor(edges: [.top, .leading]))
    var pair = group(.vertical, fw(1, 4), fh(1), [.item(1)], count: 2)
    pair.supplementaries = [1]
    var root = group(.horizontal, fw(1), abs(100), [.group(0), .item(0)])
    root.supplementaries = [2]
    return IRLayout(
      name: "Marks",
      items: [IRItem(size: size(fw(1, 4), fh(1)), supplementaries: [0]), item(fw(1), fh(1, 2))],
      groups: [pair, root],
      supplementaries: [
        IRSupplementary(kind: "badge", size: size(abs(10), abs(10)), anchor: corner),
        IRSupplementary(kind: "mark", size: size(abs(10), abs(10)), anchor: corner),
        IRSupplementary(kind: "frame", size: size(abs(10), abs(10)), anchor: corner),
      ],
      sections: [section(root: 1), section(root: 1)])
  }

  func supplementary(_ kind: String, _ item: Int, section: Int = 0) -> ElementID {
    ElementID(category: .supplementary, kind: kind, section: section, item: item)
  }

  @Test("R9.7: an item supplementary has its item's index; group supplementaries count per kind in layout order")
  func indexPaths() throws {
    // Section 0: 10 items = a full row (items 0-5) and a partial one holding 6-9: pair (6, 7), cell 8, pair (9).
    // Section 1: 9 items; the partial row holds pair (6, 7) and cell 8, so its second pair (and mark) is absent.
    for forced in [false, true] {
      var input = EvaluationInput(viewport: Size(width: 390, height: 844), scale: 3, itemCounts: [10, 9])
      input.forceGroupByGroup = forced
      let e = try Evaluator.evaluate(Self.layout(), input: input)
      let ids = Set(e.allElements().filter { $0.category == .supplementary }.map { e.id(of: $0) })
      let expected: Set<ElementID> = [
        supplementary("badge", 2), supplementary("badge", 5), supplementary("badge", 8),
        supplementary("mark", 0), supplementary("mark", 1), supplementary("mark", 2), supplementary("mark", 3),
        supplementary("frame", 0), supplementary("frame", 1),
        supplementary("badge", 2, section: 1), supplementary("badge", 5, section: 1),
        supplementary("badge", 8, section: 1),
        supplementary("mark", 0, section: 1), supplementary("mark", 1, section: 1),
        supplementary("mark", 2, section: 1),
        supplementary("frame", 0, section: 1), supplementary("frame", 1, section: 1),
      ]
      #expect(ids == expected, "forced \(forced): \(ids.symmetricDifference(expected))")
      // Each sits where its host is: a badge on its item's frame, a mark on the k-th pair in layout order, a frame on
      // the k-th row.
      let what = forced ? "group by group" : "closed form"
      expectFrame(e.frame(of: supplementary("badge", 2)), 292 * third, 0, 10, 10, "\(what): badge of item 2")
      expectFrame(e.frame(of: supplementary("badge", 8)), 292 * third, 100, 10, 10, "\(what): badge of item 8")
      expectFrame(e.frame(of: supplementary("mark", 1)), 584 * third, 0, 10, 10, "\(what): second pair of row 0")
      expectFrame(e.frame(of: supplementary("mark", 2)), 0, 100, 10, 10, "\(what): first pair of row 1")
      expectFrame(e.frame(of: supplementary("mark", 3)), 584 * third, 100, 10, 10, "\(what): second pair of row 1")
      expectFrame(e.frame(of: supplementary("frame", 1)), 0, 100, 10, 10, "\(what): row 1")
      #expect(e.frame(of: supplementary("mark", 3, section: 1)) == nil, "\(what): no mark for an absent pair")
      #expect(e.frame(of: supplementary("badge", 11)) == nil, "\(what): no badge for an absent item")
      for element in e.allElements() {
        #expect(e.element(for: e.id(of: element)) == element, "\(what): lookup of \(e.id(of: element))")
      }
    }
  }
}
