import LayoutIR
import Testing

@testable import LayoutEvaluator

// R2.3 (U2): every final frame has x, y, width and height rounded to the pixel grid, a tie going away from zero; the
// content size is not rounded. The examples of issue 10 are golden cases (`Cases/rounding-*.json`,
// `Cases/inset-larger-than-slot.json`, `Cases/flow-off-grid-size-scale3.json`); these tests cover the rounding function
// and scales 1, 2 and 3 on one layout.

@Suite("R2.3 final frame rounding")
struct RoundingTests {
  /// (scale, value, expected) by hand.
  static let tieCases: [(Double, Double, Double)] = [
    (1, 0.5, 1), (1, -0.5, -1), (1, 62.5, 63), (1, -69.5, -70), (1, -69.4, -69),
    (2, 0.25, 0.5), (2, -0.25, -0.5), (2, -69.75, -70), (2, 10.75, 11), (2, 108.667, 108.5),
    (3, 62.5, 188 * third), (3, -69.5, -209 * third), (3, 95.5, 287 * third), (3, 4.5, 14 * third),
    (3, -0.5, -2 * third), (3, 10.25, 31 * third), (3, -10.25, -31 * third),
  ]

  @Test("R2.3: round(v * scale) / scale, ties away from zero, at scales 1, 2 and 3", arguments: tieCases)
  func ties(scale: Double, value: Double, expected: Double) {
    let rounded = PixelGrid(scale: scale).round(value)
    #expect(Swift.abs(rounded - expected) < 1e-12, "\(value) at scale \(scale) -> \(rounded), expected \(expected)")
  }

  @Test("R2.3: a value within 1e-6 px of a tie counts as the tie on both sides of zero; farther, it does not")
  func tieTolerance() {
    let grid = PixelGrid(scale: 3)
    // -69.5 pt = -208.5 px; computed in floating point it may come out a hair either side.
    let hair = 1e-8
    #expect(grid.round(-69.5 + hair) == -209.0 / 3)
    #expect(grid.round(-69.5 - hair) == -209.0 / 3)
    #expect(grid.round(62.5 - hair) == 188.0 / 3)
    #expect(grid.round(62.5 + hair) == 188.0 / 3)
    // A third of a pixel away from the tie is an ordinary value.
    #expect(grid.round(-69.5 + 0.1) == -208.0 / 3)
    #expect(grid.round(62.5 - 0.1) == 187.0 / 3)
  }

  @Test("R2.3: rounding never produces -0")
  func noNegativeZero() {
    for scale in [1.0, 2.0, 3.0] {
      let zero = PixelGrid(scale: scale).round(-0.1 / scale)
      #expect(zero == 0 && zero.sign == .plus, "scale \(scale): \(zero)")
    }
  }

  /// A row 1w x 40 of [a, b] repeated: a = 62.5 x 179, b = 62.5 x 179.5, both centred across with flexible top and
  /// bottom edge spacing (R5.6), so they stick out upwards by 69.5 and 69.75. Item a carries a badge 10.5 x 10 at its
  /// top leading corner moved by (-0.25, -0.75). A footer 1w x 10.25 and a background inset by 0.25 all round.
  static func tieLayout() -> IRLayout {
    let centred = IRProperty(IREdgeSpacing(top: .flexible(num(0)), bottom: .flexible(num(0))))
    return IRLayout(
      name: "Ties",
      items: [
        IRItem(size: size(.absolute(num(125, 2)), abs(179)), edges: centred, supplementaries: [0]),
        IRItem(size: size(.absolute(num(125, 2)), .absolute(num(359, 2))), edges: centred),
      ],
      groups: [group(.horizontal, fw(1), abs(40), [.item(0), .item(1)])],
      supplementaries: [
        IRSupplementary(
          kind: "badge", size: size(.absolute(num(21, 2)), abs(10)),
          anchor: IRProperty(IRAnchor(edges: [.top, .leading], offset: IRPoint(x: num(-1, 4), y: num(-3, 4)))))
      ],
      sections: [
        IRSection(
          root: IRProperty(0),
          boundaries: [
            IRBoundary(kind: "footer", size: size(fw(1), .absolute(num(41, 4))), alignment: IRProperty(.bottom))
          ],
          backgrounds: [IRBackground(kind: "bg", insets: IRProperty(IRInsets(all: num(1, 4))))])
      ])
  }

