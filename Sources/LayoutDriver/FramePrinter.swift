import LayoutEvaluator
import LayoutIR
import LayoutMath
import LayoutSource

/// Elements in output order, handed out one batch at a time. The printers take this and never an array: they hold
/// one batch (and one output chunk) at a time, so their memory does not grow with the number of elements.
protocol ElementStream {
  /// Calls `body` with consecutive batches of elements; a batch is valid only during its call.
  func forEachBatch(_ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows
}

/// The elements of an evaluation (or those meeting `rect`), produced from the closed form batch by batch.
struct EvaluationStream: ElementStream {
  let evaluation: Evaluation
  var rect: Rect?
  var batchSize = Evaluation.defaultBatchSize

  func forEachBatch(_ body: (UnsafeBufferPointer<Element>) throws -> Void) rethrows {
    try evaluation.forEachBatch(size: batchSize, in: rect, body)
  }
}

/// Prints an evaluation as JSON, a table or a summary, streaming: elements arrive in batches and the text leaves in
/// chunks of about 64 KiB, so ten million frames print in bounded memory. The formats are defined in
/// `Documentation/Eval.md`; the bytes are those the earlier printer wrote from an array of every element.
struct FramePrinter {
  let layout: IRLayout
  let evaluation: Evaluation
  let viewport: Size
  let scale: Double
  let environment: any DriverEnvironment
  /// The scroll position and settle target the frames are at (`--offset`, `--settle`), or nil at rest.
  var scrollHead: ScrollHead? = nil
  /// The scroll effect values of a cell at that position (SE rules; `"effect"` in JSON, a column in the table), or
  /// nil when no section or item of the evaluation declares an effect.
  var effects: ((Element) -> CellEffect?)? = nil
  /// The layouts linked to this one at the offsets the link gives them (L1, L2; `FramePrinter+Linked.swift`).
  var linked: [LinkedView] = []

  /// The ends of the scroll axis the content inset applies to (SE8): left and right, or top and bottom.
  private var insetEdges: (String, String) {
    layout.scrollDirection == .horizontal ? ("left", "right") : ("top", "bottom")
  }

  /// SE8: `"contentInset": {"left": I, "right": I}, ` when a section of the evaluation sets the inset, else empty.
  private var insetJSON: String {
    guard evaluation.setsContentInset else { return "" }
    let (near, far) = insetEdges
    let value = Self.number(evaluation.contentInset)
    return "\"contentInset\": {\"\(near)\": \(value), \"\(far)\": \(value)}, "
  }

  /// SE8: the table's and the summary's line for the content inset, or empty.
  private var insetText: String {
    guard evaluation.setsContentInset else { return "" }
    let (near, far) = insetEdges
    return "content inset: \(Self.short(evaluation.contentInset)) \(near) and \(far)\n"
  }

  func json(_ elements: some ElementStream) {
    var out = OutputBuffer(environment)
    defer { out.release() }
    var head =
      "{\"layout\": \(Self.quoted(layout.name)), \"viewport\": {\"width\": \(Self.number(viewport.width)), "
    head += "\"height\": \(Self.number(viewport.height))}, \"scale\": \(Self.number(scale)), "
    head += scrollHead?.json ?? ""
    head += insetJSON
    head += "\"contentSize\": {\"width\": \(Self.number(evaluation.contentSize.width)), "
    head += "\"height\": \(Self.number(evaluation.contentSize.height))}, \"elements\": ["
    out.appendString(head)
    let kinds = evaluation.kinds.map { Array(Self.quoted($0).utf8) }
    let categories = ElementCategory.allCases.map { Array("{\"category\": \"\($0)\", \"kind\": ".utf8) }
    let null: [UInt8] = Array("null".utf8)
    var isFirst = true
    elements.forEachBatch { batch in
      for element in batch {
        out.append(isFirst ? "\n  " : ",\n  ")
        isFirst = false
        out.append(categories[Int(element.category.rawValue)])
        out.append(element.kindIndex.map { kinds[$0] } ?? null)
        out.append(", \"section\": ")
        out.appendInteger(element.section)
        out.append(", \"item\": ")
        out.appendInteger(element.item)
        out.append(", \"frame\": ")
        out.appendFrame(element.frame)
        out.append(", \"zIndex\": ")
        out.appendInteger(element.zIndex)
        if element.isPinned { out.append(", \"pinned\": true") }
        if let effect = effects?(element) { out.appendString(", \"effect\": " + EffectText.json(effect)) }
        out.append("}")
        out.flushIfFull()
      }
    }
    out.append(isFirst ? "]" : "\n]")
    if !linked.isEmpty { out.appendString(linkedJSON()) }
    out.append("}\n")
    out.flush()
  }

