import LayoutSource

extension ConfigSyntax {
  /// A basic or literal string on one line.
  mutating func string() -> ConfigValue? {
    let start = index
    let quote = bytes[index]
    if index + 2 < bytes.count, bytes[index + 1] == quote, bytes[index + 2] == quote {
      diagnostics.append(.error(.configSyntax, "multi-line strings are not supported", at: span(start, start + 3)))
      return nil
    }
    index += 1
    var text: [UInt8] = []
    while index < bytes.count, bytes[index] != quote {
      let byte = bytes[index]
      if byte == asciiByte("\n") || byte == asciiByte("\r") { break }
      if byte == asciiByte("\\"), quote == asciiByte("\"") {
        guard let escaped = escape() else { return nil }
        text += escaped
        continue
      }
      text.append(byte)
      index += 1
    }
    guard index < bytes.count, bytes[index] == quote else {
      diagnostics.append(.error(.configSyntax, "this string is never closed on its line", at: span(start, start + 1)))
      return nil
    }
    index += 1
    return ConfigValue(kind: .string(String(decoding: text, as: UTF8.self)), span: span(start, index))
  }

  /// `\"`, `\\`, `\n`, `\t`, `\uXXXX` at `index`; advances past it.
  private mutating func escape() -> [UInt8]? {
    let start = index
    guard index + 1 < bytes.count else { return badEscape(start) }
    let letter = bytes[index + 1]
    index += 2
    switch letter {
    case asciiByte("\""): return [asciiByte("\"")]
    case asciiByte("\\"): return [asciiByte("\\")]
    case asciiByte("n"): return [asciiByte("\n")]
    case asciiByte("t"): return [asciiByte("\t")]
    case asciiByte("u"):
      guard index + 4 <= bytes.count, let code = UInt32(source.text(span(index, index + 4)), radix: 16),
        let scalar = Unicode.Scalar(code)
      else { return badEscape(start) }
      index += 4
      return Array(String(Character(scalar)).utf8)
    default: return badEscape(start)
    }
  }

  private mutating func badEscape(_ start: Int) -> [UInt8]? {
    let message = "invalid escape in a string; use \\\" \\\\ \\n \\t or \\uXXXX (or a 'literal string')"
    diagnostics.append(.error(.configSyntax, message, at: span(start, min(start + 2, bytes.count))))
    return nil
  }

  func span(_ start: Int, _ end: Int) -> SourceSpan { SourceSpan(start: start, end: end) }
}
