import Foundation
import LayoutCompiler
import LayoutEvaluator
import LayoutSource

/// A list of 10^7 rows under a pinned header, then an orthogonal row of 10^7 cards: the two sections whose frames
/// depend on the scroll position (`Semantics.md` S5, S6).
private let scrollLayout = """
  layout Scroll {
    item row { size: 1w x 1h }
    item card { size: 1w x 1h }
    section {
      header "title" { size: 1w x 40; pinned: true }
      vertical { size: 1w x 50; row }
    }
    section {
      scroll: group-paging
      spacing: 10
      horizontal { size: 300 x 200; card }
    }
  }

  """

/// Issue 16's figure: the cost of the questions asked while scrolling, deep in a 10^7-item section against near its
/// start, in the same run. A ratio near 1 means the cost does not grow with how far the user has scrolled.
func runScrollBenchmarks() {
  let compilation = Compilation(source: SourceFile(path: "Scroll.layout", bytes: Array(scrollLayout.utf8)))
  guard let document = compilation.ir, let json = try? document.encoded(),
    var engine = try? LayoutEngine(json: json, layoutName: "Scroll")
  else {
    print("scroll: the layout did not compile to a loadable IR")
    return
  }
  let count = 10_000_000
  let viewport = Size(width: 390, height: 844)
  do {
    try engine.prepare(boundsSize: viewport, scale: 3, itemCounts: [count, count])
  } catch {
    print("scroll: prepare failed: \(error)")
    return
  }
  guard let evaluation = engine.evaluation else { return }
  // The list: 100 points in, and 9 * 10^6 rows in (the header pinned there). The row: its section's band on screen,
  // scrolled to group 100 and to group 9 * 10^6.
  let listNear = ScrollPosition(contentOffset: Point(x: 0, y: 100))
  let listFar = ScrollPosition(contentOffset: Point(x: 0, y: 50 * 9_000_000))
  let rowTop = evaluation.sectionRect(1).y - 300
  let rowNear = ScrollPosition(contentOffset: Point(x: 0, y: rowTop), sectionOffsets: [1: 310 * 100])
  let rowFar = ScrollPosition(contentOffset: Point(x: 0, y: rowTop), sectionOffsets: [1: 310 * 9_000_000])
  print("## Scroll: queries at a scroll position deep in a 10^7-item section vs near its start (median of 2,001, ns)\n")
  print("A 390x844 viewport. The list has a pinned header (clamped at every position); the orthogonal row is scrolled")
  print("to group 100 and to group 9x10^6. The two positions are queried alternately, in alternating order.\n")
  print("| query | elements | near the start | deep | ratio |")
  print("|---|---:|---:|---:|---:|")
  let queries: [(String, (Bool) -> Int)] = [
    ("`Evaluation.elements(at:)`, list", { far in evaluation.elements(at: far ? listFar : listNear).count }),
    ("`Evaluation.elements(at:)`, orthogonal row", { far in evaluation.elements(at: far ? rowFar : rowNear).count }),
    (
      "`LayoutEngine.elements(in:at:)`, list",
      { far in
        let position = far ? listFar : listNear
        return (try? engine.elements(in: evaluation.visibleRect(at: position), at: position).count) ?? -1
      }
    ),
    (
      "`Evaluation.settle`, group paging",
      { far in
        (try? evaluation.settle(section: 1, from: far ? 310 * 9_000_000 + 5 : 310 * 100 + 5, velocity: 400))
          .map { Int($0) } ?? -1
      }
    ),
  ]
  var sink = 0
  for (name, query) in queries {
    let (near, deep, found) = Bench.nearAndDeep(query)
    sink &+= found.0 &+ found.1
    // For settle the "elements" column is the target offset's order of magnitude: it is not a count.
    let elements = name.contains("settle") ? "-" : found.0 == found.1 ? "\(found.0)" : "\(found.0) / \(found.1)"
    print(
      "| \(name) | \(elements) | \(Bench.format(near, 0)) | \(Bench.format(deep, 0)) | "
        + "\(Bench.format(deep / near, 2))x |")
  }
  if sink == -1 { print(sink) }
}
