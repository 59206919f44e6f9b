import Foundation
import LayoutDriver
import LayoutPreview

/// `layoutc preview`'s work after a save, per Example (issue 13: under 50 ms): read the file, compile it, and answer
/// what the page then asks for, `/controls` and `/render` at the default 390x844 with 24 items a section. The
/// socket and the browser are left out: they are the same for every file, and a loopback answer of a few kilobytes
/// is far below a millisecond.
func runPreviewBenchmarks() {
  print("## preview: re-render after a save, per Example (issue 13: under 50 ms)\n")
  guard let examples = Bench.examplesDirectory() else {
    print("(Examples not found: run from the repository)\n")
    return
  }
  let names = ((try? FileManager.default.contentsOfDirectory(atPath: examples.path)) ?? [])
    .filter { $0.hasSuffix(".layout") }.sorted()
  let settings = PreviewSettings(layout: nil, width: "390", height: "844", items: nil, params: [], errorLimit: 1_000)
  let site = PreviewSite(settings: settings, sheets: PreviewSheets.sheet)
  let host = [HeaderField(name: "host", value: "127.0.0.1")]
  let budget = 50.0
  var worst = 0.0
  print("| Example | median ms | p95 ms | SVG bytes | within 50 ms |")
  print("|---|---:|---:|---:|---|")
  for name in names {
    let path = examples.appendingPathComponent(name).path
    var samples: [Double] = []
    var size = 0
    for run in 0...30 {
      let start = Bench.now()
      let bytes = Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
      let snapshot = PreviewSnapshot(path: path, bytes: bytes)
      _ = site.answer(HTTPRequest(method: "GET", path: "/controls", fields: host), snapshot: snapshot)
      let picture = site.answer(
        HTTPRequest(method: "GET", path: "/render", query: "width=390&height=844", fields: host), snapshot: snapshot)
      let elapsed = Double(Bench.now() - start) / 1e6
      if run > 0 { samples.append(elapsed) }  // the first run warms the caches
      size = picture.status == .ok ? picture.body.count : -picture.status.rawValue
    }
    samples.sort()
    let median = samples[samples.count / 2]
    let p95 = samples[min(samples.count - 1, Int((Double(samples.count) * 0.95).rounded(.up)) - 1)]
    worst = max(worst, p95)
    print(
      "| \(name) | \(Bench.format(median, 2)) | \(Bench.format(p95, 2)) | \(size) | \(Bench.verdict(p95 <= budget)) |")
  }
  print(
    "\nBudget (every Example's p95 re-render under \(Int(budget)) ms): \(Bench.verdict(worst <= budget)) (worst p95 \(Bench.format(worst, 2)) ms, \(Bench.format(worst / budget * 100, 0))% of the budget).\n"
  )
}
