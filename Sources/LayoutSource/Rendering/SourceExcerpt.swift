/// Lines of source under a numbered gutter, with marker rows beneath some of them.
///
/// Long lines are cut to a window around the marked text (with `...` on the cut sides), so a generated
/// 2,000-column line does not flood the terminal.
struct SourceExcerpt {
  enum Row {
    case source(line: Int, text: String)
    case marker(String)
    case ellipsis
  }

  /// Lines longer than this many columns are shown as a window.
  static let maximumWidth = 100
  /// Lines shown in a fix-it preview before it is cut with `...`.
  static let maximumPreviewLines = 6

  var rows: [Row] = []

  /// Rows ready to print: `  12 | text` and `     | ^~~`; the gutter is as wide as the largest line number.
  func rendered(_ palette: Palette, marker style: Palette.Style) -> [String] {
    let width = rows.reduce(0) { widest, row in
      if case .source(let line, _) = row { return max(widest, String(line).count) }
      return widest
    }
    return rows.map { row in
      switch row {
      case .source(let line, let text):
        let gutter = palette.paint("  " + String(line).leftPadded(to: width, with: " ") + " |", .gutter)
        return text.isEmpty ? gutter : gutter + " " + text
      case .marker(let marker):
        return palette.paint("  " + String(repeating: " ", count: width) + " |", .gutter) + " "
          + palette.paint(marker, style)
      case .ellipsis:
        return palette.paint("  " + String(repeating: " ", count: width) + " |", .gutter) + " ..."
      }
    }
  }

  /// Characters kept on each side of the point an excerpt shows, when a line is long: a window (see
  /// ``DisplayLine/window(around:)``) shows at most ``maximumWidth`` columns, and every cell is at least one column,
  /// so with this many cells on a cut side the window never reaches the cut, and the line is still wider than
  /// ``maximumWidth``, so it is windowed as the whole line would be. The rest of a long line is never decoded: a
  /// diagnostic costs the same on a 20 MB line as on a short one.
  static let reachCells = maximumWidth + 8
  /// The bytes those cells can take at most (a cell is at most four bytes).
  static let reachBytes = 4 * reachCells

  /// The bytes of `line` from ``reachCells`` characters before the absolute offset `focus` to ``reachCells``
  /// after it, cut at character boundaries; the whole line when it is short. Every byte that is not a UTF-8
  /// continuation byte starts a cell of its own, so counting those counts cells from below, and no side walks
  /// more than ``reachBytes``.
  static func clip(_ line: ArraySlice<UInt8>, around focus: Int, wholeLines: Bool = false) -> ArraySlice<UInt8> {
    guard !wholeLines, line.count > 2 * reachCells else { return line }
    let focus = max(line.startIndex, min(focus, line.endIndex))
    var lower = focus
    var cells = 0
    while lower > line.startIndex, cells < reachCells, focus - lower < reachBytes {
      lower -= 1
      if line[lower] & 0xC0 != 0x80 { cells += 1 }
    }
    var upper = focus
    cells = 0
    while upper < line.endIndex, upper - focus < reachBytes {
      if line[upper] & 0xC0 != 0x80 {
        if cells == reachCells { break }
        cells += 1
      }
      upper += 1
    }
    // Never start or end inside a UTF-8 sequence (continuation bytes are 10xxxxxx).
    for _ in 0..<3 where lower > line.startIndex && lower < upper && line[lower] & 0xC0 == 0x80 { lower += 1 }
    for _ in 0..<3 where upper < line.endIndex && upper > lower && line[upper] & 0xC0 == 0x80 { upper -= 1 }
    return line[lower..<upper]
  }

