/// Prints a `Doc` within a line width (Wadler's `pretty`, iterative so any nesting depth is safe).
///
/// Two rules beyond the textbook algorithm keep comments simple to place:
/// - Newlines are *requested* and written lazily, just before the next text: consecutive requests merge (the
///   larger wins, so a blank line survives a plain break) and the text that follows decides the indentation.
/// - Spaces are never written at the start of a line, and trailing spaces are trimmed when a newline is written.
public struct Printer {
  /// The bytes of the input, for `Doc.source` ranges.
  public let source: [UInt8]
  /// The column limit groups try to stay within.
  public let width: Int
  /// The line break written: `\n`, or `\r\n` for a file that uses CRLF.
  public let newline: [UInt8]

  private var output: [UInt8] = []
  private var column = 0
  private var pendingNewlines = 0
  private var stack: [Command] = []
  /// Scratch space for `fits`, kept to avoid an allocation per group.
  private var pending: [(doc: Doc, flat: Bool)] = []

  private struct Command {
    var indent: Int
    var flat: Bool
    var doc: Doc
  }

  /// A printer for documents over `source` (the bytes `Doc.source` ranges refer to; empty when a document has
  /// only text), breaking groups that do not fit in `width` columns, writing `newline` at each line break.
  public init(source: [UInt8], width: Int, newline: [UInt8]) {
    self.source = source
    self.width = width
    self.newline = newline
  }

  /// Prints `doc`, ending with exactly one line break unless nothing was printed.
  public mutating func print(_ doc: Doc) -> [UInt8] {
    output.reserveCapacity(source.count + source.count / 4 + 16)
    stack.append(Command(indent: 0, flat: false, doc: doc))
    while let command = stack.popLast() {
      switch command.doc {
      case .empty:
        break
      case .text(let text):
        var text = text
        text.withUTF8 { write($0, indent: command.indent) }
      case .textLine(let text):
        var text = text
        text.withUTF8 { write($0, indent: command.indent) }
        requestNewlines(1)
      case .source(let start, let end):
        writeSource(start, end, indent: command.indent)
      case .line:
        if command.flat { writeSpace(indent: command.indent) } else { requestNewlines(1) }
      case .softline:
        if !command.flat { requestNewlines(1) }
      case .trailingComment(let start, let end):
        writeSource(start, end, indent: command.indent, spaceBefore: true)
        requestNewlines(1)
      case .hardline:
        requestNewlines(1)
      case .blankline:
        requestNewlines(2)
      case .ifFlat(let doc):
        if command.flat { stack.append(Command(indent: command.indent, flat: true, doc: doc)) }
      case .ifBroken(let doc):
        if !command.flat { stack.append(Command(indent: command.indent, flat: false, doc: doc)) }
      case .indented(let amount, let doc, _):
        stack.append(Command(indent: command.indent + amount, flat: command.flat, doc: doc))
      case .sequence(let parts, _):
        for part in parts.reversed() { stack.append(Command(indent: command.indent, flat: command.flat, doc: part)) }
      case .grouped(let doc, let hard):
        let flat = command.flat || (!hard && fits(doc, indent: command.indent, scratch: &pending))
        stack.append(Command(indent: command.indent, flat: flat, doc: doc))
      }
    }
    if !output.isEmpty {
      trimTrailingSpaces()
      output.append(contentsOf: newline)
    }
    return output
  }

  private mutating func requestNewlines(_ count: Int) {
    pendingNewlines = max(pendingNewlines, count)
  }

  /// Writes the input's bytes `start..<end`.
  private mutating func writeSource(_ start: Int, _ end: Int, indent: Int, spaceBefore: Bool = false) {
    let source = self.source
    source.withUnsafeBufferPointer {
      write(UnsafeBufferPointer(rebasing: $0[start..<end]), indent: indent, spaceBefore: spaceBefore)
    }
  }

  /// Writes the space of a flat `.line`.
  private mutating func writeSpace(indent: Int) {
    withUnsafePointer(to: UInt8(0x20)) { write(UnsafeBufferPointer(start: $0, count: 1), indent: indent) }
  }

