import LayoutIR
import Testing

@testable import LayoutEvaluator

@Suite("Evaluation errors and scale")
struct EvaluationErrorTests {
  var photos: IRLayout { get throws { try #require(try GoldenCase(named: "params-default-variant").layout) } }

  @Test("unknown parameter and unknown value")
  func params() throws {
    let layout = try photos
    let unknown = evaluationError { try evaluate(layout, counts: [1], params: ["style": "x"]) }
    #expect(unknown == .unknownParam(name: "style", layout: "Photos"))
    #expect(unknown?.description == "layout 'Photos' has no parameter 'style'")
    let value = evaluationError { try evaluate(layout, counts: [1], params: ["mode": "weekly"]) }
    #expect(
      value?.description == "'weekly' is not a value of parameter 'mode' (expected one of allPhotos, monthSummary)")
  }

  @Test("counts for more sections than the layout has")
  func tooManySections() {
    let e = evaluationError { try evaluate(gridLayout(), counts: [1, 2]) }
    #expect(e?.description == "item counts given for 2 sections, but the layout has 1")
  }

  @Test("non-positive or NaN viewport, bad scale, negative count, NaN measured size")
  func inputs() {
    #expect(
      evaluationError { try evaluate(gridLayout(), counts: [1], width: 0) } == .invalidViewport(width: 0, height: 844))
    #expect(evaluationError { try evaluate(gridLayout(), counts: [1], height: .nan) } != nil)
    #expect(evaluationError { try evaluate(gridLayout(), counts: [1], scale: 0) } == .invalidScale(0))
    #expect(evaluationError { try evaluate(gridLayout(), counts: [-1]) } == .invalidItemCount(section: 0, count: -1))
    let id = ElementID(category: .cell, kind: nil, section: 0, item: 0)
    #expect(
      evaluationError { try evaluate(gridLayout(), counts: [1], measured: [id: Size(width: .nan, height: 1)]) } != nil)
  }

  @Test("zero-size children repeated cyclically do not hang (R5.2 guard)")
  func zeroSizeChildren() throws {
    let layout = IRLayout(
      name: "Z", items: [item(abs(0), abs(10))], groups: [group(.horizontal, fw(1), abs(10), [.item(0)])],
      sections: [section(root: 0)])
    let e = try evaluate(layout, counts: [3])
    #expect(e.allElements().count == 3)
  }

  @Test("10^7 items: frame 9,999,999 equals its closed form exactly; queries at both ends")
  func tenMillion() throws {
    let grid = try evaluate(gridLayout(), counts: [10_000_000])
    // g = 3,333,333, j = 0: (2, 2 + 130 g, 126, 126).
    #expect(grid.frame(of: cell(9_999_999)) == Rect(x: 2, y: 2 + 130 * 3_333_333, width: 126, height: 126))
    #expect(grid.contentSize.height == 130 * 3_333_334)
    let end = grid.elements(in: Rect(x: 0, y: 130 * 3_333_000, width: 390, height: 844))
    #expect(end.count == 21)
    #expect(end.first?.item == 9_999_000)
    let header = try evaluate(WorkedExamplesTests.headerGrid(), counts: [10_000_000])
    // Row g at 52 + g * (358/3 + 10) = 52 + g * 388/3; g = 3,333,333 -> 52 + 1,293,333,204 / 3 exactly on the grid.
    let y = 52 + Double(3_333_333 * 388) / 3 + 2
    #expect(header.frame(of: cell(9_999_999))?.y == y)
  }

  @Test("scale 1 floors fractions to whole points (U2)")
  func scaleOne() throws {
    let layout = IRLayout(
      name: "S", items: [item(fw(1, 3), fh(1))], groups: [group(.horizontal, fw(1), abs(10), [.item(0)])],
      sections: [section(root: 0)])
    let e = try evaluate(layout, counts: [3], scale: 1, width: 100)
    #expect(e.frame(of: cell(1)) == Rect(x: 33, y: 0, width: 33, height: 10))
  }
}

@Suite("Adversarial IR")
struct AdversarialTests {
  /// 40 levels, each a group estimated along its axis holding one run of two copies of the next level (R12.3: no fit
  /// test, so nothing shrinks away): 2^40 leaves. `load` refuses it (2^17 frames in one group, E0411's limit); built
  /// in memory, the evaluator must stop with an error instead of running away.
  @Test("exponential fan-out is refused with solutionTooLarge")
  func fanOut() throws {
    var groups: [IRGroup] = []
    for level in 0..<40 {
      let child: IRChildRef = level == 0 ? .item(0) : .group(level - 1)
      let horizontal = level % 2 == 0
      groups.append(
        group(
          horizontal ? .horizontal : .vertical, horizontal ? est(10) : abs(10), horizontal ? abs(10) : est(10),
          [child, child], spacing: .fixed(num(1))))
    }
    let layout = IRLayout(
      name: "Fan", items: [item(abs(1), abs(1))], groups: groups, sections: [section(root: groups.count - 1)])
    let data = try IRDocument(layouts: [layout]).encoded()
    #expect(
      throws: IRLoadError.invalid(
        layout: "Fan",
        message: "groups[16] holds 131072 frames in one run of its children; a group holds at most 100000")
    ) {
      try IRDocument.load(from: data)
    }
    #expect(throws: EvaluationError.self) { try evaluate(layout, counts: [1]) }
  }

  /// A 64-deep chain of single-child groups with spacing: every level re-solves nothing thanks to the solve cache.
  @Test("a 64-deep chain evaluates quickly")
  func deepChain() throws {
    var groups: [IRGroup] = []
    for level in 0..<64 {
      let child: IRChildRef = level == 0 ? .item(0) : .group(level - 1)
      groups.append(group(.vertical, fw(1), fh(1), [child], spacing: .fixed(num(2))))
    }
    let layout = IRLayout(
      name: "Chain", items: [item(fw(1), fh(1, 2))], groups: groups, sections: [section(root: groups.count - 1)])
    let evaluation = try evaluate(layout, counts: [10])
    #expect(evaluation.allElements().count == 10)
  }
}
