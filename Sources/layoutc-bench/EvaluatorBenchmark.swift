import Foundation
import LayoutEvaluator

#if os(Linux)
  /// glibc's `mallopt`, not exported by the Glibc module.
  @_silgen_name("mallopt") private func mallopt(_ parameter: Int32, _ value: Int32) -> Int32
  private let mmapThresholdParameter: Int32 = -3  // M_MMAP_THRESHOLD
#endif

// Evaluator benchmark (performance.md, issue 3): materialising all frames against a plain loop writing the same number
// of 32-byte frame structs, rect queries at both ends of a 10^7-item section, peak memory, and a closed-form spot check.

/// The baseline element: four `Double`s, as a C program writing frames would store them.
private struct BaselineFrame {
  var x: Double
  var y: Double
  var width: Double
  var height: Double
}

private func rational(_ n: Int64, _ d: Int64 = 1) -> IRNumber { IRNumber(n, d)! }

private func benchSize(_ w: IRDimension, _ h: IRDimension) -> IRProperty<IRSize> {
  IRProperty(IRSize(width: w, height: h))
}

private func benchGroup(_ axis: IRAxis, _ size: IRProperty<IRSize>, _ children: [IRChildRef], count: Int? = nil)
  -> IRGroup
{
  IRGroup(
    axis: axis, size: size, children: IRList(children.map { IRGuarded($0) }),
    count: count.map { IRProperty($0) } ?? IRProperty())
}

/// §18 (a): the 3-column grid.
private func benchGrid() -> IRLayout {
  let inset = IRProperty(IRInsets(all: rational(2)))
  return IRLayout(
    name: "Grid",
    items: [IRItem(size: benchSize(.fractionalWidth(rational(1, 3)), .fractionalHeight(rational(1))), insets: inset)],
    groups: [
      benchGroup(.horizontal, benchSize(.fractionalWidth(rational(1)), .fractionalWidth(rational(1, 3))), [.item(0)])
    ],
    sections: [IRSection(root: IRProperty(0))])
}

/// §18 (b): the album detail layout.
private func benchAlbum() -> IRLayout {
  let inset = IRProperty(IRInsets(all: rational(2)))
  func fw(_ n: Int64, _ d: Int64 = 1) -> IRDimension { .fractionalWidth(rational(n, d)) }
  func fh(_ n: Int64, _ d: Int64 = 1) -> IRDimension { .fractionalHeight(rational(n, d)) }
  return IRLayout(
    name: "AlbumDetail",
    items: [
      IRItem(size: benchSize(fw(1), fw(2, 3)), insets: inset), IRItem(size: benchSize(fw(2, 3), fh(1)), insets: inset),
      IRItem(size: benchSize(fw(1), fh(1, 2)), insets: inset), IRItem(size: benchSize(fw(1, 3), fh(1)), insets: inset),
    ],
    groups: [
      benchGroup(.vertical, benchSize(fw(1, 3), fh(1)), [.item(2)], count: 2),
      benchGroup(.horizontal, benchSize(fw(1), fw(4, 9)), [.item(1), .group(0)]),
      benchGroup(.horizontal, benchSize(fw(1), fw(2, 9)), [.item(3)], count: 3),
      benchGroup(.horizontal, benchSize(fw(1), fw(4, 9)), [.group(0), .item(1)]),
      benchGroup(.vertical, benchSize(fw(1), fw(16, 9)), [.item(0), .group(1), .group(2), .group(3)]),
    ],
    sections: [IRSection(root: IRProperty(4))])
}

/// Rows 40.25 high (absolute, off the pixel grid) of three 1/3w items: no whole-pixel fast path, so every group's
/// origin is rounded (R2.3) as it is produced.
private func benchOffGrid() -> IRLayout {
  IRLayout(
    name: "OffGrid",
    items: [IRItem(size: benchSize(.fractionalWidth(rational(1, 3)), .fractionalHeight(rational(1))))],
    groups: [
      benchGroup(.horizontal, benchSize(.fractionalWidth(rational(1)), .absolute(rational(161, 4))), [.item(0)])
    ],
    sections: [IRSection(root: IRProperty(0))])
}

