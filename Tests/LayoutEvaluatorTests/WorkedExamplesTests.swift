import LayoutIR
import Testing

@testable import LayoutEvaluator

// The worked examples of semantics.md §18, asserted against the numbers written there (hand-entered, not goldens).
// (e) is a UICollectionViewFlowLayout section (F rules, §16); its golden twins are `Cases/flow-*.json`.

let third = 1.0 / 3.0

func expectFrame(
  _ actual: Rect?, _ x: Double, _ y: Double, _ w: Double, _ h: Double, _ what: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("\(what): no such element", sourceLocation: sourceLocation)
    return
  }
  let ok =
    Swift.abs(actual.x - x) < 1e-9 && Swift.abs(actual.y - y) < 1e-9 && Swift.abs(actual.width - w) < 1e-9
    && Swift.abs(actual.height - h) < 1e-9
  #expect(ok, "\(what): \(actual) != (\(x), \(y), \(w), \(h))", sourceLocation: sourceLocation)
}

func cell(_ item: Int, section: Int = 0) -> ElementID {
  ElementID(category: .cell, kind: nil, section: section, item: item)
}

func evaluate(
  _ layout: IRLayout, counts: [Int], scale: Double = 3, width: Double = 390, height: Double = 844,
  params: [String: String] = [:], measured: [ElementID: Size] = [:]
) throws -> Evaluation {
  try Evaluator.evaluate(
    layout,
    input: EvaluationInput(
      viewport: Size(width: width, height: height), scale: scale, params: params, itemCounts: counts,
      measuredSizes: measured))
}

@Suite("§18 worked examples")
struct WorkedExamplesTests {
  @Test("(a) 3-column grid, 7 items: R2.1 R3.2 R3.3 R4.1 R5.2 R6.2 R6.4")
  func grid() throws {
    let e = try evaluate(gridLayout(), counts: [7])
    let expected: [(Double, Double)] = [(2, 2), (132, 2), (262, 2), (2, 132), (132, 132), (262, 132), (2, 262)]
    for (i, (x, y)) in expected.enumerated() { expectFrame(e.frame(of: cell(i)), x, y, 126, 126, "item \(i)") }
    #expect(e.frame(of: cell(7)) == nil)
    #expect(e.contentSize == Size(width: 390, height: 390))
    #expect(e.allElements().count == 7)
  }

  static let albumFrames: [(Double, Double, Double, Double)] = [
    (2, 2, 386, 256), (2, 262, 256, 508 * third), (262, 262, 126, 248 * third), (262, 1046 * third, 126, 248 * third),
    (2, 1306 * third, 126, 248 * third), (132, 1306 * third, 126, 248 * third), (262, 1306 * third, 126, 248 * third),
    (2, 522, 126, 248 * third), (2, 1826 * third, 126, 248 * third), (132, 522, 256, 508 * third),
  ]

  @Test("(b) album detail, 10 items: R5.2 R5.4 R5.8 R5.9 R3.3")
  func album() throws {
    let e = try evaluate(albumLayout(), counts: [10])
    for (i, f) in Self.albumFrames.enumerated() { expectFrame(e.frame(of: cell(i)), f.0, f.1, f.2, f.3, "item \(i)") }
    #expect(Swift.abs(e.contentSize.height - 2080 * third) < 1e-9)
    #expect(e.contentSize.width == 390)
  }

  @Test("(b) 7 items: partial group trim R6.3 R6.4 U3")
  func albumPartial() throws {
    let e = try evaluate(albumLayout(), counts: [7])
    for (i, f) in Self.albumFrames.prefix(7).enumerated() {
      expectFrame(e.frame(of: cell(i)), f.0, f.1, f.2, f.3, "item \(i)")
    }
    #expect(e.frame(of: cell(7)) == nil)
    #expect(Swift.abs(e.contentSize.height - 520) < 1e-9)
  }

  @Test("(b) scale 2: R2.1 flooring at scale 2, R2.3")
  func albumScale2() throws {
    let e = try evaluate(albumLayout(), counts: [10], scale: 2)
    // root 693, full 260, mainWithPair 173, triplet 86.5, pair 86.5; total 692.5 fits.
    let frames: [(Double, Double, Double, Double)] = [
      (2, 2, 386, 256), (2, 262, 256, 169), (262, 262, 126, 82.5), (262, 348.5, 126, 82.5),
      (2, 435, 126, 82.5), (132, 435, 126, 82.5), (262, 435, 126, 82.5),
      (2, 521.5, 126, 82.5), (2, 608, 126, 82.5), (132, 521.5, 256, 169),
    ]
    for (i, f) in frames.enumerated() { expectFrame(e.frame(of: cell(i)), f.0, f.1, f.2, f.3, "item \(i)") }
    #expect(e.contentSize.height == 693)
  }

