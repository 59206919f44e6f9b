import LayoutEvaluator
import LayoutIR
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
/// chunks of about 64 KiB, so ten million frames print in bounded memory. The bytes are those of the earlier
/// printer that built strings element by element (`Documentation/IR.md`, "Output of eval").
struct FramePrinter {
  let layout: IRLayout
  let evaluation: Evaluation
  let viewport: Size
  let scale: Double
  let environment: any DriverEnvironment

  func json(_ elements: some ElementStream) {
    var out = OutputBuffer(environment)
    defer { out.release() }
    var head =
      "{\"layout\": \(Self.quoted(layout.name)), \"viewport\": {\"width\": \(Self.number(viewport.width)), "
    head += "\"height\": \(Self.number(viewport.height))}, \"scale\": \(Self.number(scale)), "
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
        let frame = element.frame
        out.append(", \"frame\": {\"x\": ")
        out.appendNumber(frame.x)
        out.append(", \"y\": ")
        out.appendNumber(frame.y)
        out.append(", \"width\": ")
        out.appendNumber(frame.width)
        out.append(", \"height\": ")
        out.appendNumber(frame.height)
        out.append("}, \"zIndex\": ")
        out.appendInteger(element.zIndex)
        out.append(element.isPinned ? ", \"pinned\": true}" : "}")
        out.flushIfFull()
      }
    }
    out.append(isFirst ? "]}\n" : "\n]}\n")
    out.flush()
  }

  /// Columns line up, so the stream is walked twice: once for the widest cell of each column, once to print.
  func table(_ elements: some ElementStream) {
    var out = OutputBuffer(environment)
    defer { out.release() }
    let kinds = evaluation.kinds.map { (bytes: Array($0.utf8), characters: $0.count) }
    let categories = ElementCategory.allCases.map { (bytes: Array("\($0)".utf8), characters: "\($0)".count) }
    let header = ["category", "kind", "section", "item", "x", "y", "width", "height", "z", "pinned"]
    var widths = TableWidths(header.map(\.count))
    elements.forEachBatch { batch in
      for element in batch {
        widths.widen(.category, to: categories[Int(element.category.rawValue)].characters)
        widths.widen(.kind, to: element.kindIndex.map { kinds[$0].characters } ?? 1)
        widths.widen(.section, to: out.measure { $0.appendInteger(element.section) })
        widths.widen(.item, to: out.measure { $0.appendInteger(element.item) })
        let frame = element.frame
        widths.widen(.x, to: out.measure { $0.appendShort(frame.x) })
        widths.widen(.y, to: out.measure { $0.appendShort(frame.y) })
        widths.widen(.width, to: out.measure { $0.appendShort(frame.width) })
        widths.widen(.height, to: out.measure { $0.appendShort(frame.height) })
        widths.widen(.z, to: out.measure { $0.appendInteger(element.zIndex) })
        if element.isPinned { widths.widen(.pinned, to: 3) }
      }
    }
    var head = "layout \(layout.name) at \(viewport) scale \(Self.short(scale)): content "
    head += "\(Self.short(evaluation.contentSize.width)) x \(Self.short(evaluation.contentSize.height))\n\n"
    out.appendString(head)
    for (index, title) in header.enumerated() {
      let column = TableWidths.Column(rawValue: index)!
      out.appendCell(column, width: widths[column], characters: title.count) { $0.appendString(title) }
    }
    out.endLine()
    let dash: [UInt8] = [UInt8(ascii: "-")]
    let yes: [UInt8] = Array("yes".utf8)
    elements.forEachBatch { batch in
      for element in batch {
        // Room for the whole line first, so that trailing spaces are trimmed before any of it leaves.
        out.reserve(widths.lineLength)
        let category = categories[Int(element.category.rawValue)]
        out.appendCell(.category, width: widths[.category], characters: category.characters) {
          $0.append(category.bytes)
        }
        let kind = element.kindIndex.map { kinds[$0] } ?? (bytes: dash, characters: 1)
        out.appendCell(.kind, width: widths[.kind], characters: kind.characters) { $0.append(kind.bytes) }
        out.appendCell(.section, width: widths[.section]) { $0.appendInteger(element.section) }
        out.appendCell(.item, width: widths[.item]) { $0.appendInteger(element.item) }
        let frame = element.frame
        out.appendCell(.x, width: widths[.x]) { $0.appendShort(frame.x) }
        out.appendCell(.y, width: widths[.y]) { $0.appendShort(frame.y) }
        out.appendCell(.width, width: widths[.width]) { $0.appendShort(frame.width) }
        out.appendCell(.height, width: widths[.height]) { $0.appendShort(frame.height) }
        out.appendCell(.z, width: widths[.z]) { $0.appendInteger(element.zIndex) }
        out.appendCell(.pinned, width: widths[.pinned], characters: element.isPinned ? 3 : 0) {
          if element.isPinned { $0.append(yes) }
        }
        out.endLine()
        out.flushIfFull()
      }
    }
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
    var out = "layout: \(layout.name)\nviewport: \(viewport) scale \(Self.short(scale))\n"
    out +=
      "content size: \(Self.number(evaluation.contentSize.width)) x \(Self.number(evaluation.contentSize.height))\n"
    out += "elements: \(counts.total)"
    let parts = ElementCategory.allCases.compactMap { category in
      counts[category] > 0 ? "\(counts[category]) \(category)" : nil
    }
    out += parts.isEmpty ? "\n" : " (\(parts.joined(separator: ", ")))\n"
    out += "checksum: \(String(checksum.value, radix: 16))\n"
    environment.write(out, to: .standardOutput)
  }

  /// A JSON number: whole values without a fraction, others in Swift's shortest round-trip form.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return value.description
  }

  /// Up to three decimals, for people.
  static func short(_ value: Double) -> String {
    let rounded = abs(value) < 1e15 ? (value * 1000).rounded() / 1000 : value
    return number(rounded)
  }

  static func quoted(_ text: String) -> String { JSONRenderer.quoted(text) }
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

