import Foundation
import LayoutCodegen
import LayoutCompiler
import LayoutSource
import LayoutSyntax

/// Issue 12's figure: Swift generated for the whole `Examples` folder in one process (read once, then for each file
/// a fresh `Compilation`: parse, check, lower, the E0501 check, emit and print), against lex + parse of the same
/// files in the same run. Budget: generation at most 3x parsing.
func runGenerateBenchmarks() {
  guard let examples = BenchSupportExamples.files() else {
    print("generate: Examples not found; run from the repository")
    return
  }
  let sources = examples.map {
    SourceFile(path: $0.lastPathComponent, bytes: Array((try? Data(contentsOf: $0)) ?? Data()))
  }
  let bytes = sources.reduce(0) { $0 + $1.bytes.count }
  var sink = 0
  let parse = Bench.median(runs: 200) {
    for source in sources { sink &+= Parser.parse(source).tokens.count }
  }
  let front = Bench.median(runs: 200) {
    for source in sources { sink &+= Compilation(source: source).ir?.layouts.count ?? 0 }
  }
  let compiled = sources.map { Compilation(source: $0) }
  for compilation in compiled { _ = compilation.ir }
  let emit = Bench.median(runs: 200) {
    for compilation in compiled {
      if case .success(let swift) = SwiftGenerator.generate(compilation, access: .internal) {
        sink &+= SwiftGenerator.file([swift]).utf8.count
      }
    }
  }
  let parts = compiled.compactMap { try? SwiftGenerator.generate($0, access: .internal).get() }
  let printing = Bench.median(runs: 200) {
    for part in parts { sink &+= SwiftGenerator.file([part]).utf8.count }
  }
  var generated = 0
  let generate = Bench.median(runs: 200) {
    generated = 0
    for source in sources {
      if case .success(let swift) = SwiftGenerator.generate(Compilation(source: source), access: .internal) {
        let text = SwiftGenerator.file([swift])
        sink &+= text.utf8.count
        generated += 1
      }
    }
  }
  print(
    "### Swift generation (issue 12): \(sources.count) Examples (\(bytes) bytes), \(generated) generated, median of runs"
  )
  print("")
  print("| case | ms | x parse |")
  print("|---|---:|---:|")
  print("| baseline: lex + parse | \(Bench.format(parse / 1e6, 3)) | 1.0 |")
  func row(_ name: String, _ time: Double) {
    print("| \(name) | \(Bench.format(time / 1e6, 3)) | \(Bench.format(time / parse)) |")
  }
  row("parse + check + lower (`Compilation.ir`)", front)
  row("E0501 check + emit + print, from the IR", emit)
  row("print alone (Doc to text)", printing)
  print(
    "| generate swift (check, lower, emit, print) | \(Bench.format(generate / 1e6, 3)) | \(Bench.format(generate / parse)) |"
  )
  print("")
  print("Budget (generation at most 3x parsing): \(Bench.verdict(generate / parse <= 3)).  (sink \(sink & 1))")
  print("")
}

/// The `.layout` files of `Examples`, sorted.
enum BenchSupportExamples {
  static func files() -> [URL]? {
    guard let directory = Bench.examplesDirectory(),
      let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path)
    else { return nil }
    return names.filter { $0.hasSuffix(".layout") }.sorted().map { directory.appendingPathComponent($0) }
  }
}
