import Foundation
import LayoutCompiler
import LayoutServer
import LayoutSource

/// Issue 14's figures: in process, the time from a `didChange` on a 2,000-line file to its `publishDiagnostics`
/// (median and p95 over 1,000 edits; budget: p95 under 10 ms), memory after 10,000 edits against after 100 (budget:
/// within 10%), and hover and completion (budget: under 5 ms each).
func runServerBenchmarks() {
  let text = FormatterBenchData.layoutFile(layouts: 143)
  let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count - 1
  let server = LanguageServer()
  let uri = "file:///bench/bench.layout"
  func send(_ message: String) -> [JSONValue] { server.receive(Array(message.utf8)) }
  _ = send(#"{"jsonrpc":"2.0","id":0,"method":"initialize","params":{"capabilities":{}}}"#)
  _ = send(
    #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"\#(uri)","version":1,"text":\#(JSONValue.quoted(text))}}}"#
  )
  var version = 1
  // Each edit types or deletes one space inside the first layout's spacing, so the file alternates between two texts
  // that both check clean, and every edit is a real incremental change.
  func edit() -> Double {
    version += 1
    let insert = version % 2 == 0
    let range =
      insert
      ? #"{"start":{"line":9,"character":13},"end":{"line":9,"character":13}}"#
      : #"{"start":{"line":9,"character":13},"end":{"line":9,"character":14}}"#
    let message = """
      {"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\(uri)","version":\(version)},\
      "contentChanges":[{"range":\(range),"text":"\(insert ? " " : "")"}]}}
      """
    let start = Bench.now()
    let published = send(message)
    let elapsed = Double(Bench.now() - start)
    precondition(published.count == 1, "a didChange publishes diagnostics once")
    return elapsed
  }
  // The baseline: the façade's diagnostics for the same text, which every didChange needs whatever the server does.
  var sink = 0
  let compile = Bench.median(runs: 100) { sink &+= Compilation(path: "bench.layout", text: text).diagnostics.count }
  var latencies = (0..<1_000).map { _ in edit() }.sorted()
  let median = latencies[latencies.count / 2] / 1e6
  let p95 = latencies[latencies.count * 95 / 100] / 1e6
  latencies.removeAll()
  // Memory: resident size after 100 edits and after 10,000 (the 1,000 above count towards both).
  for _ in 0..<100 { _ = edit() }
  let early = residentBytes()
  for _ in 0..<8_900 { _ = edit() }
  let late = residentBytes()

  func request(_ method: String, line: Int, character: Int) -> Double {
    Bench.median(runs: 200) {
      _ = send(
        #"{"jsonrpc":"2.0","id":1,"method":"\#(method)","params":{"textDocument":{"uri":"\#(uri)"},"position":{"line":\#(line),"character":\#(character)}}}"#
      )
    }
  }
  // In the last layout (14 lines each): hover on `cell` in its group (name lookup plus evaluation at the reference
  // viewports), completion at the start of that group's line (the section's properties, names and keywords).
  let group = 142 * 14 + 11
  let hover = request("textDocument/hover", line: group, character: 35)
  let completion = request("textDocument/completion", line: group, character: 4)

  print("### Language server (issue 14): \(lines)-line file, in process")
  print("")
  print("| measure | value | budget |")
  print("|---|---:|---|")
  print("| baseline: the façade's diagnostics of the text, median | \(Bench.format(compile / 1e6, 2)) ms | |")
  print("| didChange → publishDiagnostics, median of 1,000 edits | \(Bench.format(median, 2)) ms | |")
  print(
    "| didChange → publishDiagnostics, p95 of 1,000 edits | \(Bench.format(p95, 2)) ms | < 10 ms: \(Bench.verdict(p95 < 10)) |"
  )
  if let early, let late {
    let growth = (Double(late) / Double(early) - 1) * 100
    print(
      "| resident memory after 100 / 10,000 edits | \(early >> 20) / \(late >> 20) MiB (\(Bench.format(growth))%) | within 10%: \(Bench.verdict(growth <= 10)) |"
    )
  }
  print("| hover (median) | \(Bench.format(hover / 1e6, 2)) ms | < 5 ms: \(Bench.verdict(hover / 1e6 < 5)) |")
  print(
    "| completion (median) | \(Bench.format(completion / 1e6, 2)) ms | < 5 ms: \(Bench.verdict(completion / 1e6 < 5)) |"
  )
  print("")
  if sink == 42 { print("") }  // keeps the measured work observable
}

/// The resident set of this process in bytes (Linux's /proc/self/statm), or nil where there is none.
private func residentBytes() -> Int? {
  guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
  let fields = text.split(separator: " ")
  guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
  return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
