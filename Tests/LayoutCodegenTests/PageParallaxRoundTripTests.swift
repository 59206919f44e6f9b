import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// The generated page parallax subclass answers the frames `layoutc eval --offset` reports (SE6).
///
/// Every generated layout with page parallax is compiled against the stand-in UIKit (as in `RoundTripTests`) with a
/// program that shows its flow layout in a stand-in collection view, gives `super` the rest frames the evaluator
/// computes for the same layout (what UIKit's flow layout computes, F rules), sets the content offset, and prints what
/// the subclass answers for a rect holding everything and for each item. Those frames must be the evaluator's scroll
/// pass at that offset, to a pixel: the subclass centres on `super`'s rounded rest frames, the evaluator on unrounded
/// ones and rounds last (R2.3).
@Suite struct PageParallaxRoundTripTests {
  static let viewports: [Size] = [Size(width: 375, height: 500), Size(width: 320, height: 480)]
  /// At rest, within a page, half a page, a page and a bit, far past the last page, and bouncing before the first
  /// (at -400, the first page has widened past its rest frame into a rect its rest frame misses).
  static let offsets: [Double] = [0, 37.5, 150, 187.75, 390, 5000, -40, -400]
  static let scale = 3.0
  static let itemCount = 4

  @Test func subclassAnswersTheEvaluatedFrames() throws {
    var expected: [String: [Int: Rect]] = [:]
    var visible: [String: Set<Int>] = [:]
    let run = try SubclassProgram.run(tag: "parallax", where: { $0.uses(.pageParallax) }) { layout, api in
      try Self.program(layout, api: api, expected: &expected, visible: &visible)
    }
    #expect(run.inputs >= 1, "flow-parallax.layout generates Swift")
    let outcome = run.outcome
    #expect(outcome.status == 0, "\(outcome.standardError)")

    var compared = 0
    var moved = 0
    var answeredVisible: [String: Set<Int>] = [:]
    for line in outcome.text.split(separator: "\n") {
      let fields = line.split(separator: "|").map(String.init)
      try #require(fields.count == 7, "\(line)")
      let place = "\(fields[0]) \(fields[1]) item \(fields[2])"
      if fields[1] == "invalidates" {
        #expect(fields[3] == "true", "\(place): shouldInvalidateLayout(forBoundsChange:) is true (SE6)")
        continue
      }
      let frames = try #require(expected[fields[0]])
      let item = try #require(Int(fields[2]))
      let frame = try #require(frames[item], "\(place): the evaluator has no such cell")
      let actual = fields[3...].compactMap { Double($0) }
      let wanted = [frame.x, frame.y, frame.width, frame.height]
      let pixel = 1 / Self.scale + 1e-9
      if actual.count != 4 || zip(actual, wanted).contains(where: { abs($0 - $1) > pixel }) {
        Issue.record("\(place): subclass \(actual), evaluator \(wanted)")
      }
      if fields[1].hasPrefix("rect-") {
        answeredVisible[fields[0] + "|" + fields[1], default: []].insert(item)
        continue
      }
      compared += 1
      if fields[1] == "elements" { moved += 1 }
    }
    // S2 on the final frames: the rects past the visible one hold what the evaluator finds there.
    for (label, items) in visible where answeredVisible[label, default: []] != items {
      Issue.record(
        "\(label): the subclass shows \(answeredVisible[label, default: []].sorted()), evaluator \(items.sorted())")
    }
    // The widened first page reaches a rect past the viewport that its rest frame misses.
    #expect(visible.contains { $0.key.hasSuffix("|rect-probe") && $0.value.contains(0) })
    // Each offset: every cell from the rect query and each from the one-item query.
    let calls = expected.count
    #expect(compared == calls * Self.itemCount * 2 && moved > 0)
  }

