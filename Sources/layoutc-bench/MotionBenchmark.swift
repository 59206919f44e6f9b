import Foundation
import LayoutCompiler
import LayoutMotion

// Motion benchmark (issue 15, "Speed"): a transition's rect query at item 10^7 against one at item 10^3, beside the
// rest rect query, and `layoutc eval` of a 10^6-item list -> grid transition against the two rest evaluations it is
// made from (budget: at most 2.5x).

let switcherLayout = """
  layout Switcher {
    param style: list | grid = list
    item row { size: 1w x 1h }
    item tile { size: 1w x 1h; insets: 2 }
    section {
      when style == list { horizontal { size: 1w x 80; row } }
      when style == grid { horizontal { size: 1w x 1/3w; tile * 3 } }
    }
  }

  """

func runMotionBenchmarks() {
  print("## motion: transition rect queries and the whole-process transition (issue 15)\n")
  let viewport = Size(width: 390, height: 844)
  let count = 10_000_000
  let motion: TransitionMotion
  do {
    let layout = try Compilation(path: "Switcher.layout", text: switcherLayout).layout()
    func evaluate(_ style: String) throws -> Evaluation {
      try Evaluator.evaluate(
        layout, input: EvaluationInput(viewport: viewport, params: ["style": style], itemCounts: [count]))
    }
    motion = try TransitionMotion(from: evaluate("list"), to: evaluate("grid"), viewport: viewport)
  } catch {
    print("(cannot set up the transition: \(error))\n")
    return
  }
  let interpolator = MotionInterpolator(driver: .transition, scale: 3)
  print("| query (10^7 items, p = 0.5, a viewport-sized rect centred on the item) | median | elements |")
  print("|---|---:|---:|")
  var medians: [Int: Double] = [:]
  for item in [1_000, count - 1_000] {
    let id = ElementID(category: .cell, kind: nil, section: 0, item: item)
    guard let track = motion.track(for: id) else { continue }
    let frame = interpolator.state(of: track, at: 0.5).frame
    let rect = Rect(x: 0, y: frame.y + frame.height / 2 - viewport.height / 2, width: 390, height: viewport.height)
    var found = 0
    let transition = Bench.median(runs: 51) {
      found = motion.tracks(in: rect, at: 0.5, interpolator: interpolator).count
    }
    let restRect = motion.to.frame(of: id).map {
      Rect(x: 0, y: $0.y - viewport.height / 2, width: 390, height: viewport.height)
    }!
    var restFound = 0
    let rest = Bench.median(runs: 51) { restFound = motion.to.elements(in: restRect).count }
    medians[item] = transition
    print("| transition at item \(item) | \(Bench.format(transition / 1_000)) µs | \(found) |")
    print("| rest (grid) at item \(item) | \(Bench.format(rest / 1_000)) µs | \(restFound) |")
  }
  if let small = medians[1_000], let large = medians[count - 1_000] {
    print(
      "\ntransition query at item 10^7 / at item 10^3: \(Bench.format(large / small, 2))x (flat: independent of N)\n")
  }
  runMotionProcessBenchmark()
}

/// `layoutc eval --from --to` on 10^6 items against `eval --set` of each side, summary format (every frame computed).
private func runMotionProcessBenchmark() {
  let layoutc = Bench.productsDirectory.appendingPathComponent("layoutc").path
  guard FileManager.default.isExecutableFile(atPath: layoutc) else {
    print("(layoutc not built beside the benchmark; build it in release too)\n")
    return
  }
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-motion-\(getpid()).layout").path
  defer { try? FileManager.default.removeItem(atPath: path) }
  guard (try? Data(switcherLayout.utf8).write(to: URL(fileURLWithPath: path))) != nil else {
    print("(cannot write the benchmark layout)\n")
    return
  }
  let base = ["eval", path, "--viewport", "390x844", "--items", "1000000", "--format", "summary"]
  guard let list = Bench.medianSpawn(runs: 5, layoutc, base + ["--set", "style=list"]),
    let grid = Bench.medianSpawn(runs: 5, layoutc, base + ["--set", "style=grid"]),
    let transition = Bench.medianSpawn(
      runs: 5, layoutc, base + ["--from", "style=list", "--to", "style=grid", "--progress", "0.5"])
  else {
    print("(layoutc did not run)\n")
    return
  }
  print("| eval --format summary, 10^6 items | median |")
  print("|---|---:|")
  print("| rest, list | \(Bench.format(list / 1e6)) ms |")
  print("| rest, grid | \(Bench.format(grid / 1e6)) ms |")
  print("| transition list -> grid at p = 0.5 | \(Bench.format(transition / 1e6)) ms |")
  let ratio = transition / (list + grid)
  print("\ntransition / (list + grid): \(Bench.format(ratio, 2))x (budget 2.5x: \(Bench.verdict(ratio <= 2.5)))\n")
}
