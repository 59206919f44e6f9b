import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// The generated focus width subclass answers the frames, content size and content inset `layoutc eval --focus`
/// reports (SE8).
///
/// Every generated layout with focus width is compiled against the stand-in UIKit with a program that shows its flow
/// layout in a stand-in collection view, gives `super` the rest frames and content size the evaluator computes for the
/// same layout without its effect (what UIKit's flow layout computes, F rules), sets the aspect ratios and the focus,
/// prepares, and prints what the subclass answers. The frames must be the evaluator's focus-width frames to a pixel
/// (the evaluator rounds last, R2.3; the subclass leaves that to UIKit), the content size and inset within a pixel,
/// and a rect query must find exactly the cells the evaluator finds there.
@Suite struct FocusWidthRoundTripTests {
  static let scale = 3.0
  static let itemCounts = [0, 1, 4]
  /// (item, progress) focuses: at rest, within a pair, and on the last item, whose progress counts as 0.
  static let focuses: [(Int, Double)] = [(0, 0), (0, 0.4), (1, 0), (1, 0.75), (2, 0.5), (3, 0), (3, 0.6)]
  /// No aspects (every natural length is the flow item's), the seed's photos, and ratios that clamp at both ends.
  static let aspectLists: [[Size]?] = [
    nil,
    [Size(width: 3, height: 2), Size(width: 2, height: 3), Size(width: 4, height: 3), Size(width: 1, height: 1)],
    [Size(width: 20, height: 1), Size(width: 1, height: 20), Size(width: 7, height: 5), Size(width: 5, height: 7)],
  ]

  static func viewport(of layout: IRLayout) -> Size {
    layout.scrollDirection == .horizontal ? Size(width: 375, height: 48) : Size(width: 320, height: 480)
  }

  /// What the program prints and what the evaluator expects for one label: cell frames by item, the content size,
  /// the inset, and the cells of a rect query.
  struct Expected {
    var frames: [Int: Rect] = [:]
    var contentSize = Size(width: 0, height: 0)
    var inset = 0.0
    var shown: Set<Int> = []
  }

  @Test func subclassAnswersTheEvaluatedStrip() throws {
    var expected: [String: Expected] = [:]
    let run = try SubclassProgram.run(tag: "focus", where: { $0.uses(.focusWidth) }) { layout, api in
      try Self.program(layout, api: api, expected: &expected)
    }
    #expect(run.inputs >= 1, "flow-focus-width.layout generates Swift")
    let outcome = run.outcome
    #expect(outcome.status == 0, "\(outcome.standardError)")

    var answered: [String: Expected] = [:]
    var invalidations = 0
    for line in outcome.text.split(separator: "\n") {
      let fields = line.split(separator: "|").map(String.init)
      try #require(fields.count == 7, "\(line)")
      let (label, what) = (fields[0], fields[1])
      let numbers = fields[2...].map { Double($0) ?? .nan }
      switch what {
      case "invalidated":
        #expect(numbers[0] > 0, "\(label): a new focus invalidates the layout")
        invalidations += 1
      case "size": answered[label, default: Expected()].contentSize = Size(width: numbers[1], height: numbers[2])
      case "inset":
        answered[label, default: Expected()].inset = numbers[1]
        #expect(numbers[1] == numbers[2], "\(label): the inset is the same at both ends (SE8)")
      case "shown": answered[label, default: Expected()].shown.insert(Int(numbers[0]))
      default:
        let frame = Rect(x: numbers[1], y: numbers[2], width: numbers[3], height: numbers[4])
        let item = "\(label) \(what) \(fields[2])"
        if what == "elements" {
          #expect(answered[label, default: Expected()].frames.updateValue(frame, forKey: Int(numbers[0])) == nil)
        }
        let wanted = try #require(expected[label]?.frames[Int(numbers[0])], "\(item): the evaluator has no such cell")
        if !Self.close(
          [frame.x, frame.y, frame.width, frame.height], [wanted.x, wanted.y, wanted.width, wanted.height])
        {
          Issue.record("\(item): subclass \(frame), evaluator \(wanted)")
        }
      }
    }
    #expect(invalidations > 0)
    for (label, wanted) in expected {
      let got = answered[label, default: Expected()]
      #expect(Set(got.frames.keys) == Set(wanted.frames.keys), "\(label): the cells of the strip")
      let sizes = [got.contentSize.width, got.contentSize.height, got.inset]
      if !Self.close(sizes, [wanted.contentSize.width, wanted.contentSize.height, wanted.inset]) {
        Issue.record("\(label): content size and inset \(sizes), evaluator \(wanted.contentSize) \(wanted.inset)")
      }
      #expect(got.shown == wanted.shown, "\(label): the cells in the centred viewport (S2)")
    }
    #expect(expected.count > 20)
  }

  /// Whether each number is within a pixel of its counterpart.
  static func close(_ actual: [Double], _ wanted: [Double]) -> Bool {
    actual.count == wanted.count && zip(actual, wanted).allSatisfy { abs($0 - $1) <= 1 / scale + 1e-9 }
  }

