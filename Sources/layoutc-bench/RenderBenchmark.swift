import Foundation

/// `layoutc render` of the first screen of a 10^7-item grid, whole process, against `eval --rect` of the same rect
/// (issue 13: at most 2x): both start the tool, compile the file and evaluate in closed form; render then draws
/// what the rect query finds, so its extra cost is the SVG, not the items.
func runRenderBenchmarks() {
  print("## render as a whole process: the first screen of a 10^7-item grid beside eval --rect (issue 13)\n")
  let layoutc = Bench.productsDirectory.appendingPathComponent("layoutc").path
  guard FileManager.default.isExecutableFile(atPath: layoutc) else {
    print("(layoutc not built beside the benchmark; build it in release too)\n")
    return
  }
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-render-bench-\(getpid())")
  defer { try? FileManager.default.removeItem(at: directory) }
  let layoutPath = directory.appendingPathComponent("Grid.layout").path
  do {
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try Data(gridLayout.utf8).write(to: URL(fileURLWithPath: layoutPath))
  } catch {
    print("(cannot write the benchmark files: \(error))\n")
    return
  }
  func render(_ items: Int) -> [String] {
    ["render", layoutPath, "--viewport", "390x844", "--items", "\(items)", "--screens", "1"]
  }
  let rect = ["eval", layoutPath, "--viewport", "390x844", "--items", "10000000", "--rect", "0,0,390,844"]
  let rows: [(String, [String])] = [
    ("`eval --rect 0,0,390,844 --format json`, 10^7 items (baseline)", rect),
    ("`render --screens 1`, 10^7 items", render(10_000_000)),
    ("`render --screens 1`, 10 items", render(10)),
  ]
  print("| whole process, median of 7 | s | ratio to eval --rect |")
  print("|---|---:|---:|")
  var times: [Double] = []
  for (title, arguments) in rows {
    guard let time = Bench.medianSpawn(runs: 7, layoutc, arguments) else {
      print("| \(title) | could not run | |")
      return
    }
    times.append(time)
    print("| \(title) | \(Bench.format(time / 1e9, 4)) | \(Bench.format(time / times[0], 2))x |")
  }
  let ratio = times[1] / times[0]
  print("\nBudget (render of the first screen <= 2x eval --rect of the same rect): \(Bench.verdict(ratio <= 2)).\n")
}