  /// `main.swift` lines that show `layout`'s generated flow layout at every viewport and offset, for every choice of
  /// parameters; `expected` gets the evaluator's cell frames for each label the program prints.
  static func program(
    _ layout: IRLayout, api: GeneratedLayout, expected: inout [String: [Int: Rect]], visible: inout [String: Set<Int>]
  ) throws -> String {
    var text = ""
    let alongX = layout.scrollDirection == .horizontal
    for (choiceIndex, choice) in RoundTripTests.choices(of: layout).enumerated() {
      let arguments = api.parameters.map { parameter in
        let name = parameter.cases.first { $0.value == choice[parameter.name] }!.name
        return "\(parameter.label): .`\(name)`"
      }
      for (viewportIndex, viewport) in viewports.enumerated() {
        let counts = Array(repeating: itemCount, count: layout.sections.count)
        let evaluation = try Evaluator.evaluate(
          layout, input: EvaluationInput(viewport: viewport, scale: scale, params: choice, itemCounts: counts))
        let rest = evaluation.allElements().filter { $0.category == .cell }.map { element in
          let id = evaluation.id(of: element)
          let frame = element.frame
          return "IndexPath(item: \(id.item), section: \(id.section)): "
            + "CGRect(x: \(frame.x), y: \(frame.y), width: \(frame.width), height: \(frame.height))"
        }
        text += "do {\n  let made = \(api.type).make(\(arguments.joined(separator: ", ")))\n"
        text += "  let view = UICollectionView()\n"
        text += "  view.recordedItemCounts = \(counts)\n"
        text += "  made.recordedCollectionView = view\n"
        text += "  made.recordedRestFrames = [\(rest.joined(separator: ", "))]\n"
        for (offsetIndex, offset) in offsets.enumerated() {
          let label = "\(layout.name)/\(choiceIndex)/\(viewportIndex)/\(offsetIndex)"
          let point = Point(x: alongX ? offset : 0, y: alongX ? 0 : offset)
          let frames = evaluation.elements(
            at: ScrollPosition(contentOffset: point), in: Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
          ).filter { $0.category == .cell }
          expected[label] = Dictionary(uniqueKeysWithValues: frames.map { (evaluation.id(of: $0).item, $0.frame) })
          // A rect one viewport past the visible one along the axis: at -400 the widened first page reaches it.
          let probe = Rect(
            x: point.x + (alongX ? viewport.width : 0), y: point.y + (alongX ? 0 : viewport.height),
            width: viewport.width, height: viewport.height)
          let shown = Rect(x: point.x, y: point.y, width: viewport.width, height: viewport.height)
          for (name, rect) in [("visible", shown), ("probe", probe)] {
            let key = "\(label)|rect-\(name)"
            visible[key] = Set(
              evaluation.elements(at: ScrollPosition(contentOffset: point), in: rect).filter { $0.category == .cell }
                .map { evaluation.id(of: $0).item })
            let cgRect = "CGRect(x: \(rect.x), y: \(rect.y), width: \(rect.width), height: \(rect.height))"
            text += "  view.contentOffset = CGPoint(x: \(point.x), y: \(point.y))\n"
            text += "  for a in made.layoutAttributesForElements(in: \(cgRect)) ?? [] {\n"
            text +=
              "    print(\"\(key)|\\(a.indexPath.item)|\\(a.frame.minX)|\\(a.frame.minY)|\\(a.frame.width)|\\(a.frame.height)\")\n"
            text += "  }\n"
          }
          text += "  view.contentOffset = CGPoint(x: \(point.x), y: \(point.y))\n"
          text += "  view.bounds = CGRect(x: \(point.x), y: \(point.y), width: \(viewport.width), "
          text += "height: \(viewport.height))\n"
          text +=
            "  print(\"\(label)|invalidates|-|\\(made.shouldInvalidateLayout(forBoundsChange: view.bounds))|-|-|-\")\n"
          text +=
            "  for a in made.layoutAttributesForElements(in: CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)) ?? [] {\n"
          text +=
            "    print(\"\(label)|elements|\\(a.indexPath.item)|\\(a.frame.minX)|\\(a.frame.minY)|\\(a.frame.width)|\\(a.frame.height)\")\n"
          text += "  }\n"
          text += "  for item in 0..<\(itemCount) {\n"
          text += "    let a = made.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!\n"
          text +=
            "    print(\"\(label)|item|\\(item)|\\(a.frame.minX)|\\(a.frame.minY)|\\(a.frame.width)|\\(a.frame.height)\")\n"
          text += "  }\n"
        }
        text += "}\n"
      }
    }
    return text
  }
}
