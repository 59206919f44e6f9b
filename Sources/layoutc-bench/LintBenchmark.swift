import Foundation
import LayoutCompiler
import LayoutLint
import LayoutLowering

/// Issue 5's figures: check + lint throughput on the front end's generated corpus beside the byte-counting baseline
/// (budget: at least 15 MB/s), and the cost of the variant analysis on a layout with 3 parameters of 3 values and
/// 4 width breakpoints (27 combinations x 5 width ranges = 135 variants). Issue 10 §2.2's figures: layouts whose
/// variants used to be enumerated one by one (minutes and gigabytes, or out of memory), each linted in milliseconds.
func runLintBenchmarks() {
  guard let examples = Bench.examplesDirectory() else {
    print("lint: Examples/ not found; run from the repository")
    return
  }
  let texts =
    (try? FileManager.default.contentsOfDirectory(atPath: examples.path))?.sorted()
    .filter { $0.hasSuffix(".layout") }
    .compactMap { try? String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8) } ?? []
  let bytes = FrontEndBenchmark.corpus(examples: texts, targetBytes: 4 << 20)
  let megabytes = Double(bytes.count) / 1_048_576
  let source = SourceFile(path: "corpus.layout", bytes: bytes)
  let compilation = Compilation(source: source)
  let checked = compilation.checked
  precondition(!checked.hasErrors, "the benchmark corpus must check clean")
  let (ir, sourceMap) = (compilation.ir!, compilation.sourceMap!)
  let findings = Linter.lint(checked, ir: ir, sourceMap: sourceMap).count

  var sink = 0
  let baseline = Bench.median(runs: 15) { sink &+= FrontEndBenchmark.countLines(bytes) }
  let check = Bench.median(runs: 5) { sink &+= Compilation(source: source).checked.program.layouts.count }
  let lower = Bench.median(runs: 5) { sink &+= Lowering.lowerWithSourceMap(checked.program).sourceMap.layouts.count }
  let lintOnly = Bench.median(runs: 5) { sink &+= Linter.lint(checked, ir: ir, sourceMap: sourceMap).count }
  // What `layoutc check` does per file: the façade's diagnostics (front end, lowering, lint, ignore comments).
  let both = Bench.median(runs: 5) { sink &+= Compilation(source: source).diagnostics.count }
  func rate(_ ns: Double) -> String { Bench.format(megabytes / (ns / 1e9)) }

  let variantSource = SourceFile(path: "variants.layout", text: LintBenchmarkLayouts.variants)
  let variantCompilation = Compilation(source: variantSource)
  let variantChecked = variantCompilation.checked
  precondition(!variantChecked.hasErrors, "the variant benchmark layout must check clean")
  let (variantIR, variantMap) = (variantCompilation.ir!, variantCompilation.sourceMap!)
  let variantFindings = Linter.lint(variantChecked, ir: variantIR, sourceMap: variantMap).count
  let variantLint = Bench.median(runs: 21) {
    sink &+= Linter.lint(variantChecked, ir: variantIR, sourceMap: variantMap).count
  }
  let variantCheck = Bench.median(runs: 21) {
    sink &+= Compilation(source: variantSource).checked.program.layouts.count
  }

  print(
    "### Linter (issue 5): \(Bench.format(megabytes, 2)) MB corpus, \(checked.program.layouts.count) layouts, \(findings) findings, median of runs"
  )
  print("")
  print("| stage | ms | MB/s | x baseline time |")
  print("|---|---:|---:|---:|")
  print("| baseline: count line breaks | \(Bench.format(baseline / 1e6, 2)) | \(rate(baseline)) | 1.0 |")
  print("| check | \(Bench.format(check / 1e6)) | \(rate(check)) | \(Bench.format(check / baseline)) |")
  print(
    "| lower (IR + source map) | \(Bench.format(lower / 1e6)) | \(rate(lower)) | \(Bench.format(lower / baseline)) |")
  print(
    "| lint (of a checked, lowered file) | \(Bench.format(lintOnly / 1e6)) | \(rate(lintOnly)) | \(Bench.format(lintOnly / baseline)) |"
  )
  print("| check + lower + lint | \(Bench.format(both / 1e6)) | \(rate(both)) | \(Bench.format(both / baseline)) |")
  print("")
  print("| variant analysis: 3 params x 3 values, 4 width breakpoints (135 variants) | ms per run |")
  print("|---|---:|")
  print("| check | \(Bench.format(variantCheck / 1e6, 3)) |")
  print("| lint (\(variantFindings) findings) | \(Bench.format(variantLint / 1e6, 3)) |")
  print("")
  print("| variant stress layout (issue 10) | findings | analysis-incomplete | ms per lint |")
  print("|---|---:|---:|---:|")
  for (name, text) in LintBenchmarkLayouts.stress {
    let stress = Compilation(path: "stress.layout", text: text)
    let stressChecked = stress.checked
    precondition(!stressChecked.hasErrors, "the stress layout '\(name)' must check clean")
    let (stressIR, stressMap) = (stress.ir!, stress.sourceMap!)
    let findings = Linter.lint(stressChecked, ir: stressIR, sourceMap: stressMap)
    let notes = findings.filter { $0.code == LintRule.analysisIncomplete.code }.count
    let time = Bench.median(runs: 5) { sink &+= Linter.lint(stressChecked, ir: stressIR, sourceMap: stressMap).count }
    print("| \(name) | \(findings.count - notes) | \(notes) | \(Bench.format(time / 1e6, 1)) |")
  }
  print("")
  let throughput = megabytes / (both / 1e9)
  print("Budget check + lint >= 15 MB/s: \(Bench.verdict(throughput >= 15)) (\(Bench.format(throughput)) MB/s)")
  if sink == 42 { print("") }  // keeps the optimiser from dropping the measured work
}