  struct Expected: Sendable, CustomStringConvertible {
    var scale: Double
    /// x of the six cells of a row.
    var xs: [Double]
    var width: Double
    /// y of a and b in row 0 and row 1.
    var aY: [Double]
    var bY: [Double]
    var aHeight: Double
    var bHeight: Double
    var badge: [Double]
    var footer: [Double]
    var background: [Double]
    var description: String { "scale \(scale)" }
  }

  // Unrounded: x = 62.5 j; a at y -69.5 (row 1: -29.5), b at -69.75 (-29.75); badge (-0.25, -70.25, 10.5, 10);
  // footer (0, 80, 390, 10.25); background (0.25, 0.25, 389.5, 89.75); content 390 x 90.25 at every scale.
  static let expectations: [Expected] = [
    // Scale 1: 62.5 -> 63 (tie away), 187.5 -> 188, 312.5 -> 313; -69.5 -> -70, -69.75 -> -70, -29.5 -> -30;
    // 179.5 -> 180; badge x -0.25 -> 0 (not -0), y -70.25 -> -70, width 10.5 -> 11; 10.25 -> 10; 0.25 -> 0,
    // 389.5 -> 390, 89.75 -> 90.
    Expected(
      scale: 1, xs: [0, 63, 125, 188, 250, 313], width: 63, aY: [-70, -30], bY: [-70, -30], aHeight: 179,
      bHeight: 180, badge: [0, -70, 11, 10], footer: [0, 80, 390, 10], background: [0, 0, 390, 90]),
    // Scale 2 (half points): x and widths on the grid; -69.75 = -139.5 px -> -140 px = -70, -29.75 -> -30;
    // badge -0.25 = -0.5 px -> -1 px = -0.5, -70.25 = -140.5 px -> -70.5; 10.25 = 20.5 px -> 10.5;
    // 0.25 -> 0.5, 89.75 = 179.5 px -> 90.
    Expected(
      scale: 2, xs: [0, 62.5, 125, 187.5, 250, 312.5], width: 62.5, aY: [-69.5, -29.5], bY: [-70, -30],
      aHeight: 179, bHeight: 179.5, badge: [-0.5, -70.5, 10.5, 10], footer: [0, 80, 390, 10.5],
      background: [0.5, 0.5, 389.5, 90]),
    // Scale 3: 62.5 = 187.5 px -> 188/3; -69.5 = -208.5 px -> -209/3; -69.75 = -209.25 px -> -209/3;
    // -29.5 -> -89/3, -29.75 = -89.25 px -> -89/3; 179.5 = 538.5 px -> 539/3; badge -0.25 = -0.75 px -> -1/3,
    // -70.25 = -210.75 px -> -211/3, 10.5 = 31.5 px -> 32/3; 10.25 = 30.75 px -> 31/3; 0.25 -> 1/3,
    // 389.5 = 1168.5 px -> 1169/3, 89.75 = 269.25 px -> 269/3.
    Expected(
      scale: 3, xs: [0, 188 * third, 125, 563 * third, 250, 938 * third], width: 188 * third,
      aY: [-209 * third, -89 * third], bY: [-209 * third, -89 * third], aHeight: 179, bHeight: 539 * third,
      badge: [-1 * third, -211 * third, 32 * third, 10], footer: [0, 80, 390, 31 * third],
      background: [third, third, 1169 * third, 269 * third]),
  ]