  /// `main.swift` lines that show `layout`'s generated flow layout for every item count, aspect list and focus;
  /// `expected` gets what the evaluator reports for each label the program prints.
  static func program(_ layout: IRLayout, api: GeneratedLayout, expected: inout [String: Expected]) throws -> String {
    var text = ""
    let horizontal = layout.scrollDirection == .horizontal
    let viewport = viewport(of: layout)
    // What `super` computes: the same flow without its effect (F rules).
    let rest = RoundTripTests.restFlow(layout)
    for (choiceIndex, choice) in RoundTripTests.choices(of: layout).enumerated() {
      let arguments = api.parameters.map { parameter in
        let name = parameter.cases.first { $0.value == choice[parameter.name] }!.name
        return "\(parameter.label): .`\(name)`"
      }
      for count in itemCounts {
        for (aspectIndex, aspects) in aspectLists.enumerated() {
          let ratios = aspects.map { Array($0.prefix(count)) }
          var input = EvaluationInput(viewport: viewport, scale: scale, params: choice, itemCounts: [count])
          let plain = try Evaluator.evaluate(rest, input: input)
          let restCells = plain.allElements().filter { $0.category == .cell }
          // u, the flow's pitch along the axis, from its first two rest frames.
          let starts = restCells.prefix(2).map { horizontal ? $0.frame.x : $0.frame.y }
          let pitch = starts.count < 2 ? 0 : starts[1] - starts[0]
          let restFrames = restCells.map { element in
            let frame = element.frame
            return "IndexPath(item: \(plain.id(of: element).item), section: 0): "
              + "CGRect(x: \(frame.x), y: \(frame.y), width: \(frame.width), height: \(frame.height))"
          }
          text += "do {\n  let made = \(api.type).make(\(arguments.joined(separator: ", ")))\n"
          text += "  let view = UICollectionView()\n"
          text += "  view.recordedItemCounts = [\(count)]\n"
          text += "  view.bounds = CGRect(x: 0, y: 0, width: \(viewport.width), height: \(viewport.height))\n"
          text += "  made.recordedCollectionView = view\n"
          text += "  made.recordedRestFrames = [\(restFrames.isEmpty ? ":" : restFrames.joined(separator: ", "))]\n"
          text += "  made.recordedContentSize = CGSize(width: \(plain.contentSize.width), "
          text += "height: \(plain.contentSize.height))\n"
          if let ratios {
            let sizes = ratios.map { "CGSize(width: \($0.width), height: \($0.height))" }
            text += "  let ratios: [CGSize] = [\(sizes.joined(separator: ", "))]\n"
            text += "  made.aspectRatio = { ratios[$0.item] }\n"
          }
          for (item, progress) in focuses where item < max(count, 1) {
            let label = "\(layout.name)/\(choiceIndex)/\(count)/\(aspectIndex)/\(item)/\(progress)"
            input.focus = ScrollFocus(item: item, progress: progress)
            input.itemSizes = [ratios.map { FlowItemSizes.aspects($0) }]
            let evaluation = try Evaluator.evaluate(layout, input: input)
            let cells = evaluation.allElements().filter { $0.category == .cell }
            // The viewport scrolled to the focused item's slot less the inset: the pair in the middle (SE8).
            let slot = Double(item) * pitch - evaluation.contentInset
            let shown = Rect(
              x: horizontal ? slot : 0, y: horizontal ? 0 : slot, width: viewport.width, height: viewport.height)
            expected[label] = Expected(
              frames: Dictionary(uniqueKeysWithValues: cells.map { (evaluation.id(of: $0).item, $0.frame) }),
              contentSize: evaluation.contentSize, inset: evaluation.contentInset,
              shown: Set(
                evaluation.elements(in: shown).filter { $0.category == .cell }.map { evaluation.id(of: $0).item }))
            let print = "print(\"\(label)|"
            let frameFields =
              "\\(a.indexPath.item)|\\(a.frame.minX)|\\(a.frame.minY)|\\(a.frame.width)|\\(a.frame.height)"
            text += "  do {\n"
            text += "    let before = made.recordedInvalidations\n"
            text += "    made.focus = .init(item: \(item), progress: \(progress))\n"
            if (item, progress) != (0, 0) {
              text += "    \(print)invalidated|\\(made.recordedInvalidations - before)|-|-|-|-\")\n"
            }
            text += "    made.prepare()\n"
            text += "    let size = made.collectionViewContentSize\n"
            text += "    \(print)size|-|\\(size.width)|\\(size.height)|-|-\")\n"
            let leading = horizontal ? "left" : "top"
            let trailing = horizontal ? "right" : "bottom"
            text += "    let inset = made.focusContentInset\n"
            text += "    \(print)inset|-|\\(inset.\(leading))|\\(inset.\(trailing))|-|-\")\n"
            text +=
              "    for a in made.layoutAttributesForElements(in: CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)) ?? [] {\n"
            text += "      \(print)elements|\(frameFields)\")\n"
            text += "    }\n"
            text += "    for item in 0..<\(count) {\n"
            text += "      let a = made.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!\n"
            text += "      \(print)item|\(frameFields)\")\n"
            text += "    }\n"
            text +=
              "    let shown = CGRect(x: \(shown.x), y: \(shown.y), width: \(shown.width), height: \(shown.height))\n"
            text += "    for a in made.layoutAttributesForElements(in: shown) ?? [] {\n"
            text += "      \(print)shown|\\(a.indexPath.item)|-|-|-|-\")\n"
            text += "    }\n"
            text += "  }\n"
          }
          text += "}\n"
        }
      }
    }
    return text
  }
}
