/// One line of source (or of a fix-it preview) turned into terminal cells, so markers can be placed by what the
/// reader sees rather than by bytes.
///
/// Invariants: tabs expand to the next multiple of ``DisplayLine/tabWidth``; a character is one cell however
/// many bytes encode it (two for East Asian wide characters and emoji); invalid UTF-8 shows as U+FFFD; control
/// bytes show as their Unicode control pictures (`␀`) and invisible format characters as `<U+200B>`, so
/// nothing that moves the cursor or hides text ever reaches the terminal.
struct DisplayLine {
  /// What a terminal shows for one decoded character, and how many columns it takes. The text is made only for
  /// the cells a window prints.
  struct Cell {
    /// The decoded character (U+FFFD for invalid UTF-8).
    var scalar: Unicode.Scalar
    var width: Int
    /// The ASCII marker a fix-it preview puts under this cell (`+` inserted, `~` replaced, `-` deleted), or 0.
    var mark: UInt8

    /// What the terminal is given for this cell.
    var text: String { DisplayLine.text(of: scalar, width: width) }
  }

  static let tabWidth = 4

  private(set) var cells: [Cell] = []
  /// For each byte offset in the line (and one past the end), the index of the cell it belongs to.
  private var cellIndexOfByte: [Int] = []
  /// The 0-based column at which each cell starts, plus the total width at the end.
  private var startColumns: [Int] = [0]

  /// Builds cells from a line's bytes; `marks`, when given, holds a fix-it marker (or 0) for each byte.
  init(bytes: ArraySlice<UInt8>, marks: ArraySlice<UInt8>? = nil) {
    cells.reserveCapacity(bytes.count)
    cellIndexOfByte.reserveCapacity(bytes.count + 1)
    startColumns.reserveCapacity(bytes.count + 1)
    var column = 0
    var offset = 0
    while true {
      guard offset < bytes.count else {
        cellIndexOfByte.append(cells.count)
        return
      }
      let (scalar, length) = DisplayLine.decode(bytes, at: bytes.startIndex + offset)
      var cell = DisplayLine.cell(for: scalar, atColumn: column)
      if let marks {
        let base = marks.startIndex + offset
        for index in base..<min(base + length, marks.endIndex) where marks[index] != 0 {
          cell.mark = marks[index]
          break
        }
      }
      for _ in 0..<length { cellIndexOfByte.append(cells.count) }
      cells.append(cell)
      column += cell.width
      startColumns.append(column)
      offset += length
    }
  }

