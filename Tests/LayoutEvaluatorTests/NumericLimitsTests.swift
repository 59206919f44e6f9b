import LayoutIR
import LayoutMath
import Testing

@testable import LayoutEvaluator

/// Issue 10 §2.3–§2.5: no fixed-width index wraps, no number leaves the range the output can hold, and no input makes
/// an evaluation allocate without bound. Each limit is met at its edge and refused just past it.
@Suite("Numeric limits: indices, ranges and memory")
struct NumericLimitsTests {
  func header(_ kind: String, height: Int64 = 44) -> IRBoundary {
    IRBoundary(kind: kind, size: size(fw(1), abs(height)), alignment: IRProperty(.top))
  }

  func badge(_ kind: String) -> IRSupplementary {
    IRSupplementary(kind: kind, size: size(abs(10), abs(10)), anchor: IRProperty(IRAnchor(edges: [.top, .trailing])))
  }

  /// One cell per row; `sections` sections, each with a header of its own kind.
  func sectionsWithHeaders(_ sections: Int) -> IRLayout {
    IRLayout(
      name: "Many", items: [item(fw(1), fh(1))], groups: [group(.vertical, fw(1), abs(44), [.item(0)])],
      sections: (0..<sections).map {
        IRSection(root: IRProperty(0), boundaries: IRList([IRGuarded(header("h\($0)"))]))
      })
  }

  // MARK: §2.3 fixed-width indices

  @Test("an element stays 48 bytes with 32-bit kind indices")
  func elementSize() {
    #expect(MemoryLayout<Element>.size == 48)
    #expect(MemoryLayout<Element>.stride == 48)
  }

  @Test("category, pinned flag and kind index share a word without disturbing each other")
  func packedFields() {
    for category in ElementCategory.allCases {
      for pinned in [false, true] {
        for kind: Int32 in [-1, 0, 1, 32_767, 32_768, 65_535, 65_536, Int32(Evaluator.maximumKindCount - 1)] {
          var element = Element(
            frame: Rect(x: 1, y: 2, width: 3, height: 4), category: category, kindIndex: kind, section: 5, item: 6,
            zIndex: -7, isPinned: pinned)
          #expect(element.category == category && element.isPinned == pinned && element.kindStorage == kind)
          #expect(element.kindIndex == (kind < 0 ? nil : Int(kind)))
          element.isPinned.toggle()
          element.category = .decoration
          #expect(element.kindStorage == kind && element.isPinned == !pinned && element.category == .decoration)
        }
      }
    }
  }

  @Test("32,769 sections with a header each: every header keeps its kind and section")
  func thirtyTwoThousandSections() throws {
    let count = 32_769
    let evaluation = try evaluate(sectionsWithHeaders(count), counts: [Int](repeating: 1, count: count))
    let all = evaluation.allElements()
    #expect(all.count == 2 * count)
    let headers = all.filter { $0.category == .boundary }
    #expect(headers.count == count)
    for element in headers where evaluation.kind(of: element) != "h\(element.section)" {
      Issue.record(
        "header of section \(element.section) is labelled \(String(describing: evaluation.kind(of: element)))")
      break
    }
    let last = ElementID(category: .boundary, kind: "h\(count - 1)", section: count - 1, item: 0)
    #expect(evaluation.frame(of: last) == Rect(x: 0, y: 88 * Double(count - 1), width: 390, height: 44))
    #expect(evaluation.contentSize.height == 88 * Double(count))
  }

  @Test("65,537 kinds in one section: none is mislabelled, and the last is found by id")
  func sixtyFiveThousandKinds() throws {
    let kinds = 65_537
    let layout = IRLayout(
      name: "Kinds", items: [item(fw(1), fh(1))], groups: [group(.vertical, fw(1), abs(44), [.item(0)])],
      sections: [IRSection(root: IRProperty(0), boundaries: IRList((0..<kinds).map { IRGuarded(header("k\($0)")) }))])
    let evaluation = try evaluate(layout, counts: [1])
    #expect(evaluation.kinds.count == kinds)
    let boundaries = evaluation.allElements().filter { $0.category == .boundary }
    #expect(boundaries.map { evaluation.kind(of: $0) } == (0..<kinds).map { "k\($0)" })
    #expect(evaluation.frame(of: ElementID(category: .boundary, kind: "k65536", section: 0, item: 0)) != nil)
  }