/// The width of each table column: its title's, or its widest cell's (in characters).
struct TableWidths {
  enum Column: Int {
    case category, kind, section, item, x, y, width, height, z, pinned

    /// Numbers line up on the right, words on the left.
    var isNumeric: Bool { rawValue >= 2 && rawValue <= 8 }
  }

  private var widths: [Int]

  init(_ titles: [Int]) { widths = titles }

  subscript(column: Column) -> Int { widths[column.rawValue] }

  mutating func widen(_ column: Column, to width: Int) {
    if width > widths[column.rawValue] { widths[column.rawValue] = width }
  }

  /// An upper bound on the bytes of one line: every cell at its width (a character is at most 4 bytes), separators,
  /// the line break.
  var lineLength: Int { widths.reduce(0) { $0 + 4 * $1 + 2 } + 1 }
}

/// Output bytes gathered in a buffer and written to standard output in chunks of about 64 KiB.
struct OutputBuffer {
  private static let chunk = 1 << 16
  private let environment: any DriverEnvironment
  private var base: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var count = 0
  /// Where the line being written started (for trimming its trailing spaces).
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
    if value < 0 {
      base[count] = UInt8(ascii: "-")
      count += 1
    }
    var magnitude = value.magnitude
    var digits = 1
    var limit: UInt = 10
    // An Int's magnitude has at most 19 digits (and 10^19 still fits in a UInt).
    while magnitude >= limit && digits < 19 {
      digits += 1
      limit &*= 10
    }
    var cursor = base + count + digits
    repeat {
      cursor -= 1
      cursor.pointee = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude % 10)
      magnitude /= 10
    } while magnitude > 0
    count += digits
  }

  /// `FramePrinter.number`: whole values as integers, others in Swift's shortest round-trip form.
  mutating func appendNumber(_ value: Double) {
    if value == value.rounded(), abs(value) < 1e15 {
      appendInteger(Int(Int64(value)))
    } else {
      appendString(value.description)
    }
  }

  /// `FramePrinter.short`: rounded to three decimals. A value under 10^9 is written from its thousandths directly:
  /// k / 1000 has at most 12 significant digits, so it is the shortest decimal that reads back as that `Double`,
  /// which is what `description` prints.
  mutating func appendShort(_ value: Double) {
    guard abs(value) < 1e15 else { return appendNumber(value) }
    let thousandths = (value * 1000).rounded()
    let rounded = thousandths / 1000
    guard rounded != rounded.rounded(), abs(thousandths) < 1e12 else { return appendNumber(rounded) }
    let whole = Int(thousandths)
    if whole < 0 { append("-") }
    appendInteger(abs(whole) / 1000)
    var fraction = abs(whole) % 1000
    var digits = 3
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    reserve(4)
    base[count] = UInt8(ascii: ".")
    for index in stride(from: digits, to: 0, by: -1) {
      base[count + index] = UInt8(ascii: "0") &+ UInt8(fraction % 10)
      fraction /= 10
    }
    count += digits + 1
  }

  /// How many bytes `write` appends (they are taken back).
  mutating func measure(_ write: (inout OutputBuffer) -> Void) -> Int {
    let start = count
    write(&self)
    let length = count - start
    count = start
    return length
  }

  /// One table cell: the column separator, then the cell padded to `width` characters (on the left for numbers).
  /// `characters` is the cell's length in characters, by default its length in bytes (ASCII).
  mutating func appendCell(
    _ column: TableWidths.Column, width: Int, characters: Int? = nil, _ write: (inout OutputBuffer) -> Void
  ) {
    // A character takes at most four bytes: with this room nothing below moves the buffer.
    reserve(4 * width + 2)
    if column != .category { append("  ") }
    let start = count
    write(&self)
    let length = count - start
    let padding = width - (characters ?? length)
    guard padding > 0 else { return }
    if column.isNumeric {
      UnsafeMutableRawPointer(base + start + padding).copyMemory(from: base + start, byteCount: length)
      (base + start).update(repeating: UInt8(ascii: " "), count: padding)
    } else {
      (base + count).initialize(repeating: UInt8(ascii: " "), count: padding)
    }
    count += padding
  }

  /// Ends a table line: trailing spaces go, a line break follows.
  mutating func endLine() {
    while count > lineStart && base[count - 1] == UInt8(ascii: " ") { count -= 1 }
    append("\n")
    lineStart = count
  }
}