private func seconds(_ body: () -> Void) -> Double {
  let start = DispatchTime.now().uptimeNanoseconds
  body()
  return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

private func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted[sorted.count / 2]
}

/// Peak resident set size (VmHWM) in MiB, or nil off Linux.
private func peakMemoryMiB() -> Double? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
    return kilobytes / 1024
  }
  return nil
}

/// Resets VmHWM to the current resident size (Linux: `5` written to /proc/self/clear_refs); false if unsupported.
private func resetPeakMemory() -> Bool {
  guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
  defer { try? handle.close() }
  return (try? handle.write(contentsOf: Data("5".utf8))) != nil
}

/// Peak memory while `body` runs, in MiB (nil when the peak cannot be reset).
private func peakMemory(during body: () -> Void) -> Double? {
  guard resetPeakMemory(), let before = peakMemoryMiB() else { return nil }
  body()
  guard let after = peakMemoryMiB() else { return nil }
  return after - before
}

/// A plain loop writing `count` frames of the grid in closed form into `frames`: the memory-bound limit.
private func baseline(_ count: Int, into frames: inout ContiguousArray<BaselineFrame>) -> Double {
  frames.removeAll(keepingCapacity: true)
  frames.reserveCapacity(count)
  for i in 0..<count {
    let g = i / 3
    frames.append(BaselineFrame(x: Double(i - g * 3) * 130 + 2, y: Double(g) * 130 + 2, width: 126, height: 126))
  }
  return frames[count - 1].y
}

