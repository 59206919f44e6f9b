// layoutc-bench: the performance figures the issues ask for, as markdown tables.
// Build and run in release: `swift run -c release layoutc-bench [frontend|formatter|evaluator|eval-process|lint]…`
// (no argument runs every section). Budgets are ratios to baselines measured in the same run.

let sections = Set(CommandLine.arguments.dropFirst())
func wants(_ name: String) -> Bool { sections.isEmpty || sections.contains(name) }

if wants("frontend") { FrontEndBenchmark.run() }
if wants("formatter") { runFormatterBenchmarks() }
if wants("evaluator") { runEvaluatorBenchmarks() }
if wants("eval-process") { runStreamingBenchmarks() }
if wants("lint") { runLintBenchmarks() }
