import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutTestSupport
import Testing

/// The generated visible-items handler applies the scroll effects `layoutc eval --offset` reports (SE1-SE5, S8).
///
/// Every generated input with scroll effects is compiled against the stand-in UIKit (as in `RoundTripTests`) with a
/// program that asks each layout for its sections and calls the handler each one carries with synthetic visible
/// cells: their rest frames from the evaluator and the offsets UIKit would pass (the collection view's, plus the
/// row's own for an orthogonal section). What the handler set on each cell must be the evaluator's effect values
/// at that position: the scale as a uniform transform, the alpha, and nothing where no effect is declared.
@Suite struct ScrollEffectRoundTripTests {
  static let viewports: [Size] = [Size(width: 390, height: 844), Size(width: 1024, height: 1366)]
  /// Offsets along every axis that scrolls: at rest, between cells, past a radius, and before the start.
  static let offsets: [Double] = [0, 37.5, 155, 310.25, 1000, -40]
  /// The recorder's environment reports a display scale of 3.
  static let scale = 3.0
  static let itemCount = 6

  /// Whether `layout`'s effects are drawn by a visible-items handler: page parallax (SE6) and focus width (SE8)
  /// replace frames instead, and `PageParallaxRoundTripTests` and `FocusWidthRoundTripTests` check their subclasses.
  static func drawsEffects(_ layout: IRLayout) -> Bool {
    layout.uses(.scrollEffects) && !layout.uses(.pageParallax) && !layout.uses(.focusWidth)
  }

  /// One handler call: which layout, viewport and offset, and the evaluation it is checked against.
  struct Call {
    var layout: IRLayout
    var evaluation: Evaluation
    var position: ScrollPosition
  }

  @Test func handlersSetTheEvaluatedEffects() throws {
    var calls: [String: Call] = [:]
    let run = try SubclassProgram.run(
      tag: "effects", opening: "do {\n", closing: "} catch {\n  fatalError(\"\\(error)\")\n}\n",
      where: Self.drawsEffects
    ) { layout, api in try Self.program(layout, api: api, calls: &calls) }
    #expect(run.inputs >= 3, "the effect fixtures and CardCarousel generate Swift")
    let outcome = run.outcome
    #expect(outcome.status == 0, "\(outcome.standardError)")

    var compared = 0
    var withEffect = 0
    for line in outcome.text.split(separator: "\n") {
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 4, "\(line)")
      let call = try #require(calls[fields[0]])
      let section = Int(fields[0].split(separator: "/").last!)!
      let item = try #require(Int(fields[1]))
      // Every element at the position, not just the visible ones: the handler was given every cell.
      let everywhere = Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
      let id = ElementID(category: .cell, kind: nil, section: section, item: item)
      let cell = try #require(
        call.evaluation.elements(at: call.position, in: everywhere).first { call.evaluation.id(of: $0) == id })
      let expected = call.evaluation.effect(of: cell, at: call.position)
      let place = "\(fields[0]) item \(item)"
      Self.compare(fields[2], expected?.scale, "scale", place)
      Self.compare(fields[3], expected?.alpha, "alpha", place)
      compared += 1
      if expected != nil { withEffect += 1 }
    }
    #expect(compared == calls.count * Self.itemCount && withEffect > 0)
    print("scroll effects: \(run.inputs) generated files, \(calls.count) handler calls, \(compared) cells compared")
  }

  /// A value the handler set (`-`: left alone) against the evaluator's (nil: not declared). The handler's arithmetic
  /// is the evaluator's in another order (a row's offset is added to the offset, not subtracted from the frame), so
  /// the values agree to rounding error, not bit for bit.
  static func compare(_ text: String, _ expected: Double?, _ what: String, _ place: String) {
    switch (Double(text), expected) {
    case (nil, nil) where text == "-": return
    case (let actual?, let expected?) where abs(actual - expected) <= 1e-9: return
    default: Issue.record("\(place): \(what) \(text), evaluator \(expected.map { "\($0)" } ?? "none")")
    }
  }

  /// `main.swift` lines calling the handler of every section of `layout`, for every choice of parameters, at every
  /// viewport and offset, with the cells of its evaluation at rest; `calls` gets what each call is checked against.
  static func program(_ layout: IRLayout, api: GeneratedLayout, calls: inout [String: Call]) throws -> String {
    var text = ""
    for (choiceIndex, choice) in RoundTripTests.choices(of: layout).enumerated() {
      let arguments = api.parameters.map { parameter in
        let name = parameter.cases.first { $0.value == choice[parameter.name] }!.name
        return "\(parameter.label): .`\(name)`"
      }
      text += "  do {\n    let made = \(api.type).make(\(arguments.joined(separator: ", ")))\n"
      text += try Self.calls(layout, choice: choice, label: "\(layout.name)/\(choiceIndex)", calls: &calls)
      text += "  }\n"
    }
    return text
  }

  /// The calls of `program` for one choice of parameters, on the layout `made`.
  static func calls(
    _ layout: IRLayout, choice: [String: String], label prefix: String, calls: inout [String: Call]
  ) throws -> String {
    var text = ""
    let layoutAxisIsX = layout.scrollDirection == .horizontal
    for (viewportIndex, viewport) in viewports.enumerated() {
      let counts = Array(repeating: itemCount, count: layout.sections.count)
      let evaluation = try Evaluator.evaluate(
        layout, input: EvaluationInput(viewport: viewport, scale: scale, params: choice, itemCounts: counts))
      let rest = evaluation.allElements().filter { $0.category == .cell }
      let orthogonal = layout.sections.indices.filter { index in
        let scroll = layout.sections[index].scroll.resolve {
          $0.holds(params: choice, viewportWidth: viewport.width, viewportHeight: viewport.height)
        }
        return (scroll ?? .none) != .none
      }
      for (offsetIndex, offset) in offsets.enumerated() {
        let rows = Dictionary(uniqueKeysWithValues: orthogonal.map { ($0, offset) })
        let main = Point(x: layoutAxisIsX ? offset : 0, y: layoutAxisIsX ? 0 : offset)
        let position = ScrollPosition(contentOffset: main, sectionOffsets: rows)
        for section in layout.sections.indices {
          let label = "\(prefix)/\(viewportIndex)/\(offsetIndex)/\(section)"
          calls[label] = Call(layout: layout, evaluation: evaluation, position: position)
          // UIKit passes a row's own offset added to the collection view's, along the row.
          var handed = main
          if let row = rows[section] {
            if layoutAxisIsX { handed.y += row } else { handed.x += row }
          }
          let frames = rest.filter { evaluation.id(of: $0).section == section }.map {
            "(\(evaluation.id(of: $0).item), \($0.frame.x), \($0.frame.y), \($0.frame.width), \($0.frame.height))"
          }
          text += "    try Recorder.effects(\n"
          text += "      made, label: \"\(label)\", section: \(section), width: \(viewport.width), "
          text += "height: \(viewport.height),\n"
          text +=
            "      offset: CGPoint(x: \(handed.x), y: \(handed.y)), frames: [\(frames.joined(separator: ", "))])\n"
        }
      }
    }
    return text
  }
}
