import LayoutSource

/// A value of the TOML subset, with the bytes it was written in.
public struct ConfigValue: Sendable, Hashable {
  /// What kind of value, with its contents.
  public enum Kind: Sendable, Hashable {
    case string(String)
    case integer(Int)
    case boolean(Bool)
    case array([ConfigValue])
  }

  /// The value.
  public var kind: Kind
  /// Where it is written.
  public var span: SourceSpan

  /// The TOML type name, for "expected a string, found an integer".
  public var typeName: String {
    switch kind {
    case .string: "a string"
    case .integer: "an integer"
    case .boolean: "a boolean"
    case .array: "an array"
    }
  }
}

/// One `key = value` line, with the `[table]` it sits under (nil: the top level).
public struct ConfigEntry: Sendable, Hashable {
  /// The table, if any.
  public var table: String?
  /// The key as written (a bare key).
  public var key: String
  /// Where the key is written.
  public var keySpan: SourceSpan
  /// The value.
  public var value: ConfigValue
}

/// The TOML subset of `.layoutc.toml`: `# comments`, `[table]` headers, `key = value` with bare keys, and values that
/// are basic (`"…"`, with `\" \\ \n \t \uXXXX`) or literal (`'…'`) strings, integers, `true`/`false`, and arrays of
/// them (over several lines, trailing comma allowed). Anything else TOML has (floats, dates, inline tables, dotted
/// keys, multi-line strings) is refused with a located error rather than misread.
///
/// Pure: a source file in, entries and diagnostics out. Recursion is bounded (arrays nest at most 8 deep).
public struct ConfigSyntax {
  /// The largest config file read, in bytes: far beyond any real one, small enough that a stray binary is refused
  /// at once.
  public static let maximumSize = 1 << 20
  static let maximumNesting = 8

  let source: SourceFile
  var bytes: [UInt8] { source.bytes }
  var index = 0
  private(set) var entries: [ConfigEntry] = []
  var diagnostics: [Diagnostic] = []

  /// Parses a config file into its entries (the lines before the first error of each line are kept; a line with an
  /// error is skipped).
  public static func parse(_ source: SourceFile) -> (entries: [ConfigEntry], diagnostics: [Diagnostic]) {
    guard source.bytes.count <= maximumSize else {
      let message = "the config file is larger than \(maximumSize >> 20) MiB, the most layoutc reads"
      return ([], [.error(.configSyntax, message, at: .point(0))])
    }
    var parser = ConfigSyntax(source: source)
    parser.parseLines()
    return (parser.entries, parser.diagnostics)
  }

  private init(source: SourceFile) { self.source = source }

  private mutating func parseLines() {
    var table: String? = nil
    var seenTables: Set<String> = []
    var seenKeys: Set<String> = []
    while index < bytes.count {
      skipBlanks()
      guard index < bytes.count else { break }
      let byte = bytes[index]
      if byte == ascii("\n") || byte == ascii("\r") || byte == ascii("#") {
        finishLine()
        continue
      }
      if byte == ascii("[") {
        let start = index
        index += 1
        skipBlanks()
        guard let (name, _) = bareKey() else {
          fail("expected a table name after '['", at: index)
          continue
        }
        skipBlanks()
        guard index < bytes.count, bytes[index] == ascii("]") else {
          fail("expected ']' to close the table header (nested and array tables are not supported)", at: index)
          continue
        }
        index += 1
        if !seenTables.insert(name).inserted {
          diagnostics.append(.error(.configSyntax, "table '[\(name)]' is defined twice", at: span(start, index)))
        }
        table = name
        finishLine()
        continue
      }
      guard let (key, keySpan) = bareKey() else {
        fail("expected a key (letters, digits, '-' and '_'), a '[table]' or a '#' comment", at: index)
        continue
      }
      skipBlanks()
      if index < bytes.count, bytes[index] == ascii(".") {
        fail("dotted keys are not supported; write the key under a '[table]' header", at: index)
        continue
      }
      guard index < bytes.count, bytes[index] == ascii("=") else {
        fail("expected '=' after the key '\(key)'", at: index)
        continue
      }
      index += 1
      skipBlanks()
      guard let value = value(depth: 0) else {
        skipLine()
        continue
      }
      let qualified = (table.map { $0 + "." } ?? "") + key
      if !seenKeys.insert(qualified).inserted {
        diagnostics.append(.error(.configSyntax, "key '\(qualified)' is set twice", at: keySpan))
      } else {
        entries.append(ConfigEntry(table: table, key: key, keySpan: keySpan, value: value))
      }
      finishLine()
    }
  }

  /// After a complete line: blanks, an optional comment, then the end of the line.
  private mutating func finishLine() {
    skipBlanks()
    if index < bytes.count, bytes[index] == ascii("#") { skipComment() }
    if index < bytes.count, bytes[index] == ascii("\r") { index += 1 }
    if index < bytes.count {
      if bytes[index] == ascii("\n") {
        index += 1
      } else {
        fail("unexpected text after the value; put one 'key = value' on each line", at: index)
      }
    }
  }

