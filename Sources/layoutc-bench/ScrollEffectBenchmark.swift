import Foundation
import LayoutCompiler
import LayoutEvaluator
import LayoutSource

/// A list of 10^6 rows and an orthogonal carousel of 10^6 cards, both with scroll effects (`Semantics.md` SE1-SE4).
private let effectLayout = """
  layout Effects {
    item row { size: 1w x 1h }
    item card { size: 1w x 1h }
    section {
      effect: scale 0.9, alpha 0.5, parallax 0.2
      vertical { size: 1w x 50; row }
    }
    section {
      scroll: group-paging-centered
      spacing: 10
      effect: scale 0.8, alpha 0.5
      horizontal { size: 300 x 200; card }
    }
  }

  """

/// Issue 16's sweep: 1,000 scroll positions through a 10^6-item section with effects, each answered with the visible
/// elements and the effect values of every visible cell, as a visible-items handler needs them; budget 5 µs per
/// position for a phone screen.
func runScrollEffectBenchmark() {
  let compilation = Compilation(source: SourceFile(path: "Effects.layout", bytes: Array(effectLayout.utf8)))
  guard let document = compilation.ir, let json = try? document.encoded(),
    var engine = try? LayoutEngine(json: json, layoutName: "Effects")
  else {
    print("scroll effects: the layout did not compile to a loadable IR")
    return
  }
  let count = 1_000_000
  do {
    try engine.prepare(boundsSize: Size(width: 390, height: 844), scale: 3, itemCounts: [count, count])
  } catch {
    print("scroll effects: prepare failed: \(error)")
    return
  }
  guard let evaluation = engine.evaluation else { return }
  let listEnd = evaluation.sectionRect(0).maxY - 844
  let rowTop = evaluation.sectionRect(1).y - 300
  let rowEnd = evaluation.rowOffsetRange(ofSection: 1)?.upperBound ?? 0
  // 1,000 positions spread evenly over the whole section, visited in order (a sweep), 21 sweeps.
  let sweeps: [(String, (Int) -> ScrollPosition)] = [
    (
      "list of 10^6 rows, scale + alpha + parallax",
      { ScrollPosition(contentOffset: Point(x: 0, y: listEnd * Double($0) / 999)) }
    ),
    (
      "carousel of 10^6 cards, scale + alpha",
      { ScrollPosition(contentOffset: Point(x: 0, y: rowTop), sectionOffsets: [1: rowEnd * Double($0) / 999]) }
    ),
  ]
  print("\n## Scroll effects: a sweep of 1,000 positions through a 10^6-item section (median of 21 sweeps)\n")
  print("A 390x844 viewport. Per position: `Evaluation.elements(at:)` and `Evaluation.effect(of:at:)` for every")
  print("visible cell. Budget: under 5 µs per position.\n")
  print("| sweep | cells per position | µs per position | budget |")
  print("|---|---:|---:|---|")
  var sink = 0.0
  for (name, position) in sweeps {
    var times: [Double] = []
    var cells = 0
    for _ in 0..<21 {
      cells = 0
      let start = Bench.now()
      for index in 0..<1_000 {
        let at = position(index)
        for element in evaluation.elements(at: at) {
          guard let effect = evaluation.effect(of: element, at: at) else { continue }
          cells += 1
          sink += effect.distance
        }
      }
      times.append(Double(Bench.now() - start) / 1_000 / 1_000)
    }
    let median = times.sorted()[10]
    print(
      "| \(name) | \(Bench.format(Double(cells) / 1_000, 1)) | \(Bench.format(median, 2)) | "
        + "\(Bench.verdict(median < 5)) |")
  }
  if sink.isNaN { print(sink) }
}