  /// The line of `span`'s start with `^~~~` under the span, preceded by the line before when that line has text.
  ///
  /// A span over several lines is marked to the end of its first line; an empty span gets a single `^`.
  /// `wholeLines` decodes whole lines instead of clips (for tests: the output must be the same).
  static func marking(_ span: SourceSpan, in source: SourceFile, withContext: Bool, wholeLines: Bool = false)
    -> SourceExcerpt
  {
    let start = source.location(of: span.start)
    let bytes = clip(source.lineBytes(start.line), around: start.offset, wholeLines: wholeLines)
    let line = DisplayLine(bytes: bytes)
    let lineStart = bytes.startIndex
    let startCell = line.cellIndex(ofByte: start.offset - lineStart)
    let end = source.location(of: span.end)
    var endCell = startCell + 1
    if end.line != start.line {
      endCell = max(endCell, line.cells.count)
    } else if end.offset > start.offset {
      endCell = max(endCell, line.cellIndex(ofByte: end.offset - 1 - lineStart) + 1)
    }

    var excerpt = SourceExcerpt()
    if withContext, start.line > 1 {
      // Only the start of the line before is shown, so only its start is looked at: it is shown when that part
      // has text (a line whose first hundred columns are blank would show as blank anyway).
      let whole = source.lineBytes(start.line - 1)
      let previous = clip(whole, around: whole.startIndex, wholeLines: wholeLines)
      if clip(whole, around: whole.startIndex).contains(where: { $0 != 0x20 && $0 != 0x09 }) {
        let context = DisplayLine(bytes: previous)
        let window = context.window(around: 0)
        excerpt.rows.append(.source(line: start.line - 1, text: window.text(of: context)))
      }
    }
    let window = line.window(around: startCell)
    excerpt.rows.append(.source(line: start.line, text: window.text(of: line)))
    excerpt.rows.append(
      .marker(
        window.marker(of: line, through: endCell) { cell, firstColumn in
          guard cell >= startCell, cell < endCell else { return nil }
          if cell == startCell, firstColumn { return "^" }
          // A point (where a missing token belongs) is one column, even on a tab that spans several.
          return end.offset > start.offset ? "~" : nil
        }))
    return excerpt
  }

  /// The lines a fix-it touches, shown after the edit with `+` under inserted text and `~` under replacement
  /// text, or, for a pure deletion, before the edit with `-` under the removed text. `nil` when it has no edits.
  ///
  /// Only the source bytes a window can show are copied (those near an edit or near the start of one of the first
  /// lines of each unchanged stretch), so a preview on a long line costs no more than on a short one.
  static func preview(of fixIt: FixIt, in source: SourceFile, wholeLines: Bool = false) -> SourceExcerpt? {
    let bytes = source.bytes
    var edits: [TextEdit] = []
    for edit in fixIt.edits.sorted(by: { $0.span < $1.span }) {
      let lower = max(0, min(edit.span.start, bytes.count))
      let upper = max(lower, min(edit.span.end, bytes.count))
      // Overlapping edits cannot all apply; keep the first, as an editor would.
      if let previous = edits.last, lower < previous.span.end { continue }
      edits.append(TextEdit(span: SourceSpan(start: lower, end: upper), replacement: edit.replacement))
    }
    guard let first = edits.first else { return nil }
    let firstLine = source.location(of: first.span.start).line
    let lastLine = edits.map { source.location(of: $0.span.end).line }.max() ?? firstLine
    let regionStart = source.lineStarts[firstLine - 1]
    let lastLineStart = source.lineStarts[lastLine - 1]
    let regionEnd = max(lastLineStart + source.lineBytes(lastLine).count, edits.map(\.span.end).max() ?? 0)

    let deletesOnly = edits.allSatisfy(\.replacement.isEmpty)
    var shown: [UInt8] = []
    var marks: [UInt8] = []
    func appendSource(_ range: Range<Int>, mark: UInt8) {
      for part in wholeLines ? [range] : visibleParts(of: range, in: source) {
        shown += bytes[part]
        marks += Array(repeating: mark, count: part.count)
      }
    }
    var cursor = regionStart
    for edit in edits {
      appendSource(cursor..<edit.span.start, mark: 0)
      if deletesOnly {
        appendSource(edit.span.start..<edit.span.end, mark: UInt8(ascii: "-"))
      } else {
        shown += Array(edit.replacement.utf8)
        let mark = UInt8(ascii: edit.span.length == 0 ? "+" : "~")
        marks += Array(repeating: mark, count: edit.replacement.utf8.count)
      }
      cursor = edit.span.end
    }
    appendSource(cursor..<regionEnd, mark: 0)

    var excerpt = SourceExcerpt()
    for (index, piece) in splitLines(shown, marks).enumerated() {
      if index == maximumPreviewLines {
        excerpt.rows.append(.ellipsis)
        break
      }
      // Only the part of the line a window around its first mark (or its start) can show is decoded.
      let firstMark = piece.marks.firstIndex { $0 != 0 } ?? piece.marks.startIndex
      let bytes = clip(piece.bytes, around: firstMark, wholeLines: wholeLines)
      let line = DisplayLine(bytes: bytes, marks: piece.marks[bytes.indices])
      let focus = line.cells.firstIndex { $0.mark != 0 } ?? 0
      let window = line.window(around: focus)
      excerpt.rows.append(.source(line: firstLine + index, text: window.text(of: line)))
      // A marked line break is not a cell; a line whose only change is its break needs no marker row.
      if focus < line.cells.count, line.cells[focus].mark != 0 {
        excerpt.rows.append(
          .marker(
            window.marker(of: line, through: 0) { cell, _ in
              let mark = line.cells[cell].mark
              return mark == 0 ? nil : Character(Unicode.Scalar(mark))
            }))
      }
    }
    return excerpt
  }

