import Foundation
import LayoutCompiler
import LayoutEvaluator
import LayoutSource

/// A flow section of chips under a header, as `Examples/Tags.layout` has them.
private let flowLayout = """
  layout Chips {
    section {
      header "title" { size: 1w x 44 }
      flow: 110 x 32
      item-spacing: 8
      line-spacing: 8
      insets: 8 16
    }
  }

  """

/// Issue 16 point 4's figure: a rect query in a 10^6-item flow section with per-item sizes (F19), deep in the section
/// against near its start, in the same run. Lines are binary-searched, so the budget is logarithmic growth at most: a
/// ratio near 1. The one-size section (fixed path) is measured beside it, and the build of each once.
func runFlowBenchmarks() {
  let compilation = Compilation(source: SourceFile(path: "Chips.layout", bytes: Array(flowLayout.utf8)))
  guard let layout = compilation.ir?.layouts.first else {
    print("flow: the layout did not compile")
    return
  }
  let count = 1_000_000
  // A fixed-seed linear congruential sequence: the same sizes in every run, no dependency on a random source.
  var state: UInt64 = 16_04
  func next(_ range: ClosedRange<Int>) -> Double {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return Double(range.lowerBound + Int((state >> 33) % UInt64(range.count)))
  }
  let sizes = (0..<count).map { _ in Size(width: next(40...180), height: next(24...48)) }
  print("## Flow: rect queries deep in a 10^6-item flow section vs near its start (median of 2,001, ns)\n")
  print("A 390x844 viewport and an 844-point rect, 100 points into the section and at 90% of its length. Per-item")
  print("sizes: widths 40-180, heights 24-48 (seeded); one size: 110 x 32. The two rects are queried alternately.\n")
  print("| section | build (ms) | elements | near the start | deep | ratio |")
  print("|---|---:|---:|---:|---:|---:|")
  var sink = 0
  for (name, itemSizes) in [("per-item sizes", [FlowItemSizes.sizes(sizes)]), ("one size", [])] {
    var input = EvaluationInput(viewport: Size(width: 390, height: 844), itemCounts: [count])
    input.itemSizes = itemSizes
    let start = Bench.now()
    guard let evaluation = try? Evaluator.evaluate(layout, input: input) else {
      print("| \(name) | the evaluation failed | | | | |")
      continue
    }
    let build = Double(Bench.now() - start) / 1e6
    let near = Rect(x: 0, y: 100, width: 390, height: 844)
    let deep = Rect(x: 0, y: evaluation.contentSize.height * 0.9, width: 390, height: 844)
    var times: ([Double], [Double]) = ([], [])
    var found = (0, 0)
    for repetition in 0..<2_001 {
      for far in repetition.isMultiple(of: 2) ? [false, true] : [true, false] {
        let begin = Bench.now()
        let result = evaluation.elements(in: far ? deep : near).count
        let time = Double(Bench.now() - begin)
        if far {
          found.1 = result
          times.1.append(time)
        } else {
          found.0 = result
          times.0.append(time)
        }
      }
      sink &+= found.0 &+ found.1
    }
    let nearTime = times.0.sorted()[1_000]
    let deepTime = times.1.sorted()[1_000]
    print(
      "| \(name) | \(Bench.format(build, 0)) | \(found.0) / \(found.1) | \(Bench.format(nearTime, 0)) | "
        + "\(Bench.format(deepTime, 0)) | \(Bench.format(deepTime / nearTime, 2))x |")
  }
  if sink == -1 { print(sink) }
}