  /// Columns line up, so the stream is walked twice: once for the widest cell of each column, once to print.
  func table(_ elements: some ElementStream) {
    var out = OutputBuffer(environment)
    defer { out.release() }
    // Kinds are strings of the file or the IR: escape sequences and line breaks in them must not reach a terminal.
    let kinds = evaluation.kinds.map { TableWord(TerminalText.escaped($0)) }
    let categories = ElementCategory.allCases.map { TableWord("\($0)") }
    let dash = TableWord("-")
    let yes = TableWord("yes")
    let header =
      ["category", "kind", "section", "item", "x", "y", "width", "height", "z", "pinned"]
      + (effects == nil ? [] : ["effect"])
    var widths = TableWidths(header.map(\.count))
    elements.forEachBatch { batch in
      for element in batch {
        widths.widen(.category, to: categories[Int(element.category.rawValue)].characters)
        widths.widen(.kind, to: element.kindIndex.map { kinds[$0].characters } ?? dash.characters)
        widths.widen(.section, to: PrintedNumber.integer(element.section).length)
        widths.widen(.item, to: PrintedNumber.integer(element.item).length)
        let frame = element.frame
        widths.widen(.x, to: PrintedNumber.short(frame.x).length)
        widths.widen(.y, to: PrintedNumber.short(frame.y).length)
        widths.widen(.width, to: PrintedNumber.short(frame.width).length)
        widths.widen(.height, to: PrintedNumber.short(frame.height).length)
        widths.widen(.z, to: PrintedNumber.integer(element.zIndex).length)
        if element.isPinned { widths.widen(.pinned, to: yes.characters) }
      }
    }
    var head = "layout \(TerminalText.escaped(layout.name)) at \(viewport) scale \(Self.short(scale)): content "
    head += "\(Self.short(evaluation.contentSize.width)) x \(Self.short(evaluation.contentSize.height))\n"
    head += (scrollHead?.text ?? "") + insetText + "\n"
    out.appendString(head)
    for (index, title) in header.enumerated() {
      let column = TableWidths.Column(rawValue: index)!
      out.appendCell(TableWord(title), column, width: widths[column])
    }
    out.endLine()
    elements.forEachBatch { batch in
      for element in batch {
        out.appendCell(categories[Int(element.category.rawValue)], .category, width: widths[.category])
        out.appendCell(element.kindIndex.map { kinds[$0] } ?? dash, .kind, width: widths[.kind])
        out.appendCell(.integer(element.section), width: widths[.section])
        out.appendCell(.integer(element.item), width: widths[.item])
        let frame = element.frame
        out.appendCell(.short(frame.x), width: widths[.x])
        out.appendCell(.short(frame.y), width: widths[.y])
        out.appendCell(.short(frame.width), width: widths[.width])
        out.appendCell(.short(frame.height), width: widths[.height])
        out.appendCell(.integer(element.zIndex), width: widths[.z])
        if let effects {
          out.appendCell(element.isPinned ? yes : TableWord(""), .pinned, width: widths[.pinned])
          if let effect = effects(element) { out.appendCell(TableWord(EffectText.table(effect)), .effect, width: 0) }
        } else if element.isPinned {
          out.appendCell(yes, .pinned, width: widths[.pinned])
        }
        out.endLine()
        out.flushIfFull()
      }
    }
    if !linked.isEmpty { out.appendString(linkedTable()) }
    out.flush()
  }

  /// Content size, element counts per category and the checksum (`FrameChecksum`) of every element, in output order.
  func summary(_ elements: some ElementStream) {
    var counts = CategoryCounts()
    var checksum = FrameChecksum()
    elements.forEachBatch { batch in
      for element in batch {
        counts.add(element.category)
        checksum.add(element)
      }
    }
    var out = "layout: \(TerminalText.escaped(layout.name))\nviewport: \(viewport) scale \(Self.short(scale))\n"
    out +=
      "content size: \(Self.short(evaluation.contentSize.width)) x \(Self.short(evaluation.contentSize.height))\n"
    out += scrollHead?.text ?? ""
    out += insetText
    out += "elements: \(counts.total)"
    let parts = ElementCategory.allCases.compactMap { category in
      counts[category] > 0 ? "\(counts[category]) \(category)" : nil
    }
    out += parts.isEmpty ? "\n" : " (\(parts.joined(separator: ", ")))\n"
    out += "checksum: \(String(checksum.value, radix: 16))\n"
    out += linkedSummary()
    environment.write(out, to: .standardOutput)
  }

