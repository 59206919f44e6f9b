import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutMotion
import LayoutTestSupport
import Testing

/// The generated layout subclass answers UIKit's initial and final attributes as `layoutc eval --update` does
/// (E2.1, E2.2).
///
/// Every generated input with declared effects is compiled against the stand-in UIKit (as in `RoundTripTests`) with
/// a program that plays batch updates through the layout `make` returns: the rest frames of every element (cells,
/// supplementaries, boundary items, backgrounds) before and after come from the evaluator, the update items from the
/// operations. Each answer must be `LayoutMotion`'s for the same update: the hidden start of an appearing element
/// (progress 0) and the hidden end of a disappearing one (progress 1) as a frame, an alpha and a uniform scale
/// transform, and UIKit's own answer where the evaluator has none.
@Suite struct MotionRoundTripTests {
  static let viewports: [Size] = [Size(width: 390, height: 844), Size(width: 1024, height: 1366)]
  /// Batch updates (operations, counts before, counts after): item inserts and deletes; a section
  /// inserted; a section deleted; a section reloaded; an item reloaded beside a delete; then the same for two
  /// sections.
  static let updates: [([UpdateOperation], [Int], [Int])] = [
    (
      [.insert(MotionIndexPath(section: 0, item: 1)), .delete(MotionIndexPath(section: 1, item: 0))], [3, 3, 3],
      [4, 2, 3]
    ),
    ([.insertSection(1)], [3, 3], [3, 3, 3]),
    ([.deleteSection(0)], [3, 3, 3], [3, 3]),
    ([.reloadSection(1)], [3, 3, 3], [3, 3, 3]),
    ([.reload(MotionIndexPath(section: 1, item: 1)), .delete(MotionIndexPath(section: 0, item: 0))], [3, 3], [2, 3]),
    // The same kinds of update for layouts of two sections.
    (
      [.insert(MotionIndexPath(section: 0, item: 0)), .delete(MotionIndexPath(section: 1, item: 2))], [3, 3],
      [4, 2]
    ),
    ([.insertSection(0)], [3], [3, 3]),
    ([.deleteSection(1)], [3, 3], [3]),
    ([.reloadSection(0)], [3, 3], [3, 3]),
  ]

  @Test func subclassAnswersTheEvaluatedEffects() throws {
    var motions: [String: UpdateMotion] = [:]
    let run = try SubclassProgram.run(tag: "motion", where: { $0.uses(.motionEffects) }) { layout, api in
      try Self.program(layout, api: api, motions: &motions)
    }
    #expect(run.inputs > 0, "the motion-effects fixture generates Swift")
    let outcome = run.outcome
    #expect(outcome.status == 0, "\(outcome.standardError)")

    var compared = 0
    var declared = 0
    var elements = 0
    for line in outcome.text.split(separator: "\n") {
      let fields = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      try #require(fields.count == 7, "\(line)")
      let motion = try #require(motions[fields[0]])
      let category = try #require(ElementCategory.allCases.first { $0.description == fields[2] }, "\(line)")
      let id = ElementID(
        category: category, kind: fields[3].isEmpty ? nil : fields[3], section: Int(fields[4])!, item: Int(fields[5])!)
      let expected =
        fields[1] == "in" ? motion.initialAttributes(forAppearing: id) : motion.finalAttributes(forDisappearing: id)
      Self.compare(fields[6], expected, "\(fields[0]) \(fields[1]) \(category) \(fields[3]) \(id.section):\(id.item)")
      compared += 1
      if expected != nil {
        declared += 1
        if category != .cell { elements += 1 }
      }
    }
    #expect(compared > 0 && declared > 0 && elements > 0)
    print(
      "motion effects: \(run.inputs) generated files, \(motions.count) updates, \(compared) answers compared, "
        + "\(declared) with a declared effect (\(elements) of supplementaries and decorations)")
  }

  /// An answer of the subclass against the evaluator's (nil: UIKit's own, which the subclass must pass through).
  static func compare(_ text: String, _ expected: MotionState?, _ place: String) {
    guard let expected else {
      if text != "super" && text != "nil" { Issue.record("\(place): \(text), evaluator leaves it to UIKit") }
      return
    }
    let values = text.split(separator: ",").compactMap { Double($0) }
    let frame = expected.frame
    let wanted = [
      frame.x, frame.y, frame.width, frame.height, expected.alpha, expected.scale, 0, 0, expected.scale, 0, 0,
    ]
    guard values.count == wanted.count, zip(values, wanted).allSatisfy({ abs($0 - $1) <= 1e-9 }) else {
      Issue.record("\(place): \(text), evaluator \(wanted.map { "\($0)" }.joined(separator: ","))")
      return
    }
  }

