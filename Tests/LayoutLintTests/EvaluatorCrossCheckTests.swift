import LayoutEvaluator
import LayoutLint
import LayoutLowering
import LayoutSemantics
import LayoutSource
import Testing

/// The analysis against the evaluator: for generated layouts (fixed seeds) and sampled viewports, the evaluator drops
/// a listed child, fits not even one, or produces an empty frame exactly where the linter says so.
///
/// The evaluator runs at a fine display scale (2^20), where pixel flooring (R2.1) is below 10^-6 pt: the analysis is
/// exact for unfloored sizes and models the 0.25 pt tolerance of R5.2 exactly. Viewports are sampled 5/64 pt off whole
/// points so that no sample lies on a boundary, where a floating-point evaluator and exact arithmetic may round apart.
///
/// The group fill both sides apply (R5.2, R5.3) is one rule, `LayoutRules.FillPass`, tested on its own in
/// `LayoutRulesTests`; this sampled check covers what surrounds it (sizes, insets, variants, the region splitting) with
/// fewer seeds than when the fill was written twice.
@Suite struct EvaluatorCrossCheckTests {
  static let seeds: [UInt64] = Array(1...40)
  /// The generator's coverage is cheap to check (no evaluation), so over more seeds.
  static let coverageSeeds: [UInt64] = Array(1...120)
  static let widths: [Double] = [320, 360, 375, 390, 414, 450, 500, 600, 700, 768, 834, 1024, 1194, 1366]
  static let heights: [Double] = [320, 568, 844, 1024, 1366]
  static let fineScale = 1_048_576.0

  struct Outcome {
    var layouts = 0
    var withFindings = 0
    var withEvents = 0
    var comparisons = 0
  }

  /// 5/64 pt inside the default range 320...1366.
  static func offset(_ v: Double) -> Double { v >= 1366 ? v - 5.0 / 64 : v + 5.0 / 64 }

  /// Which lint rule answers which runtime message.
  static func rule(for kind: RuntimeMessage.Kind) -> String {
    switch kind {
    case .childrenNotLaidOut: "child-overflow"
    case .cannotFitSingleItem: "child-too-large"
    case .noRoom, .emptyFrame: "empty-frame"
    }
  }

  @Test(arguments: seeds) func linterAgreesWithEvaluator(seed: UInt64) throws {
    var generator = LayoutSourceGenerator(seed: seed)
    try Self.crossCheck(generator.layout(), seed: seed, params: [[:]])
  }

  /// Variants: a parameter choosing the root group and a width threshold changing the section insets.
  @Test(arguments: seeds.prefix(25)) func linterAgreesWithEvaluatorInEveryVariant(seed: UInt64) throws {
    var generator = LayoutSourceGenerator(seed: seed &+ 1000)
    try Self.crossCheck(generator.layout(variants: true), seed: seed, params: [["mode": "a"], ["mode": "b"]])
  }

  /// Guards everywhere (item sizes and insets, group spacing and children, section insets and roots), on two
  /// parameters and thresholds of both axes: every parameter combination is compared (issue 10 §2.2: the variants
  /// are split only where a guard is read, and must stay exact).
  @Test(arguments: seeds.prefix(30)) func linterAgreesWithEvaluatorWithGuardsEverywhere(seed: UInt64) throws {
    var generator = LayoutSourceGenerator(seed: seed &+ 2000)
    var combinations: [[String: String]] = []
    for mode in ["a", "b"] { for size in ["s", "m", "l"] { combinations.append(["mode": mode, "size": size]) } }
    try Self.crossCheck(generator.richLayout(), seed: seed, params: combinations)
  }

  static func crossCheck(_ text: String, seed: UInt64, params: [[String: String]]) throws {
    let checked = FrontEnd.check(SourceFile(path: "generated.layout", text: text))
    try #require(!checked.hasErrors, "generator produced an invalid layout:\n\(text)\n\(checked.diagnostics)")
    let findings = LintHarness.findings(checked)
    let model = try #require(checked.program.layouts.first)
    let ir = Lowering.lower(model)
    var mismatches: [String] = []
    for values in params {
      for width in Self.widths {
        for height in Self.heights {
          let (w, h) = (Self.offset(width), Self.offset(height))
          let input = EvaluationInput(
            viewport: Size(width: w, height: h), scale: Self.fineScale, params: values, itemCounts: [])
          let events = try Evaluator.runtimeMessages(ir, input: input)
          let observed = Set(events.map { Self.rule(for: $0.kind) })
          let reported = Set(
            findings.filter { $0.holds(params: values, width: w, height: h) }.map(\.diagnostic.code.id)
              .filter { ["child-overflow", "child-too-large", "empty-frame"].contains($0) })
          // Sound: everything the evaluator sees at this viewport is reported for it; exact: nothing more.
          if observed != reported {
            mismatches.append("\(values) at \(width)x\(height): evaluator \(events), linter \(reported)")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.count) mismatches, first \(mismatches.prefix(3))\n\(text)")
  }

  /// The generator exercises the interesting cases: some layouts are clean everywhere, some overflow, some have empty
  /// frames, and some only in part of the range.
  @Test func generatedLayoutsCoverFindingsAndCleanOnes() {
    var clean = 0
    var byRule: [String: Int] = [:]
    for seed in Self.coverageSeeds {
      var generator = LayoutSourceGenerator(seed: seed)
      let checked = FrontEnd.check(SourceFile(path: "generated.layout", text: generator.layout()))
      let findings = LintHarness.findings(checked)
      if findings.isEmpty { clean += 1 }
      for finding in findings { byRule[finding.diagnostic.code.id, default: 0] += 1 }
    }
    #expect(clean >= 10, "clean layouts: \(clean)")
    for rule in ["child-overflow", "child-too-large", "empty-frame"] {
      #expect(byRule[rule, default: 0] >= 5, "\(rule): \(byRule[rule, default: 0])")
    }
  }
}