  /// A JSON number: whole values without a fraction, others in Swift's shortest round-trip form.
  static func number(_ value: Double) -> String { PrintedNumber.number(value).text }

  /// Up to three decimals, for people.
  static func short(_ value: Double) -> String { PrintedNumber.short(value).text }

  static func quoted(_ text: String) -> String { JSONValue.quoted(text) }
}

/// How many elements of each category a stream held.
struct CategoryCounts {
  private var counts = (0, 0, 0, 0)

  mutating func add(_ category: ElementCategory) {
    switch category {
    case .cell: counts.0 += 1
    case .supplementary: counts.1 += 1
    case .boundary: counts.2 += 1
    case .decoration: counts.3 += 1
    }
  }

  subscript(category: ElementCategory) -> Int {
    switch category {
    case .cell: return counts.0
    case .supplementary: return counts.1
    case .boundary: return counts.2
    case .decoration: return counts.3
    }
  }

  var total: Int { counts.0 + counts.1 + counts.2 + counts.3 }
}

/// The summary's checksum: 64-bit FNV-1a over eight 64-bit words per element, in output order, each word fed as its
/// eight bytes from the least significant: the category's raw value (cell 0, supplementary 1, boundary 2,
/// decoration 3), the section, the item, the kind's index in the evaluation's kind list (-1 for cells; integers in
/// two's complement), then the IEEE 754 bits of x, y, width and height.
struct FrameChecksum {
  private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  @inline(__always) private mutating func mix(_ word: UInt64) {
    var word = word
    for _ in 0..<8 {
      value = (value ^ (word & 0xFF)) &* 0x100_0000_01B3
      word >>= 8
    }
  }

  mutating func add(_ element: Element) {
    mix(UInt64(element.category.rawValue))
    mix(UInt64(bitPattern: Int64(element.section)))
    mix(UInt64(bitPattern: Int64(element.item)))
    mix(UInt64(bitPattern: Int64(element.kindIndex ?? -1)))
    mix(element.frame.x.bitPattern)
    mix(element.frame.y.bitPattern)
    mix(element.frame.width.bitPattern)
    mix(element.frame.height.bitPattern)
  }
}

/// A word in a table cell: its UTF-8 bytes and its length in characters (what the columns are padded by).
struct TableWord {
  let bytes: [UInt8]
  let characters: Int

  init(_ text: String) {
    bytes = Array(text.utf8)
    characters = text.count
  }
}

/// The width of each table column: its title's, or its widest cell's (in characters).
struct TableWidths {
  enum Column: Int {
    case category, kind, section, item, x, y, width, height, z, pinned
    /// The scroll effect values (only when the evaluation has effects; the last column, not padded).
    case effect

    /// Numbers line up on the right, words on the left.
    var isNumeric: Bool { rawValue >= 2 && rawValue <= 8 }
  }

  private var widths: [Int]

  init(_ titles: [Int]) { widths = titles }

  subscript(column: Column) -> Int { widths[column.rawValue] }

  mutating func widen(_ column: Column, to width: Int) {
    if width > widths[column.rawValue] { widths[column.rawValue] = width }
  }
}

/// Output bytes gathered in a buffer and written to standard output in chunks of about 64 KiB. A chunk ends between
/// elements (or table lines), never inside a character.
struct OutputBuffer {
  private static let chunk = 1 << 16
  private let environment: any DriverEnvironment
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  /// Where the table line being written started: it stays in the buffer until it ends, so that its trailing spaces
  /// can be trimmed.
  private var lineStart = 0

  init(_ environment: any DriverEnvironment) {
    self.environment = environment
    capacity = Self.chunk + 4_096
    base = .allocate(capacity: capacity)
  }

  /// Frees the buffer (without writing what is left: call `flush()` first).
  func release() { base.deallocate() }

  /// Writes out what the buffer holds.
  mutating func flush() {
    guard count > 0 else { return }
    write(count: count)
    count = 0
    lineStart = 0
  }

  private func write(count: Int) {
    environment.write(
      String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self), to: .standardOutput)
  }

  /// Writes out a full chunk; called between elements, so that a write holds whole lines where it can.
  mutating func flushIfFull() {
    if count >= Self.chunk { flush() }
  }