private func format(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

func runEvaluatorBenchmarks() {
  let viewport = Size(width: 390, height: 844)
  var sink = 0.0
  #if os(Linux)
    // A fixed mmap threshold: every large array is fresh, page-faulted memory for both sides. (glibc's adaptive
    // threshold otherwise recycles a freed 32 MB baseline array but never a 48 MB element array, which would make the
    // "fresh" columns compare page faults with cache hits.)
    _ = mallopt(mmapThresholdParameter, 1 << 20)
  #endif
  print("## Evaluator: materialise all frames (median of repetitions, ns per frame)\n")
  print("Reused: `allElements(into:)` and the baseline write into storage kept from the previous repetition (pure")
  print("writing cost). Fresh: `allElements()` and a new ContiguousArray per repetition (allocation and page faults")
  print("included). Baseline = a plain loop writing the same number of 32-byte frame structs into a ContiguousArray.\n")
  print(
    "| layout | items | reps | reused: evaluator | reused: baseline | ratio | fresh: evaluator | fresh: baseline | ratio |"
  )
  print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
  for count in [100_000, 1_000_000, 10_000_000] {
    let repetitions = count >= 10_000_000 ? 5 : 11
    for (name, layout) in [
      ("grid (§18 a)", benchGrid()), ("album (§18 b)", benchAlbum()), ("off-grid rows", benchOffGrid()),
    ] {
      let input = EvaluationInput(viewport: viewport, itemCounts: [count])
      guard let evaluation = try? Evaluator.evaluate(layout, input: input) else {
        print("| \(name) | \(count) | evaluation failed | | | | | | |")
        continue
      }
      var reusedElements: [Element] = []
      var reusedFrames = ContiguousArray<BaselineFrame>()
      var times: [[Double]] = [[], [], [], []]
      for repetition in 0...repetitions {
        // Interleaved so that machine noise affects both sides alike; repetition 0 warms the reused storage.
        let reusedBaseline = seconds { sink += baseline(count, into: &reusedFrames) }
        let reusedEvaluator = seconds {
          evaluation.allElements(into: &reusedElements)
          sink += reusedElements[count - 1].frame.y
        }
        let freshBaseline = seconds {
          var frames = ContiguousArray<BaselineFrame>()
          sink += baseline(count, into: &frames)
        }
        let freshEvaluator = seconds {
          let elements = evaluation.allElements()
          sink += elements[count - 1].frame.y
        }
        if repetition > 0 {
          for (index, value) in [reusedEvaluator, reusedBaseline, freshEvaluator, freshBaseline].enumerated() {
            times[index].append(value / Double(count) * 1e9)
          }
        }
      }
      let m = times.map(median)
      print(
        "| \(name) | \(count) | \(repetitions) | \(format(m[0])) | \(format(m[1])) | \(format(m[0] / m[1]))x | "
          + "\(format(m[2])) | \(format(m[3])) | \(format(m[2] / m[3]))x |")
    }
  }

  print("\n## Evaluator: rect query of one 390x844 viewport in a 10^7-item section (median of 2,001 queries)\n")
  print("| layout | position | elements | µs per query |")
  print("|---|---|---:|---:|")
  for (name, layout) in [("grid (§18 a)", benchGrid()), ("album (§18 b)", benchAlbum())] {
    guard
      let evaluation = try? Evaluator.evaluate(
        layout, input: EvaluationInput(viewport: viewport, itemCounts: [10_000_000]))
    else { continue }
    let end = evaluation.contentSize.height - viewport.height
    for (position, y) in [("start", 0.0), ("end", end)] {
      let rect = Rect(x: 0, y: y, width: viewport.width, height: viewport.height)
      var times: [Double] = []
      var found = 0
      for _ in 0..<2_001 {
        times.append(seconds { found = evaluation.elements(in: rect).count })
      }
      print("| \(name) | \(position) (y = \(format(y, 3))) | \(found) | \(format(median(times) * 1e6)) |")
    }
  }

  print("\n## Evaluator: exactness at 10^7 items\n")
  print("| layout | item | frame | closed form | equal |")
  print("|---|---:|---|---|---|")
  if let grid = try? Evaluator.evaluate(
    benchGrid(), input: EvaluationInput(viewport: viewport, itemCounts: [10_000_000]))
  {
    // g = 3,333,333, j = 0: (2, 2 + 130 g, 126, 126); all integers, exact in Double.
    let expected = Rect(x: 2, y: 2 + 130 * 3_333_333, width: 126, height: 126)
    let actual = grid.frame(of: ElementID(category: .cell, kind: nil, section: 0, item: 9_999_999))
    let materialised = grid.allElements()[9_999_999].frame
    print(
      "| grid | 9,999,999 | \(actual.map { "\($0)" } ?? "none") | \(expected) | \(actual == expected && materialised == expected) |"
    )
  }
  if let album = try? Evaluator.evaluate(
    benchAlbum(), input: EvaluationInput(viewport: viewport, itemCounts: [10_000_000]))
  {
    // g = 999,999, j = 9 (reversed main): y = 522 + g * 2080/3 = (1566 + 2080 g) / 3, x = 132, 256 x 508/3.
    let y = Double(1566 + 2080 * 999_999) / 3
    let expected = Rect(x: 132, y: y, width: 256, height: 508.0 / 3)
    let actual = album.frame(of: ElementID(category: .cell, kind: nil, section: 0, item: 9_999_999))
    print("| album | 9,999,999 | \(actual.map { "\($0)" } ?? "none") | \(expected) | \(actual == expected) |")
  }
  print("\n## Evaluator: peak memory at 10^7 items (VmHWM growth while the step runs)\n")
  print("| step | MiB |")
  print("|---|---:|")
  var evaluation: Evaluation?
  let evaluate = peakMemory {
    evaluation = try? Evaluator.evaluate(
      benchAlbum(), input: EvaluationInput(viewport: viewport, itemCounts: [10_000_000]))
  }
  if let evaluate { print("| evaluate the album layout (closed form: no per-item storage) | \(format(evaluate)) |") }
  if let evaluation, let materialise = peakMemory(during: { sink += evaluation.allElements()[9_999_999].frame.y }) {
    print("| materialise all 10^7 elements (\(MemoryLayout<Element>.stride) bytes each) | \(format(materialise, 0)) |")
  }
  let frames = peakMemory {
    var frames = ContiguousArray<BaselineFrame>()
    sink += baseline(10_000_000, into: &frames)
  }
  if let frames {
    print("| baseline: 10^7 frames of \(MemoryLayout<BaselineFrame>.stride) bytes | \(format(frames, 0)) |")
  }
  if let peak = peakMemoryMiB() { print("\nProcess VmHWM at the end (whole benchmark): \(format(peak, 0)) MiB") }
  if sink == 0.12345 { print(sink) }
}