  static func headerGrid() -> IRLayout {
    var layout = gridLayout()
    layout.sections = [
      IRSection(
        root: IRProperty(0), insets: insets(num(8), num(16), num(8), num(16)), spacing: IRProperty(num(10)),
        boundaries: [IRBoundary(kind: "header", size: size(fw(1), est(44)), alignment: IRProperty(.top))])
    ]
    return layout
  }

  @Test("(c) header + insets + spacing: R3.2 R3.6 R6.5 R6.6 R10.1 R10.2 R10.4")
  func headerGridTest() throws {
    let e = try evaluate(Self.headerGrid(), counts: [7])
    expectFrame(
      e.frame(of: ElementID(category: .boundary, kind: "header", section: 0, item: 0)), 16, 0, 358, 44, "header")
    let xs = [18, 412 * third, 770 * third]
    let ys = [54, 550 * third, 938 * third]
    for i in 0..<7 { expectFrame(e.frame(of: cell(i)), xs[i % 3], ys[i / 3], 346 * third, 346 * third, "item \(i)") }
    #expect(e.contentSize == Size(width: 390, height: 438))
  }

  @Test("(c) header measured to 60: R12.2 shifts everything by h' - 44")
  func headerMeasured() throws {
    let header = ElementID(category: .boundary, kind: "header", section: 0, item: 0)
    let e = try evaluate(Self.headerGrid(), counts: [7], measured: [header: Size(width: 999, height: 60)])
    expectFrame(e.frame(of: header), 16, 0, 358, 60, "header keeps its non-estimated width")
    expectFrame(e.frame(of: cell(0)), 18, 70, 346 * third, 346 * third, "item 0")
    #expect(e.contentSize.height == 454)
  }

  @Test("(c) header not following insets: R3.6 R10.2")
  func headerNotFollowing() throws {
    var layout = Self.headerGrid()
    layout.sections[0].boundaries.entries[0].value.followsInsets = IRProperty(false)
    let e = try evaluate(layout, counts: [7])
    expectFrame(
      e.frame(of: ElementID(category: .boundary, kind: "header", section: 0, item: 0)), 0, 0, 390, 44, "header")
  }

  @Test("(c) scale 2: columns 18, 137, 256; rows 54, 183, 312; section 437")
  func headerGridScale2() throws {
    let e = try evaluate(Self.headerGrid(), counts: [7], scale: 2)
    let xs: [Double] = [18, 137, 256]
    let ys: [Double] = [54, 183, 312]
    for i in 0..<7 { expectFrame(e.frame(of: cell(i)), xs[i % 3], ys[i / 3], 115, 115, "item \(i)") }
    #expect(e.contentSize.height == 437)
  }

  @Test("(c) with a zero-inset background: (0, 0, 390, 438), R11.1 R11.2")
  func headerGridBackground() throws {
    var layout = Self.headerGrid()
    layout.sections[0].backgrounds = [IRBackground(kind: "background")]
    let e = try evaluate(layout, counts: [7])
    let background = e.element(for: ElementID(category: .decoration, kind: "background", section: 0, item: 0))
    expectFrame(background?.frame, 0, 0, 390, 438, "background")
    #expect(background?.zIndex == 0)
    #expect(e.element(for: cell(0))?.zIndex == 1)
  }

  static func badgeLayout(offset: (Int64, Int64)) -> IRLayout {
    IRLayout(
      name: "Badge", items: [IRItem(size: size(abs(100), abs(100)), supplementaries: [0])],
      groups: [group(.horizontal, fw(1), abs(100), [.item(0)])],
      supplementaries: [
        IRSupplementary(
          kind: "badge", size: size(abs(20), abs(20)),
          anchor: IRProperty(
            IRAnchor(
              edges: [.top, .trailing], offset: IRPoint(x: num(offset.0, 10), y: num(offset.1, 10)), fractional: true)))
      ],
      sections: [section(root: 0)])
  }