/// The layouts the variant figure is measured on.
enum LintBenchmarkLayouts {
  /// 3 parameters of 3 values and 4 width breakpoints, every variant reaching nested groups with spacing.
  static let variants = """
    param density: compact | regular | spacious
    param style: list | grid | mosaic
    param theme: light | dark | contrast

    layout Variants {
      item row { size: 1w x 56; insets: 0 16 }
      item tile { size: 1/3w x 1h; insets: 2 }
      item big { size: 2/3w x 1h; insets: 2 }
      item small { size: 1w x 1/2h; insets: 2 }
      vertical pair { size: 1/3w x 1h; small * 2 }
      horizontal mosaic { size: 1w x 2/5w; spacing: 4; big; pair }
      horizontal grid { size: 1w x 1/3w; spacing: 8; tile }
      horizontal wideGrid { size: 1w x 1/4w; spacing: 8; item { size: 1/4w x 1h; insets: 2 } }
      horizontal list { size: 1w x 56; row }

      section {
        insets: 8 16
        when density == compact { spacing: 2 }
        when density == spacious { spacing: 16; insets: 16 24 }
        when theme == contrast { insets: 12 20 }
        when style == list { list }
        when style == grid and width < 600 { grid }
        when style == grid and width >= 600 { wideGrid }
        when style == mosaic and width < 400 { grid }
        when style == mosaic and width >= 400 and width < 800 { mosaic }
        when style == mosaic and width >= 800 and width < 1100 { wideGrid }
        when style == mosaic and width >= 1100 { mosaic }
      }
    }
    """

  /// Layouts whose variant spaces are huge (issue 10 §2.2), named for the table.
  static let stress: [(String, String)] = [
    ("24 unused parameters (2^24 combinations)", unusedParameters(24)),
    ("36 parameters, each read by its own group (2^36)", independentParameters(36)),
    ("1,000 width + 1,000 height thresholds, in different groups", thresholds(1000, sameGroup: false)),
    ("20 parameters read by one group (2^20, sampled)", dependentParameters(20)),
    ("1,000 width + 1,000 height thresholds read by one group (sampled)", thresholds(1000, sameGroup: true)),
  ]

  static func unusedParameters(_ count: Int) -> String {
    var lines = ["layout P {"]
    for i in 0..<count { lines.append("  param p\(i): a | b") }
    lines += ["  item cell { size: 2/3w x 1h }", "  section { horizontal { size: 1w x 100; cell; cell } }", "}"]
    return lines.joined(separator: "\n")
  }

  static func independentParameters(_ count: Int) -> String {
    var lines = ["layout P {"]
    for i in 0..<count { lines.append("  param p\(i): a | b") }
    for i in 0..<count { lines.append("  item i\(i) { size: 1/2w x 1h; when p\(i) == b { size: 3/4w x 1h } }") }
    for i in 0..<count { lines.append("  section { horizontal { size: 1w x 44; i\(i); i\(i) } }") }
    lines.append("}")
    return lines.joined(separator: "\n")
  }

  static func dependentParameters(_ count: Int) -> String {
    var lines = ["layout P {"]
    for i in 0..<count { lines.append("  param p\(i): a | b") }
    for i in 0..<count { lines.append("  item c\(i) { size: 1/25w x 1h; when p\(i) == b { size: 1/10w x 1h } }") }
    lines.append("  horizontal row { size: 1w x 44; " + (0..<count).map { "c\($0)" }.joined(separator: "; ") + " }")
    lines += ["  section { row }", "}"]
    return lines.joined(separator: "\n")
  }

  static func thresholds(_ count: Int, sameGroup: Bool) -> String {
    var lines = ["layout T {", "  item a { size: 100 x 1h"]
    for k in 0..<count { lines.append("    when width > \(321 + k) { size: \(100 + k % 3) x 1h }") }
    lines += ["  }", "  item b { size: 100 x 1h"]
    for k in 0..<count { lines.append("    when height > \(321 + k) { size: \(100 + k % 5) x 1h }") }
    lines.append("  }")
    if sameGroup {
      lines.append("  section { horizontal { size: 1w x 44; a; b } }")
    } else {
      lines += ["  section { horizontal { size: 1w x 44; a; a } }", "  section { horizontal { size: 1w x 44; b; b } }"]
    }
    lines.append("}")
    return lines.joined(separator: "\n")
  }
}