  @Test(
    "R2.3 at scales 1, 2 and 3: negative ties, widths and heights off the grid, every element kind",
    arguments: expectations)
  func scales(_ expected: Expected) throws {
    let e = try evaluate(Self.tieLayout(), counts: [12], scale: expected.scale)
    for i in 0..<12 {
      let isA = i % 2 == 0
      let y = (isA ? expected.aY : expected.bY)[i / 6]
      let height = isA ? expected.aHeight : expected.bHeight
      expectFrame(e.frame(of: cell(i)), expected.xs[i % 6], y, expected.width, height, "\(expected) cell \(i)")
    }
    let badge = e.frame(of: ElementID(category: .supplementary, kind: "badge", section: 0, item: 0))
    let b = expected.badge
    expectFrame(badge, b[0], b[1], b[2], b[3], "\(expected) badge of item 0")
    #expect(badge?.x.sign == .plus || expected.scale != 1, "scale 1: the badge's x is +0")
    let f = expected.footer
    expectFrame(
      e.frame(of: ElementID(category: .boundary, kind: "footer", section: 0, item: 0)), f[0], f[1], f[2], f[3],
      "\(expected) footer")
    let g = expected.background
    expectFrame(
      e.frame(of: ElementID(category: .decoration, kind: "bg", section: 0, item: 0)), g[0], g[1], g[2], g[3],
      "\(expected) background")
    // The content size is not rounded.
    #expect(e.contentSize == Size(width: 390, height: 90.25), "\(expected): content \(e.contentSize)")
    try expectOutputPathsAgree(e, layout: Self.tieLayout(), counts: [12], scale: expected.scale)
  }

  /// Every way out of an evaluation gives the same rounded frames: materialised, by identifier, by rect query (exactly
  /// the elements whose rounded frames intersect), and the group-by-group solver's (R12.5).
  func expectOutputPathsAgree(
    _ e: Evaluation, layout: IRLayout, counts: [Int], scale: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let all = e.allElements()
    for element in all {
      #expect(
        e.element(for: e.id(of: element)) == element, "lookup of \(e.id(of: element))", sourceLocation: sourceLocation)
    }
    var forced = EvaluationInput(viewport: Size(width: 390, height: 844), scale: scale, itemCounts: counts)
    forced.forceGroupByGroup = true
    let slow = try Evaluator.evaluate(layout, input: forced)
    #expect(slow.allElements() == all, "group by group", sourceLocation: sourceLocation)
    // Rects whose edges sit exactly on rounded and unrounded edges of the frames above.
    for rect in [
      Rect(x: -1, y: -71, width: 400, height: 200), Rect(x: 62.5, y: -69.5, width: 0.5, height: 0.5),
      Rect(x: 125, y: 80, width: 10, height: 10.25), Rect(x: 0, y: 109.5, width: 390, height: 10),
      Rect(x: 187.5, y: -70.25, width: 1, height: 1), Rect(x: 312.6, y: -30, width: 0.1, height: 0.1),
    ] {
      #expect(
        e.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "query \(rect)",
        sourceLocation: sourceLocation)
      #expect(
        slow.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "slow query \(rect)",
        sourceLocation: sourceLocation)
    }
  }

  @Test("R2.3: the closed form rounds origin + g * stride afresh for each group, 10^6 groups out, at scales 1, 2 and 3")
  func closedFormAgreesFarOut() throws {
    // Row 1w x 40.25 (not on the grid at any scale), 3 items of 1/3w: stride 40.25, so every group lands on a different
    // fraction of a pixel, ties included at scale 2 (40.25 g = x.5 px for odd g).
    let layout = IRLayout(
      name: "Far", items: [item(fw(1, 3), fh(1))],
      groups: [group(.horizontal, fw(1), .absolute(num(161, 4)), [.item(0)])],
      sections: [section(root: 0)])
    for scale in [1.0, 2.0, 3.0] {
      let e = try evaluate(layout, counts: [3_000_000], scale: scale)
      let grid = PixelGrid(scale: scale)
      for g in [0, 1, 2, 3, 999_999] {
        let frame = try #require(e.frame(of: cell(3 * g + 1)))
        let exact = 40.25 * Double(g)
        #expect(frame.y == grid.round(exact), "scale \(scale) group \(g): \(frame.y)")
        // The items' 1h is a fraction: floored (R2.1), so already on the grid.
        #expect(frame.height == grid.floor(40.25), "scale \(scale): height \(frame.height)")
      }
      let row = e.elements(in: Rect(x: 0, y: 40.25 * 999_999 + 10, width: 390, height: 1))
      #expect(row.map(\.item) == [2_999_997, 2_999_998, 2_999_999], "scale \(scale): \(row.map(\.item))")
    }
  }
}
