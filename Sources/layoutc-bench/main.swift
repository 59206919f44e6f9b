// layoutc-bench: the performance figures the issues ask for, as markdown tables.
// Build and run in release:
// `swift run -c release layoutc-bench [frontend|formatter|evaluator|eval-process|lint|lsp|generate|render|engine|
// preview|scroll|motion|flow]…`
// (no argument runs every section). Budgets are ratios to baselines measured in the same run.
// `LAYOUTC_BENCH_CLOCK=cpu` times the in-process medians in the thread's CPU time (for a machine shared with others).

import Foundation

let known = [
  "frontend", "formatter", "evaluator", "eval-process", "lint", "lsp", "generate", "render", "engine", "preview",
  "scroll", "motion", "flow",
]
let sections = Set(CommandLine.arguments.dropFirst())
if let unknown = sections.first(where: { !known.contains($0) }) {
  // `--help` lands here too: say what the sections are instead of silently running none of them.
  let complaint = unknown == "--help" || unknown == "-h" ? "" : "error: unknown section '\(unknown)'\n"
  FileHandle.standardError.write(
    Data((complaint + "usage: layoutc-bench [\(known.joined(separator: "|"))]...  (no argument: every section)\n").utf8)
  )
  exit(unknown == "--help" || unknown == "-h" ? 0 : 2)
}
func wants(_ name: String) -> Bool { sections.isEmpty || sections.contains(name) }
if Bench.smoke { print("Smoke run (LAYOUTC_BENCH_SMOKE=1): every timing is one sample; quote no figure from it.\n") }

if wants("frontend") { FrontEndBenchmark.run() }
if wants("formatter") { runFormatterBenchmarks() }
if wants("evaluator") { runEvaluatorBenchmarks() }
if wants("eval-process") { runStreamingBenchmarks() }
if wants("lint") { runLintBenchmarks() }
if wants("lsp") { runServerBenchmarks() }
if wants("generate") { runGenerateBenchmarks() }
if wants("render") { runRenderBenchmarks() }
if wants("engine") { runEngineBenchmarks() }
if wants("preview") { runPreviewBenchmarks() }
if wants("scroll") {
  runScrollBenchmarks()
  runScrollEffectBenchmark()
}
if wants("motion") { runMotionBenchmarks() }
if wants("flow") { runFlowBenchmarks() }
