import Foundation
import LayoutIR
import Testing

@testable import LayoutEvaluator

@Suite("Golden frame cases")
struct GoldenCaseTests {
  @Test("at least 30 cases, each naming its rules and its arithmetic")
  func inventory() throws {
    let names = GoldenCase.names()
    #expect(names.count >= 30)
    for name in names {
      let golden = try GoldenCase(named: name)
      #expect(!golden.rules.isEmpty, "\(name) names no rule")
      #expect(!golden.notes.isEmpty, "\(name) has no notes")
    }
  }

  @Test("case", arguments: GoldenCase.names())
  func run(_ name: String) throws {
    let golden = try GoldenCase(named: name)
    let layout = try #require(golden.layout, "\(name): layout not found")
    let evaluation = try Evaluator.evaluate(layout, input: golden.input)

    // Hand-computed expectations (from the rules, written in the case's notes).
    for check in golden.checks {
      guard let element = evaluation.element(for: check.id) else {
        Issue.record("\(name): no element \(check.id)")
        continue
      }
      let f = element.frame
      let actual = [f.x, f.y, f.width, f.height]
      let close = zip(actual, check.frame).allSatisfy { Swift.abs($0 - $1) < 1e-9 } && check.frame.count == 4
      #expect(close, "\(name): \(check.id) is \(f), expected \(check.frame)")
      if let z = check.zIndex { #expect(element.zIndex == z, "\(name): z of \(check.id)") }
      if let pinned = check.pinned { #expect(element.isPinned == pinned, "\(name): pinned of \(check.id)") }
    }
    if let size = golden.contentSize {
      #expect(
        Swift.abs(evaluation.contentSize.width - size[0]) < 1e-9
          && Swift.abs(evaluation.contentSize.height - size[1]) < 1e-9,
        "\(name): content size \(evaluation.contentSize), expected \(size)")
    }

    // Golden rendering of every element.
    let rendered = GoldenCase.render(evaluation)
    if GoldenCase.updating {
      try rendered.write(to: golden.goldenURL, atomically: true, encoding: .utf8)
    } else {
      let expected = try? String(contentsOf: golden.goldenURL, encoding: .utf8)
      #expect(expected != nil, "\(name): missing \(golden.goldenURL.lastPathComponent); run LAYOUTC_UPDATE_GOLDEN=1")
      if let expected { #expect(rendered == expected, "\(name): frames differ from the golden file") }
    }

    // The group-by-group solver (R12.5) must agree with the closed form (R6.2) on every case.
    var forced = golden.input
    forced.forceGroupByGroup = true
    let slow = try Evaluator.evaluate(layout, input: forced)
    #expect(GoldenCase.render(slow) == rendered, "\(name): group-by-group differs from the closed form")

    // Rect queries return exactly the intersecting elements of the full evaluation.
    let all = evaluation.allElements()
    for rect in [
      Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 100, y: 120, width: 50, height: 50),
      Rect(x: -50, y: -50, width: 2000, height: 5000),
    ] {
      #expect(evaluation.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "\(name): query \(rect)")
      #expect(slow.elements(in: rect) == all.filter { $0.frame.intersects(rect) }, "\(name): slow query \(rect)")
    }
  }
}