  /// The parts of an unchanged (or deleted) stretch of source that a preview window can show: its first and last
  /// ``reachBytes`` (next to an edit or a line start) and the start of each of its first lines (with the line
  /// break before it), merged and in order. Everything else lies outside every window, whose focus is an edit or
  /// the start of a line, and only ``maximumPreviewLines`` lines are shown.
  private static func visibleParts(of range: Range<Int>, in source: SourceFile) -> [Range<Int>] {
    guard range.count > 2 * reachBytes else { return range.isEmpty ? [] : [range] }
    var parts = [range.lowerBound..<range.lowerBound + reachBytes]
    // The first line start after the stretch's first byte (binary search in the line table).
    var low = 0
    var high = source.lineStarts.count
    while low < high {
      let mid = (low + high) / 2
      if source.lineStarts[mid] <= range.lowerBound { low = mid + 1 } else { high = mid }
    }
    var index = low
    while index < source.lineStarts.count, index - low <= maximumPreviewLines,
      source.lineStarts[index] < range.upperBound
    {
      let start = source.lineStarts[index]
      parts.append(max(range.lowerBound, start - 2)..<min(range.upperBound, start + reachBytes))
      index += 1
    }
    parts.append(range.upperBound - reachBytes..<range.upperBound)
    // Merge overlapping or touching parts (they are sorted by their lower bounds).
    var merged: [Range<Int>] = []
    for part in parts {
      if let last = merged.last, part.lowerBound <= last.upperBound {
        merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, part.upperBound)
      } else {
        merged.append(part)
      }
    }
    return merged
  }

  /// Splits bytes at `\n`, `\r\n` and a lone `\r`, carrying the per-byte marks along (line breaks dropped).
  private static func splitLines(_ bytes: [UInt8], _ marks: [UInt8]) -> [(
    bytes: ArraySlice<UInt8>, marks: ArraySlice<UInt8>
  )] {
    var lines: [(bytes: ArraySlice<UInt8>, marks: ArraySlice<UInt8>)] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A || bytes[index] == 0x0D {
        lines.append((bytes[start..<index], marks[start..<index]))
        if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        start = index + 1
      }
      index += 1
    }
    lines.append((bytes[start...], marks[start...]))
    return lines
  }
}
