import LayoutIR
import Testing

@testable import LayoutEvaluator

/// Pinned flow headers and footers at a scroll offset (S4), the flow part of worked example 7.3: 390 x 844, two
/// sections each with a header of 50, a footer of 30, insets 16 and eight items of 100 x 100, so section 0 spans
/// [0, 432): 50 + 16 + three lines (3 x 100 + 2 x 10) + 16 + 30.
@Suite("Flow pinning (S4)")
struct FlowPinningTests {
  static func layout(pinHeaders: Bool, pinFooters: Bool) -> IRLayout {
    let flow = IRFlow(
      itemSize: IRProperty(IRFlowSize(width: num(100), height: num(100))), itemSpacing: IRProperty(num(10)),
      lineSpacing: IRProperty(num(10)))
    var header = IRBoundary(kind: "title", size: size(fw(1), abs(50)), alignment: IRProperty(.top))
    var footer = IRBoundary(kind: "more", size: size(fw(1), abs(30)), alignment: IRProperty(.bottom))
    if pinHeaders { header.pinned = IRProperty(true) }
    if pinFooters { footer.pinned = IRProperty(true) }
    var section = IRSection(insets: insets(num(16), num(16), num(16), num(16)), flow: flow)
    section.boundaries = [header, footer]
    return IRLayout(name: "Pinned", items: [], groups: [], sections: [section, section])
  }

  static func boundaries(_ evaluation: Evaluation, at y: Double) -> [String: Rect] {
    var frames: [String: Rect] = [:]
    for element in evaluation.elements(at: ScrollPosition(contentOffset: Point(x: 0, y: y)))
    where element.category == .boundary {
      frames["\(evaluation.kind(of: element) ?? "?") \(element.section)"] = element.frame
      #expect(element.zIndex == 10, "S4: z stays the flow layout's 10")
    }
    return frames
  }

  @Test("7.3: a pinned header follows the offset and stops above its own footer (S4); at 500 it is gone")
  func headers() throws {
    let evaluation = try Evaluator.evaluate(
      Self.layout(pinHeaders: true, pinFooters: false),
      input: EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: [8, 8]))
    #expect(evaluation.sectionRect(0).height == 432)
    for (offset, y) in [(0.0, 0.0), (100, 100), (352, 352), (380, 352)] {
      let frames = Self.boundaries(evaluation, at: offset)
      #expect(frames["title 0"] == Rect(x: 0, y: y, width: 390, height: 50), "offset \(offset)")
      #expect(frames["more 0"] == Rect(x: 0, y: 402, width: 390, height: 30), "the unpinned footer stays")
    }
    let far = Self.boundaries(evaluation, at: 500)
    #expect(far["title 0"] == nil)
    #expect(far["title 1"] == Rect(x: 0, y: 500, width: 390, height: 50))
    // At rest the header keeps its layout frame and is flagged pinned (R10.5).
    let rest = evaluation.allElements().first { $0.category == .boundary }
    #expect(rest?.frame.y == 0 && rest?.isPinned == true)
  }

  @Test("S4: a pinned footer follows the visible end, never rising above its header's end")
  func footers() throws {
    let evaluation = try Evaluator.evaluate(
      Self.layout(pinHeaders: false, pinFooters: true),
      input: EvaluationInput(viewport: Size(width: 390, height: 300), itemCounts: [8, 8]))
    // Footer 0 rests at 402; a 300-tall view at 0 ends at 300: pulled up to 270.
    #expect(Self.boundaries(evaluation, at: 0)["more 0"] == Rect(x: 0, y: 270, width: 390, height: 30))
    // Footer 1 rests at 834; at 0 the view ends at 300, but it never rises above its header's end, 432 + 50.
    let section1 = Self.boundaries(evaluation, at: 200)
    #expect(section1["more 1"] == Rect(x: 0, y: 482, width: 390, height: 30))
    // Once the view's end passes the rest position, the footer stays there.
    #expect(Self.boundaries(evaluation, at: 200)["more 0"] == Rect(x: 0, y: 402, width: 390, height: 30))
  }
}