  /// Writes text; `spaceBefore` puts two spaces before it unless it starts a line (a trailing comment).
  ///
  /// Bytes through a buffer pointer, not a generic collection: appending a pointer's bytes is one copy, and the
  /// text is the printer's (and so the code generator's) busiest path.
  private mutating func write(_ bytes: UnsafeBufferPointer<UInt8>, indent: Int, spaceBefore: Bool = false) {
    if bytes.isEmpty { return }
    if spaceBefore && !(output.isEmpty || pendingNewlines > 0) {
      output.append(0x20)
      output.append(0x20)
      column += 2
    }
    let atLineStart = output.isEmpty || pendingNewlines > 0
    if atLineStart && bytes.allSatisfy({ $0 == 0x20 }) { return }
    if pendingNewlines > 0 {
      if !output.isEmpty {
        trimTrailingSpaces()
        for _ in 0..<pendingNewlines { output.append(contentsOf: newline) }
      }
      pendingNewlines = 0
    }
    if atLineStart {
      writeIndentation(indent)
      column = indent
    }
    output.append(contentsOf: bytes)
    column += Printer.displayWidth(bytes)
  }

  private mutating func trimTrailingSpaces() {
    while output.last == 0x20 { output.removeLast() }
  }

  /// Whether `doc`, printed flat from the current column, and what follows it up to the next line break, fit.
  private func fits(_ doc: Doc, indent: Int, scratch local: inout [(doc: Doc, flat: Bool)]) -> Bool {
    var remaining = width - (pendingNewlines > 0 || output.isEmpty ? indent : column)
    local.removeAll(keepingCapacity: true)
    local.append((doc, true))
    var restIndex = stack.count - 1
    while remaining >= 0 {
      let next: (doc: Doc, flat: Bool)
      if let item = local.popLast() {
        next = item
      } else if restIndex >= 0 {
        next = (stack[restIndex].doc, stack[restIndex].flat)
        restIndex -= 1
      } else {
        return true
      }
      switch next.doc {
      case .empty:
        break
      case .text(let text):
        remaining -= text.utf8.count
      case .textLine(let text):
        // The text, then the newline that ends what must fit.
        return remaining - text.utf8.count >= 0
      case .source(let start, let end):
        remaining -= source.withUnsafeBufferPointer {
          Printer.displayWidth(UnsafeBufferPointer(rebasing: $0[start..<end]))
        }
      case .line:
        if !next.flat { return true }
        remaining -= 1
      case .softline:
        if !next.flat { return true }
      case .hardline, .blankline, .trailingComment:
        // A trailing comment never decides the layout of the code before it: it may run past the limit.
        return true
      case .ifFlat(let inner):
        if next.flat { local.append((inner, true)) }
      case .ifBroken(let inner):
        if !next.flat { local.append((inner, false)) }
      case .indented(_, let inner, _):
        local.append((inner, next.flat))
      case .sequence(let parts, _):
        for part in parts.reversed() { local.append((part, next.flat)) }
      case .grouped(let inner, let hard):
        local.append((inner, next.flat && !hard))
      }
    }
    return false
  }

  /// Writes `count` spaces (a line's indentation) from a buffer of spaces rather than one byte at a time.
  private mutating func writeIndentation(_ count: Int) {
    var left = count
    while left > 0 {
      let run = min(left, Printer.spaces.count)
      Printer.spaces.withUnsafeBufferPointer { output.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<run])) }
      left -= run
    }
  }

  private static let spaces = [UInt8](repeating: 0x20, count: 64)

  /// Columns taken by UTF-8 bytes: one per scalar, so every byte but a continuation byte (`10xxxxxx`) counts.
  /// Eight bytes at a time: a byte is a continuation when its top bit is set and the bit below it clear, which
  /// `word & ~(word << 1)` tests in every byte's top bit at once (the shift moves no bit across the top of a byte).
  static func displayWidth(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
    var continuations = 0
    var index = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while index + 8 <= bytes.count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        continuations += (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
        index += 8
      }
    }
    while index < bytes.count {
      if bytes[index] & 0xC0 == 0x80 { continuations += 1 }
      index += 1
    }
    return bytes.count - continuations
  }
}