  @Test("(d) badge: R9.1 R9.2 fractional offset of the badge's own size")
  func badge() throws {
    let badge = ElementID(category: .supplementary, kind: "badge", section: 0, item: 0)
    expectFrame(try evaluate(Self.badgeLayout(offset: (-3, 3)), counts: [1]).frame(of: badge), 74, 6, 20, 20, "badge")
    expectFrame(try evaluate(Self.badgeLayout(offset: (3, -3)), counts: [1]).frame(of: badge), 86, -6, 20, 20, "Apple")
  }

  /// §18 (e): itemSize WIDTH x 100, spacing 10/10, sectionInset (0, 16, 0, 16).
  static func flowLayout(width: Int64) -> IRLayout {
    let flow = IRFlow(
      itemSize: IRProperty(IRFlowSize(width: num(width), height: num(100))), itemSpacing: IRProperty(num(10)),
      lineSpacing: IRProperty(num(10)))
    return IRLayout(
      name: "Flow", items: [], groups: [],
      sections: [IRSection(insets: insets(num(0), num(16), num(0), num(16)), flow: flow)])
  }

  @Test("(e) flow, 7 items: x = 16, 145, 274; y = 0, 110, 220; content 320; lone items centred at 95 (F4–F7 SD2)")
  func flow() throws {
    let e = try evaluate(Self.flowLayout(width: 100), counts: [7])
    for i in 0..<7 { expectFrame(e.frame(of: cell(i)), [16, 145, 274][i % 3], Double(i / 3) * 110, 100, 100, "\(i)") }
    expectFrame(e.frame(of: cell(6)), 16, 220, 100, 100, "the last row is column-aligned (U9)")
    #expect(e.contentSize == Size(width: 390, height: 320))
    let wide = try evaluate(Self.flowLayout(width: 200), counts: [2])
    expectFrame(wide.frame(of: cell(0)), 95, 0, 200, 100, "a single item on a row that is not the last is centred")
    expectFrame(wide.frame(of: cell(1)), 95, 110, 200, 100, "and so is the last one, when every row holds one (SD2)")
  }

  @Test("(e) flow, one item per line: the last line is centred too, x = 95 (F6, F7, U9 amended, SD2)")
  func flowSingleItemLines() throws {
    // U9 as amended: the last line is column-aligned at the leading inset only when a line holds two or more items.
    let wide = try evaluate(Self.flowLayout(width: 200), counts: [3])
    for i in 0..<3 { expectFrame(wide.frame(of: cell(i)), 95, Double(i) * 110, 200, 100, "line \(i)") }
    let alone = try evaluate(Self.flowLayout(width: 200), counts: [1])
    expectFrame(alone.frame(of: cell(0)), 95, 0, 200, 100, "a section of one item is one centred line")
    // Two items per line: the last line keeps the columns of the lines above (F7, U9).
    let pairs = try evaluate(Self.flowLayout(width: 150), counts: [3])
    expectFrame(pairs.frame(of: cell(2)), 16, 110, 150, 100, "column-aligned last line")
  }

  @Test("(f) list: estimated rows 44 until measured, then their measured height (R12.1 R12.2 R12.3 R12.5)")
  func list() throws {
    let layout = IRLayout(
      name: "List", items: [item(fw(1), est(44))], groups: [group(.horizontal, fw(1), est(44), [.item(0)])],
      sections: [section(root: 0, spacing: 5)])
    let before = try evaluate(layout, counts: [3])
    for i in 0..<3 { expectFrame(before.frame(of: cell(i)), 0, Double(i) * 49, 390, 44, "row \(i)") }
    let after = try evaluate(layout, counts: [3], measured: [cell(1): Size(width: 10, height: 80)])
    expectFrame(after.frame(of: cell(0)), 0, 0, 390, 44, "row 0")
    expectFrame(after.frame(of: cell(1)), 0, 49, 390, 80, "row 1 measured")
    expectFrame(after.frame(of: cell(2)), 0, 134, 390, 44, "row 2 shifted")
    #expect(after.contentSize.height == 178)
  }