  @Test("R9.7: group supplementaries numbered past 2^31 - 1 are refused, one below is fine")
  func groupSupplementaryNumbering() throws {
    // One cell per group and three badges of one kind on the group: item numbers run to 3 * groups - 1.
    let layout = IRLayout(
      name: "Badges", items: [item(fw(1), fh(1))],
      groups: [
        IRGroup(
          axis: .vertical, size: size(fw(1), abs(10)), supplementaries: IRList([0, 0, 0].map { IRGuarded($0) }),
          children: IRList([IRGuarded(.item(0))]))
      ],
      supplementaries: [badge("badge")], sections: [section(root: 0)])
    let fits = Int(Int32.max) / 3
    let evaluation = try evaluate(layout, counts: [fits])
    let lastBadge = ElementID(category: .supplementary, kind: "badge", section: 0, item: 3 * fits - 1)
    #expect(evaluation.frame(of: lastBadge) != nil)
    #expect(
      evaluationError { try evaluate(layout, counts: [fits + 1]) } == .itemIndexOverflow(section: 0, kind: "badge"))
  }

  @Test("more kinds than an element indexes is an error, not a wrapped index")
  func kindLimitIsChecked() throws {
    var resolver = try Resolver(
      layout: gridLayout(), input: EvaluationInput(viewport: Size(width: 1, height: 1), itemCounts: []))
    #expect(try resolver.kind("a") == 0)
    #expect(try resolver.kind("b") == 1)
    #expect(try resolver.kind("a") == 0)
    #expect(EvaluationError.tooManyKinds(limit: Evaluator.maximumKindCount).description.contains("536870911"))
  }

  // MARK: §2.4 ranges: nothing infinite or NaN reaches an output

  @Test(
    "viewports outside (0, 10^6] points are refused",
    arguments: [
      (1e308, 844.0), (390, 1_000_000.5), (.infinity, 844), (.nan, 844), (-1, 844), (390, 0),
      (.leastNonzeroMagnitude, -0.0),
    ])
  func viewportRange(width: Double, height: Double) {
    guard
      case .invalidViewport? = evaluationError({ try evaluate(gridLayout(), counts: [3], width: width, height: height) }
      )
    else {
      Issue.record("\(width)x\(height) was not refused as a viewport")
      return
    }
  }

  @Test(
    "display scales outside 2^-10...2^20 are refused",
    arguments: [1.0 / 2048, 2_097_152, .nan, .infinity, 1e300, -3, 0])
  func scaleRange(scale: Double) {
    guard case .invalidScale? = evaluationError({ try evaluate(gridLayout(), counts: [3], scale: scale) }) else {
      Issue.record("scale \(scale) was not refused")
      return
    }
  }

  @Test("the largest viewport and measured sizes evaluate to finite frames")
  func edgesOfTheRanges() throws {
    let evaluation = try evaluate(gridLayout(), counts: [7], width: 1_000_000, height: 1_000_000)
    #expect(evaluation.allElements().allSatisfy { $0.frame.width.isFinite && $0.frame.y.isFinite })
    #expect(evaluation.contentSize.width == 1_000_000)
    let id = ElementID(category: .cell, kind: nil, section: 0, item: 0)
    #expect(
      evaluationError { try evaluate(gridLayout(), counts: [1], measured: [id: Size(width: 1e7, height: 1)]) } != nil)
    #expect(
      evaluationError { try evaluate(gridLayout(), counts: [1], measured: [id: Size(width: 1e6, height: 1)]) } == nil)
    #expect(
      EvaluationError.invalidViewport(width: 1e308, height: 1).description
        == "viewport must be above 0 and at most 1000000 points each way, got 1e+308x1.0")
  }

  @Test("a huge cell times many items is refused instead of printing 1e22")
  func hugeCellTimesItems() throws {
    // 1e9 w of a 1e6 viewport: 1e15 points per row, exactly at the limit for one row.
    let layout = IRLayout(
      name: "Huge", items: [item(fw(1), fh(1))], groups: [group(.vertical, fw(1), fw(1_000_000_000), [.item(0)])],
      sections: [section(root: 0)])
    #expect(evaluationError { try evaluate(layout, counts: [1], width: 1_000_000) } == nil)
    let e = evaluationError { try evaluate(layout, counts: [10_000_000], width: 1_000_000) }
    #expect(e == .coordinateOutOfRange(place: "the content", value: (1e15 * 10_000_000)))
    #expect(
      e?.description
        == "the content would reach 1e+22 points; frames are exact up to 1e15 points, so evaluate fewer items or a smaller viewport"
    )
  }

  @Test("fractions of fractions that overflow a Double are refused, never inf or NaN")
  func nestedHugeFractions() throws {
    // 20 levels of `Int64.max / 1 w`: the innermost width is far beyond Double's range.
    var groups: [IRGroup] = []
    for level in 0..<20 {
      let child: IRChildRef = level == 0 ? .item(0) : .group(level - 1)
      groups.append(group(.horizontal, fw(Int64.max), abs(10), [child]))
    }
    let layout = IRLayout(
      name: "Deep", items: [item(fw(1), fh(1))], groups: groups, sections: [section(root: groups.count - 1)])
    let document = try IRDocument.load(from: try IRDocument(layouts: [layout]).encoded())
    let deep = evaluationError({ try evaluate(document.layouts[0], counts: [3]) })
    guard case .coordinateOutOfRange? = deep else {
      Issue.record("expected coordinateOutOfRange, got \(String(describing: deep))")
      return
    }
    // Flexible spacing in an infinite group would give inf - inf = NaN: also refused.
    var flexible = layout
    flexible.groups[0] = group(
      .horizontal, fw(Int64.max), abs(10), [.item(0), .item(0)], spacing: .flexible(num(1)))
    flexible.items[0].size = size(fw(1, 4), fh(1))
    #expect(evaluationError { try evaluate(flexible, counts: [3]) } != nil)
  }

  // MARK: §2.5 memory

  @Test("count groups that multiply past the frame limit stop before gathering frames")
  func multipliedCounts() throws {
    // An IR built in memory (load would refuse it): 10,000 copies of 10,000 cells.
    let layout = IRLayout(
      name: "Nested", items: [item(fw(1), fh(1))],
      groups: [
        group(.horizontal, fw(1), abs(10), [.item(0)], count: 10_000),
        group(.vertical, fw(1), abs(100_000), [.group(0)], count: 10_000),
      ], sections: [section(root: 1)])
    #expect(
      evaluationError { try evaluate(layout, counts: [1]) }
        == .solutionTooLarge(group: "#1", limit: LayoutLimits.framesPerGroup))
    // A count of 10^7 in memory: refused before 10^7 pieces are made.
    let counted = IRLayout(
      name: "Counted", items: [item(fw(1), fh(1))],
      groups: [group(.horizontal, fw(1), abs(10), [.item(0)], count: 10_000_000)],
      sections: [section(root: 0)])
    #expect(
      evaluationError { try evaluate(counted, counts: [1]) }
        == .solutionTooLarge(group: "#0", limit: SolveLimits.children))
  }

  @Test("exactly the frame limit in one group evaluates")
  func frameLimitEdge() throws {
    let layout = IRLayout(
      name: "Edge", items: [item(fw(1), fh(1))],
      groups: [
        group(.horizontal, fw(1), abs(10), [.item(0)], count: 1_000),
        group(.vertical, fw(1), abs(1000), [.group(0)], count: 100),
      ], sections: [section(root: 1)])
    let loaded = try IRDocument.load(from: try IRDocument(layouts: [layout]).encoded())
    let evaluation = try evaluate(loaded.layouts[0], counts: [200_000])
    #expect(evaluation.elementCount == 200_000)
  }

  @Test("many sections sharing a large root group stay within the stored-frame budget")
  func manySectionsShareTheBudget() throws {
    // Each section keeps one 50,000-frame group; 40 of them are exactly the budget, 41 are one section too many.
    let big = IRLayout(
      name: "Shared", items: [item(fw(1), fh(1))],
      groups: [
        group(.horizontal, fw(1), abs(10), [.item(0)], count: 500),
        group(.vertical, fw(1), abs(1000), [.group(0)], count: 100),
      ], sections: (0..<41).map { _ in section(root: 1) })
    #expect(
      evaluationError { try evaluate(big, counts: [Int](repeating: 1, count: 41)) }
        == .tooManyStoredFrames(section: 40, limit: Evaluator.storedFrameLimit))
    let fewer = try evaluate(big, counts: [Int](repeating: 50_000, count: 40) + [0])
    #expect(fewer.elementCount == 40 * 50_000)
  }

  @Test("flow sections share the stored-frame budget: two of 1.5 million items are refused")
  func flowSectionsShareTheBudget() throws {
    let flow = IRFlow(itemSize: IRProperty(IRFlowSize(width: 100, height: 100)))
    let layout = IRLayout(
      name: "Flows", items: [], groups: [], sections: [IRSection(flow: flow), IRSection(flow: flow)])
    #expect(
      evaluationError { try evaluate(layout, counts: [1_500_000, 1_500_000]) }
        == .tooManyStoredFrames(section: 1, limit: Evaluator.storedFrameLimit))
    #expect(try evaluate(layout, counts: [1_000_000, 1_000_000]).elementCount == 2_000_000)
  }

  @Test("a measured section keeps every frame, so a huge count stops at the budget")
  func measuredSectionBudget() throws {
    // 1,000 cells per group instance: the budget is reached after 2,000 instances.
    let layout = IRLayout(
      name: "Measured", items: [item(fw(1), est(50))],
      groups: [group(.horizontal, fw(1), est(50), [.item(0)], count: 1_000)], sections: [section(root: 0)])
    let measured = [ElementID(category: .cell, kind: nil, section: 0, item: 0): Size(width: 390, height: 80)]
    #expect(
      evaluationError { try evaluate(layout, counts: [3_000_000], measured: measured) }
        == .tooManyStoredFrames(section: 0, limit: Evaluator.storedFrameLimit))
    #expect(try evaluate(layout, counts: [1_000], measured: measured).elementCount == 1_000)
  }

  @Test("the extreme display scales give finite frames")
  func extremeScales() throws {
    for scale in [1.0 / 1024, 1_048_576] {
      let evaluation = try evaluate(gridLayout(), counts: [10_000], scale: scale, width: 1_000_000, height: 1_000_000)
      let frames = evaluation.allElements().map(\.frame)
      #expect(frames.allSatisfy { [$0.x, $0.y, $0.width, $0.height].allSatisfy(\.isFinite) }, "\(scale)")
    }
  }
}
