import LayoutEvaluator
import LayoutLint
import LayoutLowering
import LayoutSemantics
import LayoutSource
import LayoutTestSupport
import Testing

/// The page rules against the evaluator, on generated pagers (fixed seeds) at sampled viewports: `eval` refuses a
/// viewport for lines of two items exactly where `paged-line-holds-two` holds (SE10), and the next photo starts at
/// the floor exactly where `page-parallax-too-strong` holds (SE9). Guards on the insets and the effect make the
/// findings hold in part of the range and in one variant only.
@Suite struct PagedFlowCrossCheckTests {
  static let widths: [Double] = [320, 375, 390, 414, 500, 600, 768, 834, 1024, 1366]
  static let heights: [Double] = [320, 500, 568, 844, 1024, 1366]

  /// A pager: either direction, a flow size, spacings and insets, page parallax and its floor, some of them under
  /// a width threshold or a parameter.
  static func pager(_ generator: inout LayoutSourceGenerator) -> String {
    let horizontal = generator.chance(0.5)
    let along = generator.int(100...500)
    // Narrow items fit twice everywhere, wide ones nowhere in the default range, the others in part of it.
    let choices = [generator.int(60...140), generator.int(141...700), generator.int(700...900)]
    let across = generator.pick(choices)
    let size = horizontal ? "\(along) x \(across)" : "\(across) x \(along)"
    let (spacing, floor) = (generator.int(0...along + 50), generator.pick([0, 0, 20, 40, along]))
    var lines = [
      "layout Pager {", horizontal ? "  direction: horizontal" : "", "  param depth: calm | deep = calm", "  section {",
      "    flow: \(size)", "    item-spacing: \(generator.int(0...40))",
      "    insets: \(generator.int(0...30)) \(generator.int(0...30))",
      "    effect: page-parallax \(spacing), min-width \(floor)",
    ]
    if generator.chance(0.5) {
      lines.append(
        "    when width >= \(generator.int(400...900)) { insets: \(generator.int(0...60)) \(generator.int(0...200)) }")
    }
    if generator.chance(0.5) {
      lines.append(
        "    when depth == deep { effect: page-parallax \(generator.int(0...along + 50)), min-width \(floor) }")
    }
    return (lines + ["  }", "}"]).filter { !$0.isEmpty }.joined(separator: "\n")
  }

  @Test(arguments: Array(UInt64(1)...30)) func pageRulesAgreeWithTheEvaluator(seed: UInt64) throws {
    var generator = LayoutSourceGenerator(seed: seed &+ 9000)
    let text = Self.pager(&generator)
    let checked = FrontEnd.check(SourceFile(path: "pager.layout", text: text))
    try #require(!checked.hasErrors, "generator produced an invalid layout:\n\(text)\n\(checked.diagnostics)")
    let findings = LintHarness.findings(checked)
    let ir = Lowering.lower(try #require(checked.program.layouts.first))
    let axis = ir.scrollDirection == .horizontal
    var mismatches: [String] = []
    for depth in ["calm", "deep"] {
      for width in Self.widths {
        for height in Self.heights {
          let (w, h) = (EvaluatorCrossCheckTests.offset(width), EvaluatorCrossCheckTests.offset(height))
          func holds(_ rule: String) -> Bool {
            findings.contains {
              $0.diagnostic.code.id == rule && $0.holds(params: ["depth": depth], width: w, height: h)
            }
          }
          let input = EvaluationInput(
            viewport: Size(width: w, height: h), scale: EvaluatorCrossCheckTests.fineScale, params: ["depth": depth],
            itemCounts: [3])
          let evaluation: Evaluation
          do {
            evaluation = try Evaluator.evaluate(ir, input: input)
          } catch EvaluationError.pageParallaxLines {
            if !holds("paged-line-holds-two") {
              mismatches.append("\(depth) \(width)x\(height): two a line, no finding")
            }
            continue
          }
          if holds("paged-line-holds-two") { mismatches.append("\(depth) \(width)x\(height): one a line, a finding") }
          // SE6 at offset 0: the next photo is G short of its natural length, or at the floor when that is less.
          let everywhere = Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
          let found = evaluation.elements(at: ScrollPosition(contentOffset: Point(x: 0, y: 0)), in: everywhere)
          let next = try #require(found.first { $0.category == .cell && $0.item == 1 })
          let length = axis ? next.frame.width : next.frame.height
          let floor = Double(text.components(separatedBy: "min-width ")[1].prefix { $0.isNumber })!
          let atFloor = abs(length - floor) < 0.5
          if atFloor != holds("page-parallax-too-strong") {
            mismatches.append("\(depth) \(width)x\(height): next photo \(length), floor \(floor)")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.count) mismatches, first \(mismatches.prefix(3))\n\(text)")
  }

  /// The generator exercises both rules, in part of the range or one variant as well as everywhere, and pagers
  /// clean of both.
  @Test func generatedPagersCoverFindingsAndCleanOnes() {
    let rules = ["page-parallax-too-strong", "paged-line-holds-two"]
    var tally: [String: Int] = [:]
    for seed in UInt64(1)...30 {
      var generator = LayoutSourceGenerator(seed: seed &+ 9000)
      let findings = LintHarness.findings(
        FrontEnd.check(SourceFile(path: "pager.layout", text: Self.pager(&generator)))
      )
      .filter { rules.contains($0.diagnostic.code.id) }
      if findings.isEmpty { tally["clean", default: 0] += 1 }
      for finding in findings {
        let samples = ["calm", "deep"].flatMap { depth in
          Self.widths.flatMap { w in
            Self.heights.map { h in finding.holds(params: ["depth": depth], width: w, height: h) }
          }
        }
        tally[finding.diagnostic.code.id + (samples.allSatisfy { $0 } ? "" : " in part"), default: 0] += 1
      }
    }
    for key in ["clean", "page-parallax-too-strong in part", "paged-line-holds-two", "paged-line-holds-two in part"] {
      #expect(tally[key, default: 0] > 0, "\(key): \(tally)")
    }
  }
}
