import LayoutEvaluator
import LayoutIR
import LayoutMath
import LayoutMotion
import LayoutSource

/// Prints a transition in `eval`'s three formats with the motion keys of motion.md §6 (Documentation/Eval.md):
/// streaming like `FramePrinter`, one batch of tracks and one output chunk at a time.
struct MotionPrinter {
  let layout: IRLayout
  /// The end state's layout, for a transition to another file.
  let endLayout: IRLayout?
  let motion: any MotionEvaluation
  let isUpdate: Bool
  let reference: TransitionReference?
  let progress: Double
  let interpolator: MotionInterpolator
  /// Keeps only the elements whose frame at `progress` meets it.
  let rect: Rect?
  let environment: any DriverEnvironment

  /// Calls `body` with each reported track and its state at `progress`, in output order.
  func forEachTrack(_ body: (MotionTrack, MotionState) -> Void) {
    // A transition answers a rect in closed form, whatever the item count; an update filters its stream.
    if let rect, let transition = motion as? TransitionMotion {
      for (track, state) in transition.tracks(in: rect, at: progress, interpolator: interpolator) { body(track, state) }
      return
    }
    motion.forEachBatch(size: Evaluation.defaultBatchSize) { batch in
      for track in batch {
        let state = interpolator.state(of: track, at: progress)
        if let rect, !state.frame.intersects(rect) { continue }
        body(track, state)
      }
    }
  }

  /// `transition` or `update`.
  var motionName: String { isUpdate ? "update" : "transition" }

  func json() {
    var out = OutputBuffer(environment)
    defer { out.release() }
    let contentSize = motion.contentSize(at: progress, driver: interpolator.driver)
    var head = "{\"layout\": \(FramePrinter.quoted(layout.name)), "
    if let endLayout { head += "\"endLayout\": \(FramePrinter.quoted(endLayout.name)), " }
    head += "\"viewport\": \(Self.size(motion.viewport, "width", "height")), \"scale\": "
    head +=
      "\(FramePrinter.number(interpolator.scale)), \"contentSize\": \(Self.size(contentSize, "width", "height")), "
    head += "\"motion\": \"\(motionName)\", \"progress\": \(FramePrinter.number(progress)), "
    head += "\"driver\": \"\(interpolator.driver.rawValue)\", "
    head += "\"contentOffset\": \(Self.point(motion.contentOffset(at: progress))), "
    head += "\"startContentOffset\": \(Self.point(motion.startOffset)), "
    head += "\"endContentOffset\": \(Self.point(motion.endOffset)), "
    head += "\"startContentSize\": \(Self.size(motion.from.contentSize, "width", "height")), "
    head += "\"endContentSize\": \(Self.size(motion.to.contentSize, "width", "height")), "
    // An update has no reference item (B3.4 keeps the offset).
    if !isUpdate, let reference {
      head += "\"reference\": "
      head += "{\"section\": \(reference.section), \"item\": \(reference.item), "
      head += "\"anchor\": \"\(reference.anchor.rawValue)\"}, "
    } else if !isUpdate {
      head += "\"reference\": null, "
    }
    out.appendString(head + "\"elements\": [")
    let kinds = motion.kinds.map { Array(FramePrinter.quoted($0).utf8) }
    var isFirst = true
    forEachTrack { track, state in
      out.append(isFirst ? "\n  " : ",\n  ")
      isFirst = false
      out.appendString("{\"category\": \"\(track.category)\", \"kind\": ")
      out.append(track.kindIndex < 0 ? Array("null".utf8) : kinds[Int(track.kindIndex)])
      let path = track.reported
      out.append(", \"section\": ")
      out.appendInteger(Int(path.section))
      out.append(", \"item\": ")
      out.appendInteger(Int(path.item))
      out.append(", \"frame\": ")
      out.appendFrame(state.frame)
      out.append(", \"zIndex\": ")
      out.appendInteger(Int(track.zIndex))
      if track.isPinned { out.append(", \"pinned\": true") }
      out.append(", \"alpha\": ")
      out.appendNumber(state.alpha)
      Self.appendTransform(state, track, to: &out)
      out.append(", \"start\": ")
      out.appendFrame(track.start)
      out.append(", \"end\": ")
      out.appendFrame(track.end)
      out.append(", \"startAlpha\": ")
      out.appendNumber(track.startAlpha)
      out.append(", \"endAlpha\": ")
      out.appendNumber(track.endAlpha)
      out.append(", \"before\": ")
      Self.append(track.before, to: &out)
      out.append(", \"after\": ")
      Self.append(track.after, to: &out)
      out.appendString(", \"change\": \"\(track.change.rawValue)\", ")
      if track.isReload { out.append("\"reload\": true, ") }
      out.appendString("\"animated\": \(track.isAnimated), ")
      out.appendString("\"rule\": \"\(track.rule)\"}")
      out.flushIfFull()
    }
    out.append(isFirst ? "]}\n" : "\n]}\n")
    out.flush()
  }

