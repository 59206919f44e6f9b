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

  /// The line of `span`'s start with `^~~~` under the span, preceded by the line before when that line has text.
  ///
  /// A span over several lines is marked to the end of its first line; an empty span gets a single `^`.
  static func marking(_ span: Span, in source: SourceFile, withContext: Bool) -> SourceExcerpt {
    let start = source.location(of: span.start)
    let line = DisplayLine(bytes: source.lineBytes(start.line))
    let lineStart = source.lineStarts[start.line - 1]
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
      let previous = source.lineBytes(start.line - 1)
      if previous.contains(where: { $0 != 0x20 && $0 != 0x09 }) {
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
  static func preview(of fixIt: FixIt, in source: SourceFile) -> SourceExcerpt? {
    let bytes = source.bytes
    var edits: [TextEdit] = []
    for edit in fixIt.edits.sorted(by: { $0.span < $1.span }) {
      let lower = max(0, min(edit.span.start, bytes.count))
      let upper = max(lower, min(edit.span.end, bytes.count))
      // Overlapping edits cannot all apply; keep the first, as an editor would.
      if let previous = edits.last, lower < previous.span.end { continue }
      edits.append(TextEdit(span: Span(start: lower, end: upper), replacement: edit.replacement))
    }
    guard let first = edits.first else { return nil }
    let firstLine = source.location(of: first.span.start).line
    let lastLine = edits.map { source.location(of: $0.span.end).line }.max() ?? firstLine
    let regionStart = source.lineStarts[firstLine - 1]
    let lastLineStart = source.lineStarts[lastLine - 1]
    let regionEnd = max(lastLineStart + source.lineBytes(lastLine).count, edits.map(\.span.end).max() ?? 0)

    let deletesOnly = edits.allSatisfy(\.replacement.isEmpty)
    var shown: [UInt8] = []
    var marks: [Character?] = []
    var cursor = regionStart
    for edit in edits {
      shown += bytes[cursor..<edit.span.start]
      marks += Array(repeating: nil, count: edit.span.start - cursor)
      if deletesOnly {
        shown += bytes[edit.span.start..<edit.span.end]
        marks += Array(repeating: "-", count: edit.span.length)
      } else {
        shown += Array(edit.replacement.utf8)
        marks += Array(repeating: edit.span.length == 0 ? "+" : "~", count: edit.replacement.utf8.count)
      }
      cursor = edit.span.end
    }
    shown += bytes[cursor..<regionEnd]
    marks += Array(repeating: nil, count: regionEnd - cursor)

    var excerpt = SourceExcerpt()
    for (index, piece) in splitLines(shown, marks).enumerated() {
      if index == maximumPreviewLines {
        excerpt.rows.append(.ellipsis)
        break
      }
      let line = DisplayLine(bytes: piece.bytes, marks: piece.marks)
      let focus = line.cells.firstIndex { $0.mark != nil } ?? 0
      let window = line.window(around: focus)
      excerpt.rows.append(.source(line: firstLine + index, text: window.text(of: line)))
      // A marked line break is not a cell; a line whose only change is its break needs no marker row.
      if focus < line.cells.count, line.cells[focus].mark != nil {
        excerpt.rows.append(.marker(window.marker(of: line, through: 0) { cell, _ in line.cells[cell].mark }))
      }
    }
    return excerpt
  }

  /// Splits bytes at `\n`, `\r\n` and a lone `\r`, carrying the per-byte marks along (line breaks dropped).
  private static func splitLines(_ bytes: [UInt8], _ marks: [Character?]) -> [(bytes: [UInt8], marks: [Character?])] {
    var lines: [(bytes: [UInt8], marks: [Character?])] = []
    var start = 0
    var index = 0
    while index < bytes.count {
      if bytes[index] == 0x0A || bytes[index] == 0x0D {
        lines.append((Array(bytes[start..<index]), Array(marks[start..<index])))
        if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        start = index + 1
      }
      index += 1
    }
    lines.append((Array(bytes[start...]), Array(marks[start...])))
    return lines
  }
}