  /// `main.swift` lines playing every update through `layout` made for every choice of parameters, at every
  /// viewport; `motions` gets the evaluation each is checked against.
  static func program(_ layout: IRLayout, api: GeneratedLayout, motions: inout [String: UpdateMotion]) throws
    -> String
  {
    var text = ""
    for (choiceIndex, choice) in RoundTripTests.choices(of: layout).enumerated() {
      let arguments = api.parameters.map { parameter in
        let name = parameter.cases.first { $0.value == choice[parameter.name] }!.name
        return "\(parameter.label): .`\(name)`"
      }
      for (viewportIndex, viewport) in viewports.enumerated() {
        for (updateIndex, (operations, oldCounts, newCounts)) in updates.enumerated() {
          guard newCounts.count <= layout.sections.count, oldCounts.count <= layout.sections.count else { continue }
          let label = "\(layout.name)/\(choiceIndex)/\(viewportIndex)/\(updateIndex)"
          let plan = try UpdatePlan(operations, oldCounts: oldCounts, itemsAfter: newCounts)
          #expect(plan.newCounts == newCounts, "\(label)")
          func evaluate(_ counts: [Int]) throws -> Evaluation {
            try Evaluator.evaluate(
              layout, input: EvaluationInput(viewport: viewport, scale: 3, params: choice, itemCounts: counts))
          }
          var motion = try UpdateMotion(
            plan: plan, from: evaluate(oldCounts), to: evaluate(newCounts), viewport: viewport)
          motion.startEffects = MotionEffects(layout: layout, params: choice, viewport: viewport)
          motion.endEffects = motion.startEffects
          motions[label] = motion
          func elements(_ evaluation: Evaluation) -> String {
            evaluation.allElements().map {
              let id = evaluation.id(of: $0)
              let frame = "\($0.frame.x), \($0.frame.y), \($0.frame.width), \($0.frame.height)"
              return "(\"\(id.category)\", \((id.kind ?? "").debugDescription), \(id.section), \(id.item), \(frame))"
            }.joined(separator: ", ")
          }
          text += "do {\n  Recorder.updates(\n"
          text += "    \(api.type).make(\(arguments.joined(separator: ", "))), label: \"\(label)\", "
          text += "width: \(viewport.width), height: \(viewport.height),\n"
          text += "    before: [\(elements(motion.from))],\n    after: [\(elements(motion.to))],\n"
          text += "    updates: [\(Self.items(operations, plan: plan))])\n}\n"
        }
      }
    }
    return text
  }

  /// The update items UIKit hands `prepare(forCollectionViewUpdates:)` for `operations`: a reload's paths are the
  /// same cell before and after; a section's path has one index.
  static func items(_ operations: [UpdateOperation], plan: UpdatePlan) -> String {
    func cell(_ path: MotionIndexPath?) -> String {
      path.map { "IndexPath(item: \($0.item), section: \($0.section))" } ?? "nil"
    }
    func section(_ index: Int?) -> String { index.map { "IndexPath(index: \($0))" } ?? "nil" }
    return operations.map { operation -> String in
      let (action, before, after): (String, String, String)
      switch operation {
      case .insert(let path): (action, before, after) = ("insert", "nil", cell(path))
      case .delete(let path): (action, before, after) = ("delete", cell(path), "nil")
      case .reload(let path):
        // MU14: a reloaded item keeps its index in its (mapped) section; `newPath` calls it the old half, nil.
        let section = plan.newSection(of: Int(path.section)).map(Int32.init) ?? path.section
        (action, before, after) = ("reload", cell(path), cell(MotionIndexPath(section: section, item: path.item)))
      case .move(let from, let to): (action, before, after) = ("move", cell(from), cell(to))
      case .insertSection(let index): (action, before, after) = ("insert", "nil", section(index))
      case .deleteSection(let index): (action, before, after) = ("delete", section(index), "nil")
      case .reloadSection(let index):
        (action, before, after) = ("reload", section(index), section(plan.newSection(of: index)))
      case .moveSection(let from, let to): (action, before, after) = ("move", section(from), section(to))
      }
      return "UICollectionViewUpdateItem(recordedAction: .\(action), before: \(before), after: \(after))"
    }.joined(separator: ", ")
  }
}