  /// Makes room for `length` more bytes, writing out what is held (and growing, for a longer piece) as needed.
  mutating func reserve(_ length: Int) {
    guard count + length > capacity else { return }
    let line = count - lineStart
    if lineStart > 0 {
      // Keep the unfinished line: write the finished ones and move it to the front.
      write(count: lineStart)
      UnsafeMutableRawPointer(base).copyMemory(from: base + lineStart, byteCount: line)
      count = line
      lineStart = 0
    }
    if count + length > capacity {
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: count + length + Self.chunk)
      grown.initialize(from: base, count: count)
      base.deallocate()
      base = grown
      capacity = count + length + Self.chunk
    }
  }

  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    reserve(bytes.count)
    (base + count).initialize(from: bytes.baseAddress!, count: bytes.count)
    count += bytes.count
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append($0) }
  }

  mutating func appendString(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Decimal digits, with a minus sign when negative.
  mutating func appendInteger(_ value: Int) {
    reserve(20)
    if value < 0 { appendByte(UInt8(ascii: "-")) }
    appendDigits(value.magnitude, count: PrintedNumber.digitCount(value.magnitude))
  }

  /// `FramePrinter.number`.
  mutating func appendNumber(_ value: Double) {
    // The common case first, without building a `PrintedNumber`: a whole value (see `PrintedNumber.number`).
    if abs(value) < 1e15, case let whole = Int64(value), Double(whole) == value {
      appendInteger(Int(whole))
    } else {
      appendString(value.description)
    }
  }

  /// `FramePrinter.short`.
  mutating func appendShort(_ value: Double) {
    append(.short(value))
  }

  mutating func append(_ number: PrintedNumber) {
    switch number {
    case .integer(let value): appendInteger(value)
    case .decimal(let value, let places):
      reserve(24)
      if value < 0 { appendByte(UInt8(ascii: "-")) }
      let (whole, fraction, digits) = PrintedNumber.parts(value.magnitude, places: places)
      appendDigits(whole, count: PrintedNumber.digitCount(whole))
      appendByte(UInt8(ascii: "."))
      appendDigits(fraction, count: digits)
    case .text(let text): appendString(text)
    }
  }

  /// One byte; the caller has reserved room.
  private mutating func appendByte(_ byte: UInt8) {
    base[count] = byte
    count += 1
  }

  /// The last `digits` decimal digits of `value`, zero-padded on the left; the caller has reserved room.
  private mutating func appendDigits(_ value: UInt, count digits: Int) {
    var value = value
    var cursor = base + count + digits
    let pairs = Self.digitPairs.utf8Start
    var left = digits
    // Two digits at a time from a table of "00" to "99": half the divisions.
    while left >= 2 {
      let pair = Int(value % 100) &* 2
      value /= 100
      cursor -= 2
      cursor[0] = pairs[pair]
      cursor[1] = pairs[pair + 1]
      left -= 2
    }
    if left == 1 {
      cursor -= 1
      cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: value % 10)
    }
    count += digits
  }

  private static let digitPairs: StaticString = """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """

  /// A word cell: the column separator (except before the first column), then the word padded to `width`
  /// characters, on the left for the number columns' titles and on the right otherwise.
  mutating func appendCell(_ word: TableWord, _ column: TableWidths.Column, width: Int) {
    reserve(2 + word.bytes.count + width)
    if column != .category { append("  ") }
    let padding = width - word.characters
    if column.isNumeric { appendSpaces(padding) }
    append(word.bytes)
    if !column.isNumeric { appendSpaces(padding) }
  }

  /// A number cell: the column separator, then the number right-aligned in `width` characters.
  mutating func appendCell(_ number: PrintedNumber, width: Int) {
    appendSpaces(2 + width - number.length)
    append(number)
  }

  private mutating func appendSpaces(_ number: Int) {
    guard number > 0 else { return }
    reserve(number)
    (base + count).initialize(repeating: UInt8(ascii: " "), count: number)
    count += number
  }

  /// Ends a table line: trailing spaces go, a line break follows.
  mutating func endLine() {
    while count > lineStart && base[count - 1] == UInt8(ascii: " ") { count -= 1 }
    append("\n")
    lineStart = count
  }
}

extension OutputBuffer {
  /// A frame as `eval`'s JSON writes it everywhere: `{"x": X, "y": Y, "width": W, "height": H}`.
  @inline(__always) mutating func appendFrame(_ frame: Rect) {
    append("{\"x\": ")
    appendNumber(frame.x)
    append(", \"y\": ")
    appendNumber(frame.y)
    append(", \"width\": ")
    appendNumber(frame.width)
    append(", \"height\": ")
    appendNumber(frame.height)
    append("}")
  }
}
