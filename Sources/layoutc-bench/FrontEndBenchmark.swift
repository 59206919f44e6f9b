import Foundation
import LayoutCompiler

/// Issue 2's figures: lex, lex + parse, lex + parse + check throughput on a generated multi-megabyte corpus beside a
/// plain byte-counting pass over the same bytes; and a whole-process `layoutc check` of a 200-line file.
enum FrontEndBenchmark {
  /// A corpus of real layouts: every example, renamed, repeated until it passes `targetBytes`.
  static func corpus(examples: [String], targetBytes: Int) -> [UInt8] {
    var out: [UInt8] = []
    var copy = 0
    while out.count < targetBytes {
      for (file, text) in examples.enumerated() {
        // Each copy of each file gets its own layout names so the file stays free of duplicate declarations (two
        // Examples may declare the same name), with the links between them (`follows: Photos`), and so do the
        // file-level constants (`let margin = 16` at the start of a line), with every use of them.
        var renamed = text.replacingOccurrences(
          of: #"(?m)^layout (\w+)"#, with: "layout $1_\(copy)_\(file)", options: .regularExpression)
        renamed = renamed.replacingOccurrences(
          of: #"(?m)^(\s*follows:\s*)(\w+)"#, with: "$1$2_\(copy)_\(file)", options: .regularExpression)
        for constant in fileConstants(in: text) {
          renamed = renamed.replacingOccurrences(
            of: #"(?<![\w-])"# + constant + #"(?![\w-])"#, with: "\(constant)_\(copy)", options: .regularExpression)
        }
        out += Array(renamed.utf8)
        out.append(0x0A)
      }
      copy += 1
    }
    return out
  }

  /// The names of the constants declared at the top level of `text` (a `let` at the start of a line).
  static func fileConstants(in text: String) -> [String] {
    text.split(separator: "\n").compactMap { line in
      guard line.hasPrefix("let ") else { return nil }
      return line.dropFirst(4).split(separator: " ").first.map(String.init)
    }
  }

  /// A plain pass over the bytes (counting line breaks): the baseline every front-end figure is a ratio to.
  @inline(never) static func countLines(_ bytes: [UInt8]) -> Int {
    var lines = 0
    bytes.withUnsafeBufferPointer { buffer in
      for byte in buffer where byte == 0x0A { lines &+= 1 }
    }
    return lines
  }

  static func run() {
    guard let examples = Bench.examplesDirectory() else {
      print("front end: Examples/ not found; run from the repository")
      return
    }
    let texts =
      (try? FileManager.default.contentsOfDirectory(atPath: examples.path))?.sorted()
      .filter { $0.hasSuffix(".layout") }
      .compactMap { try? String(contentsOf: examples.appendingPathComponent($0), encoding: .utf8) } ?? []
    let bytes = corpus(examples: texts, targetBytes: 4 << 20)
    let megabytes = Double(bytes.count) / 1_048_576
    let source = SourceFile(path: "corpus.layout", bytes: bytes)
    let check = Compilation(source: source).checked
    precondition(!check.hasErrors, "the benchmark corpus must check clean")

    var sink = 0
    let baseline = Bench.median(runs: 15) { sink &+= countLines(bytes) }
    let lex = Bench.median(runs: 7) { sink &+= Lexer.tokenize(bytes).tokens.count }
    let parse = Bench.median(runs: 5) { sink &+= Parser.parse(source).tokens.count }
    let full = Bench.median(runs: 5) { sink &+= Compilation(source: source).checked.program.layouts.count }
    func rate(_ ns: Double) -> String { Bench.format(megabytes / (ns / 1e9)) }
    print(
      "### Front end (issue 2): \(Bench.format(megabytes, 2)) MB corpus, \(check.tree.tokens.count) tokens, median of runs"
    )
    print("")
    print("| stage | ms | MB/s | x baseline time |")
    print("|---|---:|---:|---:|")
    print("| baseline: count line breaks | \(Bench.format(baseline / 1e6, 2)) | \(rate(baseline)) | 1.0 |")
    print("| lex | \(Bench.format(lex / 1e6)) | \(rate(lex)) | \(Bench.format(lex / baseline)) |")
    print("| lex + parse | \(Bench.format(parse / 1e6)) | \(rate(parse)) | \(Bench.format(parse / baseline)) |")
    print("| lex + parse + check | \(Bench.format(full / 1e6)) | \(rate(full)) | \(Bench.format(full / baseline)) |")
    print("")
    let budget = Bench.verdict(megabytes / (full / 1e9) >= 30)
    print("Budget lex + parse + check >= 30 MB/s: \(budget)")
    wholeProcess(texts: texts)
    if sink == 42 { print("") }  // keeps the optimiser from dropping the measured work
  }

  /// `layoutc check` on a 200-line file, as a whole process.
  static func wholeProcess(texts: [String]) {
    let layoutc = Bench.productsDirectory.appendingPathComponent("layoutc")
    guard FileManager.default.isExecutableFile(atPath: layoutc.path) else {
      print("\n(layoutc not built beside the benchmark; skipping the whole-process figure)")
      return
    }
    var lines: [Substring] = []
    var copy = 0
    while lines.count < 200 {
      let text = corpus(examples: [texts[copy % texts.count]], targetBytes: 1)
      lines += String(decoding: text, as: UTF8.self).replacingOccurrences(of: "_0", with: "_\(copy)").split(
        separator: "\n", omittingEmptySubsequences: false)
      copy += 1
    }
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-bench-200.layout")
    try? Data(lines.prefix(200).joined(separator: "\n").utf8 + [0x0A]).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    guard let check = Bench.medianSpawn(runs: 21, layoutc.path, ["check", file.path]),
      let version = Bench.medianSpawn(runs: 21, layoutc.path, ["--version"])
    else {
      print("\n(could not run layoutc)")
      return
    }
    print("")
    print("| whole process | median ms |")
    print("|---|---:|")
    print("| `layoutc --version` (process start) | \(Bench.format(version / 1e6, 2)) |")
    print("| `layoutc check` of a 200-line file | \(Bench.format(check / 1e6, 2)) |")
    print("")
    print("Budget whole-process check < 20 ms: \(Bench.verdict(check / 1e6 < 20))")
  }
}