  /// The character starting at `index` and its length in bytes: U+FFFD for an invalid sequence, which is as long
  /// as its maximal valid prefix (at least one byte), as Unicode recommends and Swift's own decoder does.
  static func decode(_ bytes: ArraySlice<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, length: Int) {
    let lead = bytes[index]
    if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
    // The length of the sequence the lead byte announces, and the range its second byte must be in (Table 3-7).
    let count: Int
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0xC2...0xDF: count = 2
    case 0xE0:
      count = 3
      second = 0xA0...0xBF
    case 0xE1...0xEC, 0xEE...0xEF: count = 3
    case 0xED:
      count = 3
      second = 0x80...0x9F
    case 0xF0:
      count = 4
      second = 0x90...0xBF
    case 0xF1...0xF3: count = 4
    case 0xF4:
      count = 4
      second = 0x80...0x8F
    default: return ("\u{FFFD}", 1)
    }
    var value = UInt32(lead) & (count == 2 ? 0x1F : count == 3 ? 0x0F : 0x07)
    for position in 1..<count {
      let next = index + position
      guard next < bytes.endIndex, (position == 1 ? second : 0x80...0xBF).contains(bytes[next]) else {
        return ("\u{FFFD}", position)
      }
      value = value << 6 | UInt32(bytes[next] & 0x3F)
    }
    return (Unicode.Scalar(value) ?? "\u{FFFD}", count)
  }

  /// The index of the cell holding a byte offset of the line, clamped to the line (the line's end is `count`).
  func cellIndex(ofByte offset: Int) -> Int {
    cellIndexOfByte[max(0, min(offset, cellIndexOfByte.count - 1))]
  }

  /// The column at which a cell starts (0-based); cells past the end of the line are one column each, so a
  /// marker can point just after the last character (where a missing token belongs).
  func column(ofCell index: Int) -> Int {
    index <= cells.count ? startColumns[max(0, index)] : width + index - cells.count
  }

  /// Total display width.
  var width: Int { startColumns[cells.count] }

  /// The cells' text joined, with trailing blanks removed (they are invisible and make goldens noisy).
  func text(cells range: Range<Int>) -> String {
    var result = cells[range].map(\.text).joined()
    while result.last == " " { result.removeLast() }
    return result
  }

  /// A run of cells short enough to print: the whole line, or a cut of it that shows `focus`.
  struct Window {
    let cells: Range<Int>
    let isCutBefore: Bool
    let isCutAfter: Bool

    /// The window's text, with `...` where the line was cut.
    func text(of line: DisplayLine) -> String {
      let text = line.text(cells: cells)
      return (isCutBefore ? "..." : "") + text + (isCutAfter && !text.isEmpty ? "..." : "")
    }

    /// A marker row: `mark(cell, isFirstColumnOfCell)` gives the character under each column of each cell, or
    /// `nil` for a blank. Past the end of the line, cells up to `lastCell` are one blank column each.
    func marker(of line: DisplayLine, through lastCell: Int, mark: (Int, Bool) -> Character?) -> String {
      let upper = cells.upperBound == line.cells.count ? max(cells.upperBound, lastCell) : cells.upperBound
      var result = isCutBefore ? "   " : ""
      for cell in cells.lowerBound..<upper {
        let width = cell < line.cells.count ? line.cells[cell].width : 1
        for column in 0..<width { result.append(mark(cell, column == 0) ?? " ") }
      }
      while result.last == " " { result.removeLast() }
      return result
    }
  }

  /// The cells to print so that `focus` shows with some text before it, within ``SourceExcerpt/maximumWidth``.
  func window(around focus: Int) -> Window {
    let limit = SourceExcerpt.maximumWidth
    guard width > limit else { return Window(cells: 0..<cells.count, isCutBefore: false, isCutAfter: false) }
    let focus = min(max(0, focus), cells.count)
    var lower = focus
    while lower > 0, column(ofCell: focus) - column(ofCell: lower - 1) <= limit / 3 { lower -= 1 }
    var upper = lower
    while upper < cells.count, column(ofCell: upper + 1) - column(ofCell: lower) <= limit - 6 { upper += 1 }
    return Window(cells: lower..<upper, isCutBefore: lower > 0, isCutAfter: upper < cells.count)
  }

  private static func cell(for scalar: Unicode.Scalar, atColumn column: Int) -> Cell {
    let value = scalar.value
    // Printable ASCII, most of any line, needs no Unicode property lookup.
    if value >= 0x20 && value < 0x7F { return Cell(scalar: scalar, width: 1, mark: 0) }
    if scalar == "\t" { return Cell(scalar: scalar, width: tabWidth - column % tabWidth, mark: 0) }
    if value < 0x20 || value == 0x7F { return Cell(scalar: scalar, width: 1, mark: 0) }
    if isNamed(scalar) { return Cell(scalar: scalar, width: name(of: scalar).count, mark: 0) }
    return Cell(scalar: scalar, width: isWide(value) ? 2 : 1, mark: 0)
  }

  /// The text of a cell, given what ``cell(for:atColumn:)`` decided.
  fileprivate static func text(of scalar: Unicode.Scalar, width: Int) -> String {
    let value = scalar.value
    if value >= 0x20 && value < 0x7F { return String(scalar) }
    // A tab is as many spaces as it is wide.
    if scalar == "\t" { return String(repeating: " ", count: width) }
    if value < 0x20 { return String(Unicode.Scalar(0x2400 + value)!) }
    if value == 0x7F { return "\u{2421}" }
    if isNamed(scalar) { return name(of: scalar) }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark:
      // Shown alone so it cannot combine with the gutter or marker; a dotted circle carries it.
      return "\u{25CC}" + String(scalar)
    default:
      return String(scalar)
    }
  }

  /// Invisible or cursor-moving characters (bidi overrides, zero-width spaces, a BOM, C1 controls): shown by name.
  private static func isNamed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator, .control, .surrogate, .privateUse, .unassigned: true
    default: false
    }
  }

  private static func name(of scalar: Unicode.Scalar) -> String {
    "<U+\(String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4))>"
  }

  /// East Asian wide and fullwidth ranges, and emoji: terminals draw these two columns wide.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
      0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}

extension String {
  func leftPadded(to width: Int, with pad: Character = "0") -> String {
    count >= width ? self : String(repeating: pad, count: width - count) + self
  }
}