  private mutating func fail(_ message: String, at offset: Int) {
    let end = offset < bytes.count && bytes[offset] != ascii("\n") ? offset + 1 : offset
    diagnostics.append(.error(.configSyntax, message, at: span(offset, end)))
    skipLine()
  }

  private mutating func skipLine() {
    while index < bytes.count, bytes[index] != ascii("\n") { index += 1 }
    if index < bytes.count { index += 1 }
  }

  private mutating func skipComment() {
    while index < bytes.count, bytes[index] != ascii("\n"), bytes[index] != ascii("\r") { index += 1 }
  }

  private mutating func skipBlanks() {
    while index < bytes.count, bytes[index] == ascii(" ") || bytes[index] == ascii("\t") { index += 1 }
  }

  /// Blanks, comments and line breaks: between the elements of an array.
  private mutating func skipArrayTrivia() {
    while index < bytes.count {
      switch bytes[index] {
      case ascii(" "), ascii("\t"), ascii("\n"), ascii("\r"): index += 1
      case ascii("#"): skipComment()
      default: return
      }
    }
  }

  private mutating func bareKey() -> (String, SourceSpan)? {
    let start = index
    while index < bytes.count, Self.isKeyByte(bytes[index]) { index += 1 }
    guard index > start else { return nil }
    let keySpan = span(start, index)
    return (source.text(keySpan), keySpan)
  }

  static func isKeyByte(_ byte: UInt8) -> Bool {
    (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
      || byte == ascii("-") || byte == ascii("_")
  }

  /// A value; on an error, records it and returns nil (the caller skips the rest of the line).
  private mutating func value(depth: Int) -> ConfigValue? {
    let start = index
    guard index < bytes.count, bytes[index] != ascii("\n"), bytes[index] != ascii("#") else {
      diagnostics.append(.error(.configSyntax, "expected a value", at: span(start, start)))
      return nil
    }
    switch bytes[index] {
    case ascii("\""), ascii("'"):
      return string()
    case ascii("["):
      guard depth < Self.maximumNesting else {
        diagnostics.append(.error(.configSyntax, "arrays nest too deeply", at: span(start, start + 1)))
        return nil
      }
      return array(depth: depth)
    case ascii("{"):
      diagnostics.append(
        .error(.configSyntax, "inline tables are not supported; use a '[table]' header", at: span(start, start + 1)))
      return nil
    default:
      return scalar()
    }
  }

  private mutating func array(depth: Int) -> ConfigValue? {
    let start = index
    index += 1
    var elements: [ConfigValue] = []
    while true {
      skipArrayTrivia()
      guard index < bytes.count else {
        diagnostics.append(.error(.configSyntax, "'[' opens an array that is never closed", at: span(start, start + 1)))
        return nil
      }
      if bytes[index] == ascii("]") {
        index += 1
        return ConfigValue(kind: .array(elements), span: span(start, index))
      }
      guard let element = value(depth: depth + 1) else { return nil }
      elements.append(element)
      skipArrayTrivia()
      if index < bytes.count, bytes[index] == ascii(",") {
        index += 1
      } else if !(index < bytes.count && bytes[index] == ascii("]")) {
        diagnostics.append(
          .error(.configSyntax, "expected ',' or ']' in the array", at: span(index, min(index + 1, bytes.count))))
        return nil
      }
    }
  }

  /// An integer or a boolean: the run of bytes up to a delimiter.
  private mutating func scalar() -> ConfigValue? {
    let start = index
    while index < bytes.count, !Self.isDelimiter(bytes[index]) { index += 1 }
    let valueSpan = span(start, index)
    let text = source.text(valueSpan)
    if text == "true" || text == "false" { return ConfigValue(kind: .boolean(text == "true"), span: valueSpan) }
    let digits = text.replacingUnderscores
    if !digits.isEmpty, let number = Int(digits), !text.hasPrefix("_"), !text.hasSuffix("_") {
      return ConfigValue(kind: .integer(number), span: valueSpan)
    }
    let message =
      text.contains(".") || text.contains(":")
      ? "'\(text)' is not supported: values are strings, whole numbers, true/false or arrays of them"
      : "'\(text)' is not a value; strings are written in quotes, as \"\(text)\""
    diagnostics.append(
      .error(.configSyntax, message, at: valueSpan.start == valueSpan.end ? span(start, start + 1) : valueSpan))
    return nil
  }

  private static func isDelimiter(_ byte: UInt8) -> Bool {
    byte == ascii(" ") || byte == ascii("\t") || byte == ascii("\n") || byte == ascii("\r") || byte == ascii(",")
      || byte == ascii("]") || byte == ascii("#")
  }
}

private func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

/// A byte of an ASCII character (for the string reader in its own file).
func asciiByte(_ character: Unicode.Scalar) -> UInt8 { UInt8(ascii: character) }

extension String {
  fileprivate var replacingUnderscores: String { String(filter { $0 != "_" }) }
}
