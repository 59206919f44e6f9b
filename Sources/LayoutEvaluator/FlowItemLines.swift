import LayoutRules

/// F5–F8 on UIKit's per-item path (F3): the lines of a flow section whose items each have their own size, broken
/// once, in item order, into prefix arrays (F19). The cells are then stored line by line as the groups of an
/// `ExplicitPlacement`, whose running extents let a rect query binary-search the lines instead of scanning them.
struct FlowItemLines: Sendable {
  /// Index of each line's first item, then the item count: line `l` holds items `lineStart[l]..<lineStart[l + 1]`.
  private(set) var lineStart: [Int] = []
  /// What is left of the available length after each line: the available length less every item of the line and
  /// one spacing after each (F5's running room when the line closes; F7 compares the last two).
  private(set) var leftover: [Double] = []
  /// Each line's length along the scroll axis: its longest item (F8).
  private(set) var lineLength: [Double] = []
  /// F15: how many items are longer across the axis than the available length, and the first of them.
  private(set) var oversize: (count: Int, first: Int, length: Double)?

  /// The number of lines.
  var lineCount: Int { lineLength.count }

  /// F5: greedy, no tolerance. An item joins the open line when the line is empty or the item fits in the room left;
  /// otherwise the line closes and the item opens the next one. Each item takes its length plus `spacing` from the
  /// room, so an item longer than `available` sits alone on its line.
  init(sizes: [Size], along: Axis, available: Double, spacing: Double) {
    let across = along.other
    lineStart.reserveCapacity(sizes.count / 4 + 1)
    var room = available
    var length = 0.0
    for (item, size) in sizes.enumerated() {
      let width = size[across]
      if width > available {
        oversize = oversize.map { ($0.count + 1, $0.first, $0.length) } ?? (1, item, width)
      }
      if item == 0 {
        lineStart.append(0)
      } else if width > room {
        leftover.append(room)
        lineLength.append(length)
        lineStart.append(item)
        room = available
        length = 0
      }
      room -= width + spacing
      length = max(length, size[along])
    }
    if !sizes.isEmpty {
      leftover.append(room)
      lineLength.append(length)
    }
    lineStart.append(sizes.count)
  }

  /// F9: the lines' total length along the axis, `lineSpacing` between every two.
  func totalLength(lineSpacing: Double) -> Double {
    lineCount == 0 ? 0 : lineLength.reduce(0, +) + Double(lineCount - 1) * lineSpacing
  }

  /// F7 (SD1): the last line is laid out like a complete one when every line holds one item (it is then centred),
  /// or when there are two lines or more and its leftover equals the previous line's exactly (it is then
  /// justified); otherwise it is packed from the leading inset with the minimum spacing.
  var lastLineIsComplete: Bool {
    if lineCount >= 2 && leftover[lineCount - 1] == leftover[lineCount - 2] { return true }
    for line in 0..<lineCount where lineStart[line + 1] - lineStart[line] != 1 { return false }
    return true
  }

  /// The cells, line by line from `start` along the axis; across it, lines start at `leading` and are `available`
  /// long. F6: a complete line of two or more items is justified (first at the leading inset, last flush with the
  /// trailing one), a line of one item centred (at the leading inset when it is longer than the line); F7: the last
  /// line packed unless `lastLineIsComplete`; F8: every item centred in its line's length.
  func placement(
    sizes: [Size], along: Axis, start: Double, leading: Double, available: Double, spacing: Double,
    lineSpacing: Double, section: Int32
  ) -> ExplicitPlacement {
    let across = along.other
    var elements = ContiguousArray<Element>()
    elements.reserveCapacity(sizes.count)
    let lastComplete = lastLineIsComplete
    var top = start
    for line in 0..<lineCount {
      let items = lineStart[line]..<lineStart[line + 1]
      let complete = line < lineCount - 1 || lastComplete
      var position = leading
      var gap = spacing
      if complete && items.count == 1 {
        let width = sizes[items.lowerBound][across]
        position = width > available ? leading : leading + (available - width) / 2
      } else if complete {
        var sum = 0.0
        for item in items { sum += sizes[item][across] }
        gap = (available - sum) / Double(items.count - 1)
      }
      for item in items {
        let size = sizes[item]
        let frame = Rect(
          along, along: top + (lineLength[line] - size[along]) / 2, across: position, length: size[along],
          thickness: size[across])
        elements.append(
          Element(
            frame: frame, category: .cell, kindIndex: -1, section: section, item: Int32(item), zIndex: 0,
            isPinned: false))
        position += size[across] + gap
      }
      top += lineLength[line] + lineSpacing
    }
    let firstItems = Array(lineStart.dropLast())
    return ExplicitPlacement(elements: elements, groupStart: lineStart, groupFirstItem: firstItems, axis: along)
  }
}