  @Test("(f) grid with spacing: items 123.333 at 0, 133.333, 266.667 (R5.3 second pass)")
  func gridWithSpacing() throws {
    let layout = IRLayout(
      name: "Spaced", items: [item(fw(1, 3), fh(1))],
      groups: [group(.horizontal, fw(1), abs(100), [.item(0)], spacing: .fixed(num(10)))], sections: [section(root: 0)])
    let e = try evaluate(layout, counts: [3])
    for (i, x) in [0, 400 * third, 800 * third].enumerated() {
      expectFrame(e.frame(of: cell(i)), x, 0, 370 * third, 100, "item \(i)")
    }
  }

  @Test("(f) deprecated count: absolute 50 discarded, 97.333 (scale 3), 97.5 (scale 2), spacing (R5.4)")
  func deprecatedCount() throws {
    var layout = IRLayout(
      name: "Count", items: [item(abs(50), fh(1))], groups: [group(.horizontal, fw(1), abs(100), [.item(0)], count: 4)],
      sections: [section(root: 0)])
    let e3 = try evaluate(layout, counts: [4])
    for i in 0..<4 { expectFrame(e3.frame(of: cell(i)), Double(i) * 292 * third, 0, 292 * third, 100, "s3 \(i)") }
    let e2 = try evaluate(layout, counts: [4], scale: 2)
    for i in 0..<4 { expectFrame(e2.frame(of: cell(i)), Double(i) * 97.5, 0, 97.5, 100, "s2 \(i)") }
    layout.groups[0].spacing = IRProperty(.fixed(num(6)))
    // px((390 - 18) / 4) = 93; x = i * (93 + 6).
    let spaced = try evaluate(layout, counts: [4])
    for i in 0..<4 { expectFrame(spaced.frame(of: cell(i)), Double(i) * 99, 0, 93, 100, "spaced \(i)") }
  }

  @Test("(f) tag cloud: estimated widths fit with fixed(8); slack at the trailing end (R5.2 R12.2)")
  func tagCloud() throws {
    let layout = IRLayout(
      name: "Tags", items: [item(est(80), abs(32))],
      groups: [group(.horizontal, fw(1), abs(32), [.item(0)], spacing: .fixed(num(8)))], sections: [section(root: 0)])
    // Estimates: 80 + 8 + 80 + 8 + 80 + 8 + 80 = 344 <= 390, a fifth needs 432 -> 4 per row.
    let e = try evaluate(layout, counts: [6])
    for i in 0..<4 { expectFrame(e.frame(of: cell(i)), Double(i) * 88, 0, 80, 32, "estimated \(i)") }
    expectFrame(e.frame(of: cell(4)), 0, 32, 80, 32, "second row")
    // Measured: 200, 150, 30, 60 -> row 1 holds 200 + 8 + 150 (358; +8+30 = 396 > 390.25), row 2: 30, 60, 80, 80.
    let measured: [ElementID: Size] = [
      cell(0): Size(width: 200, height: 10), cell(1): Size(width: 150, height: 10),
      cell(2): Size(width: 30, height: 10),
      cell(3): Size(width: 60, height: 10),
    ]
    let m = try evaluate(layout, counts: [6], measured: measured)
    expectFrame(m.frame(of: cell(0)), 0, 0, 200, 32, "m0")
    expectFrame(m.frame(of: cell(1)), 208, 0, 150, 32, "m1")
    expectFrame(m.frame(of: cell(2)), 0, 32, 30, 32, "m2")
    expectFrame(m.frame(of: cell(3)), 38, 32, 60, 32, "m3")
    expectFrame(m.frame(of: cell(4)), 106, 32, 80, 32, "m4")
    expectFrame(m.frame(of: cell(5)), 194, 32, 80, 32, "m5")
    #expect(m.contentSize.height == 64)
  }

  @Test("(f) centred narrow root group: x = 16 + (358 - 200)/2 (R5.7)")
  func centredRoot() throws {
    var root = group(.horizontal, abs(200), abs(50), [.item(0)])
    root.edges = IRProperty(IREdgeSpacing(leading: .flexible(0), trailing: .flexible(0)))
    let layout = IRLayout(
      name: "Centred", items: [item(fw(1), fh(1))], groups: [root],
      sections: [section(root: 0, insets: insets(num(0), num(16), num(0), num(16)))])
    let e = try evaluate(layout, counts: [2])
    expectFrame(e.frame(of: cell(0)), 95, 0, 200, 50, "item 0")
    expectFrame(e.frame(of: cell(1)), 95, 50, 200, 50, "item 1")
  }
}
