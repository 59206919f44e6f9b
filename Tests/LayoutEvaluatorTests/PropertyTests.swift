import Foundation
import LayoutIR
import Testing

@testable import LayoutEvaluator

/// Overlap by more than floating-point noise (1/3-point values do not add up exactly in binary).
func overlap(_ a: Rect, _ b: Rect) -> Bool {
  let e = 1e-9
  return a.x < b.maxX - e && b.x < a.maxX - e && a.y < b.maxY - e && b.y < a.maxY - e
}

/// Same elements, frames equal up to floating-point noise (accumulated group offsets vs. closed form).
func sameElements(_ a: [Element], _ b: [Element]) -> Bool {
  guard a.count == b.count else { return false }
  return zip(a, b).allSatisfy { x, y in
    x.category == y.category && x.kindIndex == y.kindIndex && x.section == y.section && x.item == y.item
      && x.zIndex == y.zIndex && x.isPinned == y.isPinned && Swift.abs(x.frame.x - y.frame.x) < 1e-6
      && Swift.abs(x.frame.y - y.frame.y) < 1e-6 && Swift.abs(x.frame.width - y.frame.width) < 1e-6
      && Swift.abs(x.frame.height - y.frame.height) < 1e-6
  }
}

@Suite("Properties over generated layouts (fixed seeds)")
struct PropertyTests {
  static let seeds: [UInt64] = Array(1...60)

  func input(_ seed: EvaluationInputSeed, measured: [ElementID: Size] = [:]) -> EvaluationInput {
    EvaluationInput(
      viewport: Size(width: seed.width, height: seed.height), scale: seed.scale, itemCounts: seed.counts,
      measuredSizes: measured)
  }

  @Test("frames finite and deterministic; IR round trip; closed form == group by group; lookups", arguments: seeds)
  func general(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed))
    let (layout, inputSeed) = generator.layout()
    // The generated IR survives encode -> load unchanged.
    let data = try IRDocument(layouts: [layout]).encoded()
    let loaded = try IRDocument.load(from: data)
    #expect(loaded.layouts == [layout])

    let first = try Evaluator.evaluate(loaded.layouts[0], input: input(inputSeed))
    let second = try Evaluator.evaluate(loaded.layouts[0], input: input(inputSeed))
    let elements = first.allElements()
    #expect(elements == second.allElements())
    #expect(first.contentSize == second.contentSize)
    for element in elements {
      let f = element.frame
      #expect(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite, "seed \(seed): \(f)")
    }
    #expect(first.contentSize.width.isFinite && first.contentSize.height.isFinite)
    for element in elements.prefix(200) {
      #expect(first.element(for: first.id(of: element)) == element, "seed \(seed): lookup of \(first.id(of: element))")
    }
    var forced = input(inputSeed)
    forced.forceGroupByGroup = true
    let slow = try Evaluator.evaluate(layout, input: forced)
    #expect(sameElements(slow.allElements(), elements), "seed \(seed): group-by-group differs")
    #expect(Swift.abs(slow.contentSize.height - first.contentSize.height) < 1e-6)
    #expect(Swift.abs(slow.contentSize.width - first.contentSize.width) < 1e-6)
    for element in slow.allElements().prefix(200) {
      #expect(slow.element(for: slow.id(of: element)) == element, "seed \(seed): group-by-group lookup")
    }
  }

  @Test("rect query returns exactly the intersecting elements", arguments: seeds)
  func rectQuery(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 1000))
    let (layout, inputSeed) = generator.layout()
    // Measure every other estimated cell so group-by-group sections are queried too.
    var measured: [ElementID: Size] = [:]
    for (section, count) in inputSeed.counts.enumerated() {
      for item in stride(from: 0, to: count, by: 2) {
        measured[ElementID(category: .cell, kind: nil, section: section, item: item)] = Size(
          width: Double(generator.int(10...200)), height: Double(generator.int(10...200)))
      }
    }
    for evaluation in [
      try Evaluator.evaluate(layout, input: input(inputSeed)),
      try Evaluator.evaluate(layout, input: input(inputSeed, measured: measured)),
    ] {
      let all = evaluation.allElements()
      for _ in 0..<12 {
        let rect = Rect(
          x: Double(generator.int(-100...1200)), y: Double(generator.int(-100...4000)),
          width: Double(generator.int(1...900)), height: Double(generator.int(1...1500)))
        #expect(evaluation.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "seed \(seed): \(rect)")
      }
    }
  }

  @Test("cells of a row group never overlap", arguments: seeds)
  func rowsDoNotOverlap(seed: UInt64) throws {
    var generator = LayoutGenerator(rng: SeededGenerator(seed: seed &+ 2000))
    let (layout, inputSeed) = generator.layout(rowsOnly: true)
    let evaluation = try Evaluator.evaluate(layout, input: input(inputSeed))
    let plan = evaluation.sections
    let cells = evaluation.allElements().filter { $0.category == .cell }
    for (section, sectionPlan) in plan.enumerated() {
      guard case .closedForm(let closedForm) = sectionPlan.content, closedForm.leafCount > 0 else { continue }
      let rows = Dictionary(grouping: cells.filter { $0.section == section }) { $0.item / closedForm.leafCount }
      for row in rows.values {
        for a in row.indices {
          for b in row.indices where b > a {
            #expect(!overlap(row[a].frame, row[b].frame), "seed \(seed): \(row[a].frame) overlaps \(row[b].frame)")
          }
        }
      }
    }
  }
}
