import Foundation
import LayoutCompiler
import LayoutEvaluator
import LayoutSource

/// Issue 12's engine figure: what a `UICollectionViewLayout` over `LayoutEngine` pays per question when the user has
/// scrolled to item 10^7 of a grid section, against the same question at item 0 in the same run. The engine is built
/// the way an app builds it, from the IR's JSON bytes. A ratio near 1 means the cost does not grow with the item.
func runEngineBenchmarks() {
  let compilation = Compilation(source: SourceFile(path: "Grid.layout", bytes: Array(gridLayout.utf8)))
  guard let document = compilation.ir, let json = try? document.encoded(),
    var engine = try? LayoutEngine(json: json, layoutName: "Grid")
  else {
    print("engine: the grid layout did not compile to a loadable IR")
    return
  }
  let far = 10_000_000
  let viewport = Size(width: 390, height: 844)
  do {
    // A section of 3 * 10^7 items: item 10^7 is a third of the way down, far from both ends.
    try engine.prepare(boundsSize: viewport, scale: 3, itemCounts: [3 * far])
  } catch {
    print("engine: prepare failed: \(error)")
    return
  }
  guard let first = engine.item(section: 0, item: 0), let target = engine.item(section: 0, item: far) else {
    print("engine: the grid has no item 0 or 10^7")
    return
  }
  print("## Engine: `LayoutEngine` queries at item 10^7 vs item 0 of a 3x10^7-item grid (median of 2,001, ns)\n")
  print("A 390x844 viewport whose top edge is the item's row, as UIKit asks while scrolling; the two positions are")
  print("queried alternately, in alternating order, so that machine noise and warm caches affect both alike.\n")
  print("| query | elements | at item 0 | at item 10^7 | ratio |")
  print("|---|---:|---:|---:|---:|")
  func rect(at element: Element) -> Rect {
    Rect(x: 0, y: element.frame.y, width: viewport.width, height: viewport.height)
  }
  var sink = 0
  var found = (0, 0)
  let rects = (rect(at: first), rect(at: target))
  let queries: [(String, (Int) -> Int)] = [
    ("`elements(in:)` one viewport", { position in engine.elements(in: position == 0 ? rects.0 : rects.1).count }),
    ("`item(section:item:)`", { position in engine.item(section: 0, item: position == 0 ? 0 : far) == nil ? 0 : 1 }),
  ]
  for (name, query) in queries {
    var times: ([Double], [Double]) = ([], [])
    for repetition in 0..<2_001 {
      // Which position goes first alternates too: the second query of a pair finds warmer caches.
      for position in repetition.isMultiple(of: 2) ? [0, 1] : [1, 0] {
        let start = Bench.now()
        let count = query(position)
        let time = Double(Bench.now() - start)
        if position == 0 {
          found.0 = count
          times.0.append(time)
        } else {
          found.1 = count
          times.1.append(time)
        }
      }
      sink &+= found.0 &+ found.1
    }
    let near = times.0.sorted()[1_000]
    let distant = times.1.sorted()[1_000]
    let elements = found.0 == found.1 ? "\(found.0)" : "\(found.0) / \(found.1)"
    print(
      "| \(name) | \(elements) | \(Bench.format(near, 0)) | \(Bench.format(distant, 0)) | "
        + "\(Bench.format(distant / near, 2))x |")
  }
  if sink == -1 { print(sink) }
}