  /// Columns sized to their widest cell, so the stream is walked twice. A motion with a declared scale (E2.1)
  /// adds the transform columns JSON has (M1.8): the scale at the progress, at the start and at the end, and the
  /// visual frame; a motion without one keeps the table it always had.
  func table() {
    var header = [
      "category", "kind", "section", "item", "x", "y", "width", "height", "alpha", "start", "end", "change",
    ]
    var widths = header.map(\.count)
    var isScaled = false
    forEachTrack { track, state in
      isScaled = isScaled || track.startScale != 1 || track.endScale != 1
      for (column, cell) in row(track, state).enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    if isScaled {
      header += Self.transformHeader
      widths += Self.transformHeader.map(\.count)
      forEachTrack { track, state in
        for (column, cell) in Self.transformCells(track, state).enumerated() {
          widths[header.count - Self.transformHeader.count + column] = max(
            widths[header.count - Self.transformHeader.count + column], cell.count)
        }
      }
    }
    var out = OutputBuffer(environment)
    defer { out.release() }
    let offset = motion.contentOffset(at: progress)
    let size = motion.contentSize(at: progress, driver: interpolator.driver)
    var head = "layout \(TerminalText.escaped(layout.name)) at \(motion.viewport) scale "
    head += "\(FramePrinter.short(interpolator.scale)): \(motionName) at progress \(FramePrinter.short(progress)) "
    head += "(\(interpolator.driver.rawValue)), content \(FramePrinter.short(size.width)) x "
    head += "\(FramePrinter.short(size.height)), offset \(Self.shortPoint(offset)) "
    head += "(\(Self.shortPoint(motion.startOffset)) -> \(Self.shortPoint(motion.endOffset)))\n\n"
    out.appendString(head)
    func line(_ cells: [String]) {
      // Words on the left, numbers on the right, as eval's table.
      for (column, cell) in cells.enumerated() {
        let padding = String(repeating: " ", count: widths[column] - cell.count)
        let isNumeric = (2...8).contains(column) || (12...14).contains(column)
        out.appendString((column == 0 ? "" : "  ") + (isNumeric ? padding + cell : cell + padding))
      }
      out.endLine()
      out.flushIfFull()
    }
    line(header)
    forEachTrack { track, state in
      line(isScaled ? row(track, state) + Self.transformCells(track, state) : row(track, state))
    }
    out.flush()
  }

  /// The transform columns of a scaled motion's table.
  static let transformHeader = ["scale", "startScale", "endScale", "visual"]

  /// A track's transform cells: scales as numbers (1: identity), the visual frame or `-` where it is the frame.
  static func transformCells(_ track: MotionTrack, _ state: MotionState) -> [String] {
    [
      FramePrinter.short(state.scale), FramePrinter.short(track.startScale), FramePrinter.short(track.endScale),
      state.visualFrame.map(shortRect) ?? "-",
    ]
  }

  /// One table row.
  private func row(_ track: MotionTrack, _ state: MotionState) -> [String] {
    let path = track.reported
    return [
      "\(track.category)", motion.kind(of: track).map { TerminalText.escaped($0) } ?? "-", "\(path.section)",
      "\(path.item)", FramePrinter.short(state.frame.x), FramePrinter.short(state.frame.y),
      FramePrinter.short(state.frame.width), FramePrinter.short(state.frame.height), FramePrinter.short(state.alpha),
      Self.shortRect(track.start), Self.shortRect(track.end), "\(track.change.rawValue)",
    ]
  }

  /// The content size and offset at the progress, counts per change and a checksum of every track's ends.
  func summary() {
    // Counted by position in `MotionChange.allCases`: no hashing per element.
    let allChanges = MotionChange.allCases
    var counts = [Int](repeating: 0, count: allChanges.count)
    var checksum = MotionChecksum()
    var total = 0
    forEachTrack { track, state in
      counts[allChanges.firstIndex(of: track.change)!] += 1
      checksum.add(track, state)
      total += 1
    }
    let size = motion.contentSize(at: progress, driver: interpolator.driver)
    var out = "layout: \(TerminalText.escaped(layout.name))\nviewport: \(motion.viewport) scale "
    out += "\(FramePrinter.short(interpolator.scale))\n"
    out += "\(motionName): progress \(FramePrinter.short(progress)), driver \(interpolator.driver.rawValue)\n"
    out += "content size: \(FramePrinter.short(size.width)) x \(FramePrinter.short(size.height))\n"
    out += "content offset: \(Self.shortPoint(motion.contentOffset(at: progress))) "
    out += "(\(Self.shortPoint(motion.startOffset)) -> \(Self.shortPoint(motion.endOffset)))\n"
    let parts = zip(allChanges, counts).compactMap { change, count in count > 0 ? "\(count) \(change.rawValue)" : nil }
    out += "elements: \(total)" + (parts.isEmpty ? "\n" : " (\(parts.joined(separator: ", ")))\n")
    out += "checksum: \(String(checksum.value, radix: 16))\n"
    environment.write(out, to: .standardOutput)
  }

  /// M1.8: `transform` and `visualFrame` at the progress, `startTransform` and `endTransform`, each only when not the
  /// identity (a declared scale, E2.1).
  static func appendTransform(_ state: MotionState, _ track: MotionTrack, to out: inout OutputBuffer) {
    func scale(_ key: String, _ value: Double) {
      guard value != 1 else { return }
      out.appendString(", \"\(key)\": {\"scale\": [")
      out.appendNumber(value)
      out.append(", ")
      out.appendNumber(value)
      out.append("]}")
    }
    scale("transform", state.scale)
    if let visual = state.visualFrame {
      out.append(", \"visualFrame\": ")
      out.appendFrame(visual)
    }
    scale("startTransform", track.startScale)
    scale("endTransform", track.endScale)
  }

  static func append(_ path: MotionIndexPath?, to out: inout OutputBuffer) {
    guard let path else { return out.append("null") }
    out.append("[")
    out.appendInteger(Int(path.section))
    out.append(", ")
    out.appendInteger(Int(path.item))
    out.append("]")
  }

  static func size(_ size: Size, _ first: String, _ second: String) -> String {
    "{\"\(first)\": \(FramePrinter.number(size.width)), \"\(second)\": \(FramePrinter.number(size.height))}"
  }

  static func point(_ point: Point) -> String {
    "{\"x\": \(FramePrinter.number(point.x)), \"y\": \(FramePrinter.number(point.y))}"
  }

  static func shortPoint(_ point: Point) -> String { "\(FramePrinter.short(point.x)),\(FramePrinter.short(point.y))" }

  static func shortRect(_ rect: Rect) -> String {
    [rect.x, rect.y, rect.width, rect.height].map(FramePrinter.short).joined(separator: ",")
  }
}

/// The motion summary's checksum: 64-bit FNV-1a, as `FrameChecksum`, over per track: category, section and item as
/// reported, the kind index, then the IEEE 754 bits of the start and end frames (x, y, width, height each), the start
/// and end alphas, and the frame and alpha at the progress; for a scaled track (E2.1) then the start and end scales
/// and the scale at the progress.
struct MotionChecksum {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  @inline(__always) private mutating func mix(_ word: UInt64) {
    var word = word
    for _ in 0..<8 {
      value = (value ^ (word & 0xFF)) &* 0x100_0000_01B3
      word >>= 8
    }
  }

  private mutating func mix(_ rect: Rect) {
    mix(rect.x.bitPattern)
    mix(rect.y.bitPattern)
    mix(rect.width.bitPattern)
    mix(rect.height.bitPattern)
  }

  mutating func add(_ track: MotionTrack, _ state: MotionState) {
    mix(UInt64(track.category.rawValue))
    mix(UInt64(bitPattern: Int64(track.reported.section)))
    mix(UInt64(bitPattern: Int64(track.reported.item)))
    mix(UInt64(bitPattern: Int64(track.kindIndex)))
    mix(track.start)
    mix(track.end)
    mix(track.startAlpha.bitPattern)
    mix(track.endAlpha.bitPattern)
    mix(state.frame)
    mix(state.alpha.bitPattern)
    // M1.8: a declared scale is part of the motion; an unscaled track mixes nothing more, so its checksum is the
    // one it always had.
    if track.startScale != 1 || track.endScale != 1 {
      mix(track.startScale.bitPattern)
      mix(track.endScale.bitPattern)
      mix(state.scale.bitPattern)
    }
  }
}
